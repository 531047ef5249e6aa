import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { close, CookieJar, freePort, listen } from '../testing/http';

import { CARRIER_ACCOUNTS } from './accounts';
import { CARRIER_TEXT } from './pages';
import { createCarrierServer } from './server';

// The carrier stand-in over real HTTP, driven like the member API's relay will drive it:
// openid-client 6 (discovery, PKCE S256, client_secret_basic, ID token checked against the JWKS).
let issuer = '';
let stop: () => Promise<void> = async () => {};
const redirectUri = 'http://localhost:6170/member/v1/daccountEntry/callback';
const [account] = CARRIER_ACCOUNTS;

beforeAll(async () => {
  const port = await freePort();
  const config = loadConfig({
    CARRIER_OP_PORT: String(port),
    HUB_PUBLIC_ORIGIN: 'http://localhost:6170',
    MEMBER_HUB_PROFILE: 'test',
  });
  issuer = config.carrier.issuer;
  const { server } = createCarrierServer(config);
  await listen(server, port);
  stop = () => close(server);
});
afterAll(() => stop());

async function relayConfiguration(): Promise<client.Configuration> {
  return client.discovery(
    new URL(issuer),
    'member-hub-relay',
    { redirect_uris: [redirectUri] },
    client.ClientSecretBasic('member-hub-relay-dev-secret'),
    { execute: [client.allowInsecureRequests, client.enableNonRepudiationChecks] },
  );
}

/** Starts an authorization request and follows it to the stand-in's login page. */
async function openLoginPage(
  config: client.Configuration,
  jar: CookieJar,
  extra: Record<string, string> = {},
) {
  const verifier = client.randomPKCECodeVerifier();
  const state = 'rpState0001';
  const nonce = 'rpNonce0001';
  const authorize = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid claim_all',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  const start = await jar.fetch(authorize);
  expect(start.status).toBe(303);
  const loginUrl = new URL(start.headers.get('location')!, issuer);
  expect(loginUrl.pathname).toMatch(/^\/interaction\//);
  const page = await jar.fetch(loginUrl);
  return { verifier, state, nonce, loginUrl, page };
}

const form = (values: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values).toString(),
});

describe('the carrier OpenID Provider stand-in', () => {
  it('publishes discovery and a JWKS with the code flow, PKCE S256 and the claim_all scope', async () => {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const meta = (await res.json()) as Record<string, unknown>;
    expect(meta.issuer).toBe(issuer);
    expect(meta.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(meta.token_endpoint).toBe(`${issuer}/token`);
    expect(meta.response_types_supported).toEqual(['code']);
    expect(meta.scopes_supported).toEqual(expect.arrayContaining(['openid', 'claim_all']));
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = (await (await fetch(String(meta.jwks_uri))).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    // Only the public half is published.
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('signs a seeded account in: code + PKCE round trip with openid-client, sub and claim_all claims', async () => {
    const config = await relayConfiguration();
    const jar = new CookieJar();
    const { verifier, state, nonce, loginUrl, page } = await openLoginPage(config, jar);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="ja"');
    expect(html).toContain(CARRIER_TEXT.loginTitle);
    expect(html).toContain('会員基盤（dアカウント連携）');

    const login = await jar.fetch(
      `${loginUrl.href}/login`,
      form({ loginId: account!.loginId, password: account!.password }),
    );
    expect(login.status).toBe(303);
    const resume = await jar.fetch(new URL(login.headers.get('location')!, issuer));
    expect(resume.status).toBe(303);
    const callback = new URL(resume.headers.get('location')!);
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('code')).toBeTruthy();

    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    expect(tokens.claims()).toMatchObject({
      iss: issuer,
      aud: 'member-hub-relay',
      sub: account!.sub,
      nonce,
      nickname: account!.nickname,
      birthdate: account!.birthdate,
    });
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, account!.sub);
    expect(userinfo).toMatchObject({ sub: account!.sub, email: account!.email });

    // The code is single use.
    await expect(
      client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: nonce,
      }),
    ).rejects.toThrow();
  });

  it('refuses a wrong password and stays on the login page', async () => {
    const config = await relayConfiguration();
    const jar = new CookieJar();
    const { loginUrl } = await openLoginPage(config, jar);
    const wrong = await jar.fetch(
      `${loginUrl.href}/login`,
      form({ loginId: account!.loginId, password: 'not-the-password' }),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('location')).toBeNull();
    expect(await wrong.text()).toContain(CARRIER_TEXT.wrongPassword);
    const unknown = await jar.fetch(`${loginUrl.href}/login`, form({ loginId: 'nobody', password: 'x' }));
    expect(unknown.status).toBe(401);
  });

  it('asks for the login again on a new request even when the browser has a session', async () => {
    const config = await relayConfiguration();
    const jar = new CookieJar();
    const first = await openLoginPage(config, jar);
    const login = await jar.fetch(
      `${first.loginUrl.href}/login`,
      form({ loginId: account!.loginId, password: account!.password }),
    );
    await jar.fetch(new URL(login.headers.get('location')!, issuer));
    const second = await openLoginPage(config, jar);
    expect(second.page.status).toBe(200);
    expect(await second.page.text()).toContain(CARRIER_TEXT.loginTitle);
  });

  it('sends a cancelled login back to the relay with error=access_denied', async () => {
    const config = await relayConfiguration();
    const jar = new CookieJar();
    const { loginUrl, state } = await openLoginPage(config, jar);
    const abort = await jar.fetch(`${loginUrl.href}/abort`, form({}));
    const resume = await jar.fetch(new URL(abort.headers.get('location')!, issuer));
    const callback = new URL(resume.headers.get('location')!);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(state);
  });

  it('refuses a request without PKCE and an unregistered redirect address', async () => {
    const noPkce = new URL(`${issuer}/auth`);
    noPkce.search = new URLSearchParams({
      client_id: 'member-hub-relay',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid claim_all',
      state: 'S',
    }).toString();
    const res = await fetch(noPkce, { redirect: 'manual' });
    expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');

    const elsewhere = new URL(noPkce);
    elsewhere.searchParams.set('redirect_uri', 'http://evil.example/cb');
    const refused = await fetch(elsewhere, { redirect: 'manual' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();
    expect(await refused.text()).toContain('エラーが発生しました');
  });

  it('for tests, goes down (connections dropped) on POST /test/down and comes back on POST /test/up', async () => {
    const discovery = `${issuer}/.well-known/openid-configuration`;
    expect((await fetch(`${issuer}/test/down`, { method: 'POST' })).status).toBe(200);
    try {
      await expect(fetch(discovery)).rejects.toThrow(/fetch failed/);
      await expect(relayConfiguration()).rejects.toThrow();
    } finally {
      expect(await (await fetch(`${issuer}/test/up`, { method: 'POST' })).json()).toEqual({ down: false });
    }
    expect((await fetch(discovery)).status).toBe(200);
  });
});
