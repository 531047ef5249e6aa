/**
 * The spec's internal errors (hub spec §8): a flow that hits one reports an error whose message
 * is the spec's text (`InternalErrorMessage` of enums), with the original failure as its cause.
 * The error service groups by that message; the cause keeps the details.
 */
import { type InternalErrorMessageText } from '@member-hub/enums';

export interface InternalError extends Error {
  readonly kind: 'internal';
  readonly message: InternalErrorMessageText;
  readonly cause: unknown;
}

/** An Error with the spec's message and the failure behind it (`cause`, may be absent). */
export function internalError(message: InternalErrorMessageText, cause?: unknown): InternalError {
  const error = new Error(message, cause === undefined ? undefined : { cause }) as Error & {
    kind: 'internal';
  };
  error.name = 'InternalError';
  error.kind = 'internal';
  return error as InternalError;
}

/** By `kind`, not `instanceof` (errors cross bundles). */
export function isInternalError(error: unknown): error is InternalError {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'internal';
}

/**
 * The failure behind internal errors (they may wrap each other): what the error policy
 * classifies, so a timeout inside 'GetMe API ERROR' still opens the timeout dialog.
 */
export function rootCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 10 && isInternalError(current) && current.cause !== undefined; depth++) {
    current = current.cause;
  }
  return current;
}
