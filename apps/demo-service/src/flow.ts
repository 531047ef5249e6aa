// The sign-in flow of a sibling service, as plain functions the server wires and tests call.
//   1. startSignIn: random state + nonce into a signed cookie, browser to the hub's entry page.
//   2. completeCallback: the hub's authentication host returns with ?code&state (standard
//      OAuth 2.0); state must match the cookie, the code is exchanged (openid-client checks
//      the ID token, its nonce and issuer), and a small signed session cookie is set.
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
}

export interface DemoSession {
  sub: string;
  nickname: string;
  hasRefreshToken: boolean;
}

export interface Random {
  state(): string;
  nonce(): string;
}

/** The hub's flow may take the visitor through mail (30 minutes, hub spec §9); allow a bit more. */
export const PENDING_TTL_SECONDS = 40 * 60;
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

export const cookieNames = (config: DemoServiceConfig) => ({
  // Cookies on one host are shared by every port: the variant keeps the two services apart.
  pending: `demo_${config.variant}_pending`,
  session: `demo_${config.variant}_session`,
});

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

export function startSignIn(
  config: DemoServiceConfig,
  mode: EntryMode,
  { random, now }: { random: Random; now: number },
): { location: string; setCookie: string } {
  const pending: PendingSignIn = {
    state: random.state(),
    nonce: random.nonce(),
    mode,
    exp: now + PENDING_TTL_SECONDS * 1000,
  };
  return {
    location: hubEntryUrl(config, mode, pending.state, pending.nonce),
    setCookie: serializeCookie(cookieNames(config).pending, sign(config.cookieSecret, pending), {
      maxAge: PENDING_TTL_SECONDS,
      secure: isSecure(config),
    }),
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
  checks: { state: string; nonce: string },
) => Promise<{ sub: string; nickname?: string; hasRefreshToken: boolean }>;

export type CallbackResult =
  | { kind: 'signedIn'; session: DemoSession; setCookies: string[] }
  /** The hub came back without a code (auth=false, status=authError, error=…): not an attack, just no sign-in. */
  | { kind: 'notSignedIn'; detail: string; setCookies: string[] }
  | {
      kind: 'refused';
      reason: 'no_pending' | 'expired' | 'state_mismatch' | 'exchange_failed';
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
    const detail =
      url.searchParams.get('error') ??
      url.searchParams.get('status') ??
      url.searchParams.get('auth') ??
      'no_code';
    return { kind: 'notSignedIn', detail, setCookies: [clearPending] };
  }
  const pending = unsign<PendingSignIn>(config.cookieSecret, parseCookies(cookieHeader)[names.pending]);
  if (!pending) return { kind: 'refused', reason: 'no_pending', setCookies: [clearPending] };
  if (now > pending.exp) return { kind: 'refused', reason: 'expired', setCookies: [clearPending] };
  if (url.searchParams.get('state') !== pending.state) {
    return { kind: 'refused', reason: 'state_mismatch', setCookies: [clearPending] };
  }
  let result: Awaited<ReturnType<CodeExchange>>;
  try {
    result = await exchange(url, { state: pending.state, nonce: pending.nonce });
  } catch {
    return { kind: 'refused', reason: 'exchange_failed', setCookies: [clearPending] };
  }
  const session: DemoSession = {
    sub: result.sub,
    nickname: result.nickname ?? '',
    hasRefreshToken: result.hasRefreshToken,
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
