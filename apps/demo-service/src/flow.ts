// The sign-in flow of a sibling service, as plain functions the server wires and tests call.
//   1. startSignIn: random state + nonce into a signed cookie, browser to the hub's entry page.
//   2. completeCallback: the hub's authentication host returns with ?code&state (standard
//      OAuth 2.0); state must match the cookie, the code is exchanged (openid-client checks
//      the ID token, its nonce and issuer), and a small signed session cookie is set.
import { createHash } from 'node:crypto';

import { callbackUrl, type DemoServiceConfig } from './config';
import { parseCookies, serializeCookie, sign, unsign } from './cookies';

export type EntryMode = 'login' | 'register';

/** What the visitor started; kept in a signed cookie between leaving and coming back. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  mode: EntryMode;
  /** Epoch ms after which the callback is refused. */
  exp: number;
  /** The PKCE verifier of the public client's own request (RFC 7636). */
  codeVerifier?: string;
}

export interface DemoSession {
  sub: string;
  nickname: string;
  hasRefreshToken: boolean;
  /**
   * The member's `encrypted_id` (the ID token's claim): what this service hands to the hub's
   * embedded prefecture screen (profile spec §3). '' when the hub sent none.
   */
  encryptedId?: string;
  /**
   * The ID token's `under_18`: a member under 18 may only view posts here (profile spec §1), so
   * the service says so on its page.
   */
  under18?: boolean;
}

export interface Random {
  state(): string;
  nonce(): string;
  /** A PKCE code verifier (43+ characters of the unreserved set); the public-client mode's. */
  codeVerifier?(): string;
}

/** The hub's flow may take the visitor through mail (30 minutes, hub spec §9); allow a bit more. */
export const PENDING_TTL_SECONDS = 40 * 60;
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

export const cookieNames = (config: DemoServiceConfig) => ({
  // Cookies on one host are shared by every port: the variant keeps the two services apart.
  pending: `demo_${config.variant}_pending`,
  session: `demo_${config.variant}_session`,
  /** Set while one silent sign-in (prompt=none) is under way: never a second in a row. */
  silent: `demo_${config.variant}_silent`,
});

/** How long a silent sign-in may take before another may start. */
export const SILENT_TTL_SECONDS = 60;

const isSecure = (config: DemoServiceConfig) => config.publicOrigin.startsWith('https:');

/** The hub's entry URL (hub spec §2 "Entry rules") for this service. */
export function hubEntryUrl(
  config: DemoServiceConfig,
  mode: EntryMode,
  state: string,
  nonce: string,
): string {
  const url = new URL(`${config.hubOrigin}/${mode}`);
  url.searchParams.set('returnUrl', callbackUrl(config));
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('scope', 'openid');
  url.searchParams.set('clientId', config.clientId);
  if (config.needsRefreshToken) url.searchParams.set('needsRefreshToken', 'true');
  return url.href;
}

/** The PKCE S256 challenge of a verifier (RFC 7636 §4.2). */
export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * The public client's own authorization request (OpenID Connect, the standard entry): the host
 * takes the member to the hub's sign-in and answers the loopback redirect. A refresh token comes
 * with scope offline_access, which the provider grants with prompt=consent.
 */
