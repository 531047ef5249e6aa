/**
 * Login by e-mail (hub spec §4 "E-mail link flow", §8): save the login parameters on the server
 * (→ loginParamKey), then ask the server to mail the link. The address is kept (encrypted) for the
 * one-tap login and for completing the link in this browser.
 */
import { ApiErrorCode, isHttpError, isTimeoutError, retryAfterMinutesOf } from '@member-hub/api-client';
import { AuthProcess, StorageKey } from '@member-hub/enums';

import { type ClientContext } from '@member-hub/app-kit/client-context';
import { type FlowDeps } from './deps';

/**
 * The answers every mail step (the login mail, the registration mail, the empty-mail draft) shares
 * besides its own; the screens answer them alike.
 */
export type MailStepFailure =
  /** No valid client entry in this browser: the generic error page. */
  | { kind: 'no-client' }
  /** The timeout dialog (the policy) instead of the alert. */
  | { kind: 'timeout'; error: unknown }
  /** The catalogue's alert: 処理に失敗しました。恐れ入りますがもう一度はじめからお試しください。 */
  | { kind: 'failed'; error: unknown };

/** A mail step's failure that is none of the step's own answers: a timeout, or any other. */
export function mailStepError(error: unknown): MailStepFailure {
  return isTimeoutError(error) ? { kind: 'timeout', error } : { kind: 'failed', error };
}

/** The in-page alert of a failed mail step, as text keys of the `app` namespace and their values. */
export interface MailStepAlert {
  readonly message: 'alert.loginRetry' | 'alert.mailLimited';
  readonly hint: 'alert.loginRetryHint' | 'alert.mailLimitedWait' | 'alert.mailLimitedWaitUnknown';
  readonly minutes?: number;
}

/**
 * Which alert a failed mail step shows: the catalogue's retry text (hub spec §8), except for a
 * refused mail (429 `rate.limited`): "start again" would fail again, so the member learns that the
 * mail is on its way and how long to wait (from the answer's `retryAfterSeconds` when it has one).
 */
export function mailStepAlertOf(error: unknown): MailStepAlert {
  if (!isHttpError(error) || error.code !== ApiErrorCode.RateLimited)
    return { message: 'alert.loginRetry', hint: 'alert.loginRetryHint' };
  const minutes = retryAfterMinutesOf(error);
  if (minutes === undefined) return { message: 'alert.mailLimited', hint: 'alert.mailLimitedWaitUnknown' };
  return { message: 'alert.mailLimited', hint: 'alert.mailLimitedWait', minutes };
}

export function isMailStepFailure(result: { kind: string }): result is MailStepFailure {
  return result.kind === 'no-client' || result.kind === 'timeout' || result.kind === 'failed';
}

export type SendLoginMailResult =
  | { kind: 'sent'; email: string }
  /** 006: the address is wrong or not registered (404 email.not_registered). */
  | { kind: 'not-registered' }
  | MailStepFailure;

export async function sendLoginMail(
  deps: Pick<FlowDeps, 'api' | 'storage' | 'savedEmail'>,
  { client }: ClientContext,
  email: string,
): Promise<SendLoginMailResult> {
  if (!client) return { kind: 'no-client' };
  try {
    const { loginParamKey } = await deps.api.saveLoginParam({ body: { loginParam: JSON.stringify(client) } });
    deps.storage.setItem(StorageKey.loginParamKey, loginParamKey);
    deps.storage.setItem(StorageKey.process, AuthProcess.Login);
    await deps.api.sendLoginMailLink({ body: { email, loginParamKey } });
  } catch (error) {
    if (isHttpError(error) && error.code === ApiErrorCode.EmailNotRegistered)
      return { kind: 'not-registered' };
    return mailStepError(error);
  }
  await deps.savedEmail.save(email);
  return { kind: 'sent', email };
}
