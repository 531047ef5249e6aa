import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TestBrowser } from '../../test/browser';
import {
  call,
  databaseKinds,
  emulatorFetch,
  freePort,
  HUB_ORIGIN,
  signUp,
  startTestApi,
  type TestApi,
} from '../../test/helpers';
import { startCarrierStandIn, type RunningCarrier } from '../../test/stand-ins';
import { daccountEntries, daccountLinks, members } from '../db/schema';

// The carrier relay over real HTTP against the carrier's OpenID Provider stand-in (its own
// process), driven like a browser: relay page → the stand-in's login form → callback → the hub.

let carrier: RunningCarrier;
let api: TestApi;

beforeAll(async () => {
  carrier = await startCarrierStandIn(HUB_ORIGIN);
  api = await startTestApi('pglite', {
    config: {
      carrier: { issuer: carrier.issuer, clientId: carrier.clientId, clientSecret: carrier.clientSecret },
      // Every carrier login here comes from one address: the per-address limits (tested in
      // abuse-limits.test.ts) would otherwise end this file's many logins.
      rateLimitScale: 20,
    },
  });
});
afterAll(async () => {
  await api?.stop();
  await carrier?.stop();
});

const random11 = () => randomBytes(16).toString('hex').slice(0, 11);
const hubPage = `${HUB_ORIGIN}/daccountRegister/auth?returnUrl=${encodeURIComponent('http://localhost:5190/callback')}&clientId=demo-community`;

function browser(target: TestApi = api): TestBrowser {
  // The gateway origin the browser sees → the member API under test.
  return new TestBrowser((url) =>
    url.origin === HUB_ORIGIN && url.pathname.startsWith('/member/v1/')
      ? new URL(url.pathname + url.search, target.url)
      : url,
  );
}

async function authRegister(target: TestApi = api, overrides: Record<string, unknown> = {}) {
  const rpState = random11();
  const rpNonce = random11();
  const res = await call<{ oneTimeToken: string }>(target, 'POST', '/member/v1/daccountEntry!authRegister', {
    body: { rpState, rpNonce, redirectUrl: hubPage, careerServiceId: '01', scope: 'claim_all', ...overrides },
  });
  return { ...res, rpState, rpNonce };
}

const form = (values: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values).toString(),
});

