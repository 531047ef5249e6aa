import type { RateLimiter } from '../ratelimit/limiter';

import { errors } from './errors';

/**
 * Takes one point from each bucket in turn (each `[bucket, key]`); the first that refuses answers
 * 429 `rate.limited` with `details.retryAfterSeconds` and the Retry-After header. Buckets after a
 * refusal are not touched.
 */
export async function enforceRateLimits(
  limiter: RateLimiter,
  ...checks: ReadonlyArray<readonly [bucket: string, key: string]>
): Promise<void> {
  for (const [bucket, key] of checks) {
    const verdict = await limiter.consume(bucket, key);
    if (!verdict.allowed) throw errors.rateLimited(verdict.retryAfterSeconds);
  }
}
