/**
 * The older service vouches for its members, not the browser: each call that signs in as an
 * older-service account needs the launch assertion the older service signed for this sign-in
 * (or, later in the same sign-in, the access token it vouched for). Against the real stand-in
 * (its published JWKS) and the Auth emulator, on PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';

import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, databaseKinds, signUp, startTestApi, uniqueNickname, type TestApi } from '../../test/helpers';
import {
  appToken,
  launchAssertion,
  legacyUrl,
  signInWithCustomToken,
  uidOf,
  migrateMember,
} from '../../test/older-service';
import { KANTAN_CLIENT_MAX_FAILURES, KANTAN_MAX_FAILURES } from '../legacy/kantan-lockout';

import { routeModules } from './index';
import { RECENT_SIGN_IN_SECONDS } from '../members/recent-sign-in';
import { createLegacyModule, legacyModule } from './legacy';

/** An assertion with the right claims and the stand-in's kid, signed with a key of our own. */
async function forgedAssertion(rakuUid: string, rakucomId: string, purpose: string): Promise<string> {
  const jwks = (await (await fetch(`${legacyUrl()}/.well-known/jwks.json`)).json()) as {
    keys: { kid: string }[];
  };
  const { privateKey } = await generateKeyPair('ES256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ rakucom_id: rakucomId, purpose })
    .setProtectedHeader({ alg: 'ES256', typ: 'rakucom-launch+jwt', kid: jwks.keys[0]!.kid })
    .setIssuer(legacyUrl())
    .setAudience('member-hub')
    .setSubject(rakuUid)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + 60)
    .sign(privateKey);
}

const kantanRegister = (api: TestApi, body: Record<string, unknown>) =>
  call(api, 'POST', '/member/v1/kantanRegister', {
    body: { telno: '09011110002', modelno: 'F-42A', sid: 'community', ...body },
  });