/** Relay page → carrier login page; answers the login page URL. */
async function openCarrierLogin(b: TestBrowser, oneTimeToken: string): Promise<URL> {
  const relayUrl = `${HUB_ORIGIN}/member/v1/daccountEntry/relay/${oneTimeToken}`;
  const relay = await b.fetch(relayUrl);
  expect(relay.status).toBe(302);
  const authorize = TestBrowser.location(relay, relayUrl);
  expect(authorize.origin).toBe(carrier.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('scope')).toBe('openid claim_all');
  const toLogin = await b.fetch(authorize);
  const loginUrl = TestBrowser.location(toLogin, authorize);
  const page = await b.fetch(loginUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('dアカウント');
  return loginUrl;
}

/** Submits the stand-in's login form and follows the carrier back to the callback. */
async function loginAtCarrier(
  b: TestBrowser,
  loginUrl: URL,
  loginId: string,
  password: string,
): Promise<URL> {
  const login = await b.fetch(`${loginUrl.href}/login`, form({ loginId, password }));
  expect(login.status).toBe(303);
  const resumeUrl = TestBrowser.location(login, loginUrl);
  const resume = await b.fetch(resumeUrl);
  const callback = TestBrowser.location(resume, resumeUrl);
  expect(`${callback.origin}${callback.pathname}`).toBe(`${HUB_ORIGIN}/member/v1/daccountEntry/callback`);
  return callback;
}

/** The whole relay with a seeded account; answers where the relay sent the browser. */
async function carrierLogin(
  b: TestBrowser,
  loginId = 'dtest01',
  password = 'dpass-0001',
  target: TestApi = api,
) {
  const started = await authRegister(target);
  expect(started.status).toBe(200);
  const loginUrl = await openCarrierLogin(b, started.body.oneTimeToken);
  const callback = await loginAtCarrier(b, loginUrl, loginId, password);
  const back = await b.fetch(callback);
  expect(back.status).toBe(302);
  return { ...started, back: TestBrowser.location(back, callback), callback };
}

async function json(b: TestBrowser, path: string) {
  const res = await b.fetch(`${HUB_ORIGIN}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

describe('the carrier relay', () => {
  it("the carrier's nickname is the server's: a client query value of that name never stands in for it", async () => {
    const b = browser();
    const forged = new URL(hubPage);
    forged.searchParams.set('carrierNickname', 'forged');
    const started = await authRegister(api, { redirectUrl: forged.href });
    expect(started.status).toBe(200);
    const loginUrl = await openCarrierLogin(b, started.body.oneTimeToken);
    const callback = await loginAtCarrier(b, loginUrl, 'dtest02', 'dpass-0002');
    expect((await b.fetch(callback)).status).toBe(302);
    const entry = await json(b, `/member/v1/daccountEntry?state=${started.rpState}`);
    expect(entry.body.carrierNickname).toBe('たろう');
  });

  it('signs a seeded carrier account in: entry by state, no user yet, one custom token for a DA- uid', async () => {
    const b = browser();
    const { back, rpState } = await carrierLogin(b);
    expect(`${back.origin}${back.pathname}`).toBe(`${HUB_ORIGIN}/daccountRegister/auth`);
    expect(back.search).toBe(new URL(hubPage).search); // the redirect URL as the hub gave it
    expect(back.searchParams.get('daccountError')).toBeNull();

    const entry = await json(b, `/member/v1/daccountEntry?state=${rpState}`);
    expect(entry).toEqual({
      status: 200,
      body: {
        daccountEntryUserId: 'dac-sub-0000000001',
        returnUrl: 'http://localhost:5190/callback',
        clientId: 'demo-community',
        // The nickname claim of the verified ID token (the stand-in's seeded さくら).
        carrierNickname: 'さくら',
      },
    });
    // Nobody is linked to this carrier account yet: "no user".
    const user = await json(b, '/member/v1/daccount/dac-sub-0000000001');
    expect(user.status).toBe(404);
    expect(user.body.code).toBe('daccount.user_not_found');

    const token = await json(b, '/member/v1/daccountEntry!token?daccountEntryUserId=dac-sub-0000000001');
    expect(token.status).toBe(200);
    // The custom token really signs in at the Auth emulator, as a DA- uid.
    const signIn = await emulatorFetch(
      `/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: token.body.customToken, returnSecureToken: true }),
      },
    );
    expect(signIn.status).toBe(200);
    const { idToken } = (await signIn.json()) as { idToken: string };
    const uid = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).user_id as string;
    expect(uid).toMatch(/^DA-/);

    // One custom token per carrier login.
    const again = await json(b, '/member/v1/daccountEntry!token?daccountEntryUserId=dac-sub-0000000001');
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('daccount.token_used');

    // Once the member record exists, the carrier account has a user, and the next login signs in as the same uid.
    await api.deps.db.insert(members).values({ uid, nickname: 'さくら', nicknameKey: `さくら-${uid}` });
    expect((await json(b, '/member/v1/daccount/dac-sub-0000000001')).status).toBe(200);
    const next = browser();
    await carrierLogin(next);
    expect((await json(next, '/member/v1/daccount/dac-sub-0000000001')).status).toBe(200);
    const second = await json(next, '/member/v1/daccountEntry!token?daccountEntryUserId=dac-sub-0000000001');
    const payload = JSON.parse(Buffer.from(second.body.customToken!.split('.')[1]!, 'base64url').toString());
    expect(payload.uid).toBe(uid);
    // Says how the member signed in (the ID token's amr: fed).
    expect(payload.claims).toEqual({ signInMethod: 'd-account' });
  });

  it('answers the entry, the user check and the token only to the browser that signed in at the carrier', async () => {
    const { rpState } = await carrierLogin(browser(), 'dtest02', 'dpass-0002');
    const stranger = browser();
    expect((await json(stranger, `/member/v1/daccountEntry?state=${rpState}`)).status).toBe(404);
    expect((await json(stranger, '/member/v1/daccount/dac-sub-0000000002')).status).toBe(403);
    const token = await json(
      stranger,
      '/member/v1/daccountEntry!token?daccountEntryUserId=dac-sub-0000000002',
    );
    expect(token.status).toBe(403);
    expect(token.body.code).toBe('daccount.entry_mismatch');
  });

  it('refuses a one-time token used twice (the relay page is single use)', async () => {
    const { body } = await authRegister();
    const b = browser();
    await openCarrierLogin(b, body.oneTimeToken);
    const replay = await browser().fetch(`${HUB_ORIGIN}/member/v1/daccountEntry/relay/${body.oneTimeToken}`);
    expect(replay.status).toBe(410);
    expect(replay.headers.get('location')).toBeNull();
    expect(await replay.text()).toContain('dアカウントでのログインを始められませんでした');
    const unknown = await browser().fetch(`${HUB_ORIGIN}/member/v1/daccountEntry/relay/not-a-token`);
    expect(unknown.status).toBe(410);
    // The one-time token is never logged (it is a path segment).
    expect(api.logText()).not.toContain(body.oneTimeToken);
    expect(api.logText()).toContain('/member/v1/daccountEntry/relay/…');
  });

  it('refuses a one-time token after its short life (5 minutes)', async () => {
    const { body } = await authRegister();
    api.clock.offsetMs = 5 * 60_000 + 1_000;
    try {
      const late = await browser().fetch(`${HUB_ORIGIN}/member/v1/daccountEntry/relay/${body.oneTimeToken}`);
      expect(late.status).toBe(410);
    } finally {
      api.clock.offsetMs = 0;
    }
  });

  it('refuses a callback whose state does not match: back to the hub with daccountError, no entry', async () => {
    const { body, rpState } = await authRegister();
    const b = browser();
    const loginUrl = await openCarrierLogin(b, body.oneTimeToken);
    const callback = await loginAtCarrier(b, loginUrl, 'dtest03', 'dpass-0003');
    callback.searchParams.set('state', random11());
    const back = await b.fetch(callback);
    const target = TestBrowser.location(back, callback);
    expect(target.searchParams.get('daccountError')).toBe('state_mismatch');
    expect((await json(b, `/member/v1/daccountEntry?state=${rpState}`)).status).toBe(404);
    // The right callback afterwards is refused too: the login is over.
    callback.searchParams.set('state', rpState);
    expect((await b.fetch(callback)).status).toBe(400);
  });

  it('sends a cancelled carrier login back to the hub with daccountError=denied', async () => {
    const { body } = await authRegister();
    const b = browser();
    const loginUrl = await openCarrierLogin(b, body.oneTimeToken);
    const abort = await b.fetch(`${loginUrl.href}/abort`, form({}));
    const resumeUrl = TestBrowser.location(abort, loginUrl);
    const callback = TestBrowser.location(await b.fetch(resumeUrl), resumeUrl);
    const back = TestBrowser.location(await b.fetch(callback), callback);
    expect(back.searchParams.get('daccountError')).toBe('denied');
  });

  it('checks the auth-register body: career service id 01, scope claim_all, 11-character state, own redirect', async () => {
    expect((await authRegister(api, { careerServiceId: '02' })).status).toBe(400);
    expect((await authRegister(api, { scope: 'openid' })).status).toBe(400);
    expect((await authRegister(api, { rpState: 'short' })).status).toBe(400);
    const elsewhere = await authRegister(api, { redirectUrl: 'https://evil.example/daccountRegister/auth' });
    expect(elsewhere.status).toBe(400);
    expect((elsewhere.body as unknown as { code: string }).code).toBe('daccount.redirect_invalid');
  });
});

