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

export { KANTAN_MAX_FAILURES };
export const KANTAN_WINDOW_SECONDS = KANTAN_FAILURE_WINDOW_MINUTES * 60;
export const KANTAN_BLOCK_SECONDS = KANTAN_LOCKOUT_MINUTES * 60;

/** The message the hub shows (Japanese source of copy), with the stable code kantan.too_many_attempts. */
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
    const res = await this.limiter.get(KantanLockout.keyOf(registrationNumber));
    return res !== null && res.consumedPoints >= KANTAN_MAX_FAILURES;
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
