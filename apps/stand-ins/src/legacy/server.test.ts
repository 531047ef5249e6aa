import { KANTAN_SID } from '@member-hub/enums';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { close, freePort, listen } from '../testing/http';

import { createLegacyServer } from './server';
import { LegacyStore } from './store';

// The older service stand-in over real HTTP, called as the member API's adapter will call it.
let base = '';
let now = Date.parse('2026-01-01T00:00:00Z');
const store = new LegacyStore({ tokenTtlSeconds: 1800, now: () => now });
let stop: () => Promise<void> = async () => {};
const key = { 'x-api-key': 'legacy-service-dev-api-key' };

beforeAll(async () => {
  const port = await freePort();
  const config = loadConfig({
    LEGACY_SERVICE_PORT: String(port),
    HUB_PUBLIC_ORIGIN: 'http://localhost:6170',
    DEMO_SERVICE_PORT: '6190',
  });
  const { server } = createLegacyServer(config, store);
  await listen(server, port);
  base = `http://127.0.0.1:${port}`;
  stop = () => close(server);
});
afterAll(() => stop());
beforeEach(() => {
  now = Date.parse('2026-01-01T00:00:00Z');
  store.reset();
});

const post = (path: string, body: unknown, headers: Record<string, string> = key) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const token = async (rakucomId: string, extra: object = {}) =>
  ((await (await post('/test/tokens', { rakucomId, ...extra }, {})).json()) as { token: string }).token;

