import { describe, expect, it, vi } from 'vitest';

import { readClientContext, saveClient } from '@member-hub/app-kit/client-context';
import { apiError, memoryStorage } from '../../test/api-errors';
import { demoClient, me } from '../../test/fakes';
import { completePayout, PayoutKey, runPayout, type PayoutDeps } from './payout';
import { tokenOrNone } from '../shared/launch';

const MEMBERS_CLIENT = {
  ...demoClient,
  returnUrl: 'http://localhost:5191/lamember/callback',
  clientId: 'demo-members',
  serviceId: '1006',
};

type Relation = {
  uid: string;
  rakucomFcmToken: string;
  lamembersFcmToken: string;
  fireBaseAuth: string;
};

/** The device assertion the app sends (`device_assertion`); the fake API accepts only it. */
const DEVICE_ASSERTION = 'header.device-assertion.signature';
type PayoutQuery = { token: string; serviceKey: string; deviceAssertion?: string };
const payoutQuery = (token: string, serviceKey: string) => ({
  query: { token, serviceKey, deviceAssertion: DEVICE_ASSERTION },
});

/** A fake member API over an in-memory relation table and member list, as the server answers. */
function setUp(setup: { client?: Record<string, string>; signedIn?: boolean } = {}) {
  const storage = memoryStorage();
  saveClient(storage, (setup.client ?? demoClient) as typeof demoClient);
  const relations: Relation[] = [];
  const members = new Map<string, ReturnType<typeof me>>();
  /** push token → uid the older service names (the payoutToken answer without a relation). */
  const owners = new Map<string, string>();
  let signedIn: string | null = setup.signedIn ? 'someone' : null;
  const column = (service: string) =>
    service === 'rakucom' ? ('rakucomFcmToken' as const) : ('lamembersFcmToken' as const);
  const answer = (row: Relation | undefined, resultCode: number) => ({
    uid: row?.uid ?? '',
    rakucomFcmToken: row?.rakucomFcmToken ?? '',
    rakucomUpdateDate: '',
    lamembersFcmToken: row?.lamembersFcmToken ?? '',
    lamembersUpdateDate: '',
    fireBaseAuth: row?.fireBaseAuth ?? '',
    resultCode,
  });
  const api = {
    getPayoutToken: vi.fn(async ({ query }: { query: PayoutQuery }) => {
      // The device's assertion is the only proof of a push token (single use in the real API).
      if (query.deviceAssertion !== DEVICE_ASSERTION) throw apiError('http', 403, 'push_token.unproven');
      const row = relations.find((r) => r[column(query.serviceKey)] === query.token);
      const uid = row?.uid ?? owners.get(`${query.serviceKey}:${query.token}`);
      if (!uid) throw apiError('http', 404, 'push_token.not_found');
      return { customToken: `ct:${uid}` };
    }),
    getFcmTokenRelation: vi.fn(async ({ query }: { query: { token: string; serviceKey: string } }) => {
      const row = relations.find((r) => r[column(query.serviceKey)] === query.token);
      // Whose relation it is, and its tokens, only for its own signed-in member.
      return answer(row && row.uid === signedIn ? row : undefined, row ? 1 : 2);
    }),
    createFcmTokenRelation: vi.fn(
      async ({
        body,
      }: {
        body: { uId: string; token: string; secondToken?: string; serviceType: string };
      }) => {
        if (relations.some((r) => r.uid === body.uId)) throw apiError('http', 409, 'fcm_relation.exists');
        const row: Relation = {
          uid: body.uId,
          rakucomFcmToken: '',
          lamembersFcmToken: '',
          fireBaseAuth: body.serviceType,
        };
        row[column(body.serviceType)] = body.token;
        if (body.secondToken)
          row[column(body.serviceType === 'rakucom' ? 'lamembers' : 'rakucom')] = body.secondToken;
        relations.push(row);
        return answer(row, 1);
      },
    ),
    updateFcmTokenRelation: vi.fn(
      async ({
        body,
      }: {
        body: { uId: string; token: string; secondToken?: string; serviceType: string };
      }) => {
        let row = relations.find((r) => r.uid === body.uId);
        if (!row) {
          row = { uid: body.uId, rakucomFcmToken: '', lamembersFcmToken: '', fireBaseAuth: body.serviceType };
          relations.push(row);
        }
        row[column(body.serviceType)] = body.token;
        return answer(row, 1);
      },
    ),
    getMe: vi.fn(async () => {
      const found = signedIn ? members.get(signedIn) : undefined;
      if (!found) throw apiError('http', 404, 'member.not_found');
      return found;
    }),
    createMe: vi.fn(async ({ body }: { body: { nickname: string; serviceUsage: string } }) => {
      const created = me({ uid: signedIn!, nickname: body.nickname, serviceUsage: body.serviceUsage as '1' });
      members.set(signedIn!, created);
      return created;
    }),
    updateMe: vi.fn(async ({ body }: { body: { serviceUsage: string } }) => {
      const updated = { ...members.get(signedIn!)!, serviceUsage: body.serviceUsage as '3' };
      members.set(signedIn!, updated);
      return updated;
    }),
    checkNickname: vi.fn(async () => ({ exsist: false })),
    addLoginHistory: vi.fn(async () => undefined),
    authorize: vi.fn(async () => ({ code: 'c1', secureCode: 'sc1' })),
    logout: vi.fn(async () => undefined),
  };
  const identity = {
    waitForAuthReady: vi.fn(async () => (signedIn ? { uid: signedIn } : null)),
    signInWithCustomToken: vi.fn(async (token: string) => {
      signedIn = token.replace(/^ct:/, '');
      return { user: { uid: signedIn }, isNewUser: false };
    }),
    revokeAndSignOut: vi.fn(async (callLogout: () => Promise<void>) => {
      await callLogout();
      signedIn = null;
    }),
    getIdToken: vi.fn(async () => (signedIn ? `id:${signedIn}` : null)),
  };
  const deps = { api, identity, storage } as unknown as PayoutDeps;
  const options = { sleep: async () => undefined };
  return {
    deps,
    api,
    identity,
    storage,
    relations,
    members,
    owners,
    options,
    signedIn: () => signedIn,
    run: (query: Record<string, string>) =>
      runPayout(
        deps,
        readClientContext(storage),
        `?${new URLSearchParams({ device_assertion: DEVICE_ASSERTION, ...query })}`,
        options,
      ),
  };
}

