// The member API refuses to start with development-only settings unless MEMBER_HUB_PROFILE is
// explicitly dev or test: in emulator mode a forged `alg: none` token is accepted, and the demo
// client secrets and generated keys are public.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { localDeploymentConfig } from '@member-hub/deployment-config';
import { ServiceId } from '@member-hub/enums';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { call, signUpMember, startTestApi, type TestApi } from '../test/helpers';
import { DEV_CARRIER_CLIENT_SECRET, DEV_LEGACY_SERVICE, type Config } from './config';
import { generateKeys } from './oidc/keys';
import { productionGuardProblems } from './production-guard';

/** An unsigned token for `uid`, the kind the Auth emulator itself issues. */
function forgedToken(uid: string, projectId = 'demo-member-hub'): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    user_id: uid,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    firebase: { sign_in_provider: 'password', identities: {} },
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}

/** A complete production deployment configuration (names, operator, support line, 19 prefixes). */
const deploymentFile = path.join(os.tmpdir(), `member-api-deployment-${process.pid}.json`);
writeFileSync(
  deploymentFile,
  JSON.stringify({
    ...localDeploymentConfig(),
    returnUrlPrefixes: Array.from({ length: 19 }, (_, i) => `https://service${i}.example/`),
    operatingCompany: '合同会社サンプル運営',
    memberSite: { referrerOrigins: ['https://members.example.jp'] },
    passkeys: { rpId: 'member.example.jp', rpName: '会員', origins: ['https://member.example.jp'] },
    olderService: {
      issuer: 'https://community.example.jp',
      jwksUrl: 'https://community.example.jp/.well-known/jwks.json',
      audience: 'member-hub',
    },
  }),
);

const configured = () => {
  const keys = generateKeys();
  return {
    MEMBER_HUB_DEPLOYMENT_CONFIG: deploymentFile,
    MEMBER_API_OIDC_CLIENTS: JSON.stringify([
      {
        client_id: 'sibling',
        client_secret: 'a-configured-secret-0123456789',
        service_id: ServiceId.Community,
        redirect_uris: ['https://sibling.example/callback'],
      },
    ]),
    MEMBER_API_OIDC_JWKS: JSON.stringify(keys.jwks),
    MEMBER_API_OIDC_COOKIE_KEYS: keys.cookieKeys.join(','),
    MEMBER_API_UPLOAD_SECRET: 'a-configured-upload-secret-0123456789',
    MEMBER_API_TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8',
    SIBLING_APP_ISSUER: 'https://apps.example',
    SIBLING_APP_JWKS_URL: 'https://apps.example/.well-known/jwks.json',
  };
};

const apis: TestApi[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  for (const api of apis.splice(0)) await api.stop();
});

describe('start-up guard', () => {
  it('dev/test profile with the emulator: starts (and accepts the emulator’s unsigned tokens)', async () => {
    const api = await startTestApi('pglite', { config: { profile: 'test' } });
    apis.push(api);
    const user = await signUpMember(api);
    const res = await call(api, 'GET', '/member/v1/me', { token: forgedToken(user.uid) });
    expect(res.status).toBe(200);
  });

  it.each([
    ['unset', ''],
    ['staging', 'staging'],
    ['production', 'production'],
  ])('profile %s with FIREBASE_AUTH_EMULATOR_HOST: refuses to start', async (_label, profile) => {
    for (const [name, value] of Object.entries(configured())) vi.stubEnv(name, value);
    await expect(startTestApi('pglite', { config: { profile } })).rejects.toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST.*MEMBER_HUB_PROFILE/,
    );
  });

  it.each(['staging', 'production'])(
    'profile %s without NODE_ENV and without the legacy, carrier and older-service secrets: refuses to start, naming each',
    async (profile) => {
      // Everything else configured, and none of NODE_ENV, the four secrets or the proxy list.
      for (const [name, value] of Object.entries(configured())) {
        if (name !== 'MEMBER_API_TRUSTED_PROXIES') vi.stubEnv(name, value);
      }
      for (const name of [
        'NODE_ENV',
        'LEGACY_PASSWORD_KEY',
        'CARRIER_OP_CLIENT_SECRET',
        'LEGACY_SERVICE_URL',
        'LEGACY_SERVICE_API_KEY',
        'MEMBER_API_TRUSTED_PROXIES',
      ]) {
        vi.stubEnv(name, undefined);
      }
      vi.stubEnv('MEMBER_API_TRUST_PROXY', '1');
      const start = startTestApi('pglite', {
        config: {
          profile,
          nodeEnv: 'development',
          authEmulatorHost: undefined,
          firebaseProjectId: 'member-hub-prod',
          encryptedIdKey: Buffer.alloc(32, 3).toString('base64'),
        },
      });
      const refusal = await start.then(
        async (api) => {
          await api.stop();
          return 'started';
        },
        (error: Error) => error.message,
      );
      expect(refusal).toMatch(/^member-api refuses to start/);
      for (const name of [
        'LEGACY_PASSWORD_KEY',
        'CARRIER_OP_CLIENT_SECRET',
        'LEGACY_SERVICE_URL',
        'LEGACY_SERVICE_API_KEY',
        'MEMBER_API_TRUSTED_PROXIES',
      ]) {
        expect(refusal).toContain(`- ${name} must`);
      }
    },
  );

  it('profile production without a client list, keys or upload secret: refuses to start', async () => {
    await expect(
      startTestApi('pglite', { config: { profile: 'production', authEmulatorHost: undefined } }),
    ).rejects.toThrow(
      /MEMBER_API_OIDC_CLIENTS[\s\S]*MEMBER_API_OIDC_JWKS[\s\S]*MEMBER_API_OIDC_COOKIE_KEYS[\s\S]*MEMBER_API_ENCRYPTED_ID_KEY/,
    );
  });
});

