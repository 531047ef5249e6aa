import { describe, expect, it, vi } from 'vitest';

import { loadConfig } from './config';
import {
  type CodeExchange,
  completeCallback,
  cookieNames,
  PENDING_TTL_SECONDS,
  readSession,
  s256,
  startSignIn,
  startSilentSignIn,
} from './flow';

const community = loadConfig('community', {
  HUB_PUBLIC_ORIGIN: 'http://hub.test',
  DEMO_SERVICE_PORT: '6190',
});
const members = loadConfig('members', {
  HUB_PUBLIC_ORIGIN: 'http://hub.test',
  DEMO_MEMBERS_SERVICE_PORT: '6191',
});
const random = { state: () => 'STATE-1', nonce: () => 'NONCE-1' };
const NOW = Date.UTC(2026, 0, 1);

/** The cookie header a browser would send back after startSignIn. */
function browserCookie(setCookie: string): string {
  return setCookie.split(';')[0]!;
}

describe('startSignIn', () => {
  it('sends the visitor to the hub login page with the entry parameters', () => {
    const { location } = startSignIn(community, 'login', { random, now: NOW });
    const url = new URL(location);
    expect(url.origin + url.pathname).toBe('http://hub.test/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      returnUrl: 'http://localhost:6190/callback',
      state: 'STATE-1',
      nonce: 'NONCE-1',
      scope: 'openid',
      clientId: 'demo-community',
    });
  });

  it('uses the register page and, for the members service, a return address with the marker word', () => {
    const url = new URL(startSignIn(members, 'register', { random, now: NOW }).location);
    expect(url.pathname).toBe('/register');
    expect(url.searchParams.get('returnUrl')).toBe('http://localhost:6191/lamember/callback');
    expect(url.searchParams.get('clientId')).toBe('demo-members');
    expect(url.searchParams.get('needsRefreshToken')).toBe('true');
  });

  it('keeps state and nonce in an HttpOnly cookie named per service', () => {
    const { setCookie } = startSignIn(community, 'login', { random, now: NOW });
    expect(setCookie.startsWith(`${cookieNames(community).pending}=`)).toBe(true);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(cookieNames(community).pending).not.toBe(cookieNames(members).pending);
  });
});

describe('completeCallback', () => {
  const started = startSignIn(community, 'login', { random, now: NOW });
  const cookieHeader = browserCookie(started.setCookie);
  const callback = (query: string) => new URL(`http://localhost:6190/callback?${query}`);
  const okExchange: CodeExchange = async () => ({
    sub: 'uid-1',
    nickname: 'たろう',
    encryptedId: 'v1.sealed',
    hasRefreshToken: false,
  });
  /** The callback with `query` in a browser sending `cookie`. */
  const returnTo = (query: string, cookie: string | undefined, exchange: CodeExchange = okExchange) =>
    completeCallback(community, { url: callback(query), cookieHeader: cookie, now: NOW }, exchange);
  /** A session cookie of the service's name that the service never signed. */
  const forgedSession = `${cookieNames(community).session}=forged.value`;
  /** The session cookie of a browser that has just signed in here (nothing pending any more). */
  async function signedInHere(): Promise<string> {
    const first = await completeCallback(
      community,
      { url: callback('code=abc&state=STATE-1'), cookieHeader, now: NOW },
      okExchange,
    );
    return browserCookie(first.setCookies.find((c) => c.startsWith(`${cookieNames(community).session}=`))!);
  }

  it('exchanges the code with the stored state and nonce and starts a session', async () => {
    const exchange = vi.fn(okExchange);
    const result = await completeCallback(
      community,
      { url: callback('code=abc&state=STATE-1'), cookieHeader, now: NOW + 1000 },
      exchange,
    );
    expect(exchange).toHaveBeenCalledWith(expect.any(URL), { state: 'STATE-1', nonce: 'NONCE-1' });
    expect(result.kind).toBe('signedIn');
    const sessionCookie = result.setCookies.find((c) => c.startsWith(`${cookieNames(community).session}=`))!;
    expect(readSession(community, browserCookie(sessionCookie))).toEqual({
      sub: 'uid-1',
      nickname: 'たろう',
      hasRefreshToken: false,
      encryptedId: 'v1.sealed',
      under18: false,
    });
  });

  it('refuses a state that does not match the cookie without exchanging the code', async () => {
    const exchange = vi.fn(okExchange);
    const result = await completeCallback(
      community,
      { url: callback('code=abc&state=OTHER'), cookieHeader, now: NOW },
      exchange,
    );
    expect(result).toMatchObject({ kind: 'refused', reason: 'state_mismatch' });
    expect(exchange).not.toHaveBeenCalled();
  });

  it('refuses a callback without the cookie, or with the other service cookie', async () => {
    const otherService = browserCookie(startSignIn(members, 'login', { random, now: NOW }).setCookie);
    for (const header of [undefined, otherService, `${cookieNames(community).pending}=forged.value`]) {
      const result = await completeCallback(
        community,
        { url: callback('code=abc&state=STATE-1'), cookieHeader: header, now: NOW },
        okExchange,
      );
      expect(result).toMatchObject({ kind: 'refused', reason: 'no_pending' });
    }
  });

  it('a code with nothing pending in a browser already signed in here goes on signed in, without an exchange', async () => {
    const session = await signedInHere();
    const exchange = vi.fn(okExchange);
    const again = await returnTo('code=def&state=STATE-1', session, exchange);
    expect(again).toMatchObject({ kind: 'alreadySignedIn', session: { sub: 'uid-1' } });
    expect(exchange).not.toHaveBeenCalled();
    const forged = await returnTo('code=def&state=STATE-1', forgedSession, exchange);
    expect(forged).toMatchObject({ kind: 'refused', reason: 'no_pending' });
  });

  it('refuses a callback after the pending sign-in expired', async () => {
    const result = await completeCallback(
      community,
      { url: callback('code=abc&state=STATE-1'), cookieHeader, now: NOW + PENDING_TTL_SECONDS * 1000 + 1 },
      okExchange,
    );
    expect(result).toMatchObject({ kind: 'refused', reason: 'expired' });
  });

  it('refuses when the code exchange fails (bad code, nonce mismatch, bad signature)', async () => {
    const result = await completeCallback(
      community,
      { url: callback('code=abc&state=STATE-1'), cookieHeader, now: NOW },
      async () => {
        throw new Error('unexpected ID Token "nonce" claim value');
      },
    );
    expect(result).toMatchObject({
      kind: 'refused',
      reason: 'exchange_failed',
      detail: 'unexpected ID Token "nonce" claim value',
    });
    expect(result.setCookies.some((c) => c.startsWith(`${cookieNames(community).session}=`))).toBe(false);
  });

  it('treats a return without code (auth=false) as not signed in', async () => {
    const result = await completeCallback(
      community,
      { url: callback('auth=false'), cookieHeader, now: NOW },
      okExchange,
    );
    expect(result).toMatchObject({ kind: 'notSignedIn', detail: 'false' });
  });

  it('a return without code that reports nothing wrong, to a browser signed in here, goes on signed in (provider=email)', async () => {
    const session = await signedInHere();
    const exchange = vi.fn(okExchange);
    const back = await returnTo('provider=email', session, exchange);
    expect(back).toMatchObject({ kind: 'alreadySignedIn', session: { sub: 'uid-1' } });
    expect(exchange).not.toHaveBeenCalled();
    // A return that reports a failure (the hub signed the member out: status=authError) is said so.
    const failed = await returnTo('status=authError', session, exchange);
    expect(failed).toMatchObject({ kind: 'notSignedIn', detail: 'authError' });
    // A session cookie that is not the service's own is no session.
    const forged = await returnTo('provider=email', forgedSession, exchange);
    expect(forged).toMatchObject({ kind: 'notSignedIn', detail: 'no_code' });
  });
});

