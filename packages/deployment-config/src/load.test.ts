import { RETURN_URL_PREFIX_COUNT as SPEC_PREFIX_COUNT, ssoServiceOptions } from '@member-hub/enums';
import { createReturnUrlChecker } from '@member-hub/validators';
import { describe, expect, it } from 'vitest';

import {
  DeploymentConfigError,
  embedParentOrigins,
  deploymentConfigKeys,
  deploymentConfigSchema,
  loadDeploymentConfig,
  localDeploymentConfig,
  productionDeploymentConfigSchema,
} from './index.js';
import { RETURN_URL_PREFIX_COUNT } from './schema.js';

/** A complete production file: 19 prefixes and every key. */
function productionValues() {
  return {
    returnUrlPrefixes: Array.from(
      { length: RETURN_URL_PREFIX_COUNT },
      (_, i) => `https://s${i}.example.test/`,
    ),
    stagingOrigins: { community: 'https://stg-c.example.test', members: 'https://stg-m.example.test' },
    siteOrigins: { community: 'https://community.example.test', members: 'https://members.example.test' },
    ssoFailureUrls: Object.fromEntries(
      ssoServiceOptions.map((s) => [s.key, `https://${s.key.toLowerCase()}.example.test/?auth=false`]),
    ),
    helpLinks: {
      login: 'https://help.example.test/login',
      appLink: 'https://help.example.test/applink',
      mailSettings: 'https://help.example.test/mail',
      oldService: 'https://help.example.test/old',
      registrationNumber: 'https://help.example.test/registration-number',
      registerEmail: 'https://help.example.test/register-email',
    },
    appNames: {
      community: { ja: 'コミュニティ', en: 'Community' },
      membership: { ja: '会員', en: 'Members' },
      point: { ja: 'ポイント', en: 'Points' },
      personalInfo: { ja: '個人情報', en: 'Privacy' },
    },
    operatingCompany: '合同会社テスト',
    pageViewUrl: 'https://views.example.test/collect',
    terms: {
      community: ['コミュニティ規約'],
      members: ['会員規約'],
      point: ['ポイント規約'],
      membershipService: ['会員サービス規約'],
      services: ['コミュニティ', '会員'],
      privacy: ['個人情報の取り扱い'],
    },
    support: { phone: '0120-111-222', hours: '平日 9時〜17時', page: 'https://help.example.jp/contact' },
    phoneAppUrl: 'rakuraku://open',
    olderService: {
      issuer: 'https://community.example.jp',
      jwksUrl: 'https://community.example.jp/.well-known/jwks.json',
      audience: 'member-hub',
    },
    memberSite: { referrerOrigins: ['https://members.example.test'] },
    passkeys: { rpId: 'member.example.jp', rpName: '会員', origins: ['https://member.example.jp'] },
  };
}

const fromFile = (content: unknown) => ({
  env: { MEMBER_HUB_DEPLOYMENT_CONFIG: '/etc/member-hub/deployment.json' },
  readFile: (path: string) => {
    expect(path).toBe('/etc/member-hub/deployment.json');
    return JSON.stringify(content);
  },
});

function loadError(run: () => unknown): DeploymentConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof DeploymentConfigError) return error;
    throw error;
  }
  throw new Error('expected the load to fail');
}

it('counts the prefixes as the enumeration does (19)', () => {
  expect(RETURN_URL_PREFIX_COUNT).toBe(SPEC_PREFIX_COUNT);
});

