// The whole OpenID Connect flow with a certified relying-party library nothing here was written
// against (oauth4webapi), in a real browser through the hub's sign-in: a confidential client
// (client_secret_basic, the community service) and a public one (no secret, PKCE S256, a loopback
// redirect: the members service's phone app), through the standard entry (the client's own
// authorization request) and the spec's entry (`/login?returnUrl&state&nonce&scope&clientId`).
// This test is the clients' server: it answers their redirect_uri itself and keeps the code.
import { expect, type Page, type Request, test } from '@playwright/test';
import * as oauth from 'oauth4webapi';

import { LoginPage } from './pages/LoginPage';
import { createMember, stackUrls, uniqueEmail } from './stack';

const insecure = { [oauth.allowInsecureRequests]: true };

interface RelyingParty {
  client: oauth.Client;
  auth: oauth.ClientAuth;
  redirectUri: string;
  /** The application name the hub shows for it (its variant). */
  appName: string;
}

/** The community service's registration in the stack (member API dev client list). */
const confidential = (): RelyingParty => ({
  client: { client_id: 'demo-community', id_token_signed_response_alg: 'ES256' },
  auth: oauth.ClientSecretBasic('demo-community-dev-secret'),
  redirectUri: `${stackUrls().demoService}/callback`,
  appName: 'らくらくコミュニティ',
});

/** The members service's phone app: public, any loopback port (RFC 8252 §7.3); nothing listens there. */
const publicApp = (): RelyingParty => ({
  client: { client_id: 'demo-members-app' },
  auth: oauth.None(),
  redirectUri: 'http://127.0.0.1:49999/oauth/callback',
  appName: '会員サービス',
});

let as: oauth.AuthorizationServer;

test.beforeAll(async () => {
  const issuer = new URL(`${stackUrls().gateway}/memberbase/v1/oidc`);
  as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, insecure));
});

