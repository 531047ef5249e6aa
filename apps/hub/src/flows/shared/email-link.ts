/**
 * The two visits of /login/validate/email (hub spec §4 "E-mail link flow"):
 *   1. from the mail, with referenceKey and mode (both required, else an invalid URL): fetch the
 *      Firebase link from the server (one use, 30 minutes), keep the address and follow the link;
 *      a failed lookup → 006b; no address → a clear message and the generic error page;
 *   2. back from Firebase (a sign-in link with loginParamKey): complete the sign-in, restore the
 *      login parameters from the server, check the member; on a problem revoke, sign out and go
 *      back to login; otherwise Complete, or BrowserChangeError when this browser holds no client
 *      entry (the link was opened in another browser than the one that asked for it).
 */
import { ApiErrorCode, isHttpError } from '@member-hub/api-client';
import { AuthProcess, LoginHistoryMode, StorageKey } from '@member-hub/enums';
import { isIdentityErrorOfKind } from '@member-hub/identity';
import { parseEntryParams } from '@member-hub/validators';

import { type ClientContext, clientContextOf } from '@member-hub/app-kit/client-context';
import { type FlowDeps, revokeAndSignOut } from './deps';
import { recordLoginHistory } from './login-history';
import { checkMemberAccess } from './member-access';
import { clientForReturn } from './mail-elsewhere';

/**
 * What a visit of a validate/email page is (profile spec §4 "E-mail link verification"): from
 * the mail, `referenceKey` and the page's `mode` are both required; Firebase's return is a
 * sign-in link without a referenceKey; anything else is an invalid URL (the alert 'Invalid URL.
 * Please check the URL and try again' and the unauthorised return).
 */
export type MailLandingVisit =
  { kind: 'mail'; referenceKey: string } | { kind: 'sign-in-return' } | { kind: 'invalid-url' };

export function classifyMailLanding(
  href: string,
  mailMode: string,
  isSignInLink: (href: string) => boolean,
): MailLandingVisit {
  const query = new URL(href).searchParams;
  const referenceKey = query.get('referenceKey');
  if (!referenceKey && isSignInLink(href)) return { kind: 'sign-in-return' };
  if (referenceKey && query.get('mode') === mailMode) return { kind: 'mail', referenceKey };
  return { kind: 'invalid-url' };
}

export type MailLandingResult =
  | { kind: 'following' }
  | { kind: 'expired' }
  /**
   * The link was already used (a second tap on the mail's button; 403 link.used). Told apart from
   * 'expired': a member already signed in in this browser continues, anyone else
   * learns that the button was used, not that 30 minutes passed.
   */
  | { kind: 'used' }
  /** The lookup answered no address (profile spec §4): the link is not followed. */
  | { kind: 'no-email' };

/**
 * A used link opened again in the browser that used it (a second tap, a reload): the member is still
 * signed in and this browser still holds the journey, so the flow goes on instead of an error —
 * a login to its hand-back, a registration (process still `register`) to its profile form.
 */
export function continuesAfterUsedLink(
  deps: Pick<FlowDeps, 'identity' | 'storage'>,
  { client }: Pick<ClientContext, 'client'>,
  mode: 'login' | 'register',
): boolean {
  if (!deps.identity.currentUser() || !client) return false;
  if (mode === 'login') return true;
  return deps.storage.getItem(StorageKey.process) === AuthProcess.Register;
}

/** The error reported when the lookup answers no address (profile spec §4). */
export const NO_EMAIL_MESSAGE = 'email address could not be obtained';

export async function followMailLink(
  deps: Pick<FlowDeps, 'api' | 'savedEmail'>,
  referenceKey: string,
  assign: (url: string) => void,
): Promise<MailLandingResult> {
  try {
    const { mailLink, email } = await deps.api.getMailLink({ query: { referenceKey } });
    if (!email.trim()) return { kind: 'no-email' };
    await deps.savedEmail.save(email);
    assign(mailLink);
    return { kind: 'following' };
  } catch (error) {
    if (isHttpError(error) && error.code === ApiErrorCode.LinkUsed) return { kind: 'used' };
    return { kind: 'expired' };
  }
}

export type MailReturnResult =
  | { kind: 'complete' }
  | { kind: 'browser-changed' }
  /** 006b: the link is used, expired or not for this address. */
  | { kind: 'expired' }
  /** 006: signed in, but no member has this address. */
  | { kind: 'not-member' }
  /** Locked service, no status, or no login parameters: revoked, signed out, back to login. */
  | { kind: 'back-to-login' };

/**
 * The return from a mail link that login and registration share: complete the sign-in with the
 * kept address (no address, not a sign-in link, or a used/expired link → expired), restore the
 * login parameters the link names (null when there are none), then let the mode's `proceed`
 * decide. When `proceed` fails, the new session is revoked and signed out before the error goes on.
 */
export async function completeMailLinkSignIn<R>(
  deps: FlowDeps,
  href: string,
  proceed: (restored: RestoredLoginParams | null) => Promise<R>,
): Promise<R | { kind: 'expired' }> {
  const loginParamKey = new URL(href).searchParams.get('loginParamKey');
  const email = await deps.savedEmail.load();
  if (!email || !deps.identity.isSignInLink(href)) return { kind: 'expired' };
  try {
    await deps.identity.completeEmailLinkSignIn(email, href);
  } catch (error) {
    if (isIdentityErrorOfKind(error, 'link_invalid', 'link_expired', 'invalid_email'))
      return { kind: 'expired' };
    throw error;
  }
  try {
    return await proceed(loginParamKey ? await restoreLoginParams(deps, loginParamKey) : null);
  } catch (error) {
    await revokeAndSignOut(deps);
    throw error;
  }
}

export function completeMailLinkReturn(
  deps: FlowDeps,
  context: ClientContext,
  href: string,
): Promise<MailReturnResult> {
  return completeMailLinkSignIn(deps, href, async (restored): Promise<MailReturnResult> => {
    if (!restored) {
      await revokeAndSignOut(deps);
      return { kind: 'back-to-login' };
    }
    // The variant of the entry the mail link carried (this browser may hold none).
    const { variant } = clientContextOf(restored);
    const access = await checkMemberAccess(deps.api, variant, deps.report);
    if (!access.ok) {
      await revokeAndSignOut(deps);
      return access.reason === 'not-member' ? { kind: 'not-member' } : { kind: 'back-to-login' };
    }
    deps.storage.removeItem(StorageKey.loginParamKey);
    // This browser's entry, or the server's when the address was confirmed here (mail-elsewhere.ts).
    const local = clientForReturn(deps, context, restored);
    if (!local) return { kind: 'browser-changed' };
    await recordLoginHistory(deps.api, LoginHistoryMode.Login, variant, local.returnUrl);
    return { kind: 'complete' };
  });
}

export type RestoredLoginParams = NonNullable<Awaited<ReturnType<typeof restoreLoginParams>>>;

/** The client entry saved before the mail was sent; re-checked against the allow-list. */
export async function restoreLoginParams(deps: FlowDeps, loginParamKey: string) {
  let text: string;
  try {
    text = (await deps.api.getLoginParam({ query: { loginParamKey } })).loginParam;
  } catch (error) {
    if (isHttpError(error)) return null;
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'string') query[k] = v;
    else if (typeof v === 'boolean') query[k] = String(v);
  }
  const parsed = parseEntryParams(query, { allowedReturnUrlPrefixes: deps.allowedReturnUrlPrefixes });
  return parsed.ok ? parsed.value : null;
}
