/**
 * Errors of the fetch client, discriminated by `kind` (hub spec §7 "Status handling",
 * ARCHITECTURE "Error policy"):
 *
 * | kind       | when                                                        | app action          |
 * | ---------- | ----------------------------------------------------------- | ------------------- |
 * | `timeout`  | 408, or the 15 s timer aborted the request                  | showTimeoutDialog   |
 * | `auth`     | 401 or 405, or a bearer call with no ID token               | returnAuthError     |
 * | `server`   | 500, 503 (and any other 5xx)                                | genericErrorPage    |
 * | `network`  | no response at all (connection refused, DNS, CORS, offline) | genericErrorPage    |
 * | `contract` | a request or an answer that does not match its schema       | genericErrorPage    |
 * | `http`     | 400, 403, 404, 409 and other 4xx: passed on to the caller   | passOn              |
 *
 * Use the type guards (`isMemberApiError`, `isApiErrorOfKind`), never `instanceof`: the app and
 * the package may hold two copies of this module.
 */
import type { z } from 'zod';

import type { ApiErrorBody } from '../contract/errors';

export type MemberApiErrorKind = 'timeout' | 'auth' | 'server' | 'network' | 'http' | 'contract';

export const memberApiErrorKinds: readonly MemberApiErrorKind[] = Object.freeze([
  'timeout',
  'auth',
  'server',
  'network',
  'http',
  'contract',
]);

interface ErrorBase<K extends MemberApiErrorKind> extends Error {
  readonly name: 'MemberApiError';
  readonly kind: K;
  /** Registry name of the call, e.g. 'getMe'. */
  readonly call: string;
  readonly method: string;
  readonly path: string;
}

export interface TimeoutApiError extends ErrorBase<'timeout'> {
  /** 408 when the server said so; undefined when the client's timer fired. */
  readonly status: 408 | undefined;
}
export interface AuthApiError extends ErrorBase<'auth'> {
  /** undefined when the call needed a token and `getIdToken` gave none. */
  readonly status: 401 | 405 | undefined;
  readonly code: string | undefined;
  readonly body: ApiErrorBody | undefined;
}
export interface ServerApiError extends ErrorBase<'server'> {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: ApiErrorBody | undefined;
}
export interface NetworkApiError extends ErrorBase<'network'> {
  readonly status: undefined;
}
export interface HttpApiError extends ErrorBase<'http'> {
  readonly status: number;
  /** The error body's code (see `ApiErrorCode`); undefined when the body was not an error body. */
  readonly code: string | undefined;
  readonly body: ApiErrorBody | undefined;
}
export interface ContractApiError extends ErrorBase<'contract'> {
  /** 'request': the caller's query/body failed the schema; 'response': the server's answer did. */
  readonly side: 'request' | 'response';
  readonly status: number | undefined;
  readonly issues: readonly z.core.$ZodIssue[];
}

export type MemberApiError =
  TimeoutApiError | AuthApiError | ServerApiError | NetworkApiError | HttpApiError | ContractApiError;

type ErrorOfKind<K extends MemberApiErrorKind> = Extract<MemberApiError, { kind: K }>;
type Fields<K extends MemberApiErrorKind> = Omit<ErrorOfKind<K>, keyof Error | 'name' | 'kind'>;

/** Creates a MemberApiError (an `Error` with the fields of its kind). */
export function createMemberApiError<K extends MemberApiErrorKind>(
  kind: K,
  message: string,
  fields: Fields<K>,
  cause?: unknown,
): ErrorOfKind<K> {
  const error = new Error(message, cause === undefined ? undefined : { cause }) as Error &
    Record<string, unknown>;
  Object.assign(error, fields, { name: 'MemberApiError', kind });
  return error as unknown as ErrorOfKind<K>;
}

/** True for any error thrown by the client (checked by shape, not by `instanceof`). */
export function isMemberApiError(e: unknown): e is MemberApiError {
  return (
    typeof e === 'object' &&
    e !== null &&
    (e as { name?: unknown }).name === 'MemberApiError' &&
    memberApiErrorKinds.includes((e as { kind?: unknown }).kind as MemberApiErrorKind)
  );
}

/** True for a client error of the given kind: `isApiErrorOfKind(e, 'http') && e.code === ...`. */
export function isApiErrorOfKind<K extends MemberApiErrorKind>(e: unknown, kind: K): e is ErrorOfKind<K> {
  return isMemberApiError(e) && e.kind === kind;
}