describe('startSilentSignIn (a sign-in finished in another browser)', () => {
  it('asks the authentication host again with prompt=none for a new request of this browser, once', () => {
    const silent = startSilentSignIn(community, undefined, { random, now: NOW })!;
    const url = new URL(silent.location);
    expect(`${url.origin}${url.pathname}`).toBe(`${community.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: community.clientId,
      redirect_uri: 'http://localhost:6190/callback',
      response_type: 'code',
      scope: 'openid',
      state: 'STATE-1',
      nonce: 'NONCE-1',
      prompt: 'none',
    });
    expect(silent.setCookies.some((c) => c.startsWith(`${cookieNames(community).pending}=`))).toBe(true);
    // While one is under way, no second one (no loop when the host has no session either).
    const again = startSilentSignIn(community, browserCookie(silent.setCookies[1]!), { random, now: NOW });
    expect(again).toBeNull();
  });
});

describe('the members service as a public client (DEMO_MEMBERS_SERVICE_CLIENT=public)', () => {
  const app = loadConfig('members', {
    HUB_PUBLIC_ORIGIN: 'http://hub.test',
    DEMO_MEMBERS_SERVICE_PORT: '6192',
    DEMO_MEMBERS_SERVICE_CLIENT: 'public',
  });
  const withVerifier = { ...random, codeVerifier: () => 'VERIFIER-0123456789-0123456789-0123456789-0123' };

  it('is the public client with a loopback redirect and no secret', () => {
    expect(app).toMatchObject({
      clientId: 'demo-members-app',
      clientSecret: '',
      publicClient: true,
      publicOrigin: 'http://127.0.0.1:6192',
    });
  });

  it('sends its own authorization request to the provider, with PKCE S256 and offline_access', () => {
    const url = new URL(startSignIn(app, 'login', { random: withVerifier, now: NOW }).location);
    expect(`${url.origin}${url.pathname}`).toBe('http://hub.test/memberbase/v1/oidc/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'demo-members-app',
      redirect_uri: 'http://127.0.0.1:6192/oauth/callback',
      response_type: 'code',
      scope: 'openid offline_access',
      prompt: 'consent',
      state: 'STATE-1',
      nonce: 'NONCE-1',
      code_challenge: s256('VERIFIER-0123456789-0123456789-0123456789-0123'),
      code_challenge_method: 'S256',
    });
    // A silent request of this mode proves itself the same way.
    const silent = new URL(startSilentSignIn(app, undefined, { random: withVerifier, now: NOW })!.location);
    expect(silent.searchParams.get('prompt')).toBe('none');
    expect(silent.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('exchanges the code with the verifier it kept in the browser’s cookie', async () => {
    const started = startSignIn(app, 'login', { random: withVerifier, now: NOW });
    const exchange = vi.fn<CodeExchange>(async () => ({ sub: 'uid-1', hasRefreshToken: true }));
    const result = await completeCallback(
      app,
      {
        url: new URL('http://127.0.0.1:6192/oauth/callback?code=abc&state=STATE-1'),
        cookieHeader: browserCookie(started.setCookie),
        now: NOW,
      },
      exchange,
    );
    expect(result.kind).toBe('signedIn');
    expect(exchange).toHaveBeenCalledWith(expect.any(URL), {
      state: 'STATE-1',
      nonce: 'NONCE-1',
      codeVerifier: 'VERIFIER-0123456789-0123456789-0123456789-0123',
    });
  });
});
