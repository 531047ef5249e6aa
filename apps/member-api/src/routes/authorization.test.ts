import { randomBytes } from 'node:crypto';

import { ServiceId, serviceIdQueryOf, serviceLockIdOf, SsoService } from '@member-hub/enums';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  call,
  databaseKinds,
  demoTestClient,
  emulatorFetch,
  freePort,
  memberBody,
  redeemCode,
  signIn,
  signUp,
  signUpMember,
  startOnFreePorts,
  startTestApi,
  verifyEmail,
  type TestApi,
  type TestClient,
} from '../../test/helpers';
import { members, oidcPayloads, serviceLocks } from '../db/schema';
import { SIGN_IN_METHOD_CLAIM } from '../identity';
import { encryptedIdCipherOf } from '../members/encrypted-id-cipher';
import { demoClients } from '../oidc/clients';
import { loadOidcSettings } from '../oidc/settings';

import { authorizationModule } from './authorization';
import { loginModule } from './login';
import { meModule } from './me';

// The hand-back and the OpenID Provider through HTTP: real Auth emulator, real server, and a
// real OpenID client (openid-client 6) doing discovery, code exchange and ID token checks.
// The default client list is the two demo services (apps/demo-service).
const COMMUNITY = demoTestClient('demo-community');
const MEMBERS = demoTestClient('demo-members');
/** A third client, of a service whose site does not frame the prefecture screen (the point site). */
const POINT = {
  clientId: 'test-point',
  secret: 'test-point-client-secret',
  returnUrl: 'http://localhost:5192/callback',
};

/** A minimal browser: follows redirects on our own origin by hand and keeps cookies per path. */
class Browser {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  constructor(private readonly origin: string) {}

  private cookieHeader(path: string): string {
    return [...this.cookies.entries()]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  private store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const path = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attrs.some(
        (a) =>
          /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now()),
      );
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, { value: pair!.slice(eq + 1), path });
    }
  }

  /** GET url, following redirects while they stay on the origin; answers the last response. */
  async visit(url: string): Promise<{ status: number; location: string | null; text: string }> {
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      const target = new URL(current);
      const res = await fetch(target, {
        redirect: 'manual',
        headers: { cookie: this.cookieHeader(target.pathname) },
      });
      this.store(res);
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        const next = new URL(location, target);
        if (next.origin !== this.origin) return { status: res.status, location: next.href, text: '' };
        current = next.href;
        continue;
      }
      return { status: res.status, location, text: await res.text() };
    }
    throw new Error('too many redirects');
  }
}

/** The protected header of a compact JWS. */
const jwsHeader = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString()) as { alg: string; kid: string };