export function authorizationRequestUrl(
  config: DemoServiceConfig,
  pending: PendingSignIn,
  { silent = false }: { silent?: boolean } = {},
): string {
  const url = new URL(`${config.issuer.replace(/\/$/, '')}/auth`);
  const offline = config.needsRefreshToken && !silent;
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', callbackUrl(config));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', offline ? 'openid offline_access' : 'openid');
  if (silent) url.searchParams.set('prompt', 'none');
  else if (offline) url.searchParams.set('prompt', 'consent');
  url.searchParams.set('state', pending.state);
  url.searchParams.set('nonce', pending.nonce);
  if (pending.codeVerifier) {
    url.searchParams.set('code_challenge', s256(pending.codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.href;
}

export function startSignIn(
  config: DemoServiceConfig,
  mode: EntryMode,
  { random, now }: { random: Random; now: number },
): { location: string; setCookie: string } {
  const codeVerifier = config.publicClient ? random.codeVerifier?.() : undefined;
  if (config.publicClient && !codeVerifier) throw new Error('a public client needs a PKCE verifier');
  const pending: PendingSignIn = {
    state: random.state(),
    nonce: random.nonce(),
    mode,
    exp: now + PENDING_TTL_SECONDS * 1000,
    ...(codeVerifier ? { codeVerifier } : {}),
  };
  return {
    // The hub's /login entry is for web services; the phone app's request goes to the provider.
    location: config.publicClient
      ? authorizationRequestUrl(config, pending)
      : hubEntryUrl(config, mode, pending.state, pending.nonce),
    setCookie: serializeCookie(cookieNames(config).pending, sign(config.cookieSecret, pending), {
      maxAge: PENDING_TTL_SECONDS,
      secure: isSecure(config),
    }),
  };
}

/**
 * A code arrived with nothing pending here: the hub finished the sign-in in a browser that did not
 * start it (a mail link opened in a mail app's own browser). The code is not ours to exchange (no
 * state, no nonce), so this service asks the authentication host again, as any OpenID client may,
 * silently (`prompt=none`): the host has a session in this browser now and answers at once with a
 * code for a request of ours; without a session it answers `error=login_required` (then: not signed
 * in). Only once in a row (the `silent` cookie).
 */
export function startSilentSignIn(
  config: DemoServiceConfig,
  cookieHeader: string | undefined,
  { random, now }: { random: Random; now: number },
): { location: string; setCookies: string[] } | null {
  const names = cookieNames(config);
  if (parseCookies(cookieHeader)[names.silent]) return null;
  const codeVerifier = config.publicClient ? random.codeVerifier?.() : undefined;
  const pending: PendingSignIn = {
    state: random.state(),
    nonce: random.nonce(),
    mode: 'login',
    exp: now + PENDING_TTL_SECONDS * 1000,
    ...(codeVerifier ? { codeVerifier } : {}),
  };
  const secure = isSecure(config);
  return {
    location: authorizationRequestUrl(config, pending, { silent: true }),
    setCookies: [
      serializeCookie(names.pending, sign(config.cookieSecret, pending), {
        maxAge: PENDING_TTL_SECONDS,
        secure,
      }),
      serializeCookie(names.silent, '1', { maxAge: SILENT_TTL_SECONDS, secure }),
    ],
  };
}

/**
 * The hub pages an older-service phone app opens (hub spec §2), reachable through GET /launch:
 * the demo service starts its own request (state, nonce, cookie) and forwards the launch's
 * extra query values, so that the hand-back ends signed in here.
 */
export const LAUNCH_TARGETS = Object.freeze([
  'migrationRegister',
  'migrationLogin',
  'kantanLogin',
  'kantanRegister',
  'KantanAuthRegister',
  'gameRegister',
  'payout',
] as const);
export type LaunchTarget = (typeof LAUNCH_TARGETS)[number];

/** The entry values the demo service sets itself; a launch may not override them. */
const OWN_ENTRY_KEYS = new Set(['returnUrl', 'state', 'nonce', 'scope', 'clientId', 'client_id', 'to']);

export const isLaunchTarget = (value: unknown): value is LaunchTarget =>
  (LAUNCH_TARGETS as readonly unknown[]).includes(value);

/**
 * GET /launch?to=<hub page>&…: a new pending sign-in and the browser to that hub page with this
 * service's entry values plus every other query value of the launch (token, fcm_token, telno…).
 * undefined for a page that is not a launch target (no open redirect).
 */
export function startLaunch(
  config: DemoServiceConfig,
  query: URLSearchParams,
  { random, now }: { random: Random; now: number },
): { location: string; setCookie: string } | undefined {
  const to = query.get('to');
  if (!isLaunchTarget(to)) return undefined;
  const { setCookie, location } = startSignIn(config, 'login', { random, now });
  const url = new URL(location);
  url.pathname = `/${to}`;
  for (const [key, value] of query) {
    if (OWN_ENTRY_KEYS.has(key)) continue;
    url.searchParams.set(key, value);
  }
  return { location: url.href, setCookie };
}

/** Exchanges the authorization code; openid-client in production, a stub in tests. */
export type CodeExchange = (
  currentUrl: URL,
  checks: { state: string; nonce: string; codeVerifier?: string },
) => Promise<{
  sub: string;
  nickname?: string;
  encryptedId?: string;
  under18?: boolean;
  hasRefreshToken: boolean;
}>;

export type CallbackResult =
  | { kind: 'signedIn'; session: DemoSession; setCookies: string[] }
  /**
   * The browser is already signed in here, and nothing is to be exchanged: a code arrived with no
   * sign-in pending (a mailed login link tapped a second time hands back again with the earlier
   * request's state; the code is not for a request of ours), or the return carries no code and
   * reports nothing wrong (provider=email). The member simply goes on, signed in.
   */
  | { kind: 'alreadySignedIn'; session: DemoSession; setCookies: string[] }
  /**
   * The hub came back without a code and with a failure (auth=false, status=authError, error=…), or
   * with none to a browser not signed in here: not an attack, just no sign-in.
   */
  | { kind: 'notSignedIn'; detail: string; setCookies: string[] }
  | {
      kind: 'refused';
      reason: 'no_pending' | 'expired' | 'state_mismatch' | 'exchange_failed';
      /** Why the exchange failed (the OIDC client's message), for the service's log only. */
      detail?: string;
      setCookies: string[];
    };

export async function completeCallback(
  config: DemoServiceConfig,
  { url, cookieHeader, now }: { url: URL; cookieHeader: string | undefined; now: number },
  exchange: CodeExchange,
): Promise<CallbackResult> {
  const names = cookieNames(config);
  const clearPending = serializeCookie(names.pending, '', { maxAge: 0, secure: isSecure(config) });
  const code = url.searchParams.get('code');
  if (!code) {
    const failure =
      url.searchParams.get('error') ?? url.searchParams.get('status') ?? url.searchParams.get('auth');
    // A return that reports nothing wrong to a browser signed in here (the profile's 'back to the
    // service' after an e-mail was registered, provider=email): the member goes on, signed in.
    const session = unsign<DemoSession>(config.cookieSecret, parseCookies(cookieHeader)[names.session]);
    if (failure === null && session) return { kind: 'alreadySignedIn', session, setCookies: [clearPending] };
    return { kind: 'notSignedIn', detail: failure ?? 'no_code', setCookies: [clearPending] };
  }
  const pending = unsign<PendingSignIn>(config.cookieSecret, parseCookies(cookieHeader)[names.pending]);
  if (!pending) {
    const session = unsign<DemoSession>(config.cookieSecret, parseCookies(cookieHeader)[names.session]);
    if (session) return { kind: 'alreadySignedIn', session, setCookies: [clearPending] };
    return { kind: 'refused', reason: 'no_pending', setCookies: [clearPending] };
  }
  if (now > pending.exp) return { kind: 'refused', reason: 'expired', setCookies: [clearPending] };
  if (url.searchParams.get('state') !== pending.state) {
    return { kind: 'refused', reason: 'state_mismatch', setCookies: [clearPending] };
  }
  let result: Awaited<ReturnType<CodeExchange>>;
  try {
    result = await exchange(url, {
      state: pending.state,
      nonce: pending.nonce,
      ...(pending.codeVerifier ? { codeVerifier: pending.codeVerifier } : {}),
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { kind: 'refused', reason: 'exchange_failed', detail, setCookies: [clearPending] };
  }
  const session: DemoSession = {
    sub: result.sub,
    nickname: result.nickname ?? '',
    hasRefreshToken: result.hasRefreshToken,
    encryptedId: result.encryptedId ?? '',
    under18: result.under18 === true,
  };
  return {
    kind: 'signedIn',
    session,
    setCookies: [
      clearPending,
      serializeCookie(names.session, sign(config.cookieSecret, session), {
        maxAge: SESSION_TTL_SECONDS,
        secure: isSecure(config),
      }),
    ],
  };
}

export function readSession(
  config: DemoServiceConfig,
  cookieHeader: string | undefined,
): DemoSession | undefined {
  return unsign<DemoSession>(config.cookieSecret, parseCookies(cookieHeader)[cookieNames(config).session]);
}

export function signOutCookie(config: DemoServiceConfig): string {
  return serializeCookie(cookieNames(config).session, '', { maxAge: 0, secure: isSecure(config) });
}
