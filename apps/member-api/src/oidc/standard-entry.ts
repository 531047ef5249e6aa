/**
 * The standard entry: an authorization request a relying party sends straight to the provider
 * (`GET /memberbase/v1/oidc/auth?client_id&redirect_uri&response_type=code&…`), as any OpenID
 * Connect library does, instead of the hub's own `/login?returnUrl&state&nonce&scope&clientId`.
 *
 * The provider keeps that request (with its PKCE challenge, `max_age`, `prompt`, `response_mode`)
 * in its interaction; the member signs in at the hub's `/login` with a client entry derived from
 * it, the hub hands back as always (POST /member/v1/authorization, then
 * /memberbase/v1/authorization?code&secure_code), and the host resumes that same interaction
 * instead of starting a new request (host.ts). The hand-back is the only proof of the member: the
 * interaction is finished for the uid the member API bound to it after verifying the Firebase ID
 * token, never for anything the browser names.
 */
import { emailLoginHint, firstSupportedLanguage } from '@member-hub/validators';

import type { HandBack } from './hand-back';

/** The languages the hub's screens have (its i18n: Japanese, the product's language, and English). */
export const HUB_LANGUAGES = ['ja', 'en'] as const;

/** The client entry the hub's `/login` gets for an interaction (hub spec §2 entry rules, §3). */
export interface HubEntry {
  readonly clientId: string;
  readonly returnUrl: string;
  readonly state: string;
  readonly nonce: string;
  /** Space-separated; the scopes the hub may ask for (hand-back.ts), in the request's order. */
  readonly scope: string;
  /** The request's `login_hint` when it is an e-mail address: the login screen's e-mail field. */
  readonly loginHint?: string;
  /** The first of the request's `ui_locales` the hub has. */
  readonly uiLocale?: (typeof HUB_LANGUAGES)[number];
}

/**
 * The hub's returnUrl for a client's redirect_uri: the redirect_uri itself when the hub's allow-list
 * holds it, else the client's registered `hub_return_url` (a phone app's private-use scheme or
 * loopback redirect, RFC 8252), else none: the hub cannot sign in for it.
 */
export type HubReturnUrlFor = (clientId: string, redirectUri: string) => string | undefined;

/** What the entry is derived from: the provider's interaction (its uid and stored parameters). */
export interface InteractionLike {
  readonly uid: string;
  readonly params: Readonly<Record<string, unknown>>;
}

const HUB_SCOPES = new Set(['openid', 'profile', 'offline_access']);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The hub entry for an interaction, the same every time it is computed (the host derives it when
 * sending the member to the hub and again when a hand-back comes back, and the two must agree).
 * The hub requires a non-empty `state` and `nonce` (hub spec §2); OpenID Connect makes both
 * optional in the code flow, so a request without them is entered with the interaction's uid,
 * which only binds the hand-back to this interaction and never reaches the client (the provider
 * answers with the request's own `state`, and an ID token without a requested nonce has none).
 */
export function hubEntryOf(
  interaction: InteractionLike,
  hubReturnUrlFor: HubReturnUrlFor,
): HubEntry | undefined {
  const { params, uid } = interaction;
  const clientId = text(params.client_id);
  const redirectUri = text(params.redirect_uri);
  const returnUrl = clientId && redirectUri ? hubReturnUrlFor(clientId, redirectUri) : undefined;
  if (!clientId || !returnUrl) return undefined;
  const scopes = (text(params.scope) ?? 'openid').split(' ').filter((s) => HUB_SCOPES.has(s));
  // Hints only (OIDC Core §3.1.2.1): one the hub cannot use is left out, never refused.
  const loginHint = emailLoginHint(text(params.login_hint));
  const uiLocale = firstSupportedLanguage(text(params.ui_locales), HUB_LANGUAGES);
  return {
    clientId,
    returnUrl,
    state: text(params.state) ?? uid,
    nonce: text(params.nonce) ?? uid,
    scope: scopes.join(' '),
    ...(loginHint ? { loginHint } : {}),
    ...(uiLocale ? { uiLocale } : {}),
  };
}

const sameScopes = (a: string, b: string) => {
  const left = new Set(a.split(' ').filter(Boolean));
  const right = new Set(b.split(' ').filter(Boolean));
  return left.size === right.size && [...left].every((s) => right.has(s));
};

/** Whether a hand-back was issued for exactly this entry (client, return address, state, nonce, scope). */
export function handBackMatches(hb: HandBack, entry: HubEntry | undefined): boolean {
  return (
    entry !== undefined &&
    hb.clientId === entry.clientId &&
    hb.returnUrl === entry.returnUrl &&
    hb.state === entry.state &&
    hb.nonce === entry.nonce &&
    sameScopes(hb.scope, entry.scope)
  );
}

/**
 * The hub's `/login` address for an entry: the spec's own query names, and the request's sign-in
 * hints under their OpenID Connect names (`login_hint`, `ui_locales`; enums `EntryParam`).
 */
export function hubLoginUrl(loginPage: string, entry: HubEntry): string {
  const url = new URL(loginPage);
  url.searchParams.set('returnUrl', entry.returnUrl);
  url.searchParams.set('state', entry.state);
  url.searchParams.set('nonce', entry.nonce);
  url.searchParams.set('scope', entry.scope);
  url.searchParams.set('clientId', entry.clientId);
  if (entry.loginHint) url.searchParams.set('login_hint', entry.loginHint);
  if (entry.uiLocale) url.searchParams.set('ui_locales', entry.uiLocale);
  return url.href;
}

/**
 * Whether the member's sign-in is recent enough for the request's `max_age` (OIDC Core §3.1.2.1):
 * judged by when the member signed in at the hub (the hand-back's auth time), not when the hand-back
 * was made.
 */
export function signInRecentEnough(hb: HandBack, params: InteractionLike['params'], now: Date): boolean {
  const raw = params.max_age;
  const maxAge = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(maxAge)) return true;
  const signedInAt = (hb.authTime ?? hb.createdAt).getTime();
  return now.getTime() - signedInAt <= maxAge * 1000;
}