describe('productionGuardProblems', () => {
  const base = {
    profile: 'production',
    authEmulatorHost: undefined,
    firebaseProjectId: 'member-hub-prod',
    uploadSigningSecret: 'a-configured-upload-secret-0123456789',
    blobStore: 'local',
    hubPublicOrigin: 'https://hub.example',
    encryptedIdKey: Buffer.alloc(32, 3).toString('base64'),
    legacyPasswordKey: Buffer.alloc(32, 5).toString('base64'),
    carrier: { issuer: 'https://carrier.example', clientId: 'hub', clientSecret: 'carrier-issued-secret' },
    legacyService: { url: 'https://older.example/api', apiKey: 'older-service-issued-key' },
    siblingApp: { issuer: 'https://apps.example', jwksUrl: 'https://apps.example/.well-known/jwks.json' },
  } as Partial<Config> as Config;

  it('accepts a production start with everything configured', () => {
    expect(productionGuardProblems(base, configured())).toEqual([]);
  });

  it('names each development default that production must replace', () => {
    const env = configured();
    expect(productionGuardProblems(base, { ...env, MEMBER_API_OIDC_CLIENTS: '' })).toEqual([
      expect.stringContaining('MEMBER_API_OIDC_CLIENTS'),
    ]);
    expect(productionGuardProblems(base, { ...env, MEMBER_API_OIDC_JWKS: '' })).toEqual([
      expect.stringContaining('MEMBER_API_OIDC_JWKS'),
    ]);
    expect(productionGuardProblems(base, { ...env, MEMBER_API_OIDC_COOKIE_KEYS: '' })).toEqual([
      expect.stringContaining('MEMBER_API_OIDC_COOKIE_KEYS'),
    ]);
    expect(productionGuardProblems({ ...base, uploadSigningSecret: '' }, env)).toEqual([
      expect.stringContaining('MEMBER_API_UPLOAD_SECRET'),
    ]);
    // The embedded flow's encrypted_id key: required, and 32 bytes.
    expect(productionGuardProblems({ ...base, encryptedIdKey: '' }, env)).toEqual([
      expect.stringContaining('MEMBER_API_ENCRYPTED_ID_KEY must be set'),
    ]);
    expect(productionGuardProblems({ ...base, encryptedIdKey: 'c2hvcnQ=' }, env)).toEqual([
      expect.stringContaining('32 bytes'),
    ]);
    // The legacy password key, the carrier's secret and the older service: never the defaults.
    expect(productionGuardProblems({ ...base, legacyPasswordKey: '' }, env)).toEqual([
      expect.stringContaining('LEGACY_PASSWORD_KEY must be set'),
    ]);
    expect(productionGuardProblems({ ...base, legacyPasswordKey: 'c2hvcnQ=' }, env)).toEqual([
      expect.stringMatching(/LEGACY_PASSWORD_KEY must be 32 bytes/),
    ]);
    const carrier = { ...base.carrier, clientSecret: DEV_CARRIER_CLIENT_SECRET };
    expect(productionGuardProblems({ ...base, carrier }, env)).toEqual([
      expect.stringContaining('CARRIER_OP_CLIENT_SECRET must be set'),
    ]);
    expect(productionGuardProblems({ ...base, legacyService: DEV_LEGACY_SERVICE }, env)).toEqual([
      expect.stringContaining('LEGACY_SERVICE_URL must be set'),
      expect.stringContaining('LEGACY_SERVICE_API_KEY must be set'),
    ]);
    // The sibling apps' key set (payout): named by the operator, https only.
    expect(
      productionGuardProblems(base, { ...env, SIBLING_APP_ISSUER: '', SIBLING_APP_JWKS_URL: undefined }),
    ).toEqual([
      expect.stringContaining('SIBLING_APP_ISSUER must be set'),
      expect.stringContaining('SIBLING_APP_JWKS_URL must be set'),
    ]);
    const plain = { issuer: 'http://apps.example', jwksUrl: 'http://apps.example/jwks.json' };
    expect(productionGuardProblems({ ...base, siblingApp: plain }, env)).toEqual([
      expect.stringContaining('SIBLING_APP_ISSUER must be an https URL'),
      expect.stringContaining('SIBLING_APP_JWKS_URL must be an https URL'),
    ]);
    // Trusted proxies: an explicit, well-formed list (TRUST_PROXY=1 alone is loopback, dev only).
    expect(
      productionGuardProblems(base, { ...env, MEMBER_API_TRUSTED_PROXIES: '', MEMBER_API_TRUST_PROXY: '1' }),
    ).toEqual([expect.stringContaining('MEMBER_API_TRUSTED_PROXIES must list')]);
    expect(productionGuardProblems(base, { ...env, MEMBER_API_TRUSTED_PROXIES: 'gateway.internal' })).toEqual(
      [expect.stringContaining('MEMBER_API_TRUSTED_PROXIES: not an address')],
    );
    // A client registered with a demo service's development secret.
    const demoSecret = JSON.stringify([
      {
        client_id: 'demo-community',
        client_secret: 'demo-community-dev-secret',
        service_id: ServiceId.Community,
        redirect_uris: ['https://x.example/cb'],
      },
    ]);
    expect(productionGuardProblems(base, { ...env, MEMBER_API_OIDC_CLIENTS: demoSecret })).toEqual([
      expect.stringContaining('development secret'),
    ]);
    // The mails' names, operator and support line: the deployment configuration, never local values.
    expect(productionGuardProblems(base, { ...env, MEMBER_HUB_DEPLOYMENT_CONFIG: '' })).toEqual([
      expect.stringContaining('MEMBER_HUB_DEPLOYMENT_CONFIG'),
    ]);
    // Who vouches for older-service sign-ins: required, and its keys fetched over TLS only.
    const deployment = JSON.parse(readFileSync(deploymentFile, 'utf8')) as Record<string, unknown>;
    const withOlderService = (olderService: unknown) => {
      const file = path.join(os.tmpdir(), `member-api-deployment-older-${process.pid}.json`);
      writeFileSync(file, JSON.stringify({ ...deployment, olderService }));
      return { ...env, MEMBER_HUB_DEPLOYMENT_CONFIG: file };
    };
    expect(productionGuardProblems(base, withOlderService(undefined))).toEqual([
      expect.stringContaining('Missing: olderService.'),
    ]);
    // Passkeys need a secure context: the local http origin is refused.
    const withPasskeys = (passkeys: unknown) => {
      const file = path.join(os.tmpdir(), `member-api-deployment-passkeys-${process.pid}.json`);
      writeFileSync(file, JSON.stringify({ ...deployment, passkeys }));
      return { ...env, MEMBER_HUB_DEPLOYMENT_CONFIG: file };
    };
    expect(productionGuardProblems(base, withPasskeys(localDeploymentConfig().passkeys))).toEqual([
      expect.stringContaining('passkeys.origins of the deployment configuration must be https origins'),
    ]);
    expect(productionGuardProblems(base, withOlderService(localDeploymentConfig().olderService))).toEqual([
      expect.stringContaining('olderService.issuer of the deployment configuration must be an https URL'),
      expect.stringContaining('olderService.jwksUrl of the deployment configuration must be an https URL'),
    ]);
    // A JWKS without a private signing key.
    const publicOnly = JSON.stringify({ keys: [{ kty: 'RSA', n: 'x', e: 'AQAB', kid: 'k' }] });
    expect(productionGuardProblems(base, { ...env, MEMBER_API_OIDC_JWKS: publicOnly })).toEqual([
      expect.stringContaining('private'),
    ]);
    // A client registered for ES256 ID tokens, and only the RSA key configured.
    const es256Client = JSON.stringify([
      { ...(JSON.parse(env.MEMBER_API_OIDC_CLIENTS) as object[])[0], id_token_signed_response_alg: 'ES256' },
    ]);
    const rsaOnly = JSON.stringify({
      keys: (JSON.parse(env.MEMBER_API_OIDC_JWKS) as { keys: { kty: string }[] }).keys.filter(
        (key) => key.kty === 'RSA',
      ),
    });
    expect(
      productionGuardProblems(base, {
        ...env,
        MEMBER_API_OIDC_CLIENTS: es256Client,
        MEMBER_API_OIDC_JWKS: rsaOnly,
      }),
    ).toEqual([expect.stringMatching(/MEMBER_API_OIDC_JWKS: client sibling .*ES256.*EC P-256/)]);
    expect(productionGuardProblems(base, { ...env, MEMBER_API_OIDC_CLIENTS: es256Client })).toEqual([]);
  });

  it('allows the emulator only in the dev and test profiles and only for a demo- project', () => {
    const dev = {
      ...base,
      profile: 'dev',
      authEmulatorHost: '127.0.0.1:9099',
      firebaseProjectId: 'demo-member-hub',
    };
    expect(productionGuardProblems(dev, {})).toEqual([]);
    expect(productionGuardProblems({ ...dev, profile: 'test' }, {})).toEqual([]);
    expect(productionGuardProblems({ ...dev, firebaseProjectId: 'member-hub-prod' }, {})).toEqual([
      expect.stringContaining('demo-'),
    ]);
    expect(productionGuardProblems({ ...dev, profile: 'development' }, configured())).toEqual([
      expect.stringContaining('FIREBASE_AUTH_EMULATOR_HOST'),
    ]);
  });
});
