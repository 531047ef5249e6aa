// The standard entry through HTTP: an authorization request made by a certified relying-party
// library (oauth4webapi, which nothing here was written against) reaches the hub's sign-in, and the
// hand-back the hub makes after it finishes that same request — its PKCE challenge, nonce, max_age
// and state intact. The hub's part is played as the hub does it: read the entry from the /login
// address, POST /member/v1/authorization with the member's ID token, open the hand-back address.
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SsoService } from '@member-hub/enums';

import { TestBrowser } from '../../test/browser';
import {
  call,
  databaseKinds,
  demoTestClient,
  freePort,
  memberBody,
  signUp,
  startOnFreePorts,
  startTestApi,
  type TestApi,
  type TestUser,
} from '../../test/helpers';

import { demoClients } from './clients';
import { loadOidcSettings } from './settings';

const COMMUNITY = demoTestClient('demo-community');
/** A registered client whose redirect_uri the hub's allow-list does not hold. */
const ELSEWHERE = {
  client_id: 'test-elsewhere',
  client_secret: 'test-elsewhere-client-secret',
  redirect_uris: ['https://elsewhere.example/callback'],
  service_id: SsoService.Point,
};

/**
 * A phone app: a public client (no secret) with a private-use scheme and a loopback redirect
 * (RFC 8252 §7.1, §7.3); at the hub it stands as the members service's address.
 */
const PHONE_APP = {
  client_id: 'test-phone-app',
  token_endpoint_auth_method: 'none' as const,
  redirect_uris: ['jp.example.members:/oauth/callback', 'http://127.0.0.1/oauth/callback'],
  hub_return_url: `${demoTestClient('demo-members').returnUrl}`,
  service_id: SsoService.Membership,
};

const insecure = { [oauth.allowInsecureRequests]: true };

