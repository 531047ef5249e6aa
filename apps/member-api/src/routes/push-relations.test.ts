/**
 * The push-token relation and the payout through HTTP, against the real older-service stand-in
 * (apps/stand-ins, started by the global set-up) and the real Auth emulator, on PGlite and
 * PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  databaseKinds,
  signUp,
  signUpMember,
  startTestApi,
  uniqueNickname,
  type TestApi,
} from '../../test/helpers';
import { legacyTest, legacyUrl, signInWithCustomToken, uidOf } from '../../test/older-service';

type PushTokens = Partial<Record<'rakucom' | 'lamembers', string>>;

/**
 * A device assertion of the sibling apps' backend (the stand-in under /sibling-app): the app on
 * a phone asks it for the push tokens the phone's apps hold; `ttlSeconds` < 0 gives an expired one.
 */
async function deviceAssertion(pushTokens: PushTokens, ttlSeconds?: number): Promise<string> {
  const res = await fetch(`${legacyUrl()}/sibling-app/test/assertions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pushTokens, ...(ttlSeconds !== undefined ? { ttlSeconds } : {}) }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { assertion: string }).assertion;
}

const payoutUrl = (token: string, serviceKey: string, assertion?: string) =>
  `/member/v1/payoutToken?token=${encodeURIComponent(token)}&serviceKey=${serviceKey}` +
  (assertion ? `&deviceAssertion=${assertion}` : '');

interface RelationBody {
  uId: string;
  token: string;
  secondToken?: string;
  serviceType: 'rakucom' | 'lamembers';
  [field: string]: unknown;
}

/** The real tokens a relation body writes, by app ('' and 'null' are none). */
function tokensOf(body: RelationBody): PushTokens {
  const other = body.serviceType === 'rakucom' ? 'lamembers' : 'rakucom';
  const real = (token: string | undefined) => token !== undefined && token !== '' && token !== 'null';
  return {
    ...(real(body.token) ? { [body.serviceType]: body.token } : {}),
    ...(real(body.secondToken) ? { [other]: body.secondToken } : {}),
  };
}

const relationUrl = (token: string, serviceKey: string) =>
  `/member/v1/FcmTokenRelation?token=${encodeURIComponent(token)}&serviceKey=${serviceKey}`;

const EMPTY_RELATION = {
  uid: '',
  rakucomFcmToken: '',
  rakucomUpdateDate: '',
  lamembersFcmToken: '',
  lamembersUpdateDate: '',
  fireBaseAuth: '',
};

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

  /** POST or PUT FcmTokenRelation as the phone app does: with its backend's assertion of the tokens written. */
  const writeRelation = async (method: 'POST' | 'PUT', options: { token: string; body: RelationBody }) =>
    call(api, method, '/member/v1/FcmTokenRelation', {
      token: options.token,
      body: { ...options.body, deviceAssertion: await deviceAssertion(tokensOf(options.body)) },
    });

  it("FcmTokenRelation: create, look up (1 / 2), only one per uid, only by its member, delete; IdLinkage with the linked uid's ID token moves it (1 / 2)", async () => {
    const a = await signUp();
    const b = await signUp();
    const tokenA = `fcm-a-${a.uid}`;
    const tokenB = `fcm-b-${b.uid}`;
    const created = await writeRelation('POST', {
      token: a.idToken,
      body: { uId: a.uid, token: tokenA, secondToken: 'null', serviceType: 'rakucom' },
    });
    expect(created.status).toBe(200);
    const own = await call(api, 'GET', relationUrl(tokenA, 'rakucom'), { token: a.idToken });
    expect(own.body).toMatchObject({
      uid: a.uid,
      rakucomFcmToken: tokenA,
      lamembersFcmToken: '',
      fireBaseAuth: 'rakucom',
      resultCode: 1,
    });
    const otherApp = await call(api, 'GET', relationUrl(tokenA, 'lamembers'), { token: a.idToken });
    expect(otherApp.body).toMatchObject({ uid: '', resultCode: 2 });
    const nullToken = await call(api, 'GET', relationUrl('null', 'rakucom'));
    expect(nullToken.body).toMatchObject({ resultCode: 3 });

    const twice = await writeRelation('POST', {
      token: a.idToken,
      body: { uId: a.uid, token: 'x', serviceType: 'rakucom' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'fcm_relation.exists' });
    const foreign = await writeRelation('PUT', {
      token: b.idToken,
      body: { uId: a.uid, token: 'x', serviceType: 'rakucom' },
    });
    expect(foreign.status).toBe(403);
    const stolen = await writeRelation('POST', {
      token: b.idToken,
      body: { uId: b.uid, token: tokenA, serviceType: 'rakucom' },
    });
    expect(stolen.body).toMatchObject({ code: 'fcm_relation.token_taken' });

    expect(
      (
        await writeRelation('POST', {
          token: b.idToken,
          body: { uId: b.uid, token: tokenB, serviceType: 'lamembers' },
        })
      ).status,
    ).toBe(200);
    // The caller holds both uids: its own bearer and an ID token of the linked one.
    const linked = await call(api, 'POST', '/member/v1/IdLinkage', {
      token: a.idToken,
      body: { uuid: a.uid, linkageUid: b.uid, linkageIdToken: b.idToken },
    });
    expect(linked.body).toEqual({ resultCode: 1 });
    const moved = await call(api, 'GET', relationUrl(tokenB, 'lamembers'), { token: a.idToken });
    expect(moved.body).toMatchObject({
      uid: a.uid,
      rakucomFcmToken: tokenA,
      lamembersFcmToken: tokenB,
      resultCode: 1,
    });
    const nothing = await call(api, 'POST', '/member/v1/IdLinkage', {
      token: a.idToken,
      body: { uuid: a.uid, linkageUid: b.uid, linkageIdToken: b.idToken },
    });
    expect(nothing.body).toEqual({ resultCode: 2 });

    expect(
      (await call(api, 'DELETE', `/member/v1/FcmTokenRelation?uId=${a.uid}`, { token: a.idToken })).status,
    ).toBe(204);
    expect(
      (await call(api, 'DELETE', `/member/v1/FcmTokenRelation?uId=${a.uid}`, { token: a.idToken })).status,
    ).toBe(404);
    expect((await call(api, 'GET', relationUrl(tokenA, 'rakucom'))).body).toMatchObject({ resultCode: 2 });
  });

  it("IdLinkage naming a victim's uid without proof of it is 403 and leaves the victim's relation as it was", async () => {
    const victim = await signUp();
    const attacker = await signUp();
    const victimToken = `fcmR-victim-${victim.uid}`;
    const victimSecond = `fcmL-victim-${victim.uid}`;
    await writeRelation('POST', {
      token: victim.idToken,
      body: { uId: victim.uid, token: victimToken, secondToken: victimSecond, serviceType: 'rakucom' },
    });
    const before = (await call(api, 'GET', relationUrl(victimToken, 'rakucom'), { token: victim.idToken }))
      .body;
    expect(before).toMatchObject({ uid: victim.uid, lamembersFcmToken: victimSecond });

    const attempts: Record<string, unknown>[] = [
      { uuid: attacker.uid, linkageUid: victim.uid },
      // Another uid's ID token is no proof of the victim's.
      { uuid: attacker.uid, linkageUid: victim.uid, linkageIdToken: attacker.idToken },
      { uuid: attacker.uid, linkageUid: victim.uid, linkageIdToken: 'not-a-token' },
      // The victim's push token alone, or with an assertion for other tokens, is no proof either.
      { uuid: attacker.uid, token: victimToken, serviceKey: 'rakucom' },
      {
        uuid: attacker.uid,
        token: victimToken,
        serviceKey: 'rakucom',
        deviceAssertion: await deviceAssertion({ rakucom: `fcm-attacker-${attacker.uid}` }),
      },
      {
        uuid: attacker.uid,
        token: victimToken,
        serviceKey: 'rakucom',
        deviceAssertion: await deviceAssertion({ rakucom: victimToken }, -60),
      },
    ];
    for (const body of attempts) {
      const refused = await call(api, 'POST', '/member/v1/IdLinkage', { token: attacker.idToken, body });
      expect(refused.status, JSON.stringify(body)).toBe(403);
      expect(refused.body).toMatchObject({ code: 'fcm_relation.linkage_unproven' });
    }
    const after = await call(api, 'GET', relationUrl(victimToken, 'rakucom'), { token: victim.idToken });
    expect(after.body).toEqual(before);
  });

  it('IdLinkage with the relation token sent by the device (a fresh device assertion covering it) links, once per assertion', async () => {
    const holder = await signUp();
    const caller = await signUp();
    const token = `fcm-device-${holder.uid}`;
    await writeRelation('POST', {
      token: holder.idToken,
      body: { uId: holder.uid, token, serviceType: 'rakucom' },
    });
    const assertion = await deviceAssertion({ rakucom: token });
    const body = { uuid: caller.uid, token, serviceKey: 'rakucom', deviceAssertion: assertion };
    const linked = await call(api, 'POST', '/member/v1/IdLinkage', { token: caller.idToken, body });
    expect(linked.body).toEqual({ resultCode: 1 });
    expect(
      (await call(api, 'GET', relationUrl(token, 'rakucom'), { token: caller.idToken })).body,
    ).toMatchObject({ uid: caller.uid, rakucomFcmToken: token });
    // The same assertion a second time: used up.
    const replay = await call(api, 'POST', '/member/v1/IdLinkage', { token: caller.idToken, body });
    expect(replay.status).toBe(403);
  });

  it('a relation write with the bearer alone claims no push token (403 fcm_relation.unproven), and nothing is stored', async () => {
    const attacker = await signUp();
    // A token no live relation holds: the phone that has it would sign in to whoever claims it.
    const unclaimed = `fcm-unclaimed-${attacker.uid}`;
    const own = `fcm-own-${attacker.uid}`;
    const attempts: ['POST' | 'PUT', Record<string, unknown>][] = [
      ['POST', { uId: attacker.uid, token: unclaimed, serviceType: 'rakucom' }],
      ['PUT', { uId: attacker.uid, token: unclaimed, serviceType: 'rakucom' }],
      // An assertion for other tokens, an expired one, or one naming the token for the other app.
      [
        'POST',
        {
          uId: attacker.uid,
          token: unclaimed,
          serviceType: 'rakucom',
          deviceAssertion: await deviceAssertion({ rakucom: own }),
        },
      ],
      [
        'POST',
        {
          uId: attacker.uid,
          token: unclaimed,
          serviceType: 'rakucom',
          deviceAssertion: await deviceAssertion({ rakucom: unclaimed }, -60),
        },
      ],
      [
        'PUT',
        {
          uId: attacker.uid,
          token: unclaimed,
          serviceType: 'rakucom',
          deviceAssertion: await deviceAssertion({ lamembers: unclaimed }),
        },
      ],
      // Its own proven token with the stranger's as the second one.
      [
        'POST',
        {
          uId: attacker.uid,
          token: own,
          secondToken: unclaimed,
          serviceType: 'rakucom',
          deviceAssertion: await deviceAssertion({ rakucom: own }),
        },
      ],
    ];
    for (const [method, body] of attempts) {
      const refused = await call(api, method, '/member/v1/FcmTokenRelation', {
        token: attacker.idToken,
        body,
      });
      expect(refused.status, JSON.stringify(body)).toBe(403);
      expect(refused.body).toMatchObject({ code: 'fcm_relation.unproven' });
    }
    for (const [token, app] of [
      [unclaimed, 'rakucom'],
      [unclaimed, 'lamembers'],
      [own, 'rakucom'],
    ] as const)
      expect((await call(api, 'GET', relationUrl(token, app))).body).toMatchObject({ resultCode: 2 });

    // The same write with the device's fresh assertion is taken, once per assertion.
    const proof = await deviceAssertion({ rakucom: unclaimed });
    const body = { uId: attacker.uid, token: unclaimed, serviceType: 'rakucom', deviceAssertion: proof };
    expect(
      (await call(api, 'POST', '/member/v1/FcmTokenRelation', { token: attacker.idToken, body })).status,
    ).toBe(200);
    const replay = await call(api, 'PUT', '/member/v1/FcmTokenRelation', { token: attacker.idToken, body });
    expect(replay.body).toMatchObject({ code: 'fcm_relation.unproven' });
  });

  it("the payout's sign-in carries the device's proof: the relation write right after it needs no second assertion, for the proved tokens only", async () => {
    const member = await signUpMember(api, () => ({ nickname: uniqueNickname('c') }));
    const held = `fcm-pay-l-${member.uid}`;
    const added = `fcm-pay-r-${member.uid}`;
    await writeRelation('POST', {
      token: member.idToken,
      body: { uId: member.uid, token: held, serviceType: 'lamembers' },
    });
    const payout = await call(
      api,
      'GET',
      payoutUrl(held, 'lamembers', await deviceAssertion({ lamembers: held, rakucom: added })),
    );
    const idToken = await signInWithCustomToken(payout.body.customToken as string);
    expect(uidOf(idToken)).toBe(member.uid);

    const stranger = await call(api, 'PUT', '/member/v1/FcmTokenRelation', {
      token: idToken,
      body: { uId: member.uid, token: `fcm-not-proved-${member.uid}`, serviceType: 'rakucom' },
    });
    expect(stranger.body).toMatchObject({ code: 'fcm_relation.unproven' });
    api.clock.offsetMs = 10 * 60 * 1000;
    try {
      // Minutes later the sign-in proves nothing any more.
      const stale = await call(api, 'PUT', '/member/v1/FcmTokenRelation', {
        token: idToken,
        body: { uId: member.uid, token: added, serviceType: 'rakucom' },
      });
      expect(stale.body).toMatchObject({ code: 'fcm_relation.unproven' });
    } finally {
      api.clock.offsetMs = 0;
    }
    const written = await call(api, 'PUT', '/member/v1/FcmTokenRelation', {
      token: idToken,
      body: { uId: member.uid, token: added, serviceType: 'rakucom' },
    });
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({ rakucomFcmToken: added, lamembersFcmToken: held });
    // The member's own sign-in (not the payout's) carries nothing.
    const plain = await call(api, 'PUT', '/member/v1/FcmTokenRelation', {
      token: member.idToken,
      body: { uId: member.uid, token: added, serviceType: 'rakucom' },
    });
    expect(plain.body).toMatchObject({ code: 'fcm_relation.unproven' });
  });

  it("a lookup without the relation's own bearer shows the result code only: no uid, no token of either app", async () => {
    const member = await signUp();
    const stranger = await signUp();
    const token = `fcm-look-${member.uid}`;
    await writeRelation('POST', {
      token: member.idToken,
      body: { uId: member.uid, token, secondToken: `fcm-look-2-${member.uid}`, serviceType: 'rakucom' },
    });
    for (const as of [undefined, stranger.idToken]) {
      const res = await call(api, 'GET', relationUrl(token, 'rakucom'), as ? { token: as } : {});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...EMPTY_RELATION, resultCode: 1 });
      expect(JSON.stringify(res.body)).not.toContain(member.uid);
    }
  });

  it("POST with the token 'null' stores nothing and does not block the next member; a relation without any token is refused", async () => {
    const first = await signUp();
    const second = await signUp();
    for (const user of [first, second]) {
      const res = await writeRelation('POST', {
        token: user.idToken,
        body: { uId: user.uid, token: 'null', serviceType: 'rakucom' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'fcm_relation.no_token' });
    }
    expect((await call(api, 'GET', relationUrl('null', 'rakucom'))).body).toMatchObject({ resultCode: 3 });
    const none = await writeRelation('PUT', {
      token: second.idToken,
      body: { uId: second.uid, token: 'null', secondToken: '', serviceType: 'rakucom' },
    });
    expect(none.body).toMatchObject({ code: 'fcm_relation.no_token' });
    // Nothing was stored for either: each can create its relation with a real token.
    for (const user of [first, second]) {
      const res = await writeRelation('POST', {
        token: user.idToken,
        body: { uId: user.uid, token: `fcm-real-${user.uid}`, secondToken: 'null', serviceType: 'rakucom' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ rakucomFcmToken: `fcm-real-${user.uid}`, lamembersFcmToken: '' });
    }
  });

  it('concurrent writes for one uid stay consistent: racing PUTs end with the newest token, racing POSTs create one relation', async () => {
    const user = await signUp();
    const base = Date.parse('2026-01-01T00:00:00Z');
    const order = [7, 2, 9, 0, 5, 3, 8, 1, 6, 4];
    const puts = await Promise.all(
      order.map((i) =>
        writeRelation('PUT', {
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
      { token: user.idToken },
    );
    expect(latest.body).toMatchObject({
      uid: user.uid,
      lamembersUpdateDate: new Date(base + 9000).toISOString(),
      resultCode: 1,
    });

    const other = await signUp();
    const posts = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        writeRelation('POST', {
          token: other.idToken,
          body: { uId: other.uid, token: `post-${other.uid}-${i}`, serviceType: 'rakucom' },
        }),
      ),
    );
    expect(posts.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it("GET payoutToken with a fresh device assertion: the push token's account (or the relation holding it) signs in; another app's key and unknown tokens are 404", async () => {
    const push = (service: string) =>
      legacyTest('/test/pushTokens', { rakucomId: '10000008', service }).then((r) => r.token as string);
    const rakucom = await push('rakucom');
    const answer = await call(api, 'GET', payoutUrl(rakucom, 'rakucom', await deviceAssertion({ rakucom })));
    expect(answer.status).toBe(200);
    expect(uidOf(await signInWithCustomToken(answer.body.customToken as string))).toBe('RK-0000008');
    expect(api.logText()).not.toContain(rakucom);

    const wrongApp = await call(
      api,
      'GET',
      payoutUrl(rakucom, 'lamembers', await deviceAssertion({ lamembers: rakucom })),
    );
    expect(wrongApp.status).toBe(404);
    expect(wrongApp.body).toMatchObject({ code: 'push_token.not_found' });
    const nobody = await call(
      api,
      'GET',
      payoutUrl('fcm-nobody', 'rakucom', await deviceAssertion({ rakucom: 'fcm-nobody' })),
    );
    expect(nobody.status).toBe(404);
    expect((await call(api, 'GET', payoutUrl('null', 'rakucom'))).status).toBe(404);
    expect((await call(api, 'GET', '/member/v1/payoutToken?token=x&serviceKey=other')).status).toBe(400);

    // A token a relation holds names the relation's member, whoever the older service says.
    const member = await signUpMember(api, () => ({ nickname: uniqueNickname('p') }));
    const held = `fcm-held-${member.uid}`;
    await writeRelation('POST', {
      token: member.idToken,
      body: { uId: member.uid, token: held, serviceType: 'lamembers' },
    });
    const byRelation = await call(
      api,
      'GET',
      payoutUrl(held, 'lamembers', await deviceAssertion({ lamembers: held })),
    );
    expect(uidOf(await signInWithCustomToken(byRelation.body.customToken as string))).toBe(member.uid);
  });

  it('GET payoutToken without a fresh device proof is refused (403): none, for another token, expired, or used before', async () => {
    const member = await signUpMember(api, () => ({ nickname: uniqueNickname('d') }));
    const token = `fcm-proof-${member.uid}`;
    await writeRelation('POST', {
      token: member.idToken,
      body: { uId: member.uid, token, serviceType: 'rakucom' },
    });
    const used = await deviceAssertion({ rakucom: token });
    expect((await call(api, 'GET', payoutUrl(token, 'rakucom', used))).status).toBe(200);
    const refusals = [
      payoutUrl(token, 'rakucom'),
      payoutUrl(token, 'rakucom', await deviceAssertion({ rakucom: `fcm-other-${member.uid}` })),
      payoutUrl(token, 'rakucom', await deviceAssertion({ lamembers: token })),
      payoutUrl(token, 'rakucom', await deviceAssertion({ rakucom: token }, -60)),
      payoutUrl(token, 'rakucom', used),
      // A key that is not the sibling apps' (a signature that does not verify).
      payoutUrl(token, 'rakucom', `${used.split('.').slice(0, 2).join('.')}.${'A'.repeat(86)}`),
    ];
    for (const url of refusals) {
      const res = await call(api, 'GET', url);
      expect(res.status, url).toBe(403);
      expect(res.body).toMatchObject({ code: 'push_token.unproven' });
      expect(res.body).not.toHaveProperty('customToken');
    }
  });

  it('an expired relation (not refreshed for 30 days) is refused by payout and lookups, and its token is free for a new member', async () => {
    const member = await signUpMember(api, () => ({ nickname: uniqueNickname('e') }));
    const token = `fcm-old-${member.uid}`;
    await writeRelation('POST', {
      token: member.idToken,
      body: { uId: member.uid, token, serviceType: 'rakucom' },
    });
    api.clock.offsetMs = 31 * 86_400_000;
    try {
      const payout = await call(
        api,
        'GET',
        payoutUrl(token, 'rakucom', await deviceAssertion({ rakucom: token })),
      );
      expect(payout.status).toBe(404);
      expect(payout.body).not.toHaveProperty('customToken');
      expect(
        (await call(api, 'GET', relationUrl(token, 'rakucom'), { token: member.idToken })).body,
      ).toMatchObject({ resultCode: 2 });
      const next = await signUp();
      const taken = await writeRelation('POST', {
        token: next.idToken,
        body: { uId: next.uid, token, serviceType: 'rakucom' },
      });
      expect(taken.status).toBe(200);
    } finally {
      api.clock.offsetMs = 0;
    }
  });

  it("payout for a deleted member's push token mints no custom token", async () => {
    const member = await signUpMember(api, () => ({ nickname: uniqueNickname('g') }));
    const token = `fcm-gone-${member.uid}`;
    await writeRelation('POST', {
      token: member.idToken,
      body: { uId: member.uid, token, serviceType: 'lamembers' },
    });
    expect((await call(api, 'DELETE', '/member/v1/me', { token: member.idToken })).status).toBe(204);
    const payout = await call(
      api,
      'GET',
      payoutUrl(token, 'lamembers', await deviceAssertion({ lamembers: token })),
    );
    expect(payout.status).toBe(404);
    expect(payout.body).not.toHaveProperty('customToken');
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
    await writeRelation('POST', {
      token: member.idToken,
      body: { uId: member.uid, token: `fcm-r-${member.uid}`, serviceType: 'rakucom' },
    });
    expect(await usage(member)).toBe('1');

    const other = await signUp();
    await writeRelation('POST', {
      token: other.idToken,
      body: { uId: other.uid, token: `fcm-l-${other.uid}`, serviceType: 'lamembers' },
    });
    const refused = await writeRelation('PUT', {
      token: member.idToken,
      body: { uId: member.uid, token: `fcm-l-${other.uid}`, serviceType: 'lamembers' },
    });
    expect(refused.body).toMatchObject({ code: 'fcm_relation.token_taken' });
    expect(await usage(member)).toBe('1');

    const linked = await writeRelation('PUT', {
      token: member.idToken,
      body: { uId: member.uid, token: `fcm-l-${member.uid}`, serviceType: 'lamembers' },
    });
    expect(linked.body).toMatchObject({
      rakucomFcmToken: `fcm-r-${member.uid}`,
      lamembersFcmToken: `fcm-l-${member.uid}`,
    });
    expect(await usage(member)).toBe('3');
  });

  // Last: it spends this client's payout budget.
  it('guessing push tokens at payoutToken is rate limited per client (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1)
      statuses.push((await call(api, 'GET', payoutUrl(`guess-${i}`, 'rakucom'))).status);
    expect(statuses).toContain(429);
  });
});
