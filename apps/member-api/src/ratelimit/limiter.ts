/**
 * The abuse limits, counted by rate-limiter-flexible: in this
 * process's memory by default, in Redis when REDIS_URL is set, so that every instance of the API
 * shares one count. Keys expire on their own (no global reset). When Redis fails, a per-process
 * memory limiter stands in (insuranceLimiter) rather than answering 500 or letting all through.
 *
 * A rule is a burst `capacity` per window of capacity / refillPerSecond seconds (a fixed window
 * of the library; the long-run rate is the same as the token bucket it replaced).
 */
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

import { rateLimitRefusals } from '../ops/metrics';

import type { BucketRule } from './token-bucket';

/** The answer of `consume`: through, or refused with whole seconds to wait (at least 1). */
export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Decides whether one more request under `key` may go through now. */
export interface RateLimiter {
  /** Takes one point from the bucket `bucket` for `key`; false means: answer 429. */
  take(bucket: string, key: string): Promise<boolean>;
  /** Like `take`, and when refused says how long until the bucket lets `key` through again. */
  consume(bucket: string, key: string): Promise<RateLimitVerdict>;
  /** True when the bucket is used up for `key` (nothing is taken). */
  exhausted(bucket: string, key: string): Promise<boolean>;
  /** Whole seconds until `key` may use the bucket again; 0 when it may now (nothing is taken). */
  retryAfterSeconds(bucket: string, key: string): Promise<number>;
  close?(): Promise<void>;
}

export interface RateLimiterOptions {
  /** redis://host:port/db — shared counters; absent: memory of this process. */
  redisUrl?: string | undefined;
  /** Key prefix in Redis (tests use a fresh one). */
  keyPrefix?: string;
}

function optionsOf(name: string, rule: BucketRule, prefix: string) {
  return {
    keyPrefix: `${prefix}:${name}`,
    points: Math.max(1, Math.floor(rule.capacity)),
    duration: Math.max(1, Math.ceil(rule.capacity / rule.refillPerSecond)),
  };
}

/** Retry-After is in whole seconds; a refusal always asks for at least one. */
function wholeSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

class FlexibleRateLimiter implements RateLimiter {
  constructor(
    private readonly buckets: ReadonlyMap<string, RateLimiterAbstract>,
    private readonly onClose: () => Promise<void>,
  ) {}

  async take(bucket: string, key: string): Promise<boolean> {
    return (await this.consume(bucket, key)).allowed;
  }

  async consume(bucket: string, key: string): Promise<RateLimitVerdict> {
    const limiter = this.buckets.get(bucket);
    if (!limiter) return { allowed: true };
    try {
      await limiter.consume(key, 1);
      return { allowed: true };
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        rateLimitRefusals.inc({ bucket });
        return { allowed: false, retryAfterSeconds: wholeSeconds(error.msBeforeNext) };
      }
      throw error;
    }
  }

  async exhausted(bucket: string, key: string): Promise<boolean> {
    return (await this.retryAfterSeconds(bucket, key)) > 0;
  }

  async retryAfterSeconds(bucket: string, key: string): Promise<number> {
    const limiter = this.buckets.get(bucket);
    if (!limiter) return 0;
    const res = await limiter.get(key);
    return res !== null && res.remainingPoints <= 0 ? wholeSeconds(res.msBeforeNext) : 0;
  }

  close(): Promise<void> {
    return this.onClose();
  }
}

export function createRateLimiter(
  rules: Readonly<Record<string, BucketRule>>,
  options: RateLimiterOptions = {},
): RateLimiter & { close(): Promise<void> } {
  const prefix = options.keyPrefix ?? 'member-api:rl';
  const buckets = new Map<string, RateLimiterAbstract>();
  if (!options.redisUrl) {
    for (const [name, rule] of Object.entries(rules)) {
      buckets.set(name, new RateLimiterMemory(optionsOf(name, rule, prefix)));
    }
    return new FlexibleRateLimiter(buckets, async () => {});
  }
  const client = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
  client.on('error', () => {
    // Reported through the insurance limiter taking over; ioredis reconnects by itself.
  });
  for (const [name, rule] of Object.entries(rules)) {
    const base = optionsOf(name, rule, prefix);
    buckets.set(
      name,
      new RateLimiterRedis({
        storeClient: client,
        ...base,
        insuranceLimiter: new RateLimiterMemory(base),
      }),
    );
  }
  return new FlexibleRateLimiter(buckets, async () => {
    client.disconnect();
  });
}
