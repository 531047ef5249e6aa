import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  databaseKinds,
  lookupUser,
  memberBody,
  signIn,
  signUp,
  signUpMember,
  startTestApi,
  uniqueNickname,
  type TestApi,
} from '../../test/helpers';
import { createRateLimiter } from '../ratelimit/limiter';

import { LOGIN_PARAM_TTL_MS } from './login';

describe.each(databaseKinds())('login parameters, logout and nickname check on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    // Tight buckets so that the limits can be reached by a handful of calls.
    api = await startTestApi(kind, {
      overrides: {
        rateLimiter: createRateLimiter({
          loginParameter: { capacity: 5, refillPerSecond: 0.001 },
          nickname: { capacity: 6, refillPerSecond: 0.001 },
        }),
      },
    });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('POST /login/parameter needs no token and stores the text under an unguessable key; GET restores it', async () => {
    const loginParam = JSON.stringify({
      returnUrl: 'https://example.com/',
      state: 'abcdefghijk',
      serviceId: '1',
    });
    const saved = await call<{ loginParamKey: string }>(api, 'POST', '/member/v1/login/parameter', {
      body: { loginParam },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.loginParamKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const other = await call<{ loginParamKey: string }>(api, 'POST', '/member/v1/login/parameter', {
      body: { loginParam },
    });
    expect(other.body.loginParamKey).not.toBe(saved.body.loginParamKey);

    const user = await signUp();
    const restored = await call(
      api,
      'GET',
      `/member/v1/login/parameter?loginParamKey=${saved.body.loginParamKey}`,
      { token: user.idToken },
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ loginParam });

    // GET needs a token (contract: bearer).
    expect(
      (await call(api, 'GET', `/member/v1/login/parameter?loginParamKey=${saved.body.loginParamKey}`)).status,
    ).toBe(401);
  });

  it('GET /login/parameter answers 404 for an absent or expired key and 400 without one', async () => {
    const user = await signUp();
    const absent = await call(api, 'GET', '/member/v1/login/parameter?loginParamKey=nope', {
      token: user.idToken,
    });
    expect(absent.status).toBe(404);
    expect(absent.body).toMatchObject({ code: 'login_param.not_found' });

    const saved = await call<{ loginParamKey: string }>(api, 'POST', '/member/v1/login/parameter', {
      body: { loginParam: '{"a":1}' },
    });
    api.clock.offsetMs = LOGIN_PARAM_TTL_MS + 1_000;
    try {
      const expired = await call(
        api,
        'GET',
        `/member/v1/login/parameter?loginParamKey=${saved.body.loginParamKey}`,
        { token: user.idToken },
      );
      expect(expired.status).toBe(404);
    } finally {
      api.clock.offsetMs = 0;
    }

    const missing = await call(api, 'GET', '/member/v1/login/parameter', { token: user.idToken });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'validation.failed' });
    const empty = await call(api, 'POST', '/member/v1/login/parameter', { body: { loginParam: '' } });
    expect(empty.status).toBe(400);
  });

  it('POST /login/parameter is rate limited per client (429 rate.limited)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await call(api, 'POST', '/member/v1/login/parameter', { body: { loginParam: 'x' } })).status,
      );
    }
    expect(statuses).toContain(429);
    const limited = await call<{ code: string; details: { retryAfterSeconds: number } }>(
      api,
      'POST',
      '/member/v1/login/parameter',
      { body: { loginParam: 'x' } },
    );
    expect(limited.body).toMatchObject({ code: 'rate.limited' });
    // When to come back: the bucket's window (5 points at 0.001/s: 5000 s), in the body and the header.
    const seconds = limited.body.details.retryAfterSeconds;
    expect(seconds).toBeGreaterThan(4900);
    expect(seconds).toBeLessThanOrEqual(5000);
    expect(limited.headers.get('retry-after')).toBe(String(seconds));
  });

  it('GET /nickname tells whether another member uses the nickname, ignoring the caller and their legacy record', async () => {
    const holder = await signUp();
    const nickname = uniqueNickname('Nick');
    await call(api, 'POST', '/member/v1/me', {
      token: holder.idToken,
      body: memberBody({ nickname, rakucomId: 'LEGACY1' }),
    });

    const asker = await signUp();
    const taken = await call(
      api,
      'GET',
      `/member/v1/nickname?nickname=${encodeURIComponent(nickname.toUpperCase())}`,
      { token: asker.idToken },
    );
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ exsist: true });
    const free = await call(api, 'GET', `/member/v1/nickname?nickname=${uniqueNickname()}`, {
      token: asker.idToken,
    });
    expect(free.body).toEqual({ exsist: false });
    // The holder asking about their own nickname is not "another member"; someone naming the
    // holder's legacy id still is (the caller's STORED rakucomId counts, not the query's).
    expect(
      (await call(api, 'GET', `/member/v1/nickname?nickname=${nickname}`, { token: holder.idToken })).body,
    ).toEqual({ exsist: false });
    expect(
      (
        await call(api, 'GET', `/member/v1/nickname?nickname=${nickname}&rakucomId=LEGACY1`, {
          token: asker.idToken,
        })
      ).body,
    ).toEqual({ exsist: true });

    expect((await call(api, 'GET', '/member/v1/nickname', { token: asker.idToken })).status).toBe(400);
    expect((await call(api, 'GET', `/member/v1/nickname?nickname=${nickname}`)).status).toBe(401);

    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await call(api, 'GET', `/member/v1/nickname?nickname=x${i}`, { token: asker.idToken })).status,
      );
    expect(statuses).toContain(429);
  });

  it('GET /logout revokes the caller: refresh tokens stop working and older ID tokens are refused', async () => {
    const user = await signUpMember(api);
    expect((await call(api, 'GET', '/member/v1/me', { token: user.idToken })).status).toBe(200);
    // Revocation works in whole seconds: sign in again a second later so auth_time < revocation time is clear.
    await new Promise((r) => setTimeout(r, 1_100));
    const out = await call(api, 'GET', '/member/v1/logout', { token: user.idToken });
    expect(out.status).toBe(204);
    expect((await call(api, 'GET', '/member/v1/me', { token: user.idToken })).body).toMatchObject({
      code: 'auth.token_invalid',
    });
    // The identity service records the revocation (the emulator does not refuse old refresh
    // tokens as production does, so the recorded time is what can be checked here).
    const fresh0 = await signIn(user.email);
    const record = await lookupUser(fresh0);
    expect(Number(record?.validSince ?? 0)).toBeGreaterThan(0);
    // Signing in again works.
    expect((await call(api, 'GET', '/member/v1/me', { token: fresh0 })).status).toBe(200);
    expect((await call(api, 'GET', '/member/v1/logout')).status).toBe(401);
  });

  it('HEAD /logout (a link checker, a prefetch) does not log out: 405, and the token still works', async () => {
    const user = await signUpMember(api);
    await new Promise((r) => setTimeout(r, 1_100));
    const head = await fetch(`${api.url}/member/v1/logout`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${user.idToken}` },
    });
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('GET');
    expect((await call(api, 'GET', '/member/v1/me', { token: user.idToken })).status).toBe(200);
  });
});
