import { z } from 'zod';

import type { ErrorStatus } from './define';
import { type ApiErrorCode, apiErrorStatus } from './error-codes';

export { ApiErrorCode, apiErrorCodes, apiErrorStatus } from './error-codes';

/** One issue of a failed validation (or any other detail the server wants to log). */
export const apiErrorDetail = z.object({
  /** Where: 'body.nickname', 'query.referenceKey'. */
  path: z.string().optional(),
  /** A stable code for the issue (zod issue code or a validator message code). */
  code: z.string().optional(),
  message: z.string(),
});
export type ApiErrorDetail = z.infer<typeof apiErrorDetail>;

/**
 * `details` of a 429 `rate.limited`: whole seconds until the limit lets the caller through again
 * (the same figure as the `Retry-After` header).
 */
export const rateLimitDetails = z.object({ retryAfterSeconds: z.number().int().min(1) });
export type RateLimitDetails = z.infer<typeof rateLimitDetails>;

/**
 * The one body of every non-2xx answer. `code` is kept as a plain string on parse so that a newer
 * server's code does not turn into a contract error; compare it with `ApiErrorCode` constants.
 */
export const apiErrorBody = z.object({
  code: z.string().min(1),
  /** English text for logs; never shown to the user, never used for decisions. */
  message: z.string(),
  /** The issues of a failed validation (a list), or when to retry after `rate.limited`. */
  details: z.union([z.array(apiErrorDetail), rateLimitDetails]).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/** Builds an error body (server side) and the status to send it with. */
export function apiError(
  code: ApiErrorCode,
  message: string,
  details?: ApiErrorDetail[] | RateLimitDetails,
): { status: ErrorStatus; body: ApiErrorBody } {
  return { status: apiErrorStatus[code], body: details ? { code, message, details } : { code, message } };
}

/** Turns zod issues into `details` for a `validation.failed` body. */
export function validationDetails(
  where: 'body' | 'query' | 'params' | 'headers',
  error: z.ZodError,
): ApiErrorDetail[] {
  return error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    code: issue.code,
    message: issue.message,
  }));
}
