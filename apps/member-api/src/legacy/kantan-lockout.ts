/**
 * Brute-force guard of the kantan login (issue 12 item 4; the spec is silent): after
 * KANTAN_MAX_FAILURES failed logins for one registration number within an hour, further attempts
 * are refused for KANTAN_BLOCK_SECONDS, whoever sends them and from whatever address; a success
 * resets the count. Counters live in rate-limiter-flexible: in memory by default, in Redis when
 * REDIS_URL is set (several instances share them).
 */
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

import {
  KANTAN_FAILURE_WINDOW_MINUTES,
  KANTAN_LOCKOUT_MINUTES,
  KANTAN_MAX_FAILURES,
} from '@member-hub/enums';

import { ApiError } from '../http/errors';

export { KANTAN_MAX_FAILURES };
export const KANTAN_WINDOW_SECONDS = KANTAN_FAILURE_WINDOW_MINUTES * 60;
export const KANTAN_BLOCK_SECONDS = KANTAN_LOCKOUT_MINUTES * 60;

/** The stable code of the refusal. */
export const KANTAN_LOCKED_CODE = 'kantan.too_many_attempts';

/** The refusal's message (Japanese source of copy; the hub shows its own text with the time left). */
export const KANTAN_LOCKED_MESSAGE =
  'ログインに続けて失敗したため、この登録番号でのログインを一時的に停止しています。30分ほど時間をおいてから、もう一度お試しください。';

export class KantanLockout {
  private constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly closeStore: () => Promise<void>,
  ) {}

  static create(redisUrl: string | undefined): KantanLockout {
    const options = {
      keyPrefix: 'member-api:kantan-login',
      points: KANTAN_MAX_FAILURES,
      duration: KANTAN_WINDOW_SECONDS,
    };
    if (!redisUrl) return new KantanLockout(new RateLimiterMemory(options), async () => {});
    const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    return new KantanLockout(
      new RateLimiterRedis({
        storeClient: client,
        ...options,
        // Redis down: count in this process rather than fail every kantan login.
        insuranceLimiter: new RateLimiterMemory(options),
      }),
      async () => {
        client.disconnect();
      },
    );
  }

  /** The registration number as counted: trimmed, full-width digits folded (one number, one count). */
  static keyOf(registrationNumber: string): string {
    return registrationNumber.normalize('NFKC').trim();
  }

  /** True while this registration number may not try again. */
  async isLocked(registrationNumber: string): Promise<boolean> {
    return (await this.lockedForSeconds(registrationNumber)) > 0;
  }

  /**
   * How long (whole seconds, at least 1) this registration number may not try again; 0 when it
   * may. The member is told the real time left (issue 15 item 3), the caller the Retry-After.
   */
  async lockedForSeconds(registrationNumber: string): Promise<number> {
    const res = await this.limiter.get(KantanLockout.keyOf(registrationNumber));
    if (res === null || res.consumedPoints < KANTAN_MAX_FAILURES) return 0;
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  }

  /** The refusal of a locked registration number: 429 with the wait in details and Retry-After. */
  async refuseWhileLocked(registrationNumber: string): Promise<void> {
    const seconds = await this.lockedForSeconds(registrationNumber);
    if (seconds > 0)
      throw new ApiError(429, KANTAN_LOCKED_CODE, KANTAN_LOCKED_MESSAGE, { retryAfterSeconds: seconds });
  }

  /** Counts one failed login; the fifth within the window locks the number for the block time. */
  async recordFailure(registrationNumber: string): Promise<void> {
    const key = KantanLockout.keyOf(registrationNumber);
    const res = await this.limiter.penalty(key, 1);
    if (res.consumedPoints >= KANTAN_MAX_FAILURES) await this.limiter.block(key, KANTAN_BLOCK_SECONDS);
  }

  async reset(registrationNumber: string): Promise<void> {
    await this.limiter.delete(KantanLockout.keyOf(registrationNumber));
  }

  close(): Promise<void> {
    return this.closeStore();
  }
}
