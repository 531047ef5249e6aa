/**
 * The older community service's calls through HTTP, against the real stand-in (apps/stand-ins,
 * started by the global set-up) and the real Auth emulator, on PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  appToken,
  launchAssertion,
  legacyTest,
  legacyUrl,
  signInWithCustomToken,
  uidOf,
  migrateMember,
} from '../../test/older-service';
import { call, databaseKinds, signUp, startTestApi, uniqueNickname, type TestApi } from '../../test/helpers';
import { members } from '../db/schema';
import { KANTAN_BLOCK_SECONDS, KANTAN_LOCKED_MESSAGE } from '../legacy/kantan-lockout';

import { routeModules } from './index';
import { createLegacyModule, legacyModule } from './legacy';

const login = (uid: string, pwd: string, extra: Record<string, string> = {}) => ({
  uid,
  pwd,
  telno: '',
  modelno: '',
  sid: 'community',
  ...extra,
});

describe.each(databaseKinds())('older community service calls on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    // Lockout counters in memory: a shared Redis would carry them across runs.
    api = await startTestApi(kind, {
      config: { redisUrl: undefined },
      // The kantan slow-down is counted, not waited (its own test checks the waits).
      modules: routeModules.map((m) =>
        m === legacyModule ? createLegacyModule({ sleep: async () => {} }) : m,
      ),
    });
    await legacyTest('/test/reset');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('GET rakuUser answers the migration user; a custom token only when asked; expired and unknown tokens are 403', async () => {
    const token = await appToken('10000002');
    const plain = await call(
      api,
      'GET',
      `/member/v1/rakuUser?accessToken=${token}&additionalInfoForLog=test&assertion=${await launchAssertion('10000002', 'migration')}`,
    );
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual({
      accessToken: token,
      customToken: '',
      user: {
        uid: 'RK-0000002',
        nickname: '',
        birthday: '1947-00-00',
        phone: '09011110002',
        rakucomId: '10000002',
        locked: false,
      },
    });
    const withToken = await call(
      api,
      'GET',
      `/member/v1/rakuUser?accessToken=${token}&needsCreateCustomToken=true`,
    );
    expect(withToken.body.customToken).toEqual(expect.any(String));
    expect(await signInWithCustomToken(withToken.body.customToken as string)).toEqual(expect.any(String));
    // The token is never written to the log.
    expect(api.logText()).not.toContain(token);

    const expired = await call(
      api,
      'GET',
      `/member/v1/rakuUser?accessToken=${await appToken('10000002', -60)}`,
    );
    expect(expired.status).toBe(403);
    expect(expired.body).toMatchObject({ code: 'legacy.token_expired' });
    const unknown = await call(api, 'GET', '/member/v1/rakuUser?accessToken=rka_nope');
    expect(unknown.status).toBe(403);
    expect(unknown.body).toMatchObject({ code: 'legacy.token_invalid' });
  });

  it('syncMe creates the migrated member (rakucomId from the older service); again 409; a taken nickname 400', async () => {
    const token = await appToken('10000003');
    const raku = await call(
      api,
      'GET',
      `/member/v1/rakuUser?accessToken=${token}&needsCreateCustomToken=true&assertion=${await launchAssertion('10000003', 'migration')}`,
    );
    const idToken = await signInWithCustomToken(raku.body.customToken as string);
    const nickname = uniqueNickname();
    const created = await call(api, 'POST', '/member/v1/syncMe', {
      token: idToken,
      body: {
        nickname,
        birthday: '1960-08-00',
        phone: '09011110003',
        rakucomId: 'ignored',
        accessToken: token,
      },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      uid: 'RK-0000003',
      nickname,
      birthday: '1900-01-01',
      rakucomId: '10000003',
      rakuUid: 'RK-0000003',
    });

    const again = await call(api, 'POST', '/member/v1/syncMe', {
      token: idToken,
      body: { nickname: uniqueNickname(), accessToken: token },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'member.exists' });

    const other = await signUp();
    const duplicate = await call(api, 'POST', '/member/v1/syncMe', {
      token: other.idToken,
      body: { nickname, accessToken: token },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({ code: 'sync.nickname_taken' });

    const complete = await call(api, 'POST', '/member/v1/migrationComplete', {
      token: idToken,
      body: { accessToken: token },
    });
    expect(complete.status).toBe(204);
    const accounts = (await (await fetch(`${legacyUrl()}/test/accounts`)).json()) as {
      rakucomId: string;
      migrated: boolean;
    }[];
    expect(accounts.find((a) => a.rakucomId === '10000003')?.migrated).toBe(true);
  });

  it('syncMe refuses an unverified e-mail/password sign-up as POST /me does: 403, no member', async () => {
    // A vouched access token of a real launch: only the identity presenting it is wrong.
    const token = await appToken('10000002');
    const raku = await call(
      api,
      'GET',
      `/member/v1/rakuUser?accessToken=${token}&assertion=${await launchAssertion('10000002', 'migration')}`,
    );
    expect(raku.status).toBe(200);
    const squatter = await signUp({ verified: false });
    const res = await call(api, 'POST', '/member/v1/syncMe', {
      token: squatter.idToken,
      body: { nickname: uniqueNickname(), accessToken: token },
    });
    expect(res).toMatchObject({ status: 403, body: { code: 'auth.identity_unverified' } });
    const rows = await api.deps.db
      .select({ uid: members.uid })
      .from(members)
      .where(eq(members.uid, squatter.uid));
    expect(rows).toEqual([]);
  });

  it('kantan login: 1 with a usable custom token for a member, 4 for a wrong password, refusals that say why for a stopped or not yet moved account, 3 for another sid', async () => {
    // An account that has not moved over yet: the right password is told apart from a wrong one,
    // and no token is handed out (the sign-in would find no member).
    const notMoved = await call(api, 'POST', '/member/v1/kantanAuth', {
      body: login('10000007', 'game7777'),
    });
    expect(notMoved).toMatchObject({ status: 409, body: { code: 'kantan.not_migrated' } });
    expect(JSON.stringify(notMoved.body)).not.toContain('customToken');

    const { idToken } = await migrateMember(api, '10000007');
    const memberUid = (await call(api, 'GET', '/member/v1/me', { token: idToken })).body.uid;
    const ok = await call(api, 'POST', '/member/v1/kantanAuth', { body: login('10000007', 'game7777') });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      resultCode: 1,
      rakuId: '10000007',
      accessToken: expect.stringMatching(/^rka_/),
    });
    // The custom token signs in as the member of the account.
    const signedIn = await signInWithCustomToken(ok.body.customToken as string);
    expect((await call(api, 'GET', '/member/v1/me', { token: signedIn })).body.uid).toBe(memberUid);

    const wrong = await call(api, 'POST', '/member/v1/kantanAuth', {
      body: login('10000001', 'wrong-pass1'),
    });
    expect(wrong.body).toEqual({ resultCode: 4, customToken: '', accessToken: '', rakuId: '' });
    // A stopped account with its right password: refused as stopped (hub §8 'あなたの登録番号は利用できません'),
    // never as a passing outage.
    const locked = await call(api, 'POST', '/member/v1/kantanAuth', { body: login('10000005', 'lock5555') });
    expect(locked).toMatchObject({ status: 403, body: { code: 'legacy.locked' } });
    expect(JSON.stringify(locked.body)).not.toContain('customToken');
    const sid = await call(api, 'POST', '/member/v1/kantanAuth', {
      body: login('10000001', 'raku1234', { sid: 'members' }),
    });
    expect(sid.body).toMatchObject({ resultCode: 3 });
    // Passwords are never logged.
    expect(api.logText()).not.toContain('raku1234');
    expect(api.logText()).not.toContain('wrong-pass1');
  });

  it('kantan login locks a registration number after 5 failures, even for the right password; a success resets the count', async () => {
    await migrateMember(api, '10000008');
    for (let i = 0; i < 5; i += 1) {
      const res = await call(api, 'POST', '/member/v1/kantanAuth', {
        body: login('10000007', `guess${i}x`),
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(res.body).toMatchObject({ resultCode: 4 });
    }
    const refused = await call(api, 'POST', '/member/v1/kantanAuth', { body: login('10000007', 'game7777') });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'kantan.too_many_attempts', message: KANTAN_LOCKED_MESSAGE });
    // The time left, in the body (the hub tells the member) and as Retry-After (any caller).
    const { retryAfterSeconds } = (refused.body as { details: { retryAfterSeconds: number } }).details;
    expect(retryAfterSeconds).toBeGreaterThan(KANTAN_BLOCK_SECONDS - 60);
    expect(retryAfterSeconds).toBeLessThanOrEqual(KANTAN_BLOCK_SECONDS);
    expect(refused.headers.get('retry-after')).toBe(String(retryAfterSeconds));
    // Another number is not affected.
    const other = await call(api, 'POST', '/member/v1/kantanAuth', { body: login('10000008', 'pay88888') });
    expect(other.body).toMatchObject({ resultCode: 1 });

    // 4 failures, a success, then 4 more failures: never locked.
    for (let i = 0; i < 4; i += 1)
      expect(
        (await call(api, 'POST', '/member/v1/kantanAuth', { body: login('10000008', `bad${i}xx`) })).body,
      ).toMatchObject({ resultCode: 4 });
    expect(
      (await call(api, 'POST', '/member/v1/kantanAuth', { body: login('10000008', 'pay88888') })).body,
    ).toMatchObject({ resultCode: 1 });
    for (let i = 0; i < 4; i += 1)
      expect(
        (await call(api, 'POST', '/member/v1/kantanAuth', { body: login('10000008', `bad${i}yy`) })).status,
      ).toBe(200);
    expect(
      (await call(api, 'POST', '/member/v1/kantanAuth', { body: login('10000008', 'pay88888') })).body,
    ).toMatchObject({ resultCode: 1 });
  });

  it('password change: 1 and the registration-number call shows the new password from an encrypted field; 4 for a wrong current one; 3 when equal', async () => {
    const { idToken } = await migrateMember(api, '10000004');

    const change = (pwd: string, newpwd: string) =>
      call(api, 'POST', '/member/v1/kantanAuth', {
        token: idToken,
        body: login('RK-0000004', pwd, { newpwd }),
      });
    expect((await change('abc12345', 'new12345')).body).toMatchObject({ resultCode: 1 });
    expect((await change('abc12345', 'new99999')).body).toMatchObject({ resultCode: 4 });
    expect((await change('new12345', 'new12345')).body).toMatchObject({ resultCode: 3 });
    // Without a sign-in the password change is refused.
    expect(
      (
        await call(api, 'POST', '/member/v1/kantanAuth', {
          body: login('RK-0000004', 'new12345', { newpwd: 'x1234567' }),
        })
      ).status,
    ).toBe(401);

    // The member record never carries it; the section's own call does, right after the sign-in.
    const me = await call(api, 'GET', '/member/v1/me?registerNum=1', { token: idToken });
    expect(me.body).toMatchObject({ rakucomId: '10000004', rakuPW: '' });
    const section = await call(api, 'GET', '/member/v1/me/registerNum', { token: idToken });
    expect(section.body).toEqual({ rakucomId: '10000004', rakuUid: 'RK-0000004', rakuPW: 'new12345' });
    const [row] = await api.deps.db
      .select({ rakuPW: members.rakuPW })
      .from(members)
      .where(eq(members.uid, 'RK-0000004'));
    expect(row?.rakuPW).toMatch(/^v1:/);
    expect(row?.rakuPW).not.toContain('new12345');
    expect(api.logText()).not.toContain('new12345');
    // The older service took the change: the kantan login works with the new password (and resets the count).
    expect(
      (await call(api, 'POST', '/member/v1/kantanAuth', { body: login('10000004', 'new12345') })).body,
    ).toMatchObject({ resultCode: 1 });

    // Guessing the current password counts against the same account as the login.
    for (let i = 0; i < 5; i += 1)
      expect((await change(`guess${i}xx`, 'new99999')).body).toMatchObject({ resultCode: 4 });
    const refused = await change('new12345', 'new99999');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'kantan.too_many_attempts',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(
      (await call(api, 'POST', '/member/v1/kantanAuth', { body: login('10000004', 'new12345') })).status,
    ).toBe(429);
  });

  it('kantan register and auth-register answer the account of the phone or the app token; a stopped account is 403 legacy.locked', async () => {
    const reg = await call(api, 'POST', '/member/v1/kantanRegister', {
      body: {
        telno: '09011110001',
        modelno: 'F-01L',
        sid: 'community',
        assertion: await launchAssertion('10000001', 'kantanRegister'),
      },
    });
    expect(reg.body).toMatchObject({ resultCode: 1, rakuId: '10000001' });
    expect(await signInWithCustomToken(reg.body.customToken as string)).toEqual(expect.any(String));
    const none = await call(api, 'POST', '/member/v1/kantanRegister', {
      body: {
        telno: '09099999999',
        modelno: 'X',
        sid: 'community',
        assertion: await launchAssertion('10000001', 'kantanRegister'),
      },
    });
    expect(none.body).toMatchObject({ resultCode: 4 });
    const bad = await call(api, 'POST', '/member/v1/kantanRegister', {
      body: { telno: 1, modelno: 'X', sid: 'community' },
    });
    expect(bad.status).toBe(400);

    const auth = await call(api, 'POST', '/member/v1/kantanAuthRegister', {
      body: {
        telno: '',
        modelno: '',
        sid: 'community',
        token: await appToken('10000008'),
        linkage_fcm_token: 'null',
        service_id: '1004',
        assertion: await launchAssertion('10000008', 'kantanAuthRegister'),
      },
    });
    expect(auth.body).toMatchObject({ resultCode: 1, rakuId: '10000008' });
    const lockedNumber = await call(api, 'POST', '/member/v1/kantanAuthRegister', {
      body: {
        telno: '09011110005',
        modelno: 'F-01L',
        sid: 'community',
        token: 'null',
        linkage_fcm_token: 'null',
        service_id: '1004',
        assertion: await launchAssertion('10000005', 'kantanAuthRegister'),
      },
    });
    // A stopped account is refused as the kantan login refuses it: 403 legacy.locked, no token.
    expect(lockedNumber).toMatchObject({ status: 403, body: { code: 'legacy.locked' } });
    const lockedRegister = await call(api, 'POST', '/member/v1/kantanRegister', {
      body: {
        telno: '09011110005',
        modelno: 'F-01L',
        sid: 'community',
        assertion: await launchAssertion('10000005', 'kantanRegister'),
      },
    });
    expect(lockedRegister).toMatchObject({ status: 403, body: { code: 'legacy.locked' } });
    expect(lockedRegister.body).not.toHaveProperty('customToken');
  });

  it("kantan auth-register (本会員登録) sets memberStatus 2 back to 1 for the account's member", async () => {
    // The member of 10000003 exists (syncMe above); the SSO shortcut is blocked for it.
    await api.deps.db.update(members).set({ memberStatus: '2' }).where(eq(members.rakucomId, '10000003'));
    const auth = await call(api, 'POST', '/member/v1/kantanAuthRegister', {
      body: {
        telno: '',
        modelno: '',
        sid: 'community',
        token: await appToken('10000003'),
        linkage_fcm_token: 'null',
        service_id: '1004',
        assertion: await launchAssertion('10000003', 'kantanAuthRegister'),
      },
    });
    expect(auth.body).toMatchObject({ resultCode: 1, rakuId: '10000003' });
    const [row] = await api.deps.db
      .select({ memberStatus: members.memberStatus })
      .from(members)
      .where(eq(members.rakucomId, '10000003'));
    expect(row?.memberStatus).toBe('1');
  });

  it('GET gameUser: the game token answers a fresh access token, a usable custom token and the user; app tokens, expired and locked accounts are 403', async () => {
    const game = (await legacyTest('/test/tokens', { rakucomId: '10000007', kind: 'game' })).token as string;
    const gameUser = async (token: string, rakucomId = '10000007') =>
      call(
        api,
        'GET',
        `/member/v1/gameUser?token=${token}&assertion=${await launchAssertion(rakucomId, 'game')}`,
      );
    const found = await gameUser(game);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      accessToken: expect.stringMatching(/^rka_/),
      user: { nickname: 'ゲーム好き', birthday: '1952-12-12', phone: '09011110007', rakucomId: '10000007' },
    });
    const idToken = await signInWithCustomToken(found.body.customToken as string);
    expect(uidOf(idToken)).toBe('RK-0000007');
    expect(api.logText()).not.toContain(game);

    const appOnly = await gameUser(await appToken('10000007'));
    expect(appOnly.body).toMatchObject({ code: 'legacy.token_invalid' });
    const expired = (
      await legacyTest('/test/tokens', { rakucomId: '10000007', kind: 'game', ttlSeconds: -5 })
    ).token as string;
    expect((await gameUser(expired)).body).toMatchObject({
      code: 'legacy.token_expired',
    });
    const lockedGame = (await legacyTest('/test/tokens', { rakucomId: '10000005', kind: 'game' }))
      .token as string;
    const locked = await gameUser(lockedGame, '10000005');
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ code: 'legacy.locked' });
  });
});
