import { describe, expect, it } from 'vitest';

import { loadConfig } from './config';
import { homePage, profileLinks, UNDER_18_NOTICE } from './pages';

const env = { HUB_PUBLIC_ORIGIN: 'http://hub.test' };
const session = { sub: 'uid-1', nickname: 'はなこ', encryptedId: 'v1.x', hasRefreshToken: false } as never;

describe('profile links of a signed-in member', () => {
  it('the community service links to its profile screens with its return address and service id', () => {
    const config = loadConfig('community', env);
    const links = profileLinks(config).map(({ label, href }) => ({ label, url: new URL(href) }));
    expect(links.map((l) => `${l.label} ${l.url.origin}${l.url.pathname}`)).toEqual([
      'プロフィールを編集する http://hub.test/profileEdit',
      'メールアドレスを変更する http://hub.test/changeEmail',
      'Googleアカウントと連携する http://hub.test/providerLinkage',
      'dアカウントと連携する http://hub.test/providerLinkage',
      '退会する http://hub.test/unsubscribe',
    ]);
    for (const { url } of links) {
      expect(url.searchParams.get('returnUrl')).toBe(`${config.publicOrigin}/`);
      expect(url.searchParams.get('serviceId')).toBe('1004');
    }
    expect(links[2]!.url.searchParams.get('provider')).toBe('google');
    expect(links[3]!.url.searchParams.get('provider')).toBe('docomo-type');
  });

  it('the members service uses its own edit screen, its service id, and offers no Google', () => {
    const config = loadConfig('members', env);
    const links = profileLinks(config);
    expect(links[0]!.href).toMatch(/^http:\/\/hub\.test\/memberProfileEdit\?/);
    expect(links.some((l) => l.label.includes('Google'))).toBe(false);
    for (const { href } of links) expect(new URL(href).searchParams.get('serviceId')).toBe('1006');
  });

  it('the home page shows them only when signed in, leaving as a quiet link after the buttons', () => {
    const config = loadConfig('community', env);
    expect(homePage(config, undefined)).not.toContain('プロフィールを編集する');
    const page = homePage(config, session);
    expect(page).toContain('class="button secondary" href="http://hub.test/profileEdit?');
    expect(page).toMatch(/<a class="quiet" href="http:\/\/hub\.test\/unsubscribe\?[^"]+">退会する<\/a>/);
    expect(page.indexOf('退会する')).toBeGreaterThan(page.indexOf('ログアウト'));
  });

  it('tells a member under 18 (the ID token’s under_18) that they may only view posts, and no one else', () => {
    const config = loadConfig('community', env);
    expect(homePage(config, session)).not.toContain(UNDER_18_NOTICE);
    expect(homePage(config, { ...(session as object), under18: true } as never)).toContain(
      `<p>${UNDER_18_NOTICE}</p>`,
    );
  });
});