describe('tokenOrNone', () => {
  it("treats '' and the string 'null' as no token", () => {
    expect(tokenOrNone('null')).toBeNull();
    expect(tokenOrNone('')).toBeNull();
    expect(tokenOrNone(undefined)).toBeNull();
    expect(tokenOrNone('fcm-1')).toBe('fcm-1');
  });
});

describe('runPayout without a linkage token', () => {
  it("a first-time member of the community app: a member with usage 1 and a generated nickname, the relation created ('null' is none)", async () => {
    const t = setUp();
    t.owners.set('rakucom:R1', 'RK-1');
    expect(await t.run({ token: 'R1', linkage_fcm_token: 'null' })).toEqual({
      kind: 'complete',
      isNewMember: true,
      relation: 'created',
    });
    expect(t.api.getPayoutToken).toHaveBeenCalledWith(payoutQuery('R1', 'rakucom'));
    expect(t.members.get('RK-1')).toMatchObject({
      serviceUsage: '1',
      nickname: expect.stringMatching(/^[A-Za-z0-9]{5}$/),
    });
    expect(t.relations).toEqual([
      { uid: 'RK-1', rakucomFcmToken: 'R1', lamembersFcmToken: '', fireBaseAuth: 'rakucom' },
    ]);
    expect(t.storage.getItem(PayoutKey.newMember)).toBe('true');
  });

  it('the members app gives usage 2 and a lamembers relation; a signed-in session is revoked first', async () => {
    const t = setUp({ client: MEMBERS_CLIENT, signedIn: true });
    t.owners.set('lamembers:L1', 'RK-2');
    expect((await t.run({ token: 'L1', linkage_fcm_token: 'null' })).kind).toBe('complete');
    expect(t.api.logout).toHaveBeenCalledTimes(1);
    expect(t.members.get('RK-2')?.serviceUsage).toBe('2');
    expect(t.relations[0]).toMatchObject({ uid: 'RK-2', lamembersFcmToken: 'L1', fireBaseAuth: 'lamembers' });
  });

  it('an existing member whose token is already related changes nothing', async () => {
    const t = setUp();
    t.members.set('RK-1', me({ uid: 'RK-1' }));
    t.relations.push({ uid: 'RK-1', rakucomFcmToken: 'R1', lamembersFcmToken: '', fireBaseAuth: 'rakucom' });
    expect(await t.run({ token: 'R1' })).toEqual({
      kind: 'complete',
      isNewMember: false,
      relation: 'unchanged',
    });
    expect(t.api.createMe).not.toHaveBeenCalled();
    expect(t.api.createFcmTokenRelation).not.toHaveBeenCalled();
  });

  it('result 3 is an error: revoked, signed out, nothing written', async () => {
    const t = setUp();
    t.owners.set('rakucom:R1', 'RK-1');
    t.members.set('RK-1', me({ uid: 'RK-1' }));
    t.api.getFcmTokenRelation.mockResolvedValueOnce({
      ...(await t.api.getFcmTokenRelation({ query: { token: 'x', serviceKey: 'rakucom' } })),
      resultCode: 3,
    });
    const result = await t.run({ token: 'R1' });
    expect(result).toMatchObject({ kind: 'failed', error: { message: 'resultCode is not 1' } });
    expect(t.signedIn()).toBeNull();
    expect(t.relations).toEqual([]);
  });

  it('without the device assertion the sign-in is refused: /payout/error, signed out, nothing written', async () => {
    const t = setUp();
    t.owners.set('rakucom:R1', 'RK-1');
    const result = await t.run({ token: 'R1', device_assertion: '' });
    expect(result).toMatchObject({ kind: 'failed', error: { code: 'push_token.unproven' } });
    expect(t.identity.signInWithCustomToken).not.toHaveBeenCalled();
    expect(t.signedIn()).toBeNull();
    expect(t.relations).toEqual([]);
    expect(t.members.size).toBe(0);
  });

  it('no token at all fails without a call', async () => {
    const t = setUp();
    expect((await t.run({ linkage_fcm_token: 'null' })).kind).toBe('failed');
    expect(t.api.getPayoutToken).not.toHaveBeenCalled();
  });
});