describe('the local values (development and test)', () => {
  it('validate against the schema', () => {
    expect(deploymentConfigSchema.safeParse(localDeploymentConfig()).success).toBe(true);
    expect(
      deploymentConfigSchema.safeParse(localDeploymentConfig({ DEMO_SERVICE_PORT: '6190' })).success,
    ).toBe(true);
  });

  it('allow the demo services of the profile they run in, and no other', () => {
    const dev = createReturnUrlChecker(localDeploymentConfig().returnUrlPrefixes);
    expect(dev('http://localhost:5190/callback')).toBe(true);
    expect(dev('http://localhost:5191/callback')).toBe(true);
    expect(dev('http://localhost:6190/callback')).toBe(false);
    const test = createReturnUrlChecker(
      localDeploymentConfig({
        GATEWAY_PORT: '6170',
        DEMO_SERVICE_PORT: '6190',
        DEMO_MEMBERS_SERVICE_PORT: '6191',
      }).returnUrlPrefixes,
    );
    expect(test('http://localhost:6191/callback')).toBe(true);
    expect(test('http://localhost:5190/callback')).toBe(false);
  });

  it('are what the dev server, Vitest and the local stack builds get', () => {
    expect(loadDeploymentConfig({ mode: 'development', env: {} })).toEqual({
      config: localDeploymentConfig(),
      source: 'local',
    });
    expect(loadDeploymentConfig({ mode: 'test', env: {} }).source).toBe('local');
    expect(loadDeploymentConfig({ mode: 'production', env: { MEMBER_HUB_PROFILE: 'test' } }).source).toBe(
      'local',
    );
    expect(loadDeploymentConfig({ mode: 'production', env: { MEMBER_HUB_PROFILE: 'dev' } }).source).toBe(
      'local',
    );
  });

  it('carry every terms document as text of their own, never a marked stand-in', () => {
    const { terms } = localDeploymentConfig();
    for (const paragraphs of Object.values(terms)) {
      expect(paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of paragraphs) expect(paragraph).not.toMatch(/仮の文章|準備中/);
    }
  });

  it('have one failure address for every SSO service of the enumeration', () => {
    expect(Object.keys(localDeploymentConfig().ssoFailureUrls).sort()).toEqual(
      ssoServiceOptions.map((s) => s.key).sort(),
    );
  });
});