describe('the older service API', () => {
  it('refuses a caller without the API key', async () => {
    const res = await fetch(`${base}/api/v1/users/me`, { headers: { authorization: 'Bearer x' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'api_key.invalid' });
  });

  it('answers the user behind an access token (migration), and 401 token.expired once it expired', async () => {
    const access = await token('10000002');
    const me = () =>
      fetch(`${base}/api/v1/users/me`, { headers: { ...key, authorization: `Bearer ${access}` } });
    const ok = await me();
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      accessToken: access,
      user: {
        uid: 'RK-0000002',
        rakucomId: '10000002',
        nickname: '',
        birthday: '1947-00-00',
        phone: '09011110002',
        modelno: 'F-42A',
        locked: false,
        migrated: false,
      },
    });
    now += 30 * 60 * 1000;
    const expired = await me();
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ code: 'token.expired' });
  });

  it('tells the locked account apart in the migration user', async () => {
    const access = await token('10000005');
    const res = await fetch(`${base}/api/v1/users/me`, {
      headers: { ...key, authorization: `Bearer ${access}` },
    });
    expect(await res.json()).toMatchObject({ user: { rakucomId: '10000005', locked: true } });
  });

  it('kantan auth answers 1, 4 and 3 (locked) with status 200', async () => {
    const ok = await post('/api/v1/kantan/auth', {
      uid: '10000001',
      pwd: 'raku1234',
      telno: '',
      modelno: '',
      sid: KANTAN_SID,
    });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { resultCode: number; accessToken: string; rakuId: string };
    expect(body).toMatchObject({ resultCode: 1, rakuId: '10000001' });
    const me = await fetch(`${base}/api/v1/users/me`, {
      headers: { ...key, authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.status).toBe(200);

    const wrong = await post('/api/v1/kantan/auth', { uid: '10000001', pwd: 'wrong123', sid: KANTAN_SID });
    expect(await wrong.json()).toEqual({ resultCode: 4, reason: 'bad_credentials' });
    const locked = await post('/api/v1/kantan/auth', { uid: '10000005', pwd: 'lock5555', sid: KANTAN_SID });
    expect(await locked.json()).toEqual({ resultCode: 3, reason: 'locked' });
  });

  it('changes a kantan password with newpwd', async () => {
    const change = await post('/api/v1/kantan/auth', {
      uid: '10000001',
      pwd: 'raku1234',
      newpwd: 'brandnew9',
      telno: '',
      modelno: '',
      sid: KANTAN_SID,
    });
    expect(await change.json()).toEqual({ resultCode: 1, rakuId: '10000001' });
    const again = await post('/api/v1/kantan/auth', { uid: '10000001', pwd: 'brandnew9', sid: KANTAN_SID });
    expect(await again.json()).toMatchObject({ resultCode: 1 });
  });

  it('kantan register and auth-register find the account', async () => {
    const reg = await post('/api/v1/kantan/register', {
      telno: '09011110001',
      modelno: 'F-01L',
      sid: KANTAN_SID,
    });
    expect(await reg.json()).toMatchObject({ resultCode: 1, rakuId: '10000001' });
    const access = await token('10000008');
    const authReg = await post('/api/v1/kantan/authRegister', {
      telno: '09011110008',
      modelno: 'F-42A',
      sid: KANTAN_SID,
      token: access,
      linkage_fcm_token: 'null',
      service_id: '1004',
    });
    expect(await authReg.json()).toMatchObject({ resultCode: 1, rakuId: '10000008' });
  });

  it('exchanges a game token for the game user', async () => {
    const game = await token('10000007', { kind: 'game' });
    const res = await fetch(`${base}/api/v1/game/user?token=${game}`, { headers: key });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      accessToken: expect.any(String),
      user: { nickname: 'ゲーム好き' },
    });
    const appToken = await token('10000007');
    expect((await fetch(`${base}/api/v1/game/user?token=${appToken}`, { headers: key })).status).toBe(401);
  });

  it('names the owner of a push token, 404 for an unknown one', async () => {
    const res = await post('/test/pushTokens', { rakucomId: '10000008', service: 'lamembers' }, {});
    const { token: push } = (await res.json()) as { token: string };
    const owner = await fetch(`${base}/api/v1/pushTokens/${encodeURIComponent(push)}`, { headers: key });
    expect(await owner.json()).toMatchObject({ service: 'lamembers', user: { uid: 'RK-0000008' } });
    expect((await fetch(`${base}/api/v1/pushTokens/nope`, { headers: key })).status).toBe(404);
  });

  it('marks a migration complete for a live token only', async () => {
    const access = await token('10000001');
    expect((await post('/api/v1/migration/complete', { accessToken: access })).status).toBe(200);
    expect((await post('/api/v1/migration/complete', { accessToken: 'nope' })).status).toBe(401);
    const accounts = (await (await fetch(`${base}/test/accounts`)).json()) as {
      rakucomId: string;
      migrated: boolean;
    }[];
    expect(accounts.find((a) => a.rakucomId === '10000001')?.migrated).toBe(true);
  });

  it('signs its phone app in with an expiring token', async () => {
    const res = await post('/app/v1/login', { rakucomId: '10000001', password: 'raku1234' }, {});
    expect(await res.json()).toEqual({
      accessToken: expect.stringMatching(/^rka_/),
      expiresAt: '2026-01-01T00:30:00.000Z',
    });
    expect((await post('/app/v1/login', { rakucomId: '10000005', password: 'lock5555' }, {})).status).toBe(
      401,
    );
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await fetch(`${base}/api/v1/kantan/auth`, { method: 'POST', headers: key, body: 'uid=1' });
    expect(res.status).toBe(400);
  });
});