describe.each(databaseKinds())('the older service vouches for its members on %s', (kind) => {
  let api: TestApi;
  const waits: number[] = [];
  beforeAll(async () => {
    api = await startTestApi(kind, {
      // Counters in memory; the test names its clients through the (trusted) local proxy.
      config: { redisUrl: undefined, trustProxy: true, trustedProxies: ['127.0.0.1', '::1'] },
      modules: routeModules.map((m) =>
        m === legacyModule
          ? createLegacyModule({
              sleep: async (ms) => {
                waits.push(ms);
              },
            })
          : m,
      ),
    });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('kantan register: a phone number and a model name without the older service’s assertion get no custom token, and say nothing about the model', async () => {
    const right = await kantanRegister(api, {});
    expect(right.status).toBe(403);
    expect(right.body).toMatchObject({ code: 'legacy.assertion_required' });
    expect(JSON.stringify(right.body)).not.toMatch(/customToken|accessToken/);
    // A wrong model answers exactly the same: no oracle for the handset.
    const wrong = await kantanRegister(api, { modelno: 'X-99' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual(right.body);
  });

  it('kantan register refuses a forged, unsigned, expired, other-audience, other-purpose or other-account assertion', async () => {
    const refused = async (assertion: string) => {
      const res = await kantanRegister(api, { assertion });
      expect(res.status, assertion.slice(0, 40)).toBe(403);
      expect(res.body).toMatchObject({ code: 'legacy.assertion_invalid' });
      expect(res.body).not.toHaveProperty('customToken');
    };
    await refused(await forgedAssertion('RK-0000002', '10000002', 'kantanRegister'));
    const now = Math.floor(Date.now() / 1000);
    await refused(
      new UnsecuredJWT({ rakucom_id: '10000002', purpose: 'kantanRegister' })
        .setIssuer(legacyUrl())
        .setAudience('member-hub')
        .setSubject('RK-0000002')
        .setJti(randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .encode() + 'x',
    );
    await refused(await launchAssertion('10000002', 'kantanRegister', { ttlSeconds: -30 }));
    await refused(await launchAssertion('10000002', 'kantanRegister', { audience: 'another-relying-party' }));
    await refused(await launchAssertion('10000002', 'game'));
    // Signed for one account, presented with another account's phone and model.
    await refused(await launchAssertion('10000001', 'kantanRegister'));
  });

  it('kantan register takes an assertion once: the replay is refused', async () => {
    const assertion = await launchAssertion('10000002', 'kantanRegister');
    const first = await kantanRegister(api, { assertion });
    expect(first.body).toMatchObject({ resultCode: 1, rakuId: '10000002' });
    expect(uidOf(await signInWithCustomToken(first.body.customToken as string))).toBe('RK-0000002');
    const replay = await kantanRegister(api, { assertion });
    expect(replay.status).toBe(403);
    expect(replay.body).toMatchObject({ code: 'legacy.assertion_used' });
  });

  it('kantan register never signs in an existing member, even with a valid assertion', async () => {
    // 10000006 becomes a member through the migration (rakuUser with its launch assertion, syncMe).
    await migrateMember(api, '10000006');

    const res = await kantanRegister(api, {
      telno: '09011110006',
      modelno: 'F-02J',
      assertion: await launchAssertion('10000006', 'kantanRegister'),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'kantan.member_exists' });
    expect(JSON.stringify(res.body)).not.toMatch(/customToken|rka_/);
  });

  it('rakuUser, syncMe and migrationComplete refuse an access token no assertion vouched for; gameUser and auth-register need theirs', async () => {
    // The access token alone (e.g. one handed out elsewhere) is not this sign-in's proof.
    const token = await appToken('10000002');
    const raku = await call(
      api,
      'GET',
      `/member/v1/rakuUser?accessToken=${token}&needsCreateCustomToken=true`,
    );
    expect(raku.status).toBe(403);
    expect(raku.body).toMatchObject({ code: 'legacy.assertion_required' });
    const attacker = await signUp();
    const sync = await call(api, 'POST', '/member/v1/syncMe', {
      token: attacker.idToken,
      body: { nickname: uniqueNickname(), accessToken: token },
    });
    expect(sync.status).toBe(403);
    expect(sync.body).toMatchObject({ code: 'legacy.assertion_required' });
    const complete = await call(api, 'POST', '/member/v1/migrationComplete', {
      token: attacker.idToken,
      body: { accessToken: token },
    });
    expect(complete.status).toBe(403);

    // A migration assertion of another account does not vouch for this token.
    const other = await call(
      api,
      'GET',
      `/member/v1/rakuUser?accessToken=${token}&assertion=${await launchAssertion('10000001', 'migration')}`,
    );
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ code: 'legacy.assertion_invalid' });

    const game = await call(api, 'GET', `/member/v1/gameUser?token=${await appToken('10000007')}`);
    expect(game.status).toBe(403);
    expect(game.body).toMatchObject({ code: 'legacy.assertion_required' });
    const authRegister = await call(api, 'POST', '/member/v1/kantanAuthRegister', {
      body: {
        telno: '09011110001',
        modelno: 'F-01L',
        sid: 'community',
        token: 'null',
        linkage_fcm_token: 'null',
        service_id: '1004',
      },
    });
    expect(authRegister.status).toBe(403);
    expect(authRegister.body).toMatchObject({ code: 'legacy.assertion_required' });
  });

  it('the registration number and the older-service uid of one account share one lockout count', async () => {
    for (let i = 0; i < KANTAN_MAX_FAILURES; i += 1) {
      const res = await call(api, 'POST', '/member/v1/kantanAuth', {
        body: { uid: '10000005', pwd: `guess${i}zz`, telno: '', modelno: '', sid: 'community' },
      });
      expect(res.body).toMatchObject({ resultCode: 4 });
    }
    // The other spelling of the same account, with the right password: still locked.
    const other = await call(api, 'POST', '/member/v1/kantanAuth', {
      body: { uid: 'RK-0000005', pwd: 'lock5555', telno: '', modelno: '', sid: 'community' },
    });
    expect(other.status).toBe(429);
    expect(other.body).toMatchObject({ code: 'kantan.too_many_attempts' });
    expect(JSON.stringify(other.body)).not.toContain('customToken');
  });

  it('one client spraying passwords over many numbers is slowed down, then refused', async () => {
    waits.length = 0;
    // Numbers nobody has (each its own count) and one password: only the client's count grows.
    let status = 200;
    let tries = 0;
    const sprayer = { 'x-forwarded-for': '203.0.113.50' };
    while (status === 200 && tries < KANTAN_CLIENT_MAX_FAILURES + 5) {
      const res = await call(api, 'POST', '/member/v1/kantanAuth', {
        body: {
          uid: `9${String(tries).padStart(7, '0')}`,
          pwd: 'password1',
          telno: '',
          modelno: '',
          sid: 'community',
        },
        headers: sprayer,
      });
      status = res.status;
      tries += 1;
    }
    expect(status).toBe(429);
    expect(tries).toBe(KANTAN_CLIENT_MAX_FAILURES + 1);
    // The answers got slower from the third failure on.
    expect(waits.filter((ms) => ms > 0).length).toBeGreaterThan(5);
    expect(waits.at(-1)).toBeGreaterThan(waits.find((ms) => ms > 0)!);
    // Even a right password is refused to that client now; another client signs in.
    const right = { uid: '10000001', pwd: 'raku1234', telno: '', modelno: '', sid: 'community' };
    expect((await call(api, 'POST', '/member/v1/kantanAuth', { body: right, headers: sprayer })).status).toBe(
      429,
    );
    const elsewhere = await call(api, 'POST', '/member/v1/kantanAuth', {
      body: right,
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    // Checked with the older service (the account has no member yet, and says so): not refused.
    expect(elsewhere).toMatchObject({ status: 409, body: { code: 'kantan.not_migrated' } });
  });

  it('GET /me never carries the legacy password; the registration-number call needs a sign-in of the last 5 minutes', async () => {
    const { idToken } = await migrateMember(api, '10000002');
    // The password is stored for the member by the kantan login.
    const loggedIn = await call(api, 'POST', '/member/v1/kantanAuth', {
      body: { uid: '10000002', pwd: 'kantan22', telno: '', modelno: '', sid: 'community' },
      headers: { 'x-forwarded-for': '198.51.100.8' },
    });
    expect(loggedIn.body).toMatchObject({ resultCode: 1 });

    for (const path of ['/member/v1/me', '/member/v1/me?registerNum=1']) {
      const me = await call(api, 'GET', path, { token: idToken });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ rakucomId: '10000002', rakuPW: '' });
      expect(JSON.stringify(me.body)).not.toContain('kantan22');
    }
    const fresh = await call(api, 'GET', '/member/v1/me/registerNum', { token: idToken });
    expect(fresh.body).toEqual({ rakucomId: '10000002', rakuUid: 'RK-0000002', rakuPW: 'kantan22' });

    // The same ID token, once the sign-in is more than 5 minutes old.
    api.clock.offsetMs = (RECENT_SIGN_IN_SECONDS + 30) * 1000;
    try {
      const stale = await call(api, 'GET', '/member/v1/me/registerNum', { token: idToken });
      expect(stale.status).toBe(403);
      expect(stale.body).toMatchObject({ code: 'auth.recent_login_required' });
      expect(JSON.stringify(stale.body)).not.toContain('kantan22');
    } finally {
      api.clock.offsetMs = 0;
    }
    expect((await call(api, 'GET', '/member/v1/me/registerNum')).status).toBe(401);
  });
});
