/**
 * A mail link opened in another browser than the one that asked for it: mail
 * apps open links in their own browser, and the empty-mail route always does. Two ways forward,
 * beside the spec's BrowserChangeError screens (which stay):
 *   - here: the member confirms the address the mail went to; the server answers the sign-in link
 *     (and uses it up) only then, and this browser adopts the client entry the server kept under
 *     the loginParamKey, so the hand-back works from here;
 *   - there: the browser that asked types the mail's 6-digit code (single use, 30 minutes, 5 tries);
 *     after an "empty mail" it knows no address, and the code alone names the mail.
 * A wrong code or address never uses the link up (the server's rule).
 */
import { ApiErrorCode, isHttpError } from '@member-hub/api-client';
import { AuthProcess, StorageKey } from '@member-hub/enums';
import { type ClientRecord } from '@member-hub/validators';

import { type ClientContext, saveClient } from '@member-hub/app-kit/client-context';
import { type FlowDeps } from './deps';

/**
 * Set in the other browser once its member confirmed the address (ours, not a spec key): the
 * return from Firebase may adopt the client entry restored from the server.
 */
export const CONFIRMED_HERE_KEY = 'mailLinkConfirmedHere';

export type MailElsewhereApi = Pick<FlowDeps['api'], 'enterMailCode' | 'confirmMailLink' | 'getMailLinkInfo'>;

export type SecondWayResult =
  /** Right: the sign-in link is followed (the page leaves). */
  | { kind: 'following' }
  /** The code or the address does not match; the link is still usable. */
  | { kind: 'wrong' }
  /** Too many wrong entries: a fresh mail is needed. */
  | { kind: 'locked' }
  /** The 30 minutes have passed. */
  | { kind: 'expired' }
  /** The mail's button (or the code) was used already. */
  | { kind: 'used' }
  /** No mail for this browser's request (another browser's key, or none kept). */
  | { kind: 'not-found' }
  /** Too many entries from this connection for now. */
  | { kind: 'rate-limited' };

const FAILURES: Partial<Record<string, SecondWayResult['kind']>> = {
  [ApiErrorCode.LinkCodeWrong]: 'wrong',
  [ApiErrorCode.LinkEmailMismatch]: 'wrong',
  [ApiErrorCode.LinkCodeLocked]: 'locked',
  [ApiErrorCode.LinkExpired]: 'expired',
  [ApiErrorCode.LinkUsed]: 'used',
  [ApiErrorCode.LinkNotFound]: 'not-found',
  [ApiErrorCode.RateLimited]: 'rate-limited',
};

/** The server's refusal as a result; anything else (timeout, 5xx) goes on to the error policy. */
function refusalOf(error: unknown): SecondWayResult {
  const kind = isHttpError(error) && error.code ? FAILURES[error.code] : undefined;
  if (!kind) throw error;
  return { kind } as SecondWayResult;
}

type CodeDeps = Pick<FlowDeps, 'storage' | 'savedEmail'> & { api: Pick<MailElsewhereApi, 'enterMailCode'> };

/** The code with this browser's loginParamKey (and the address when known); right → the link is followed. */
async function sendCode(
  deps: CodeDeps,
  input: { email?: string; code: string },
  assign: (url: string) => void,
): Promise<SecondWayResult> {
  const loginParamKey = deps.storage.getItem(StorageKey.loginParamKey);
  if (!loginParamKey) return { kind: 'not-found' };
  const body =
    input.email === undefined
      ? { loginParamKey, code: input.code }
      : { email: input.email, loginParamKey, code: input.code };
  let answer: { mailLink: string; email: string };
  try {
    answer = await deps.api.enterMailCode({ body });
  } catch (error) {
    return refusalOf(error);
  }
  // The address the mail went to: Firebase asks for it when the link returns to this browser.
  await deps.savedEmail.save(answer.email);
  assign(answer.mailLink);
  return { kind: 'following' };
}