describe('the carrier relay with the carrier down', () => {
  let down: TestApi;
  beforeAll(async () => {
    const closed = await freePort();
    down = await startTestApi('pglite', {
      config: {
        carrier: { issuer: `http://localhost:${closed}`, clientId: 'member-hub-relay', clientSecret: 'x' },
      },
    });
  });
  afterAll(() => down?.stop());

  it('sends the browser back to the hub with daccountError=unavailable and writes no link', async () => {
    const { body, rpState } = await authRegister(down);
    expect(body.oneTimeToken).toBeTruthy();
    const b = browser(down);
    const relayUrl = `${HUB_ORIGIN}/member/v1/daccountEntry/relay/${body.oneTimeToken}`;
    const relay = await b.fetch(relayUrl);
    expect(relay.status).toBe(302);
    const back = TestBrowser.location(relay, relayUrl);
    expect(`${back.origin}${back.pathname}`).toBe(`${HUB_ORIGIN}/daccountRegister/auth`);
    expect(back.searchParams.get('daccountError')).toBe('unavailable');
    expect((await json(b, `/member/v1/daccountEntry?state=${rpState}`)).status).toBe(404);
    const [entry] = await down.deps.db
      .select()
      .from(daccountEntries)
      .where(eq(daccountEntries.state, rpState));
    expect(entry).toMatchObject({ status: 'failed', failure: 'unavailable', daccountEntryUserId: null });
    expect(await down.deps.db.select().from(daccountLinks)).toEqual([]);
  });
});