describe('runPayout with a linkage token', () => {
  it("the same person from the second app: the relation found by the linkage token gets the members app's token, the member usage 3", async () => {
    const t = setUp({ client: MEMBERS_CLIENT });
    t.members.set('RK-1', me({ uid: 'RK-1', serviceUsage: '1' }));
    t.relations.push({ uid: 'RK-1', rakucomFcmToken: 'R1', lamembersFcmToken: '', fireBaseAuth: 'rakucom' });
    expect(await t.run({ token: 'L1', linkage_fcm_token: 'R1' })).toEqual({
      kind: 'complete',
      isNewMember: false,
      relation: 'updated',
    });
    // Signed in with the service the relation's fireBaseAuth names.
    expect(t.api.getPayoutToken).toHaveBeenCalledWith(payoutQuery('R1', 'rakucom'));
    expect(t.relations).toEqual([
      { uid: 'RK-1', rakucomFcmToken: 'R1', lamembersFcmToken: 'L1', fireBaseAuth: 'rakucom' },
    ]);
    expect(t.api.updateMe).toHaveBeenCalledWith({ body: { serviceUsage: '3', memberStatus: '1' } });
    expect(t.members.get('RK-1')?.serviceUsage).toBe('3');
  });

  it('a relation found whose member record is missing: the member is created with usage 3', async () => {
    const t = setUp({ client: MEMBERS_CLIENT });
    t.relations.push({ uid: 'RK-1', rakucomFcmToken: 'R1', lamembersFcmToken: '', fireBaseAuth: 'rakucom' });
    expect(await t.run({ token: 'L1', linkage_fcm_token: 'R1' })).toMatchObject({ isNewMember: true });
    expect(t.members.get('RK-1')?.serviceUsage).toBe('3');
    expect(t.api.updateMe).not.toHaveBeenCalled();
  });

  it('the linkage token not found, the main token found: signed in by that relation, updated with the linkage token', async () => {
    const t = setUp();
    t.members.set('RK-1', me({ uid: 'RK-1', serviceUsage: '1' }));
    t.relations.push({ uid: 'RK-1', rakucomFcmToken: 'R1', lamembersFcmToken: '', fireBaseAuth: 'rakucom' });
    expect(await t.run({ token: 'R1', linkage_fcm_token: 'L1' })).toMatchObject({ relation: 'updated' });
    expect(t.api.getFcmTokenRelation.mock.calls.map(([c]) => c.query)).toEqual([
      { token: 'L1', serviceKey: 'lamembers' },
      { token: 'R1', serviceKey: 'rakucom' },
      // Signed in: the relation's own member reads its tokens.
      { token: 'R1', serviceKey: 'rakucom' },
    ]);
    expect(t.relations[0]).toMatchObject({ rakucomFcmToken: 'R1', lamembersFcmToken: 'L1' });
    expect(t.members.get('RK-1')?.serviceUsage).toBe('3');
  });

  it('neither token known: signed in with the linkage token, a usage-3 member and one relation with both tokens', async () => {
    const t = setUp({ client: MEMBERS_CLIENT });
    t.owners.set('rakucom:R1', 'RK-9');
    expect(await t.run({ token: 'L1', linkage_fcm_token: 'R1' })).toEqual({
      kind: 'complete',
      isNewMember: true,
      relation: 'created',
    });
    expect(t.api.getPayoutToken).toHaveBeenCalledWith(payoutQuery('R1', 'rakucom'));
    expect(t.members.get('RK-9')?.serviceUsage).toBe('3');
    expect(t.relations).toEqual([
      { uid: 'RK-9', rakucomFcmToken: 'R1', lamembersFcmToken: 'L1', fireBaseAuth: 'lamembers' },
    ]);
  });

  it('an existing member with an older relation (both apps reinstalled): the relation is updated, not duplicated', async () => {
    const t = setUp({ client: MEMBERS_CLIENT });
    t.owners.set('rakucom:R2', 'RK-1');
    t.members.set('RK-1', me({ uid: 'RK-1', serviceUsage: '3' }));
    t.relations.push({
      uid: 'RK-1',
      rakucomFcmToken: 'R1',
      lamembersFcmToken: 'L1',
      fireBaseAuth: 'rakucom',
    });
    expect((await t.run({ token: 'L2', linkage_fcm_token: 'R2' })).kind).toBe('complete');
    expect(t.relations).toHaveLength(1);
    expect(t.relations[0]).toMatchObject({ lamembersFcmToken: 'L2' });
  });

  it('any other result of the linkage lookup is an error; so is a failing call mid-flow, which leaves the session revoked', async () => {
    const t = setUp({ client: MEMBERS_CLIENT });
    t.api.getFcmTokenRelation.mockResolvedValueOnce({
      uid: '',
      rakucomFcmToken: '',
      rakucomUpdateDate: '',
      lamembersFcmToken: '',
      lamembersUpdateDate: '',
      fireBaseAuth: '',
      resultCode: 3,
    });
    expect(await t.run({ token: 'L1', linkage_fcm_token: 'R1' })).toMatchObject({ kind: 'failed' });
    expect(t.api.getPayoutToken).not.toHaveBeenCalled();

    const u = setUp({ client: MEMBERS_CLIENT });
    u.members.set('RK-1', me({ uid: 'RK-1' }));
    u.relations.push({ uid: 'RK-1', rakucomFcmToken: 'R1', lamembersFcmToken: '', fireBaseAuth: 'rakucom' });
    u.api.updateFcmTokenRelation.mockRejectedValueOnce(apiError('server', 500, 'server.error'));
    const failed = await u.run({ token: 'L1', linkage_fcm_token: 'R1' });
    expect(failed).toMatchObject({ kind: 'failed', error: { status: 500 } });
    expect(u.identity.revokeAndSignOut).toHaveBeenCalled();
    expect(u.signedIn()).toBeNull();
    expect(u.relations[0]).toMatchObject({ lamembersFcmToken: '' });
    expect(u.api.updateMe).not.toHaveBeenCalled();
  });

  it("a sign-in refused is reported as 'sign in with custom token failed'", async () => {
    const t = setUp();
    t.owners.set('rakucom:R1', 'RK-1');
    t.identity.signInWithCustomToken.mockRejectedValueOnce(new Error('auth/invalid-custom-token'));
    expect(await t.run({ token: 'R1' })).toMatchObject({
      kind: 'failed',
      error: { message: 'sign in with custom token failed' },
    });
  });
});