export const isTimeoutError = (e: unknown): e is TimeoutApiError => isApiErrorOfKind(e, 'timeout');
export const isAuthError = (e: unknown): e is AuthApiError => isApiErrorOfKind(e, 'auth');
export const isServerError = (e: unknown): e is ServerApiError => isApiErrorOfKind(e, 'server');
export const isNetworkError = (e: unknown): e is NetworkApiError => isApiErrorOfKind(e, 'network');
export const isHttpError = (e: unknown): e is HttpApiError => isApiErrorOfKind(e, 'http');
export const isContractError = (e: unknown): e is ContractApiError => isApiErrorOfKind(e, 'contract');

/** True for an error body code of an `http` (passed-on) error, e.g. `hasErrorCode(e, 'nickname.taken')`. */
export function hasErrorCode(e: unknown, code: string): boolean {
  return isMemberApiError(e) && 'code' in e && e.code === code;
}

/**
 * Whole seconds a refusal (429 `rate.limited`, `kantan.too_many_attempts`) asks the caller to wait:
 * its `details.retryAfterSeconds` (the figure of the Retry-After header, `rateLimitDetails`);
 * undefined for any other error or a refusal that does not say.
 */
export function retryAfterSecondsOf(e: unknown): number | undefined {
  if (!isHttpError(e) || e.status !== 429) return undefined;
  const seconds = (e.body?.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= 1 ? seconds : undefined;
}

/** `retryAfterSecondsOf` in whole minutes, rounded up (a member is told 'あと1分', never 'あと0分'). */
export function retryAfterMinutesOf(e: unknown): number | undefined {
  const seconds = retryAfterSecondsOf(e);
  return seconds === undefined ? undefined : Math.ceil(seconds / 60);
}

/** The kind a non-2xx status maps to. */
export function kindOfStatus(status: number): 'timeout' | 'auth' | 'server' | 'http' {
  if (status === 408) return 'timeout';
  if (status === 401 || status === 405) return 'auth';
  if (status >= 500) return 'server';
  return 'http';
}

/** What the app does with an error (one implementation for both apps). */
export type ApiErrorAction = 'showTimeoutDialog' | 'returnAuthError' | 'genericErrorPage' | 'passOn';

/**
 * The spec's status policy as an action. `returnAuthError` means: go back to the return address
 * with status=authError when it is allowed, otherwise to the generic error page. Anything that is
 * not a MemberApiError (a bug, a caller's abort) goes to the generic error page.
 */
export function classifyApiError(e: unknown): ApiErrorAction {
  if (!isMemberApiError(e)) return 'genericErrorPage';
  switch (e.kind) {
    case 'timeout':
      return 'showTimeoutDialog';
    case 'auth':
      return 'returnAuthError';
    case 'http':
      return 'passOn';
    case 'server':
    case 'network':
    case 'contract':
      return 'genericErrorPage';
  }
}

export interface ApiErrorHandlers<R> {
  /** Handlers by error-body code (`ApiErrorCode`), tried first. */
  codes?: Partial<Record<string, (error: MemberApiError) => R>>;
  /** Handlers by kind, tried when no code handler matched. */
  kinds?: { [K in MemberApiErrorKind]?: (error: ErrorOfKind<K>) => R };
  /** The global fallback, with the policy's action (also used for non-API errors). */
  fallback: (action: ApiErrorAction, error: unknown) => R;
}

/**
 * One per-code handler with a global fallback: the screen names the codes it cares about
 * (`'nickname.taken'`), everything else follows the status policy.
 *
 *   handleApiError(e, { codes: { 'email.not_registered': () => showNotRegistered() },
 *                       fallback: (action) => runPolicy(action) });
 */
export function handleApiError<R>(error: unknown, handlers: ApiErrorHandlers<R>): R {
  if (isMemberApiError(error)) {
    const code = 'code' in error ? error.code : undefined;
    const byCode = code === undefined ? undefined : handlers.codes?.[code];
    if (byCode) return byCode(error);
    const byKind = handlers.kinds?.[error.kind] as ((e: MemberApiError) => R) | undefined;
    if (byKind) return byKind(error);
  }
  return handlers.fallback(classifyApiError(error), error);
}
