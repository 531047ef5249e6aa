/**
 * The push-token relation and the payout through HTTP, against the real older-service stand-in
 * (apps/stand-ins, started by the global set-up) and the real Auth emulator, on PGlite and
 * PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, databaseKinds, signUp, startTestApi, uniqueNickname, type TestApi } from '../../test/helpers';
import { legacyTest, signInWithCustomToken, uidOf } from '../../test/legacy-stand-in';

describe.each(databaseKinds())('push-token relation and payout on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    // Rate-limit buckets in memory: a shared Redis would carry them across runs.
    api = await startTestApi(kind, { config: { redisUrl: undefined } });
    await legacyTest('/test/reset');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('FcmTokenRelation: create, look up (1 / 2), only one per uid, only by its member, delete; IdLinkage moves it (1 / 2)', async () => {
    const a = await signUp();
    const b = await signUp();
    const tokenA = `fcm-a-${a.uid}`;
    const tokenB = `fcm-b-${b.uid}`;
    const created = await call(api, 'POST', '/member/v1/FcmTokenRelation', {
      token: a.idToken,
      body: { uId: a.uid, token: tokenA, secondToken: 'null', serviceType: 'rakucom' },
    });
    expect(created.status).toBe(200);
    const found = await call(api, 'GET', `/member/v1/FcmTokenRelation?token=${tokenA}&serviceKey=rakucom`);
    expect(found.body).toMatchObject({
      uid: a.uid,
      rakucomFcmToken: tokenA,
      lamembersFcmToken: '',
      fireBaseAuth: 'rakucom',
      resultCode: 1,
    });
    const otherApp = await call(
      api,
      'GET',
      `/member/v1/FcmTokenRelation?token=${tokenA}&serviceKey=lamembers`,
    );
    expect(otherApp.body).toMatchObject({ uid: '', resultCode: 2 });
    const nullToken = await call(api, 'GET', '/member/v1/FcmTokenRelation?token=null&serviceKey=rakucom');
    expect(nullToken.body).toMatchObject({ resultCode: 3 });

    const twice = await call(api, 'POST', '/member/v1/FcmTokenRelation', {
      token: a.idToken,
      body: { uId: a.uid, token: 'x', serviceType: 'rakucom' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'fcm_relation.exists' });
    const foreign = await call(api, 'PUT', '/member/v1/FcmTokenRelation', {
      token: b.idToken,
      body: { uId: a.uid, token: 'x', serviceType: 'rakucom' },
    });
    expect(foreign.status).toBe(403);
    const stolen = await call(api, 'POST', '/member/v1/FcmTokenRelation', {
      token: b.idToken,
      body: { uId: b.uid, token: tokenA, serviceType: 'rakucom' },
    });
    expect(stolen.body).toMatchObject({ code: 'fcm_relation.token_taken' });

    expect(
      (
        await call(api, 'POST', '/member/v1/FcmTokenRelation', {
          token: b.idToken,
          body: { uId: b.uid, token: tokenB, serviceType: 'lamembers' },
        })
      ).status,
    ).toBe(200);
    const linked = await call(api, 'POST', '/member/v1/IdLinkage', {
      token: a.idToken,
      body: { uuid: a.uid, linkageUid: b.uid },
    });
    expect(linked.body).toEqual({ resultCode: 1 });
    const moved = await call(api, 'GET', `/member/v1/FcmTokenRelation?token=${tokenB}&serviceKey=lamembers`);
    expect(moved.body).toMatchObject({
      uid: a.uid,
      rakucomFcmToken: tokenA,
      lamembersFcmToken: tokenB,
      resultCode: 1,
    });
    const nothing = await call(api, 'POST', '/member/v1/IdLinkage', {
      token: a.idToken,
      body: { uuid: a.uid, linkageUid: b.uid },
    });
    expect(nothing.body).toEqual({ resultCode: 2 });

    expect(
      (await call(api, 'DELETE', `/member/v1/FcmTokenRelation?uId=${a.uid}`, { token: a.idToken })).status,
    ).toBe(204);
    expect(
      (await call(api, 'DELETE', `/member/v1/FcmTokenRelation?uId=${a.uid}`, { token: a.idToken })).status,
    ).toBe(404);
    expect(
      (await call(api, 'GET', `/member/v1/FcmTokenRelation?token=${tokenA}&serviceKey=rakucom`)).body,
    ).toMatchObject({ resultCode: 2 });
  });

  it('concurrent writes for one uid stay consistent: racing PUTs end with the newest token, racing POSTs create one relation', async () => {
    const user = await signUp();
    const base = Date.parse('2026-01-01T00:00:00Z');
    const order = [7, 2, 9, 0, 5, 3, 8, 1, 6, 4];
    const puts = await Promise.all(
      order.map((i) =>
        call(api, 'PUT', '/member/v1/FcmTokenRelation', {
          token: user.idToken,
          body: {
            uId: user.uid,
            token: `race-${user.uid}-${i}`,
            tokenUpdateDate: new Date(base + i * 1000).toISOString(),
            serviceType: 'lamembers',
          },
        }),
      ),
    );
    expect(puts.map((r) => r.status)).toEqual(order.map(() => 200));
    const latest = await call(
      api,
      'GET',
      `/member/v1/FcmTokenRelation?token=race-${user.uid}-9&serviceKey=lamembers`,
    );
    expect(latest.body).toMatchObject({
      uid: user.uid,
      lamembersUpdateDate: new Date(base + 9000).toISOString(),
      resultCode: 1,
    });

    const other = await signUp();
    const posts = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        call(api, 'POST', '/member/v1/FcmTokenRelation', {
          token: other.idToken,
          body: { uId: other.uid, token: `post-${other.uid}-${i}`, serviceType: 'rakucom' },
        }),
      ),
    );
    expect(posts.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it("GET payoutToken: the push token's account (or the relation holding it) signs in; another app's key and unknown tokens are 404", async () => {
    const push = (service: string) =>
      legacyTest('/test/pushTokens', { rakucomId: '10000008', service }).then((r) => r.token as string);
    const rakucom = await push('rakucom');
    const answer = await call(api, 'GET', `/member/v1/payoutToken?token=${rakucom}&serviceKey=rakucom`);
    expect(answer.status).toBe(200);
    expect(uidOf(await signInWithCustomToken(answer.body.customToken as string))).toBe('RK-0000008');
    expect(api.logText()).not.toContain(rakucom);

    const wrongApp = await call(api, 'GET', `/member/v1/payoutToken?token=${rakucom}&serviceKey=lamembers`);
    expect(wrongApp.status).toBe(404);
    expect(wrongApp.body).toMatchObject({ code: 'push_token.not_found' });
    for (const token of ['fcm-nobody', 'null'])
      expect(
        (await call(api, 'GET', `/member/v1/payoutToken?token=${token}&serviceKey=rakucom`)).status,
      ).toBe(404);
    expect((await call(api, 'GET', '/member/v1/payoutToken?token=x&serviceKey=other')).status).toBe(400);

    // A token a relation holds names the relation's member, whoever the older service says.
    const member = await signUp();
    const held = `fcm-held-${member.uid}`;
    await call(api, 'POST', '/member/v1/FcmTokenRelation', {
      token: member.idToken,
      body: { uId: member.uid, token: held, serviceType: 'lamembers' },
    });
    const byRelation = await call(api, 'GET', `/member/v1/payoutToken?token=${held}&serviceKey=lamembers`);
    expect(uidOf(await signInWithCustomToken(byRelation.body.customToken as string))).toBe(member.uid);

    // Guessing push tokens is rate limited per client (429 rate.limited).
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1)
      statuses.push(
        (await call(api, 'GET', `/member/v1/payoutToken?token=guess-${i}&serviceKey=rakucom`)).status,
      );
    expect(statuses).toContain(429);
  });

  it("a relation write that leaves both apps' tokens raises the member to usage 3 in the same transaction; a refused write changes nothing", async () => {
    const usage = async (user: { idToken: string }) =>
      (await call(api, 'GET', '/member/v1/me', { token: user.idToken })).body.serviceUsage;
    const member = await signUp();
    expect(
      (
        await call(api, 'POST', '/member/v1/me', {
          token: member.idToken,
          body: { nickname: uniqueNickname('u') },
        })
      ).status,
    ).toBe(200);
    await call(api, 'POST', '/member/v1/FcmTokenRelation', {
      token: member.idToken,
      body: { uId: member.uid, token: `fcm-r-${member.uid}`, serviceType: 'rakucom' },
    });
    expect(await usage(member)).toBe('1');

    const other = await signUp();
    await call(api, 'POST', '/member/v1/FcmTokenRelation', {
      token: other.idToken,
      body: { uId: other.uid, token: `fcm-l-${other.uid}`, serviceType: 'lamembers' },
    });
    const refused = await call(api, 'PUT', '/member/v1/FcmTokenRelation', {
      token: member.idToken,
      body: { uId: member.uid, token: `fcm-l-${other.uid}`, serviceType: 'lamembers' },
    });
    expect(refused.body).toMatchObject({ code: 'fcm_relation.token_taken' });
    expect(await usage(member)).toBe('1');

    const linked = await call(api, 'PUT', '/member/v1/FcmTokenRelation', {
      token: member.idToken,
      body: { uId: member.uid, token: `fcm-l-${member.uid}`, serviceType: 'lamembers' },
    });
    expect(linked.body).toMatchObject({
      rakucomFcmToken: `fcm-r-${member.uid}`,
      lamembersFcmToken: `fcm-l-${member.uid}`,
    });
    expect(await usage(member)).toBe('3');
  });
});
