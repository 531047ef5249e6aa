import { z } from 'zod';

/** The one error body of the API: a stable namespaced code, an English message for logs. */
export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Statuses any call may answer, whether or not its definition lists them. */
export const GLOBAL_ERROR_STATUSES = [400, 401, 429, 500, 503] as const;

/**
 * Thrown by handlers (and by defineRoute itself) to answer with an error body.
 * Type guard by `kind`, not instanceof, so copies of this module still match.
 */
export class ApiError extends Error {
  readonly kind = 'ApiError' as const;
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

/** The Retry-After value (seconds) of an error whose details carry `retryAfterSeconds`. */
export function retryAfterOf(error: ApiError): string | undefined {
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0
    ? String(seconds)
    : undefined;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'ApiError';
}

/** Short constructors for the codes used across routes. */
export const errors = {
  validation: (message: string, details?: unknown) =>
    new ApiError(400, 'validation.failed', message, details),
  unauthorized: (message = 'A valid bearer ID token is required.') =>
    new ApiError(401, 'auth.unauthorized', message),
  forbidden: (code: string, message: string) => new ApiError(403, code, message),
  notFound: (code: string, message: string) => new ApiError(404, code, message),
  conflict: (code: string, message: string) => new ApiError(409, code, message),
  /** 429; with `retryAfterSeconds` the body's details and the Retry-After header say when. */
  rateLimited: (retryAfterSeconds?: number) =>
    new ApiError(
      429,
      'rate.limited',
      'Too many requests; try again later.',
      retryAfterSeconds === undefined ? undefined : { retryAfterSeconds },
    ),
  server: () => new ApiError(500, 'server.error', 'Internal server error.'),
};
