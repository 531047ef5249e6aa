import { ServiceId, serviceLockIdOf } from '@member-hub/enums';
import { normalizeBirthday } from '@member-hub/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  databaseKinds,
  lookupUser,
  memberBody,
  signUp,
  signUpMember,
  startTestApi,
  uniqueNickname,
  type TestApi,
} from '../../test/helpers';
import { members, serviceLocks, loginHistories } from '../db/schema';
import { legacyPasswordKeyOf, PasswordCipher } from '../legacy/password-cipher';
import { ThumbnailNames } from '../members/server-owned';

const COMMUNITY_LOCK = serviceLockIdOf(ServiceId.Community);
const MEMBERSHIP_LOCK = serviceLockIdOf(ServiceId.Membership);

describe.each(databaseKinds())('member record on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('GET /me answers 404 member.not_found before registration and 401 without a token', async () => {
    const user = await signUp();
    const res = await call(api, 'GET', '/member/v1/me', { token: user.idToken });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'member.not_found', message: expect.any(String) });

    const anonymous = await call(api, 'GET', '/member/v1/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 'auth.required' });

    const forged = await call(api, 'GET', '/member/v1/me', { token: 'not-a-token' });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ code: 'auth.token_invalid' });
  });

  it('POST /me creates the member with the spec defaults; a second POST is 409 member.exists', async () => {
    const user = await signUp();
    const nickname = uniqueNickname();
    const created = await call(api, 'POST', '/member/v1/me', {
      token: user.idToken,
      body: {
        nickname,
        prefecture: 13,
        city: '渋谷区',
        introduction: 'はじめまして\r\nこんにちは\rよろしく',
        birthday: '1950-02-00',
        sex: 2,
        interests: [1, 6],
      },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      uid: user.uid,
      nickname,
      email: user.email,
      thumbnail: 'icon12',
      city: '渋谷区',
      introduction: 'はじめまして\nこんにちは\nよろしく',
      // A '-00' part → the "not entered" value.
      birthday: '1900-01-01',
      prefecture: { id: 13, name: '東京都' },
      sex: { id: 2 },
      interests: [{ id: 1 }, { id: 6 }],
      memberStatus: '1',
      serviceUsage: '1',
      serviceLocks: [],
      rakuPW: '',
    });

    const again = await call(api, 'POST', '/member/v1/me', { token: user.idToken, body: memberBody() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'member.exists' });

    const me = await call(api, 'GET', '/member/v1/me', { token: user.idToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ uid: user.uid, nickname });
  });

  it('rejects a nickname another member holds, whatever its case or width (409 nickname.taken)', async () => {
    const first = await signUp();
    const nickname = `Taro${uniqueNickname()}`;
    expect(
      (await call(api, 'POST', '/member/v1/me', { token: first.idToken, body: { nickname } })).status,
    ).toBe(200);

    const second = await signUp();
    const fullWidthUpper = nickname
      .toUpperCase()
      .replace(/[A-Z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const clash = await call(api, 'POST', '/member/v1/me', {
      token: second.idToken,
      body: { nickname: fullWidthUpper },
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'nickname.taken' });

    expect(
      (
        await call(api, 'POST', '/member/v1/me', {
          token: second.idToken,
          body: { nickname: uniqueNickname() },
        })
      ).status,
    ).toBe(200);
    const update = await call(api, 'PUT', '/member/v1/me', {
      token: second.idToken,
      body: { nickname: nickname.toLowerCase() },
    });
    expect(update.status).toBe(409);
    expect(update.body).toMatchObject({ code: 'nickname.taken' });
  });

  // The server stores what the shared rule gives (validators normalizeBirthday, hub spec §5 and
  // profile spec §5: only a missing value, a wrong shape or a '-00' part become 1900-01-01). The
  // literal expectations catch a drift of either side from the spec.
  it.each([
    ['1950-02-00', '1900-01-01'],
    ['1950-00-10', '1900-01-01'],
    ['2001-02-30', '2001-02-30'],
    ['1960-04-01', '1960-04-01'],
  ])('POST /me stores birthday %s as %s, as validators normalizeBirthday does', async (sent, stored) => {
    expect(normalizeBirthday(sent)).toBe(stored);
    const user = await signUp();
    const created = await call(api, 'POST', '/member/v1/me', {
      token: user.idToken,
      body: memberBody({ birthday: sent }),
    });
    expect(created.body).toMatchObject({ birthday: stored });
  });

  it('refuses line and paragraph separators in the introduction instead of storing them (400)', async () => {
    const user = await signUp();
    for (const separator of ['\u2028', '\u2029', '\u0085']) {
      const res = await call(api, 'POST', '/member/v1/me', {
        token: user.idToken,
        body: memberBody({ introduction: `a${separator}b` }),
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ details: [{ path: 'body.introduction' }] });
    }
  });

  it('bad input is 400 validation.failed with details and no stack trace', async () => {
    const user = await signUp();
    const res = await call(api, 'POST', '/member/v1/me', {
      token: user.idToken,
      body: { nickname: '', prefecture: 48 },
    });
    expect(res.status).toBe(400);
    const body = res.body as { code: string; details: { path: string }[] };
    expect(body.code).toBe('validation.failed');
    expect(body.details.map((d) => d.path)).toEqual(
      expect.arrayContaining(['body.nickname', 'body.prefecture']),
    );
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);

    const notJson = await call(api, 'POST', '/member/v1/me', {
      token: user.idToken,
      body: '{"nickname":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ code: 'validation.failed' });

    const badQuery = await call(api, 'GET', '/member/v1/me?registerNum=2', { token: user.idToken });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body).toMatchObject({
      code: 'validation.failed',
      details: [{ path: 'query.registerNum' }],
    });
  });

  it('PUT /me updates the fields sent, keeps the thumbnail when empty, normalises text and counts birthday changes', async () => {
    const user = await signUpMember(api, () => memberBody({ thumbnail: 'icon03', birthday: '1955-05-05' }));

    const put = (body: Record<string, unknown>) =>
      call(api, 'PUT', '/member/v1/me', { token: user.idToken, body });
    const first = await put({
      thumbnail: '',
      city: '横浜市',
      introduction: 'x\r\ny',
      birthday: '1955-05-06',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      thumbnail: 'icon03',
      city: '横浜市',
      introduction: 'x\ny',
      birthday: '1955-05-06',
      birthdayChangeCount: 1,
      under18: false,
    });

    expect((await put({ birthday: '1955-05-07' })).body).toMatchObject({ birthdayChangeCount: 2 });
    const third = await put({ birthday: '1955-05-08' });
    expect(third.status).toBe(400);
    expect(third.body).toMatchObject({
      code: 'validation.failed',
      details: [{ code: 'birthday.change_limit' }],
    });
    // Sending the same birthday again is not a change.
    expect((await put({ birthday: '1955-05-07' })).status).toBe(200);

    // An upload granted to this member (the name carries its MAC, members/server-owned.ts).
    const own = `thumbnails/${new ThumbnailNames(api.deps.uploadSigner.deriveKey('thumbnail-owner')).newName(user.uid, 'png')}`;
    const fromMembers = await put({ serviceUsage: '2', thumbnail: own });
    expect(fromMembers.body).toMatchObject({
      serviceUsage: '3',
      thumbnail: own,
      displayThumbnail: `http://localhost:6170/member/v1/uploads/${own}`,
    });

    const stranger = await signUp();
    expect(
      (await call(api, 'PUT', '/member/v1/me', { token: stranger.idToken, body: { city: 'x' } })).status,
    ).toBe(404);
  });

  it('GET /me never answers the registration password; GET /me/registerNum does, decrypted, to a fresh sign-in', async () => {
    const user = await signUpMember(api);
    await api.deps.db
      .update(members)
      .set({
        rakucomId: 'R123',
        rakuPW: new PasswordCipher(legacyPasswordKeyOf(api.deps.config.legacyPasswordKey, 'test')).encrypt(
          'secret1',
        ),
        rakuUid: 'U1',
      })
      .where(eq(members.uid, user.uid));
    const plain = await call(api, 'GET', '/member/v1/me', { token: user.idToken });
    expect(plain.body).toMatchObject({ rakucomId: 'R123', rakuUid: 'U1', rakuPW: '' });
    const withNum = await call(api, 'GET', '/member/v1/me?registerNum=1', { token: user.idToken });
    expect(withNum.body).toMatchObject({ rakucomId: 'R123', rakuPW: '' });
    const section = await call(api, 'GET', '/member/v1/me/registerNum', { token: user.idToken });
    expect(section.body).toEqual({ rakucomId: 'R123', rakuUid: 'U1', rakuPW: 'secret1' });
    // A plain-text value (never written by this server) is not shown.
    await api.deps.db.update(members).set({ rakuPW: 'plain1' }).where(eq(members.uid, user.uid));
    const legacyPlain = await call(api, 'GET', '/member/v1/me/registerNum', { token: user.idToken });
    expect(legacyPlain.body).toMatchObject({ rakuPW: '' });
  });

  it('POST /me/loginHistories records an entry; 404 without a member; 400 for an unknown service code', async () => {
    const user = await signUp();
    const none = await call(api, 'POST', '/member/v1/me/loginHistories', {
      token: user.idToken,
      body: { provider: 'login', serviceName: '1' },
    });
    expect(none.status).toBe(404);

    await call(api, 'POST', '/member/v1/me', { token: user.idToken, body: memberBody() });
    const ok = await call(api, 'POST', '/member/v1/me/loginHistories', {
      token: user.idToken,
      body: { provider: 'google.com', serviceName: '2', returnUrl: 'https://example.com/back' },
    });
    expect(ok.status).toBe(204);
    const rows = await api.deps.db.select().from(loginHistories).where(eq(loginHistories.uid, user.uid));
    expect(rows).toMatchObject([
      { provider: 'google.com', serviceName: '2', returnUrl: 'https://example.com/back' },
    ]);

    const bad = await call(api, 'POST', '/member/v1/me/loginHistories', {
      token: user.idToken,
      body: { provider: 'login', serviceName: '9' },
    });
    expect(bad.status).toBe(400);
  });

  it('GET /me tells a member under 18 (private profile, profile §1) from an adult', async () => {
    const young = await signUp();
    const year = new Date().getFullYear() - 15;
    await call(api, 'POST', '/member/v1/me', {
      token: young.idToken,
      body: memberBody({ birthday: `${year}-01-01` }),
    });
    expect((await call(api, 'GET', '/member/v1/me', { token: young.idToken })).body).toMatchObject({
      birthday: `${year}-01-01`,
      under18: true,
    });
    const adult = await signUpMember(api, () => memberBody({ birthday: '1950-01-01' }));
    expect((await call(api, 'GET', '/member/v1/me', { token: adult.idToken })).body).toMatchObject({
      under18: false,
    });
  });

  it('GET /me lists the service locks of a locked member in the enums coding', async () => {
    const user = await signUpMember(api);
    await api.deps.db.insert(serviceLocks).values({ uid: user.uid, serviceId: COMMUNITY_LOCK });
    expect((await call(api, 'GET', '/member/v1/me', { token: user.idToken })).body).toMatchObject({
      serviceLocks: [{ serviceId: '1004' }],
    });
  });

  // A lock query that compares service_locks.uid with itself gives every member every member's
  // lock rows, and one locked member makes the hub lock out everyone.
  it('GET /me lists only the signed-in member’s own locks (one member locked, the other not)', async () => {
    const locked = await signUp();
    const free = await signUp();
    await call(api, 'POST', '/member/v1/me', { token: locked.idToken, body: memberBody() });
    await call(api, 'POST', '/member/v1/me', { token: free.idToken, body: memberBody() });
    await api.deps.db.insert(serviceLocks).values({ uid: locked.uid, serviceId: MEMBERSHIP_LOCK });

    expect((await call(api, 'GET', '/member/v1/me', { token: free.idToken })).body).toMatchObject({
      uid: free.uid,
      serviceLocks: [],
    });
    expect((await call(api, 'GET', '/member/v1/me', { token: locked.idToken })).body).toMatchObject({
      uid: locked.uid,
      serviceLocks: [{ serviceId: '1006' }],
    });
  });

  it('a member locked for the community cannot record a sign-in to it (403 member.locked), only to the members service', async () => {
    const user = await signUpMember(api);
    await api.deps.db.insert(serviceLocks).values({ uid: user.uid, serviceId: COMMUNITY_LOCK });
    const locked = await call(api, 'POST', '/member/v1/me/loginHistories', {
      token: user.idToken,
      body: { provider: 'login', serviceName: '1' },
    });
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ code: 'member.locked' });
    const other = await call(api, 'POST', '/member/v1/me/loginHistories', {
      token: user.idToken,
      body: { provider: 'login', serviceName: '2' },
    });
    expect(other.status).toBe(204);
  });

  it('DELETE /me refuses a member with a paid service (403), otherwise deletes the member, its data and the Firebase user', async () => {
    const paid = await signUpMember(api);
    await api.deps.db.update(members).set({ paidServiceActive: true }).where(eq(members.uid, paid.uid));
    const refused = await call(api, 'DELETE', '/member/v1/me', { token: paid.idToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'member.paid_service' });
    expect((await call(api, 'GET', '/member/v1/me', { token: paid.idToken })).status).toBe(200);

    const user = await signUpMember(api);
    await call(api, 'POST', '/member/v1/me/loginHistories', {
      token: user.idToken,
      body: { provider: 'login', serviceName: '1' },
    });
    await api.deps.db.insert(serviceLocks).values({ uid: user.uid, serviceId: MEMBERSHIP_LOCK });

    const deleted = await call(api, 'DELETE', '/member/v1/me', { token: user.idToken });
    expect(deleted.status).toBe(204);
    expect(await api.deps.db.select().from(members).where(eq(members.uid, user.uid))).toEqual([]);
    expect(await api.deps.db.select().from(loginHistories).where(eq(loginHistories.uid, user.uid))).toEqual(
      [],
    );
    expect(await api.deps.db.select().from(serviceLocks).where(eq(serviceLocks.uid, user.uid))).toEqual([]);
    expect(await lookupUser(user.idToken)).toBeUndefined();
    // The deleted user's token no longer opens anything.
    expect((await call(api, 'GET', '/member/v1/me', { token: user.idToken })).status).toBe(401);
  });
});