describe('the launch page', () => {
  it('is a Japanese page listing the accounts and the launches', async () => {
    const res = await fetch(`${base}/`);
    const html = await res.text();
    expect(html).toContain('lang="ja"');
    expect(html).toContain('スマホアプリからの起動');
    expect(html).toContain('10000005');
    expect(html).toContain('引き継ぎ登録（migrationRegister）');
  });

  it('mints a fresh token and opens the hub route with it', async () => {
    const form = new URLSearchParams({
      account: '10000002',
      service: 'community',
      action: 'migrationRegister',
    });
    const res = await fetch(`${base}/launch`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:6170/migrationRegister');
    expect(location.searchParams.get('returnUrl')).toBe('http://localhost:6190/callback');
    expect(location.searchParams.get('state')).toMatch(/^[A-Za-z0-9]{11}$/);
    const access = location.searchParams.get('token')!;
    const me = await fetch(`${base}/api/v1/users/me`, {
      headers: { ...key, authorization: `Bearer ${access}` },
    });
    expect(await me.json()).toMatchObject({ user: { rakucomId: '10000002' } });
    // The older service vouches for the launch: an assertion its published keys verify.
    const jwks = createRemoteJWKSet(new URL(`${base}/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(location.searchParams.get('assertion')!, jwks, {
      issuer: `http://localhost:${new URL(base).port}`,
      audience: 'member-hub',
      typ: 'rakucom-launch+jwt',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ sub: 'RK-0000002', rakucom_id: '10000002', purpose: 'migration' });
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(300);
    expect(payload.jti).toEqual(expect.any(String));
  });

  it('answers the one account a registration number or a uid names', async () => {
    for (const id of ['10000004', 'RK-0000004']) {
      const res = await fetch(`${base}/api/v1/accounts/${id}`, { headers: key });
      expect(await res.json()).toEqual({ uid: 'RK-0000004', rakucomId: '10000004' });
    }
    expect((await fetch(`${base}/api/v1/accounts/99999999`, { headers: key })).status).toBe(404);
  });

  it('can open a launch with an expired token', async () => {
    const launch = (values: Record<string, string>) =>
      fetch(`${base}/launch`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(values).toString(),
      }).then((res) => new URL(res.headers.get('location')!));
    const expired = await launch({ account: '10000001', action: 'migrationLogin', expired: '1' });
    const me = await fetch(`${base}/api/v1/users/me`, {
      headers: { ...key, authorization: `Bearer ${expired.searchParams.get('token')}` },
    });
    expect(await me.json()).toMatchObject({ code: 'token.expired' });
  });

  it('offers no payout: that launch is the sibling apps’ page, which adds the device proof', async () => {
    const page = await (await fetch(`${base}/`)).text();
    expect(page).not.toContain('value="payout');
    expect(page).not.toContain('アプリでポイント交換');
    const res = await fetch(`${base}/launch`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: '10000008', action: 'payout' }).toString(),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('goes through the demo service when asked: its /launch gets the hub page and every value but its own entry', async () => {
    const res = await fetch(`${base}/launch`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: '10000001', action: 'kantanLogin', viaDemo: '1' }).toString(),
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe('http://localhost:6190');
    expect(location.pathname).toBe('/launch');
    expect(location.searchParams.get('to')).toBe('kantanLogin');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      sid: 'community',
      telno: '09011110001',
      modelno: 'F-01L',
      needsRefreshToken: 'false',
    });
    for (const own of ['returnUrl', 'state', 'nonce', 'scope', 'clientId']) {
      expect(location.searchParams.has(own)).toBe(false);
    }
  });

  it('adds a fresh account for a test (a reset forgets it)', async () => {
    const added = (await (await post('/test/accounts', { nickname: 'あたらしい' }, {})).json()) as {
      uid: string;
      rakucomId: string;
      nickname: string;
    };
    expect(added).toMatchObject({ nickname: 'あたらしい', rakucomId: expect.stringMatching(/^3\d{7}$/) });
    expect(await token(added.rakucomId, { kind: 'game' })).toMatch(/^rkg_/);
    store.reset();
    expect((await post('/test/tokens', { rakucomId: added.rakucomId }, {})).status).toBe(404);
  });

  it('says so when no account was chosen', async () => {
    const res = await fetch(`${base}/launch`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=migrationLogin',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('アカウントを選んでください。');
  });
});

describe('the embed check page (an origin off the allow-list)', () => {
  it('frames the hub’s area-registration screen, allowed by its own policy', async () => {
    const res = await fetch(`${base}/embed-check`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain('frame-src http://localhost:6170');
    expect(await res.text()).toContain('src="http://localhost:6170/profileEdit/prefectures"');
  });
});