describe('linking a carrier account to the signed-in member (PUT / DELETE /member/v1/me/daccount)', () => {
  async function memberOf(uid: string) {
    const [row] = await api.deps.db.select().from(members).where(eq(members.uid, uid));
    return row;
  }
  async function newMember() {
    const user = await signUp();
    await api.deps.db
      .insert(members)
      .values({ uid: user.uid, nickname: 'もみじ', nicknameKey: `もみじ-${user.uid}` });
    return user;
  }
  async function link(b: TestBrowser, idToken: string, state: string) {
    const res = await b.fetch(`${HUB_ORIGIN}/member/v1/me/daccount`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ state }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  }

  it('links the member to the carrier login of this browser once; the carrier account then has that user', async () => {
    const member = await newMember();
    const b = browser();
    const { rpState } = await carrierLogin(b, 'dtest04', 'dpass-0004');
    // Another browser with the state alone links nothing.
    expect((await link(browser(), member.idToken, rpState)).status).toBe(403);

    const linked = await link(b, member.idToken, rpState);
    expect(linked).toEqual({ status: 200, body: { daccountEntryUserId: 'dac-sub-0000000004' } });
    expect((await memberOf(member.uid))?.daccountEntryUserId).toBe('dac-sub-0000000004');
    expect((await json(b, '/member/v1/daccount/dac-sub-0000000004')).status).toBe(200);
    // The carrier login is used up: no second link, no custom token from it.
    expect((await link(b, member.idToken, rpState)).status).toBe(403);
    const token = await json(b, '/member/v1/daccountEntry!token?daccountEntryUserId=dac-sub-0000000004');
    expect(token.status).toBe(403);

    // The next carrier login of this account signs in as the linked member.
    const next = browser();
    await carrierLogin(next, 'dtest04', 'dpass-0004');
    const again = await json(next, '/member/v1/daccountEntry!token?daccountEntryUserId=dac-sub-0000000004');
    const payload = JSON.parse(Buffer.from(again.body.customToken!.split('.')[1]!, 'base64url').toString());
    expect(payload.uid).toBe(member.uid);

    // A second member cannot take the same carrier account: 409, nothing written.
    const other = await newMember();
    const third = browser();
    const { rpState: otherState } = await carrierLogin(third, 'dtest04', 'dpass-0004');
    const refused = await link(third, other.idToken, otherState);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('daccount.already_linked');
    expect((await memberOf(other.uid))?.daccountEntryUserId).toBeNull();

    // Unlink: the column is cleared, the carrier account has no user again.
    const unlinked = await call(api, 'DELETE', '/member/v1/me/daccount', { token: member.idToken });
    expect(unlinked.status).toBe(204);
    expect((await memberOf(member.uid))?.daccountEntryUserId).toBeNull();
    const after = browser();
    await carrierLogin(after, 'dtest04', 'dpass-0004');
    expect((await json(after, '/member/v1/daccount/dac-sub-0000000004')).status).toBe(404);
  });

  it('refuses to unlink a member the carrier account created (DA- uid): 403, the link stays', async () => {
    const b = browser();
    await carrierLogin(b, 'dtest06', 'dpass-0006');
    const token = await json(b, '/member/v1/daccountEntry!token?daccountEntryUserId=dac-sub-0000000006');
    const signIn = await emulatorFetch(
      `/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: token.body.customToken, returnSecureToken: true }),
      },
    );
    const { idToken } = (await signIn.json()) as { idToken: string };
    const uid = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).user_id as string;
    expect(uid).toMatch(/^DA-/);
    await api.deps.db.insert(members).values({
      uid,
      nickname: 'かえで',
      nicknameKey: `かえで-${uid}`,
      daccountEntryUserId: 'dac-sub-0000000006',
    });
    const refused = await call<{ code: string }>(api, 'DELETE', '/member/v1/me/daccount', { token: idToken });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('daccount.unlink_refused');
    expect((await memberOf(uid))?.daccountEntryUserId).toBe('dac-sub-0000000006');
  });

  it('refuses linkage without a sign-in (401) and for a user without a member record (404)', async () => {
    const b = browser();
    const { rpState } = await carrierLogin(b, 'dtest05', 'dpass-0005');
    const anonymous = await b.fetch(`${HUB_ORIGIN}/member/v1/me/daccount`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: rpState }),
    });
    expect(anonymous.status).toBe(401);
    const stranger = await signUp();
    expect((await link(b, stranger.idToken, rpState)).status).toBe(404);
    expect((await call(api, 'DELETE', '/member/v1/me/daccount', { token: stranger.idToken })).status).toBe(
      404,
    );
  });
});

// Two members linking one carrier account at once both pass linkCarrierAccount's check on
// PostgreSQL (each locks only its own row); the unique index lets one commit (migration 0008).
describe.each(databaseKinds())('linking one carrier account twice at once (%s)', (kind) => {
  let target: TestApi;
  beforeAll(async () => {
    target =
      kind === 'pglite'
        ? api
        : await startTestApi(kind, {
            config: {
              carrier: {
                issuer: carrier.issuer,
                clientId: carrier.clientId,
                clientSecret: carrier.clientSecret,
              },
              rateLimitScale: 20,
            },
          });
  });
  afterAll(async () => {
    if (target !== api) await target?.stop();
  });

  it('one member gets it, the other 409 daccount.already_linked; one member holds it', async () => {
    const newMember = async () => {
      const user = await signUp();
      await target.deps.db
        .insert(members)
        .values({ uid: user.uid, nickname: 'かえで', nicknameKey: `かえで-${user.uid}` });
      return user;
    };
    const link = async (b: TestBrowser, idToken: string, state: string) => {
      const res = await b.fetch(`${HUB_ORIGIN}/member/v1/me/daccount`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ state }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, string> };
    };
    // Several rounds: a lost race shows on any of them.
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = [await newMember(), await newMember()];
      const [browserA, browserB] = [browser(target), browser(target)];
      const loginA = await carrierLogin(browserA, 'dtest02', 'dpass-0002', target);
      const loginB = await carrierLogin(browserB, 'dtest02', 'dpass-0002', target);
      const answers = await Promise.all([
        link(browserA, a.idToken, loginA.rpState),
        link(browserB, b.idToken, loginB.rpState),
      ]);
      expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
      expect(answers.find((x) => x.status === 409)?.body.code).toBe('daccount.already_linked');
      const holders = await target.deps.db
        .select({ uid: members.uid })
        .from(members)
        .where(eq(members.daccountEntryUserId, 'dac-sub-0000000002'));
      expect(holders).toHaveLength(1);
      // Free the carrier account for the next round.
      const holder = holders[0]!.uid === a.uid ? a : b;
      expect((await call(target, 'DELETE', '/member/v1/me/daccount', { token: holder.idToken })).status).toBe(
        204,
      );
    }
  });
});