/**
 * The code typed on the "mail sent" page of the browser that asked: the server finds the mail by
 * this browser's loginParamKey and the address; right → the sign-in link is followed here.
 */
export function enterMailCode(
  deps: CodeDeps,
  input: { email: string; code: string },
  assign: (url: string) => void,
): Promise<SecondWayResult> {
  return sendCode(deps, input, assign);
}

/**
 * The code typed on the e-mail registration page after the "empty mail" button: this browser
 * never learns the address the member's mail came from, so the server takes the newest mail sent
 * for this browser's loginParamKey (the registration mail the receiver answered); right → the
 * sign-in link is followed here and the registration goes on to the profile step.
 */
export function enterEmptyMailCode(
  deps: CodeDeps,
  input: { code: string },
  assign: (url: string) => void,
): Promise<SecondWayResult> {
  return sendCode(deps, { code: input.code }, assign);
}

/**
 * The other browser: the member confirmed the address; right → this browser takes the journey
 * over (the flag for the return, the mode's process) and follows the sign-in link.
 */
export async function confirmMailLinkHere(
  deps: Pick<FlowDeps, 'storage' | 'savedEmail'> & { api: Pick<MailElsewhereApi, 'confirmMailLink'> },
  input: { referenceKey: string; email: string; mode: 'login' | 'register' },
  assign: (url: string) => void,
): Promise<SecondWayResult> {
  let answer: { mailLink: string; email: string };
  try {
    answer = await deps.api.confirmMailLink({
      body: { referenceKey: input.referenceKey, email: input.email },
    });
  } catch (error) {
    return refusalOf(error);
  }
  await deps.savedEmail.save(answer.email);
  deps.storage.setItem(CONFIRMED_HERE_KEY, '1');
  deps.storage.setItem(
    StorageKey.process,
    input.mode === 'register' ? AuthProcess.Register : AuthProcess.Login,
  );
  assign(answer.mailLink);
  return { kind: 'following' };
}

/**
 * Whether this browser asked for the mail: it holds the client entry (the spec's test for the
 * BrowserChangeError pages, made before the link is used, so the link stays usable).
 */
export function isBrowserThatAsked({ client }: Pick<ClientContext, 'client'>): boolean {
  return client !== null;
}

export type OtherBrowserLanding =
  /** Usable: the BrowserChangeError page with the way to confirm the address and finish here. */
  | { kind: 'confirm' }
  /** Used already (the "already used" page), told before asking for anything. */
  | { kind: 'used' }
  /** Expired or unknown: 006b / 003b. */
  | { kind: 'expired' };

/**
 * The mail's link opened in a browser that did not ask for it: looked at without using it up
 * (GET mailLinks/info), so that confirming the address here, or the code there, still works.
 */
export async function landInOtherBrowser(
  deps: { api: Pick<MailElsewhereApi, 'getMailLinkInfo'> },
  referenceKey: string,
): Promise<OtherBrowserLanding> {
  try {
    const info = await deps.api.getMailLinkInfo({ query: { referenceKey } });
    return info.used ? { kind: 'used' } : { kind: 'confirm' };
  } catch (error) {
    if (isHttpError(error) && error.status < 500) return { kind: 'expired' };
    throw error;
  }
}

/**
 * On the return from Firebase: the client entry of this browser (the navigation's context), or — when its member confirmed
 * the address here — the one restored from the server, kept as this browser's own from now on.
 * Null: another browser without confirmation (BrowserChangeError).
 */
export function clientForReturn(
  deps: Pick<FlowDeps, 'storage'>,
  { client }: Pick<ClientContext, 'client'>,
  restored: ClientRecord,
): ClientRecord | null {
  if (client) return client;
  if (deps.storage.getItem(CONFIRMED_HERE_KEY) !== '1') return null;
  deps.storage.removeItem(CONFIRMED_HERE_KEY);
  saveClient(deps.storage, restored);
  return restored;
}