function authorizationUrl(rp: RelyingParty, params: Record<string, string>): URL {
  const url = new URL(as.authorization_endpoint!);
  url.searchParams.set('client_id', rp.client.client_id);
  url.searchParams.set('redirect_uri', rp.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

/** A PKCE pair, state and nonce, as the library makes them. */
async function checks() {
  const verifier = oauth.generateRandomCodeVerifier();
  return {
    verifier,
    challenge: await oauth.calculatePKCECodeChallenge(verifier),
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
  };
}

/** The standard entry's request for a refresh token too (offline_access asks for consent). */
const offlineRequest = (
  rp: RelyingParty,
  c: Awaited<ReturnType<typeof checks>>,
  extra: Record<string, string> = {},
) =>
  authorizationUrl(rp, {
    state: c.state,
    nonce: c.nonce,
    scope: 'openid offline_access',
    prompt: 'consent',
    code_challenge: c.challenge,
    code_challenge_method: 'S256',
    ...extra,
  });

/**
 * Runs `go` and answers the browser's next arrival at the client's redirect_uri; its URL. The
 * arrival is seen as a request (Playwright routes only the first request of a redirect chain, and
 * the provider's answer is one); a loopback redirect nothing listens on is answered here.
 */
async function redirectOf(page: Page, rp: RelyingParty, go: () => Promise<unknown>): Promise<URL> {
  let arrive!: (url: URL) => void;
  const arrived = new Promise<URL>((resolve) => (arrive = resolve));
  const onRequest = (request: Request) => {
    if (request.url().startsWith(`${rp.redirectUri}?`)) arrive(new URL(request.url()));
  };
  page.on('request', onRequest);
  const pattern = `${rp.redirectUri}**`;
  await page.route(pattern, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>client</title>' }),
  );
  try {
    await go();
    return await arrived;
  } finally {
    page.off('request', onRequest);
    await page.unroute(pattern);
  }
}

/** On the hub's /login: the member signs in by the mailed link, and the browser goes back to the client. */
async function signInAtHub(page: Page, rp: RelyingParty, email: string): Promise<URL> {
  const login = new LoginPage(page, rp.appName);
  await login.expectShown();
  const link = await login.requestMailLink(email);
  return redirectOf(page, rp, () => page.goto(link));
}

async function redeem(
  rp: RelyingParty,
  callback: URL,
  { state, verifier, nonce }: { state: string; verifier: string; nonce: string },
) {
  const params = oauth.validateAuthResponse(as, rp.client, callback, state);
  const exchange = () =>
    oauth.authorizationCodeGrantRequest(as, rp.client, rp.auth, params, rp.redirectUri, verifier, insecure);
  const tokens = await oauth.processAuthorizationCodeResponse(as, rp.client, await exchange(), {
    expectedNonce: nonce,
  });
  return { tokens, exchange };
}

async function userInfo(rp: RelyingParty, accessToken: string, sub: string) {
  return oauth.processUserInfoResponse(
    as,
    rp.client,
    sub,
    await oauth.userInfoRequest(as, rp.client, accessToken, insecure),
  );
}

const refresh = async (rp: RelyingParty, refreshToken: string) =>
  oauth.processRefreshTokenResponse(
    as,
    rp.client,
    await oauth.refreshTokenGrantRequest(as, rp.client, rp.auth, refreshToken, insecure),
  );

const invalidGrant = { error: 'invalid_grant' };

test('a confidential client through the standard entry: the hub’s sign-in, code, tokens, userinfo, refresh; a replayed code ends the grant', async ({
  page,
}) => {
  const rp = confidential();
  const email = uniqueEmail('oidc-confidential');
  const { nickname } = await createMember(page.request, email);
  const c = await checks();
  await page.goto(offlineRequest(rp, c, { login_hint: email }).href);
  // The request's login_hint is the e-mail field's address.
  await expect(new LoginPage(page, rp.appName).emailField()).toHaveValue(email);
  const callback = await signInAtHub(page, rp, email);

  const { tokens, exchange } = await redeem(rp, callback, c);
  const claims = oauth.getValidatedIdTokenClaims(tokens)!;
  expect(claims.nickname).toBe(nickname);
  expect(await userInfo(rp, tokens.access_token, claims.sub)).toMatchObject({ sub: claims.sub, nickname });
  const refreshed = await refresh(rp, tokens.refresh_token!);
  expect(await userInfo(rp, refreshed.access_token, claims.sub)).toMatchObject({ sub: claims.sub });

  // The code used again: refused, and the whole grant ends with it (its refresh token too).
  await expect(oauth.processAuthorizationCodeResponse(as, rp.client, await exchange())).rejects.toMatchObject(
    invalidGrant,
  );
  await expect(refresh(rp, refreshed.refresh_token ?? tokens.refresh_token!)).rejects.toMatchObject(
    invalidGrant,
  );
});

test('a public client through the standard entry: no secret, PKCE, loopback redirect; its refresh token rotates and a replay ends the grant', async ({
  page,
}) => {
  const rp = publicApp();
  const email = uniqueEmail('oidc-public');
  await createMember(page.request, email);
  const c = await checks();
  await page.goto(offlineRequest(rp, c).href);
  const callback = await signInAtHub(page, rp, email);
  const { tokens } = await redeem(rp, callback, c);
  const { sub } = oauth.getValidatedIdTokenClaims(tokens)!;
  expect(await userInfo(rp, tokens.access_token, sub)).toMatchObject({ sub });

  const first = tokens.refresh_token!;
  const second = await refresh(rp, first);
  expect(second.refresh_token).toBeTruthy();
  expect(second.refresh_token).not.toBe(first);
  // The replaced token brought again: refused, and the newest one ends with the grant.
  await expect(refresh(rp, first)).rejects.toMatchObject(invalidGrant);
  await expect(refresh(rp, second.refresh_token!)).rejects.toMatchObject(invalidGrant);
});

test('a confidential client through the spec’s entry carries its PKCE challenge: code, tokens for the verifier, userinfo', async ({
  page,
}) => {
  const rp = confidential();
  const email = uniqueEmail('oidc-spec-entry');
  const { nickname } = await createMember(page.request, email);
  const c = await checks();
  const entry = new URLSearchParams({
    returnUrl: rp.redirectUri,
    state: c.state,
    nonce: c.nonce,
    scope: 'openid',
    clientId: rp.client.client_id,
    code_challenge: c.challenge,
    code_challenge_method: 'S256',
  });
  await page.goto(`/login?${entry.toString()}`);
  const callback = await signInAtHub(page, rp, email);
  const { tokens } = await redeem(rp, callback, c);
  const claims = oauth.getValidatedIdTokenClaims(tokens)!;
  expect(await userInfo(rp, tokens.access_token, claims.sub)).toMatchObject({ nickname });
});

test('no dead ends: prompt=none without a session answers login_required; an unregistered redirect_uri is never followed', async ({
  page,
}) => {
  for (const rp of [confidential(), publicApp()]) {
    const c = await checks();
    const silent = await page.request.get(
      authorizationUrl(rp, {
        state: c.state,
        prompt: 'none',
        code_challenge: c.challenge,
        code_challenge_method: 'S256',
      }).href,
      { maxRedirects: 0 },
    );
    expect(Math.floor(silent.status() / 100), rp.client.client_id).toBe(3);
    const back = new URL(silent.headers().location!);
    expect(`${back.origin}${back.pathname}`).toBe(rp.redirectUri);
    expect(back.searchParams.get('error')).toBe('login_required');
    expect(back.searchParams.get('state')).toBe(c.state);

    // A redirect_uri the client did not register: the provider's own page, no redirect anywhere.
    const wrong = authorizationUrl(rp, {
      state: c.state,
      code_challenge: c.challenge,
      code_challenge_method: 'S256',
    });
    wrong.searchParams.set('redirect_uri', `${stackUrls().demoService}/elsewhere`);
    const response = await page.goto(wrong.href);
    expect(response?.status()).toBe(400);
    expect(new URL(page.url()).pathname).toBe('/memberbase/v1/oidc/auth');
  }
});
