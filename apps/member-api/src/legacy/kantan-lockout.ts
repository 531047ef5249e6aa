/**
 * Brute-force guard of the kantan login (the spec is silent): after KANTAN_MAX_FAILURES failed
 * logins for one older-service account within an hour, further attempts are refused for
 * KANTAN_BLOCK_SECONDS, whoever sends them and from whatever address; a success resets the count.
 * The caller counts the account, not its spelling: the registration number and the older
 * service's uid name one account and are resolved to it first (routes/legacy.ts).
 *
 * One client (an IPv4 address or an IPv6 /64) that fails KANTAN_CLIENT_MAX_FAILURES times within
 * the hour is refused as well, whatever numbers it tries (one password sprayed over many
 * numbers), and from its third failure on every further failure is answered more slowly
 * (KANTAN_SLOW_DOWN_STEP_MS more each time, at most KANTAN_SLOW_DOWN_MAX_MS).
 *
 * Counters live in rate-limiter-flexible: in memory by default, in Redis when REDIS_URL is set
 * (several instances share them).
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
/** Failed kantan logins one client may make within the window, over all numbers. */
export const KANTAN_CLIENT_MAX_FAILURES = 20;
/** Failures of one client answered at full speed; each further one waits a step longer. */
const KANTAN_SLOW_DOWN_FREE_FAILURES = 2;
export const KANTAN_SLOW_DOWN_STEP_MS = 200;
export const KANTAN_SLOW_DOWN_MAX_MS = 2_000;
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
    private readonly clients: RateLimiterAbstract,
    private readonly closeStore: () => Promise<void>,
    private readonly sleep: (ms: number) => Promise<void>,
  ) {}

  static create(
    redisUrl: string | undefined,
    sleep: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
  ): KantanLockout {
    const accounts = {
      keyPrefix: 'member-api:kantan-login',
      points: KANTAN_MAX_FAILURES,
      duration: KANTAN_WINDOW_SECONDS,
    };
    const clients = {
      keyPrefix: 'member-api:kantan-client',
      points: KANTAN_CLIENT_MAX_FAILURES,
      duration: KANTAN_WINDOW_SECONDS,
    };
    if (!redisUrl)
      return new KantanLockout(
        new RateLimiterMemory(accounts),
        new RateLimiterMemory(clients),
        async () => {},
        sleep,
      );
    const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    // Redis down: count in this process rather than fail every kantan login.
    const shared = (options: typeof accounts) =>
      new RateLimiterRedis({
        storeClient: client,
        ...options,
        insuranceLimiter: new RateLimiterMemory(options),
      });
    return new KantanLockout(
      shared(accounts),
      shared(clients),
      async () => {
        client.disconnect();
      },
      sleep,
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
   * may. The member is told the real time left (how long to wait), the caller the Retry-After.
   */
  async lockedForSeconds(registrationNumber: string): Promise<number> {
    const res = await this.limiter.get(KantanLockout.keyOf(registrationNumber));
    if (res === null || res.consumedPoints < KANTAN_MAX_FAILURES) return 0;
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  }

  /** How long this client may not try again (whole seconds); 0 when it may. */
  async clientLockedForSeconds(client: string): Promise<number> {
    const res = await this.clients.get(client);
    if (res === null || res.consumedPoints < KANTAN_CLIENT_MAX_FAILURES) return 0;
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  }

  /**
   * The refusal of a locked account, or of a client with too many failures: 429 with the wait in
   * details and Retry-After.
   */
  async refuseWhileLocked(registrationNumber: string, client?: string): Promise<void> {
    const seconds = Math.max(
      await this.lockedForSeconds(registrationNumber),
      client === undefined ? 0 : await this.clientLockedForSeconds(client),
    );
    if (seconds > 0)
      throw new ApiError(429, KANTAN_LOCKED_CODE, KANTAN_LOCKED_MESSAGE, { retryAfterSeconds: seconds });
  }

  /**
   * Counts one failed login for the account and the client; the fifth for the account within the
   * window locks it for the block time. The client's third and later failures are answered late.
   */
  async recordFailure(registrationNumber: string, client?: string): Promise<void> {
    const key = KantanLockout.keyOf(registrationNumber);
    const res = await this.limiter.penalty(key, 1);
    if (res.consumedPoints >= KANTAN_MAX_FAILURES) await this.limiter.block(key, KANTAN_BLOCK_SECONDS);
    if (client === undefined) return;
    const byClient = await this.clients.penalty(client, 1);
    if (byClient.consumedPoints >= KANTAN_CLIENT_MAX_FAILURES)
      await this.clients.block(client, KANTAN_BLOCK_SECONDS);
    await this.sleep(KantanLockout.slowDownMs(byClient.consumedPoints));
  }

  /** The wait before answering a client's n-th failure within the window. */
  static slowDownMs(failures: number): number {
    const over = failures - KANTAN_SLOW_DOWN_FREE_FAILURES;
    return over <= 0 ? 0 : Math.min(KANTAN_SLOW_DOWN_MAX_MS, over * KANTAN_SLOW_DOWN_STEP_MS);
  }

  async reset(registrationNumber: string): Promise<void> {
    await this.limiter.delete(KantanLockout.keyOf(registrationNumber));
  }

  close(): Promise<void> {
    return this.closeStore();
  }
}
