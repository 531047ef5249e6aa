import { type AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from './config';
import { createDemoServer } from './server';

// The demo server through HTTP with a stubbed code exchange (the real exchange against the
// authentication host is tested in apps/member-api).
const config = loadConfig('members', {
  HUB_PUBLIC_ORIGIN: 'http://hub.test',
  DEMO_MEMBERS_SERVICE_PORT: '6191',
});
let base = '';
const server = createDemoServer(config, {
  exchange: async (_url, { nonce }) => ({
    sub: 'uid-9',
    nickname: nonce === 'N' ? 'はなこ' : '??',
    encryptedId: 'v1.sealed</script>-id',
    hasRefreshToken: true,
  }),
  random: { state: () => 'S', nonce: () => 'N' },
  log: () => {},
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, cookie?: string) =>
  fetch(`${base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
const cookiePairs = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]!);

describe('demo service over HTTP', () => {
  it('a phone-app launch through /launch starts its own request and ends signed in', async () => {
    const start = await get(
      '/launch?to=kantanLogin&sid=community&telno=09011110001&modelno=F-01L&needsRefreshToken=false&state=EVIL&returnUrl=http://evil.test/',
    );
    expect(start.status).toBe(303);
    const location = new URL(start.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://hub.test/kantanLogin');
    // The service's own entry values, not the launch's; the launch's extra values forwarded.
    expect(location.searchParams.get('state')).toBe('S');
    expect(location.searchParams.get('nonce')).toBe('N');
    expect(location.searchParams.get('returnUrl')).toBe(`${config.publicOrigin}${config.callbackPath}`);
    expect(location.searchParams.get('clientId')).toBe(config.clientId);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      sid: 'community',
      telno: '09011110001',
      modelno: 'F-01L',
      needsRefreshToken: 'false',
    });
    const pending = cookiePairs(start)[0]!;
    const back = await get('/lamember/callback?code=C&state=S', pending);
    expect(back.status).toBe(303);
    const session = cookiePairs(back).find(
      (c) => c.startsWith('demo_members_session=') && c.length > 'demo_members_session='.length,
    )!;
    expect(await (await get('/', session)).text()).toContain('はなこさん、ようこそ');
  });

  it('/launch refuses a page that is not a launch target (no open redirect)', async () => {
    for (const to of ['', 'login/../evil', '//evil.test', 'profileEdit']) {
      const res = await get(`/launch?to=${encodeURIComponent(to)}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it('offers ログイン and 新規登録 to a visitor', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('ログイン');
    expect(html).toContain('新規登録');
    expect(html).toContain('lang="ja"');
  });

  it('signs in through the hub and greets the member by nickname, then signs out', async () => {
    const start = await get('/signin?mode=login');
    expect(start.status).toBe(303);
    expect(start.headers.get('location')).toMatch(/^http:\/\/hub\.test\/login\?/);
    const pending = cookiePairs(start)[0]!;

    const back = await get('/lamember/callback?code=C&state=S', pending);
    expect(back.status).toBe(303);
    const session = cookiePairs(back).find(
      (c) => c.startsWith('demo_members_session=') && c.length > 'demo_members_session='.length,
    )!;

    expect(await (await get('/', session)).text()).toContain('はなこさん、ようこそ');

    const out = await get('/signout', session);
    expect(cookiePairs(out)).toContain('demo_members_session=');
  });

  it('shows an error page and no session for a forged state', async () => {
    const pending = cookiePairs(await get('/signin?mode=register'))[0]!;
    const back = await get('/lamember/callback?code=C&state=forged', pending);
    expect(back.status).toBe(400);
    expect(await back.text()).toContain('ログインできませんでした');
  });

  it('frames the hub’s area-registration screen and hands it the member’s encrypted_id (hub origin only)', async () => {
    const pending = cookiePairs(await get('/signin?mode=login'))[0]!;
    const back = await get('/lamember/callback?code=C&state=S', pending);
    const session = cookiePairs(back).find(
      (c) => c.startsWith('demo_members_session=') && c.length > 'demo_members_session='.length,
    )!;
    const html = await (await get('/prefectures', session)).text();
    expect(html).toContain(
      `src="http://hub.test/profileEdit/prefectures?referer=${encodeURIComponent(`${config.publicOrigin}/prefectures`)}"`,
    );
    // The id sits in a JSON block that no "</script>" in it can close early.
    expect(html).toContain('{"hubOrigin":"http://hub.test","encryptedId":"v1.sealed\\u003c/script>-id"}');
    expect(html).not.toContain('v1.sealed</script>');
    const script = await get('/prefectures.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const code = await script.text();
    expect(code).toContain('event.origin !== data.hubOrigin');
    expect(code).toContain('postMessage({ encrypted_id: data.encryptedId }, data.hubOrigin)');
  });

  it('signed out, /prefectures still frames the screen but has no id to send', async () => {
    const html = await (await get('/prefectures')).text();
    expect(html).toContain('"encryptedId":""');
    expect(html).toContain('ログインしていないため');
  });
});