describe.each(databaseKinds())('authorization (%s)', (kind) => {
  let api: TestApi;
  let user: { uid: string; idToken: string };
  let nickname: string;
  let issuer: string;

  beforeAll(async () => {
    // The issuer must be this server's own origin so that discovery works without the gateway.
    // Fresh ports again when the one chosen was taken before the server bound it.
    api = await startOnFreePorts(async () => {
      const port = await freePort();
      const hubPublicOrigin = `http://127.0.0.1:${port}`;
      const oidcSettings = loadOidcSettings(hubPublicOrigin, process.env);
      const point = {
        client_id: POINT.clientId,
        client_secret: POINT.secret,
        redirect_uris: [POINT.returnUrl],
        service_id: SsoService.Point,
      };
      return startTestApi(kind, {
        config: {
          port,
          hubPublicOrigin,
          oidc: { ...oidcSettings, clients: [...demoClients(process.env), point] },
        },
        modules: [meModule, loginModule, authorizationModule],
      });
    });
    issuer = `${api.url}/memberbase/v1/oidc`;
    const signedUp = await signUp();
    const body = memberBody();
    nickname = body.nickname as string;
    expect((await call(api, 'POST', '/member/v1/me', { token: signedUp.idToken, body })).status).toBe(200);
    user = signedUp;
  });
  afterAll(async () => {
    await api?.stop();
  });

  const entry = (client = COMMUNITY, extra: Record<string, unknown> = {}) => ({
    returnUrl: client.returnUrl,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    scope: 'openid',
    clientId: client.clientId,
    ...extra,
  });
  const issue = (body: Record<string, unknown>, token = user.idToken) =>
    call<{ code: string; secureCode: string }>(api, 'POST', '/member/v1/authorization', {
      token,
      body,
    });
  /** Discovery as the client's server does it (openid-client; plain http on this test server). */
  const discover = (client: TestClient, execute = [oidc.allowInsecureRequests]) =>
    oidc.discovery(
      new URL(issuer),
      client.clientId,
      { redirect_uris: [client.returnUrl] },
      oidc.ClientSecretBasic(client.secret),
      { execute },
    );
  const handBackUrl = (code: string, secureCode: string) =>
    `${api.url}/memberbase/v1/authorization?code=${encodeURIComponent(code)}&secure_code=${encodeURIComponent(secureCode)}`;

  it('issues code and secureCode to a signed-in member, and refuses without a token', async () => {
    const res = await issue(entry());
    expect(res.status).toBe(200);
    expect(res.body.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.secureCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const anonymous = await call(api, 'POST', '/member/v1/authorization', { body: entry() });
    expect(anonymous.status).toBe(401);
  });

  it('refuses an unknown client, a returnUrl that is not its registered redirect, and a scope without openid', async () => {
    expect(await issue(entry(COMMUNITY, { clientId: 'nobody' }))).toMatchObject({
      status: 400,
      body: { code: 'client.invalid' },
    });
    expect(await issue(entry(COMMUNITY, { returnUrl: 'https://evil.example/callback' }))).toMatchObject({
      status: 400,
      body: { code: 'client.invalid' },
    });
    // The other client's redirect is not this client's.
    expect(await issue(entry(COMMUNITY, { returnUrl: MEMBERS.returnUrl }))).toMatchObject({
      status: 400,
      body: { code: 'client.invalid' },
    });
    expect(await issue(entry(COMMUNITY, { scope: 'email' }))).toMatchObject({
      status: 400,
      body: { code: 'client.invalid' },
    });
  });

  it('refuses a hand-back to the client of a service the member is locked for (403 member.locked), whatever serviceId the body names', async () => {
    const locked = await signUpMember(api);
    await api.deps.db
      .insert(serviceLocks)
      .values({ uid: locked.uid, serviceId: serviceLockIdOf(ServiceId.Community) });
    const issueFor = (body: Record<string, unknown>) =>
      call(api, 'POST', '/member/v1/authorization', { token: locked.idToken, body });

    expect(await issueFor(entry(COMMUNITY))).toMatchObject({ status: 403, body: { code: 'member.locked' } });
    // The client's registered service decides, not the caller's serviceId.
    expect(
      await issueFor(entry(COMMUNITY, { serviceId: serviceIdQueryOf(ServiceId.Membership) })),
    ).toMatchObject({
      status: 403,
      body: { code: 'member.locked' },
    });
    // The other service stays open, and other members are not locked.
    expect((await issueFor(entry(MEMBERS))).status).toBe(200);
    expect((await issue(entry(COMMUNITY))).status).toBe(200);
  });

  it('shows a Japanese error page (400, no redirect) for a wrong secure_code, and the code is then burnt', async () => {
    const { body } = await issue(entry());
    const browser = new Browser(api.url);
    const wrong = await browser.visit(handBackUrl(body.code, 'wrong-secure-code'));
    expect(wrong.status).toBe(400);
    expect(wrong.location).toBeNull();
    expect(wrong.text).toContain('ログインできませんでした');
    expect((await browser.visit(handBackUrl(body.code, body.secureCode))).status).toBe(400);
  });

  it('refuses a hand-back used twice, and one older than its lifetime', async () => {
    const { body } = await issue(entry());
    // A link checker's HEAD does not use the code up.
    expect(
      (await fetch(handBackUrl(body.code, body.secureCode), { method: 'HEAD', redirect: 'manual' })).status,
    ).toBe(405);
    const first = await new Browser(api.url).visit(handBackUrl(body.code, body.secureCode));
    expect(first.location).toMatch(/^http:\/\/localhost:5190\/callback\?/);
    expect((await new Browser(api.url).visit(handBackUrl(body.code, body.secureCode))).status).toBe(400);

    const late = await issue(entry());
    api.clock.offsetMs = 61_000;
    try {
      expect(
        (await new Browser(api.url).visit(handBackUrl(late.body.code, late.body.secureCode))).status,
      ).toBe(400);
    } finally {
      api.clock.offsetMs = 0;
    }
  });

  it('completes a standard OpenID Connect code flow with openid-client; the code works once', async () => {
    const sent = entry();
    const { body } = await issue(sent);
    const back = await new Browser(api.url).visit(handBackUrl(body.code, body.secureCode));
    const callback = new URL(back.location!);
    expect(callback.origin + callback.pathname).toBe(COMMUNITY.returnUrl);
    expect(callback.searchParams.get('state')).toBe(sent.state);
    expect(callback.searchParams.get('iss')).toBe(issuer);

    const config = await discover(COMMUNITY, [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks]);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      expectedState: sent.state,
      expectedNonce: sent.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({
      iss: issuer,
      aud: COMMUNITY.clientId,
      sub: user.uid,
      nonce: sent.nonce,
      nickname,
    });
    // The embedded prefecture flow's encrypted_id: sealed, it opens to the member on this server.
    expect(typeof claims.encrypted_id).toBe('string');
    expect(claims.encrypted_id).not.toContain(user.uid);
    expect(encryptedIdCipherOf(api.deps.config).open(claims.encrypted_id as string, new Date())).toBe(
      user.uid,
    );
    expect(tokens.refresh_token).toBeUndefined();
    // The community demo client is registered for ES256: signed with the published EC key
    // (openid-client verified the signature against the JWKS above); discovery offers both algs.
    const published = (await (await fetch(`${issuer}/jwks`)).json()) as {
      keys: { kid: string; kty: string; d?: string }[];
    };
    const header = jwsHeader(tokens.id_token!);
    expect(header.alg).toBe('ES256');
    expect(published.keys.find((key) => key.kid === header.kid)).toMatchObject({ kty: 'EC' });
    expect(published.keys.every((key) => key.d === undefined)).toBe(true);
    expect(config.serverMetadata().id_token_signing_alg_values_supported).toEqual(['RS256', 'ES256']);

    // The provider's code is single-use too.
    await expect(
      oidc.authorizationCodeGrant(config, callback, { expectedState: sent.state, expectedNonce: sent.nonce }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    // A client that expects another nonce refuses the ID token.
    const other = await issue(entry());
    const otherBack = new URL(
      (await new Browser(api.url).visit(handBackUrl(other.body.code, other.body.secureCode))).location!,
    );
    await expect(
      oidc.authorizationCodeGrant(config, otherBack, {
        expectedState: otherBack.searchParams.get('state')!,
        expectedNonce: 'not-the-nonce',
      }),
    ).rejects.toMatchObject({ cause: { message: 'unexpected ID Token "nonce" claim value' } });
  });

  // RFC 6749 §4.1.2: a code used more than once is refused. Requests that arrive together can
  // all read the code unused; here the test holds the code's row (PostgreSQL: the redemptions'
  // reads pass, their consumption waits) until every one of them has read it, so the race is
  // certain, not left to timing.
  // With a refresh token the code is taken by the statement that writes both tokens; without one,
  // by the write of the access token before the answer leaves (oidc/adapter.ts codeExchanges).
  for (const withRefreshToken of [false, true]) {
    it.runIf(kind === 'postgres')(
      `a code redeemed by several requests at once, all finding it unused, gives tokens to one of them only (${withRefreshToken ? 'with' : 'without'} a refresh token)`,
      async () => {
        const client = withRefreshToken ? MEMBERS : COMMUNITY;
        const { body } = await issue(
          withRefreshToken ? entry(MEMBERS, { needsRefreshToken: 'true' }) : entry(),
          // A member of their own: hand-backs are limited per member, and the shared one has many.
          (await signUpMember(api)).idToken,
        );
        const back = new URL(
          (await new Browser(api.url).visit(handBackUrl(body.code, body.secureCode))).location!,
        );
        const code = back.searchParams.get('code')!;
        const [{ grantId } = { grantId: null }] = await api.deps.db
          .select({ grantId: oidcPayloads.grantId })
          .from(oidcPayloads)
          .where(and(eq(oidcPayloads.type, 'AuthorizationCode'), eq(oidcPayloads.id, code)));
        expect(grantId).toBeTruthy();
        const redeem = () => redeemCode(issuer, client, code);
        const waitingForLocks = async () =>
          (
            await api.deps.db
              .select({ n: sql<number>`count(*)::int` })
              .from(sql`pg_stat_activity`)
              .where(sql`datname = current_database() and wait_event_type = 'Lock'`)
          )[0]!.n;
        const N = 4;
        let answers: Promise<Response[]> | undefined;
        await api.deps.db.transaction(async (tx) => {
          const held = await tx
            .select({ id: oidcPayloads.id })
            .from(oidcPayloads)
            .where(and(eq(oidcPayloads.type, 'AuthorizationCode'), eq(oidcPayloads.id, code)))
            .for('update');
          expect(held).toHaveLength(1);
          answers = Promise.all(Array.from({ length: N }, redeem));
          const until = Date.now() + 10_000;
          while ((await waitingForLocks()) < N) {
            if (Date.now() > until) throw new Error('the redemptions did not all reach the consumption');
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        });
        const responses = await answers!;
        const bodies = (await Promise.all(responses.map((res) => res.json()))) as Record<string, unknown>[];
        expect(responses.map((res) => res.status).sort()).toEqual([200, 400, 400, 400]);
        expect(bodies.filter((b) => b.error === 'invalid_grant')).toHaveLength(N - 1);
        // The one answer with tokens cannot be refreshed or used: the replay ended the grant.
        const winner = bodies.find((b) => typeof b.id_token === 'string')!;
        const userinfo = await fetch(`${issuer}/me`, {
          headers: { authorization: `Bearer ${winner.access_token as string}` },
        });
        expect(userinfo.status).toBe(401);
        expect(typeof winner.refresh_token).toBe(withRefreshToken ? 'string' : 'undefined');
        if (withRefreshToken) {
          await expect(
            oidc.refreshTokenGrant(await discover(client), winner.refresh_token as string),
          ).rejects.toMatchObject({ error: 'invalid_grant' });
        }
        // Nothing of the grant is left: no token the refused requests might have written.
        const left = await api.deps.db
          .select({ type: oidcPayloads.type })
          .from(oidcPayloads)
          .where(
            and(
              inArray(oidcPayloads.type, ['AccessToken', 'RefreshToken']),
              eq(oidcPayloads.grantId, grantId!),
            ),
          );
        expect(left).toEqual([]);
      },
    );
  }

  it('hands a second member in the same browser their own identity', async () => {
    const other = await signUpMember(api);
    const config = await discover(COMMUNITY);
    const browser = new Browser(api.url);
    const subs: string[] = [];
    for (const token of [user.idToken, other.idToken]) {
      const sent = entry();
      const res = await call<{ code: string; secureCode: string }>(api, 'POST', '/member/v1/authorization', {
        token,
        body: sent,
      });
      const visited = await browser.visit(handBackUrl(res.body.code, res.body.secureCode));
      const callback = new URL(visited.location!);
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        expectedState: sent.state,
        expectedNonce: sent.nonce,
      });
      subs.push(tokens.claims()!.sub);
    }
    expect(subs).toEqual([user.uid, other.uid]);
  });

  it('names how the member signed in in the ID token’s amr: pwd for a password, hwk and user for a passkey', async () => {
    const config = await discover(COMMUNITY);
    const amrFor = async (token: string) => {
      const sent = entry();
      const res = await call<{ code: string; secureCode: string }>(api, 'POST', '/member/v1/authorization', {
        token,
        body: sent,
      });
      const visited = await new Browser(api.url).visit(handBackUrl(res.body.code, res.body.secureCode));
      const tokens = await oidc.authorizationCodeGrant(config, new URL(visited.location!), {
        expectedState: sent.state,
        expectedNonce: sent.nonce,
      });
      return tokens.claims()!.amr;
    };
    expect(await amrFor(user.idToken)).toEqual(['pwd']);

    // The passkey sign-in's custom token (routes/passkeys.ts), signed in at the identity service.
    const customToken = await api.deps.identity.createCustomToken(user.uid, {
      [SIGN_IN_METHOD_CLAIM]: 'passkey',
    });
    const signedIn = await emulatorFetch(
      `/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: customToken, returnSecureToken: true }),
      },
    );
    const { idToken } = (await signedIn.json()) as { idToken: string };
    expect(await amrFor(idToken)).toEqual(['hwk', 'user']);
  });

  it('gives a refresh token when the client entry asked for one (needsRefreshToken)', async () => {
    const sent = entry(MEMBERS, {
      needsRefreshToken: 'true',
      refreshToken: 'firebase-refresh-token-is-dropped',
    });
    const { body } = await issue(sent);
    const callback = new URL(
      (await new Browser(api.url).visit(handBackUrl(body.code, body.secureCode))).location!,
    );
    expect(callback.pathname).toBe('/lamember/callback');
    const config = await discover(MEMBERS, [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks]);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      expectedState: sent.state,
      expectedNonce: sent.nonce,
    });
    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.claims()?.sub).toBe(user.uid);
    // The members demo client keeps the default: RS256, verified against the JWKS by openid-client.
    expect([tokens, refreshed].map((t) => jwsHeader(t.id_token!).alg)).toEqual(['RS256', 'RS256']);
    expect(api.logText()).not.toContain('firebase-refresh-token-is-dropped');
  });

  it('gives encrypted_id only to the clients whose sites frame the prefecture screen (community, membership)', async () => {
    /** A code flow with refresh token for `client`; the claims of its ID tokens and of userinfo. */
    const claimsSeenBy = async (client: typeof COMMUNITY) => {
      const sent = entry(client, { needsRefreshToken: 'true' });
      const { body } = await issue(sent);
      const callback = new URL(
        (await new Browser(api.url).visit(handBackUrl(body.code, body.secureCode))).location!,
      );
      const config = await discover(client);
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        expectedState: sent.state,
        expectedNonce: sent.nonce,
      });
      const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
      const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, user.uid);
      return [tokens.claims()!, refreshed.claims()!, userinfo];
    };

    const members = await claimsSeenBy(MEMBERS);
    for (const claims of members) {
      expect(claims).toMatchObject({ sub: user.uid, nickname });
      expect(encryptedIdCipherOf(api.deps.config).open(claims.encrypted_id as string, new Date())).toBe(
        user.uid,
      );
    }
    // The point site's client signs the member in like any other, without the key to their area data.
    const point = await claimsSeenBy(POINT);
    for (const claims of point) {
      expect(claims).toMatchObject({ sub: user.uid, nickname });
      expect(claims).not.toHaveProperty('encrypted_id');
    }
  });

  // ---- One sign-in check for the hand-back and the provider's grants (locks, record, logout)

  /** A member with tokens of the members client, refresh token included. */
  async function signedInWithRefreshToken(): Promise<{
    member: { uid: string; idToken: string };
    config: oidc.Configuration;
    refreshToken: string;
  }> {
    const member = await signUpMember(api);
    const sent = entry(MEMBERS, { needsRefreshToken: 'true' });
    const issued = await issue(sent, member.idToken);
    expect(issued.status).toBe(200);
    const callback = new URL(
      (await new Browser(api.url).visit(handBackUrl(issued.body.code, issued.body.secureCode))).location!,
    );
    const config = await discover(MEMBERS);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      expectedState: sent.state,
      expectedNonce: sent.nonce,
    });
    expect(tokens.refresh_token).toBeTruthy();
    return { member, config, refreshToken: tokens.refresh_token! };
  }

  it('refuses a hand-back to a Firebase account that has no member record', async () => {
    const stranger = await signUp();
    const res = await call(api, 'POST', '/member/v1/authorization', {
      token: stranger.idToken,
      body: entry(),
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'member.not_found' });
  });

  it('refuses a hand-back to an e-mail/password identity whose address is not verified, even with a member record', async () => {
    // Anyone can sign up any address through the public web API key; only the hub's e-mail
    // link (or Google) proves the address. The member record alone must not open the hand-back.
    const unverified = await signUp({ verified: false });
    expect(
      (await call(api, 'POST', '/member/v1/me', { token: unverified.idToken, body: memberBody() })).status,
    ).toBe(403);
    // A member record such an identity could make before POST /me refused it.
    const nickname = `uv${randomBytes(4).toString('hex')}`;
    await api.deps.db.insert(members).values({ uid: unverified.uid, nickname, nicknameKey: nickname });
    const res = await call(api, 'POST', '/member/v1/authorization', {
      token: unverified.idToken,
      body: entry(),
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'auth.identity_unverified' });
    // The same member once the address is verified (a fresh token) gets its hand-back.
    await verifyEmail(unverified.uid);
    const verifiedToken = await signIn(unverified.email);
    const ok = await call(api, 'POST', '/member/v1/authorization', { token: verifiedToken, body: entry() });
    expect(ok.status).toBe(200);
  });

  it("refuses a hand-back to a member whose status is '' (revoked)", async () => {
    const revoked = await signUp();
    expect(
      (
        await call(api, 'POST', '/member/v1/me', {
          token: revoked.idToken,
          body: memberBody(),
        })
      ).status,
    ).toBe(200);
    // memberStatus is server-owned: the revocation is the server's own write.
    await api.deps.db.update(members).set({ memberStatus: '' }).where(eq(members.uid, revoked.uid));
    const res = await call(api, 'POST', '/member/v1/authorization', {
      token: revoked.idToken,
      body: entry(),
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'member.locked' });
  });

  // The adapter reads a token's grant with the token (one statement, oidc/adapter.ts): what it
  // read serves that request only, and a grant that is gone is gone for the next one.
  it('a refresh token and an access token whose grant is gone stop working at once', async () => {
    const { member, config, refreshToken } = await signedInWithRefreshToken();
    const refreshed = await oidc.refreshTokenGrant(config, refreshToken);
    expect(refreshed.claims()?.sub).toBe(member.uid);
    expect((await oidc.fetchUserInfo(config, refreshed.access_token, member.uid)).sub).toBe(member.uid);
    const [grantOf] = await api.deps.db
      .select({ grantId: oidcPayloads.grantId })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, 'RefreshToken'), eq(oidcPayloads.id, refreshToken)));
    expect(grantOf?.grantId).toBeTruthy();
    await api.deps.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.type, 'Grant'), eq(oidcPayloads.id, grantOf!.grantId!)));
    await expect(oidc.refreshTokenGrant(config, refreshToken)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(oidc.fetchUserInfo(config, refreshed.access_token, member.uid)).rejects.toMatchObject({
      status: 401,
    });
  });

  // The adapter reads a code or token bound to the member's provider session (expiresWithSession:
  // no offline_access) with that session, in the same statement: a session that is gone is gone.
  it('a code, and the access token it gave, stop working once the provider session they are bound to is gone', async () => {
    const config = await discover(COMMUNITY);
    const signIn = async () => {
      const sent = entry();
      const { body } = await issue(sent);
      const callback = new URL(
        (await new Browser(api.url).visit(handBackUrl(body.code, body.secureCode))).location!,
      );
      const [code] = await api.deps.db
        .select({ sessionUid: sql<string>`${oidcPayloads.payload} ->> 'sessionUid'` })
        .from(oidcPayloads)
        .where(
          and(
            eq(oidcPayloads.type, 'AuthorizationCode'),
            eq(oidcPayloads.id, callback.searchParams.get('code')!),
          ),
        );
      expect(code?.sessionUid).toBeTruthy();
      const endSession = () =>
        api.deps.db
          .delete(oidcPayloads)
          .where(and(eq(oidcPayloads.type, 'Session'), eq(oidcPayloads.uid, code!.sessionUid)));
      const redeem = () =>
        oidc.authorizationCodeGrant(config, callback, {
          expectedState: sent.state,
          expectedNonce: sent.nonce,
        });
      return { endSession, redeem };
    };

    const first = await signIn();
    await first.endSession();
    await expect(first.redeem()).rejects.toMatchObject({ error: 'invalid_grant' });

    // The exchange's statements: the code with its grant, session and member (the sign-in check's
    // facts), then its consumption together with the access token. A separate read of the grant,
    // the session or the member (the read-along switched off), or the consumption on its own,
    // would make three to six.
    const second = await signIn();
    // The driver's client (PGlite or the pg pool): every statement goes through its query().
    const { $client: client } = api.deps.db as unknown as {
      $client: { query: (...args: unknown[]) => unknown };
    };
    const query = vi.spyOn(client, 'query');
    const tokens = await second.redeem();
    const statements = query.mock.calls.map(([text]) =>
      typeof text === 'string' ? text : JSON.stringify(text),
    );
    query.mockRestore();
    expect(statements, statements.join('\n')).toHaveLength(2);
    expect(tokens.claims()?.sub).toBe(user.uid);
    expect((await oidc.fetchUserInfo(config, tokens.access_token, user.uid)).sub).toBe(user.uid);
    await second.endSession();
    await expect(oidc.fetchUserInfo(config, tokens.access_token, user.uid)).rejects.toMatchObject({
      status: 401,
    });
  });

  it('a code exchange that issues a refresh token reads the code and writes the code and both tokens: two statements', async () => {
    const member = await signUpMember(api);
    const sent = entry(MEMBERS, { needsRefreshToken: 'true' });
    const issued = await issue(sent, member.idToken);
    const callback = new URL(
      (await new Browser(api.url).visit(handBackUrl(issued.body.code, issued.body.secureCode))).location!,
    );
    const config = await discover(MEMBERS);
    const { $client: client } = api.deps.db as unknown as {
      $client: { query: (...args: unknown[]) => unknown };
    };
    const query = vi.spyOn(client, 'query');
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      expectedState: sent.state,
      expectedNonce: sent.nonce,
    });
    const statements = query.mock.calls.map(([text]) =>
      typeof text === 'string' ? text : JSON.stringify(text),
    );
    query.mockRestore();
    // The code with its grant, session and member; then the code's consumption with the access
    // and refresh tokens. Each token on its own write would make three.
    expect(statements, statements.join('\n')).toHaveLength(2);
    // Both tokens work, and the code does not again.
    expect((await oidc.fetchUserInfo(config, tokens.access_token, member.uid)).sub).toBe(member.uid);
    expect((await oidc.refreshTokenGrant(config, tokens.refresh_token!)).claims()?.sub).toBe(member.uid);
    await expect(
      oidc.authorizationCodeGrant(config, callback, { expectedState: sent.state, expectedNonce: sent.nonce }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('a refresh token stops working once the member is deleted', async () => {
    const { member, config, refreshToken } = await signedInWithRefreshToken();
    expect((await call(api, 'DELETE', '/member/v1/me', { token: member.idToken })).status).toBe(204);
    await expect(oidc.refreshTokenGrant(config, refreshToken)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('a refresh token stops working once the client’s service is locked for the member', async () => {
    const { member, config, refreshToken } = await signedInWithRefreshToken();
    expect((await oidc.refreshTokenGrant(config, refreshToken)).claims()?.sub).toBe(member.uid);
    await api.deps.db
      .insert(serviceLocks)
      .values({ uid: member.uid, serviceId: serviceLockIdOf(ServiceId.Membership) });
    await expect(oidc.refreshTokenGrant(config, refreshToken)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it("a lock for another service leaves the refresh token working, with the member's nickname; a revocation ('') ends it", async () => {
    const { member, config, refreshToken } = await signedInWithRefreshToken();
    await api.deps.db
      .insert(serviceLocks)
      .values({ uid: member.uid, serviceId: serviceLockIdOf(ServiceId.Community) });
    const [stored] = await api.deps.db
      .select({ nickname: members.nickname })
      .from(members)
      .where(eq(members.uid, member.uid));
    const refreshed = await oidc.refreshTokenGrant(config, refreshToken);
    expect(refreshed.claims()).toMatchObject({ sub: member.uid, nickname: stored?.nickname });
    expect(stored?.nickname).toBeTruthy();
    await api.deps.db.update(members).set({ memberStatus: '' }).where(eq(members.uid, member.uid));
    await expect(oidc.refreshTokenGrant(config, refreshToken)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('logout ends the member’s grants at the authentication host: the refresh token stops working', async () => {
    const { member, config, refreshToken } = await signedInWithRefreshToken();
    expect((await call(api, 'GET', '/member/v1/logout', { token: member.idToken })).status).toBe(204);
    await expect(oidc.refreshTokenGrant(config, refreshToken)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });
});