describe.each(databaseKinds())('the standard entry (%s)', (kind) => {
  let api: TestApi;
  let as: oauth.AuthorizationServer;
  let member: TestUser;
  const client: oauth.Client = { client_id: COMMUNITY.clientId, id_token_signed_response_alg: 'ES256' };
  const clientAuth = oauth.ClientSecretBasic(COMMUNITY.secret);

  beforeAll(async () => {
    api = await startOnFreePorts(async () => {
      const port = await freePort();
      const hubPublicOrigin = `http://127.0.0.1:${port}`;
      const settings = loadOidcSettings(hubPublicOrigin, process.env);
      return startTestApi(kind, {
        config: {
          port,
          hubPublicOrigin,
          oidc: { ...settings, clients: [...demoClients(process.env), ELSEWHERE, PHONE_APP] },
        },
      });
    });
    const issuer = new URL(`${api.url}/memberbase/v1/oidc`);
    as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, insecure));
    member = await signUp();
    expect(
      (await call(api, 'POST', '/member/v1/me', { token: member.idToken, body: memberBody() })).status,
    ).toBe(200);
  });
  afterAll(async () => {
    await api?.stop();
  });

  /** The client's authorization request (as oauth4webapi's README builds it). */
  const authorizationUrl = (params: Record<string, string>) => {
    const url = new URL(as.authorization_endpoint!);
    url.searchParams.set('client_id', COMMUNITY.clientId);
    url.searchParams.set('redirect_uri', COMMUNITY.returnUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'openid');
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url;
  };

  /** Follows redirects on the member API's origin; answers the first address elsewhere (or on the hub's /login). */
  const follow = async (browser: TestBrowser, start: URL): Promise<URL> => {
    let current = start;
    for (let hops = 0; hops < 10; hops += 1) {
      const res = await browser.fetch(current);
      if (res.status < 300 || res.status >= 400)
        throw new Error(`${current.pathname}: ${res.status} ${await res.text()}`);
      const next = TestBrowser.location(res, current);
      if (next.origin !== api.url || next.pathname === '/login') return next;
      current = next;
    }
    throw new Error('too many redirects');
  };

  /** The hub: the member signs in there, then the hub hands back for the entry of its /login address. */
  const signInAtHub = async (browser: TestBrowser, login: URL, idToken = member.idToken): Promise<URL> => {
    const q = login.searchParams;
    const answer = await call<{ code: string; secureCode: string }>(api, 'POST', '/member/v1/authorization', {
      token: idToken,
      body: {
        returnUrl: q.get('returnUrl'),
        state: q.get('state'),
        nonce: q.get('nonce'),
        scope: q.get('scope'),
        clientId: q.get('clientId'),
      },
    });
    expect(answer.status).toBe(200);
    const handBack = new URL('/memberbase/v1/authorization', api.url);
    handBack.searchParams.set('code', answer.body.code);
    handBack.searchParams.set('secure_code', answer.body.secureCode);
    return follow(browser, handBack);
  };

  /** The community client's code exchange (client_secret_basic, PKCE verifier). */
  const redeemAsCommunity = async (
    params: URLSearchParams,
    verifier: string,
    checks: oauth.ProcessAuthorizationCodeResponseOptions = {},
  ) =>
    oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(
        as,
        client,
        clientAuth,
        params,
        COMMUNITY.returnUrl,
        verifier,
        insecure,
      ),
      checks,
    );

  /** The community client's request with a PKCE challenge and a nonce, followed to the hub's /login. */
  const enterWithPkce = async (params: Record<string, string> = {}) => {
    const browser = new TestBrowser();
    const verifier = oauth.generateRandomCodeVerifier();
    const nonce = oauth.generateRandomNonce();
    const login = await follow(
      browser,
      authorizationUrl({
        nonce,
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        ...params,
      }),
    );
    return { browser, verifier, nonce, login };
  };

  it('takes the member to the hub’s sign-in and back to the client with a code for the same request (PKCE, nonce, max_age)', async () => {
    const state = oauth.generateRandomState();
    const { browser, nonce, login } = await enterWithPkce({
      state,
      max_age: '600',
      login_hint: 'hanako@example.jp',
      ui_locales: 'fr-CA en-US ja',
    });
    // The hub's own entry, derived from the registered client and its redirect_uri (hub spec §2),
    // with the sign-in hints the hub can use: the e-mail field's address, its first language.
    expect(`${login.origin}${login.pathname}`).toBe(`${api.url}/login`);
    expect(Object.fromEntries(login.searchParams)).toEqual({
      returnUrl: COMMUNITY.returnUrl,
      state,
      nonce,
      scope: 'openid',
      clientId: COMMUNITY.clientId,
      login_hint: 'hanako@example.jp',
      ui_locales: 'en',
    });

    const callback = await signInAtHub(browser, login);
    expect(`${callback.origin}${callback.pathname}`).toBe(COMMUNITY.returnUrl);
    const params = oauth.validateAuthResponse(as, client, callback, state);

    // A wrong verifier gets nothing: the challenge of the client's own request is the one checked.
    const wrong = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      clientAuth,
      params,
      COMMUNITY.returnUrl,
      oauth.generateRandomCodeVerifier(),
      insecure,
    );
    await expect(oauth.processAuthorizationCodeResponse(as, client, wrong)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('gives tokens for the right verifier: the ID token names the member, its nonce and when the member signed in', async () => {
    const { browser, verifier, nonce, login } = await enterWithPkce({
      max_age: '600',
      login_hint: 'member-1234',
      ui_locales: 'fr',
    });
    // No state in the request: the hub still gets one (required there), and the client none back.
    expect(login.searchParams.get('state')).toMatch(/.+/);
    // Hints the hub cannot use (not an e-mail address, a language it does not have) stay behind.
    expect(login.searchParams.has('login_hint')).toBe(false);
    expect(login.searchParams.has('ui_locales')).toBe(false);
    const callback = await signInAtHub(browser, login);
    expect(callback.searchParams.has('state')).toBe(false);
    const params = oauth.validateAuthResponse(as, client, callback, oauth.expectNoState);
    const tokens = await redeemAsCommunity(params, verifier, { expectedNonce: nonce, maxAge: 600 });
    const claims = oauth.getValidatedIdTokenClaims(tokens)!;
    expect(claims.sub).toBe(member.uid);
    // The member's privacy for every sibling service (the test member was born long ago).
    expect(claims.under_18).toBe(false);
    const firebaseAuthTime = JSON.parse(Buffer.from(member.idToken.split('.')[1]!, 'base64url').toString())
      .auth_time as number;
    expect(claims.auth_time).toBe(firebaseAuthTime);
  });

  /** A birthday `years` old today and a month, in Japan or anywhere else (YYYY-MM-DD). */
  const birthdayAged = (years: number) => {
    const day = new Date();
    day.setUTCFullYear(day.getUTCFullYear() - years, day.getUTCMonth() - 1);
    return day.toISOString().slice(0, 10);
  };

  it('tells every client in the ID token whether the member is under 18, as GET /me tells the member (profile §1)', async () => {
    for (const [years, under18] of [
      [17, true],
      [18, false],
    ] as const) {
      const someone = await signUp();
      const created = await call(api, 'POST', '/member/v1/me', {
        token: someone.idToken,
        body: memberBody({ birthday: birthdayAged(years) }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const me = await call<{ under18: boolean }>(api, 'GET', '/member/v1/me', { token: someone.idToken });
      expect(me.body.under18, `GET /me of a member of ${years}`).toBe(under18);

      const { browser, verifier, nonce, login } = await enterWithPkce();
      const callback = await signInAtHub(browser, login, someone.idToken);
      const params = oauth.validateAuthResponse(as, client, callback, oauth.expectNoState);
      const tokens = await redeemAsCommunity(params, verifier, { expectedNonce: nonce });
      const claims = oauth.getValidatedIdTokenClaims(tokens)!;
      expect(claims.sub).toBe(someone.uid);
      expect(claims.under_18, `the ID token of a member of ${years}`).toBe(under18);
    }
  });

  it('answers the client login_required when the member’s sign-in is older than max_age', async () => {
    const browser = new TestBrowser();
    const state = oauth.generateRandomState();
    const login = await follow(browser, authorizationUrl({ state, max_age: '1' }));
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const callback = await signInAtHub(browser, login);
    expect(`${callback.origin}${callback.pathname}`).toBe(COMMUNITY.returnUrl);
    expect(Object.fromEntries(callback.searchParams)).toMatchObject({ error: 'login_required', state });
  });

  it('answers the waiting client access_denied when the hand-back that comes back is not valid', async () => {
    const browser = new TestBrowser();
    const state = oauth.generateRandomState();
    await follow(browser, authorizationUrl({ state }));
    const forged = new URL('/memberbase/v1/authorization?code=forged&secure_code=forged', api.url);
    const callback = await follow(browser, forged);
    expect(`${callback.origin}${callback.pathname}`).toBe(COMMUNITY.returnUrl);
    expect(Object.fromEntries(callback.searchParams)).toMatchObject({ error: 'access_denied', state });
  });

  it('finishes a waiting request only with a hand-back for that request: another entry’s starts its own', async () => {
    const browser = new TestBrowser();
    const waitingState = oauth.generateRandomState();
    const login = await follow(browser, authorizationUrl({ state: waitingState }));
    // A hand-back for another entry of the same client (another state) in the same browser.
    const other = new URL(login);
    other.searchParams.set('state', 'another-state');
    const callback = await signInAtHub(browser, other);
    expect(callback.searchParams.get('state')).toBe('another-state');
    expect(callback.searchParams.get('state')).not.toBe(waitingState);
  });

  it('returns access_denied to a client whose redirect_uri the hub does not accept, not a dead end', async () => {
    const browser = new TestBrowser();
    const url = new URL(as.authorization_endpoint!);
    url.searchParams.set('client_id', ELSEWHERE.client_id);
    url.searchParams.set('redirect_uri', ELSEWHERE.redirect_uris[0]!);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'openid');
    url.searchParams.set('state', 'state-elsewhere');
    const callback = await follow(browser, url);
    expect(`${callback.origin}${callback.pathname}`).toBe(ELSEWHERE.redirect_uris[0]);
    expect(Object.fromEntries(callback.searchParams)).toMatchObject({
      error: 'access_denied',
      state: 'state-elsewhere',
    });
  });

  it('the spec’s own entry carries the client’s PKCE challenge: the code needs the verifier', async () => {
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const nonce = oauth.generateRandomNonce();
    const entry = {
      returnUrl: COMMUNITY.returnUrl,
      state,
      nonce,
      scope: 'openid',
      clientId: COMMUNITY.clientId,
    };
    const challenge = await oauth.calculatePKCECodeChallenge(verifier);
    // A challenge without S256 would be plain PKCE: refused, not dropped.
    expect(
      await call(api, 'POST', '/member/v1/authorization', {
        token: member.idToken,
        body: { ...entry, codeChallenge: challenge },
      }),
    ).toMatchObject({ status: 400, body: { code: 'client.invalid' } });
    const login = new URL('/login', api.url);
    for (const [name, value] of Object.entries(entry)) login.searchParams.set(name, value);
    const browser = new TestBrowser();
    const answer = await call<{ code: string; secureCode: string }>(api, 'POST', '/member/v1/authorization', {
      token: member.idToken,
      body: { ...entry, codeChallenge: challenge, codeChallengeMethod: 'S256' },
    });
    expect(answer.status).toBe(200);
    const handBack = new URL('/memberbase/v1/authorization', api.url);
    handBack.searchParams.set('code', answer.body.code);
    handBack.searchParams.set('secure_code', answer.body.secureCode);
    const callback = await follow(browser, handBack);
    const params = oauth.validateAuthResponse(as, client, callback, state);
    const exchange = (codeVerifier: string) =>
      oauth.authorizationCodeGrantRequest(
        as,
        client,
        clientAuth,
        params,
        COMMUNITY.returnUrl,
        codeVerifier,
        insecure,
      );
    await expect(
      oauth.processAuthorizationCodeResponse(as, client, await exchange(oauth.generateRandomCodeVerifier())),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    // The wrong verifier ended the grant (a code is used once); a new hand-back with the right one works.
    const again = await call<{ code: string; secureCode: string }>(api, 'POST', '/member/v1/authorization', {
      token: member.idToken,
      body: { ...entry, codeChallenge: challenge, codeChallengeMethod: 'S256' },
    });
    const handBack2 = new URL('/memberbase/v1/authorization', api.url);
    handBack2.searchParams.set('code', again.body.code);
    handBack2.searchParams.set('secure_code', again.body.secureCode);
    const params2 = oauth.validateAuthResponse(as, client, await follow(new TestBrowser(), handBack2), state);
    const tokens = await redeemAsCommunity(params2, verifier, { expectedNonce: nonce });
    expect(oauth.getValidatedIdTokenClaims(tokens)!.sub).toBe(member.uid);
  });

  it('discovery lists only the token endpoint authentication the clients can use', () => {
    expect(as.token_endpoint_auth_methods_supported).toEqual(['client_secret_basic', 'none']);
    expect(as.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('serves the same metadata at the origin’s well-known addresses (RFC 8414), and says which claims it gives', async () => {
    const issuer = new URL(`${api.url}/memberbase/v1/oidc`);
    // oauth4webapi's RFC 8414 discovery: /.well-known/oauth-authorization-server/memberbase/v1/oidc.
    const rfc8414 = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { ...insecure, algorithm: 'oauth2' }),
    );
    expect(rfc8414).toEqual(as);
    for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration']) {
      const res = await fetch(`${api.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.json()).toEqual(as);
    }
    expect((await fetch(`${api.url}/.well-known/something-else`)).status).toBe(404);
    expect(as.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'offline_access']));
    expect(as.claims_supported).toEqual(
      expect.arrayContaining(['sub', 'nickname', 'birthdate', 'gender', 'updated_at']),
    );
  });

  it('the profile scope gives the member’s standard claims at userinfo; its access token opens no member-base call', async () => {
    const browser = new TestBrowser();
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const login = await follow(
      browser,
      authorizationUrl({
        state,
        scope: 'openid profile',
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      }),
    );
    expect(login.searchParams.get('scope')).toBe('openid profile');
    const params = oauth.validateAuthResponse(as, client, await signInAtHub(browser, login), state);
    const tokens = await redeemAsCommunity(params, verifier);
    const userInfo = await oauth.processUserInfoResponse(
      as,
      client,
      member.uid,
      await oauth.userInfoRequest(as, client, tokens.access_token, insecure),
    );
    expect(userInfo).toMatchObject({ sub: member.uid, nickname: expect.any(String) });
    expect(userInfo.updated_at).toEqual(expect.any(Number));
    // Not entered at registration: no birthdate, no gender.
    expect(userInfo).not.toHaveProperty('birthdate');
    expect(userInfo).not.toHaveProperty('gender');
    // The access token is for userinfo (and revocation) only: the member-base calls take the
    // member's Firebase ID token, as the calls table of the API client says.
    const me = await call(api, 'GET', '/member/v1/me', { token: tokens.access_token });
    expect([me.status, me.body.code]).toEqual([401, 'auth.token_invalid']);
  });

  it('a pushed authorization request (PAR) goes through the hub like any other; DPoP is not offered', async () => {
    expect(as.dpop_signing_alg_values_supported).toBeUndefined();
    const browser = new TestBrowser();
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const pushed = await oauth.processPushedAuthorizationResponse(
      as,
      client,
      await oauth.pushedAuthorizationRequest(
        as,
        client,
        clientAuth,
        {
          redirect_uri: COMMUNITY.returnUrl,
          response_type: 'code',
          scope: 'openid',
          state,
          code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
        },
        insecure,
      ),
    );
    const url = new URL(as.authorization_endpoint!);
    url.searchParams.set('client_id', COMMUNITY.clientId);
    url.searchParams.set('request_uri', pushed.request_uri);
    const login = await follow(browser, url);
    expect(login.searchParams.get('returnUrl')).toBe(COMMUNITY.returnUrl);
    const params = oauth.validateAuthResponse(as, client, await signInAtHub(browser, login), state);
    const tokens = await redeemAsCommunity(params, verifier);
    const userinfo = await oauth.processUserInfoResponse(
      as,
      client,
      member.uid,
      await oauth.userInfoRequest(as, client, tokens.access_token, insecure),
    );
    expect(userinfo.sub).toBe(member.uid);
  });

  it('answers prompt=none without a session with login_required', async () => {
    const browser = new TestBrowser();
    const callback = await follow(browser, authorizationUrl({ prompt: 'none', state: 'silent' }));
    expect(Object.fromEntries(callback.searchParams)).toMatchObject({
      error: 'login_required',
      state: 'silent',
    });
  });

  describe('a public client (a phone app)', () => {
    const phone: oauth.Client = { client_id: PHONE_APP.client_id };
    const none = oauth.None();
    const phoneRequest = (redirectUri: string, params: Record<string, string>) => {
      const url = new URL(as.authorization_endpoint!);
      url.searchParams.set('client_id', PHONE_APP.client_id);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', 'openid offline_access');
      url.searchParams.set('prompt', 'consent');
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url;
    };

    it('must use PKCE: without a challenge the app gets invalid_request at its own redirect', async () => {
      const callback = await follow(
        new TestBrowser(),
        phoneRequest(PHONE_APP.redirect_uris[0]!, { state: 's' }),
      );
      expect(callback.protocol).toBe('jp.example.members:');
      expect(Object.fromEntries(callback.searchParams)).toMatchObject({
        error: 'invalid_request',
        state: 's',
      });
    });

    it('signs in through the hub as the members service, back to its scheme; its refresh token rotates and a replay ends the grant', async () => {
      const browser = new TestBrowser();
      const verifier = oauth.generateRandomCodeVerifier();
      const state = oauth.generateRandomState();
      const redirectUri = PHONE_APP.redirect_uris[0]!;
      const login = await follow(
        browser,
        phoneRequest(redirectUri, {
          state,
          code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
        }),
      );
      // The hub gets the address that stands for the app (the members service's variant).
      expect(login.searchParams.get('returnUrl')).toBe(PHONE_APP.hub_return_url);
      expect(login.searchParams.get('clientId')).toBe(PHONE_APP.client_id);
      const callback = await signInAtHub(browser, login);
      expect(`${callback.protocol}${callback.pathname}`).toBe(redirectUri);
      const params = oauth.validateAuthResponse(as, phone, callback, state);
      const tokens = await oauth.processAuthorizationCodeResponse(
        as,
        phone,
        await oauth.authorizationCodeGrantRequest(as, phone, none, params, redirectUri, verifier, insecure),
      );
      expect(oauth.getValidatedIdTokenClaims(tokens)!.sub).toBe(member.uid);
      const first = tokens.refresh_token!;
      expect(first).toMatch(/.+/);

      const refreshed = await oauth.processRefreshTokenResponse(
        as,
        phone,
        await oauth.refreshTokenGrantRequest(as, phone, none, first, insecure),
      );
      expect(refreshed.refresh_token).toMatch(/.+/);
      expect(refreshed.refresh_token).not.toBe(first);

      // The replaced token again (stolen from the phone): refused, and the grant ends with it.
      await expect(
        oauth.processRefreshTokenResponse(
          as,
          phone,
          await oauth.refreshTokenGrantRequest(as, phone, none, first, insecure),
        ),
      ).rejects.toMatchObject({ error: 'invalid_grant' });
      await expect(
        oauth.processRefreshTokenResponse(
          as,
          phone,
          await oauth.refreshTokenGrantRequest(as, phone, none, refreshed.refresh_token!, insecure),
        ),
      ).rejects.toMatchObject({ error: 'invalid_grant' });
    });

    it('may use the loopback address on any port (RFC 8252 §7.3)', async () => {
      const browser = new TestBrowser();
      const verifier = oauth.generateRandomCodeVerifier();
      const redirectUri = 'http://127.0.0.1:49321/oauth/callback';
      const login = await follow(
        browser,
        phoneRequest(redirectUri, {
          state: 'loop',
          code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
        }),
      );
      expect(login.pathname).toBe('/login');
      const callback = await signInAtHub(browser, login);
      expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
      const params = oauth.validateAuthResponse(as, phone, callback, 'loop');
      const tokens = await oauth.processAuthorizationCodeResponse(
        as,
        phone,
        await oauth.authorizationCodeGrantRequest(as, phone, none, params, redirectUri, verifier, insecure),
      );
      expect(oauth.getValidatedIdTokenClaims(tokens)!.sub).toBe(member.uid);
    });
  });
});