describe('a production build', () => {
  it('without the file stops and names every key', () => {
    const error = loadError(() => loadDeploymentConfig({ mode: 'production', env: {} }));
    expect(error.message).toContain('MEMBER_HUB_DEPLOYMENT_CONFIG');
    expect(error.keys).toEqual(deploymentConfigKeys());
    for (const key of [
      'returnUrlPrefixes',
      'stagingOrigins.members',
      'ssoFailureUrls.game',
      'operatingCompany',
    ]) {
      expect(error.message).toContain(key);
    }
  });

  it('ignores a profile that is not local', () => {
    expect(() => loadDeploymentConfig({ mode: 'production', env: { MEMBER_HUB_PROFILE: 'prod' } })).toThrow(
      DeploymentConfigError,
    );
  });

  it.each([
    'helpLinks.login',
    'operatingCompany',
    'appNames.point.en',
    'stagingOrigins.community',
    'ssoFailureUrls.membership',
    'siteOrigins.members',
    'terms.membershipService',
    'helpLinks.registerEmail',
    'pageViewUrl',
    'memberSite.referrerOrigins',
  ])('with %s missing stops and names that key', (key) => {
    const values = productionValues();
    const path = key.split('.');
    let parent: Record<string, unknown> = values;
    for (const part of path.slice(0, -1)) parent = parent[part] as Record<string, unknown>;
    delete parent[path.at(-1) as string];
    const error = loadError(() => loadDeploymentConfig({ mode: 'production', ...fromFile(values) }));
    expect(error.keys).toEqual([key]);
    expect(error.message).toBe(
      `The deployment configuration /etc/member-hub/deployment.json is incomplete. Missing: ${key}.`,
    );
  });

  it('with fewer than the 19 prefixes, a bad address or an unknown key stops and says which', () => {
    const values = { ...productionValues(), returnUrlPrefixes: ['https://one.example.test/'], extra: 1 };
    values.helpLinks.login = 'help/login';
    values.stagingOrigins.members = 'https://stg-m.example.test/path';
    const error = loadError(() => loadDeploymentConfig({ mode: 'production', ...fromFile(values) }));
    expect(error.message).toMatch(/returnUrlPrefixes \(exactly 19 prefixes/);
    expect(error.message).toMatch(/helpLinks\.login \(an absolute http\(s\) URL\)/);
    expect(error.message).toMatch(/stagingOrigins\.members \(an origin/);
    expect(error.message).toMatch(/extra \(unknown key\)/);
  });

  it('with an empty terms document or an empty paragraph stops and says which', () => {
    const values = productionValues();
    values.terms.point = [];
    values.terms.privacy = ['  '];
    const error = loadError(() => loadDeploymentConfig({ mode: 'production', ...fromFile(values) }));
    expect(error.message).toMatch(/terms\.point \(at least one paragraph\)/);
    expect(error.message).toMatch(/terms\.privacy\.0 \(a non-empty text\)/);
  });

  it('with a complete file uses its values', () => {
    const loaded = loadDeploymentConfig({ mode: 'production', ...fromFile(productionValues()) });
    expect(loaded).toEqual({ config: productionValues(), source: '/etc/member-hub/deployment.json' });
    expect(productionDeploymentConfigSchema.safeParse(loaded.config).success).toBe(true);
  });

  it('with an unreadable file says so', () => {
    const error = loadError(() =>
      loadDeploymentConfig({
        mode: 'production',
        env: { MEMBER_HUB_DEPLOYMENT_CONFIG: '/nowhere.json' },
        readFile: () => {
          throw new Error('ENOENT: no such file');
        },
      }),
    );
    expect(error.message).toContain('/nowhere.json is not a readable JSON file: ENOENT');
  });
});

describe("the embedded prefecture screen's parents (profile §3)", () => {
  it('are the two staging origins, the community site and the member site', () => {
    const values = productionValues();
    expect(embedParentOrigins(productionDeploymentConfigSchema.parse(values))).toEqual([
      'https://stg-c.example.test',
      'https://stg-m.example.test',
      'https://community.example.test',
      'https://members.example.test',
    ]);
  });

  it('are the demo services locally, under both local names (test ports moved by 1000)', () => {
    expect(
      embedParentOrigins(
        localDeploymentConfig({ DEMO_SERVICE_PORT: '6190', DEMO_MEMBERS_SERVICE_PORT: '6191' }),
      ),
    ).toEqual([
      'http://localhost:6190',
      'http://localhost:6191',
      'http://127.0.0.1:6190',
      'http://127.0.0.1:6191',
    ]);
  });

  it('a site origin with a path is refused', () => {
    const values = productionValues();
    values.siteOrigins.community = 'https://community.example.test/home';
    const error = loadError(() => loadDeploymentConfig({ mode: 'production', ...fromFile(values) }));
    expect(error.message).toMatch(/siteOrigins\.community \(an origin/);
  });
});

describe("the member site's referrer origins (profile §2 member-site layout)", () => {
  it('are the demo members service locally, under both local names (test ports moved by 1000)', () => {
    expect(localDeploymentConfig({ DEMO_MEMBERS_SERVICE_PORT: '6191' }).memberSite.referrerOrigins).toEqual([
      'http://localhost:6191',
      'http://127.0.0.1:6191',
    ]);
    expect(deploymentConfigSchema.safeParse(localDeploymentConfig()).success).toBe(true);
  });

  it('must be https origins in a production file, with no path, and at least one', () => {
    for (const [origins, message] of [
      [['http://members.example.test'], /memberSite\.referrerOrigins\.0 \(an https origin\)/],
      [['https://members.example.test/top'], /memberSite\.referrerOrigins\.0 \(an origin/],
      [[], /memberSite\.referrerOrigins \(at least one origin\)/],
    ] as const) {
      const values = { ...productionValues(), memberSite: { referrerOrigins: [...origins] } };
      const error = loadError(() => loadDeploymentConfig({ mode: 'production', ...fromFile(values) }));
      expect(error.message).toMatch(message);
      expect(error.keys[0]).toMatch(/^memberSite\.referrerOrigins/);
    }
  });

  it('may be http in a file read by a local profile (dev, test)', () => {
    const values = { ...productionValues(), memberSite: { referrerOrigins: ['http://127.0.0.1:6191'] } };
    const loaded = loadDeploymentConfig({
      mode: 'production',
      ...fromFile(values),
      env: { ...fromFile(values).env, MEMBER_HUB_PROFILE: 'test' },
    });
    expect(loaded.config.memberSite.referrerOrigins).toEqual(['http://127.0.0.1:6191']);
  });
});