describe('completePayout', () => {
  it("records a login history ('register' for a member made by the payout) and the authorization, then hands back", async () => {
    const t = setUp();
    t.owners.set('rakucom:R1', 'RK-1');
    await t.run({ token: 'R1' });
    expect(await completePayout(t.deps, readClientContext(t.deps.storage))).toEqual({
      kind: 'redirect',
      url: '/memberbase/v1/authorization?code=c1&secure_code=sc1',
    });
    expect(t.api.addLoginHistory).toHaveBeenCalledWith({
      body: { provider: 'register', serviceName: '1', returnUrl: demoClient.returnUrl },
    });
    expect(t.api.authorize).toHaveBeenCalledWith({ body: demoClient });
    expect(t.storage.getItem(PayoutKey.newMember)).toBeNull();
  });

  it("a returning member's history says 'login' with the members service code", async () => {
    const t = setUp({ client: MEMBERS_CLIENT });
    t.members.set('RK-1', me({ uid: 'RK-1', serviceUsage: '3' }));
    t.relations.push({
      uid: 'RK-1',
      rakucomFcmToken: 'R1',
      lamembersFcmToken: 'L1',
      fireBaseAuth: 'rakucom',
    });
    await t.run({ token: 'L1', linkage_fcm_token: 'R1' });
    expect((await completePayout(t.deps, readClientContext(t.deps.storage))).kind).toBe('redirect');
    expect(t.api.addLoginHistory).toHaveBeenCalledWith({
      body: { provider: 'login', serviceName: '2', returnUrl: MEMBERS_CLIENT.returnUrl },
    });
  });

  it('without a sign-in it fails and signs out', async () => {
    const t = setUp();
    expect((await completePayout(t.deps, readClientContext(t.deps.storage))).kind).toBe('failed');
    expect(t.api.authorize).not.toHaveBeenCalled();
    expect(t.identity.revokeAndSignOut).toHaveBeenCalled();
  });
});
