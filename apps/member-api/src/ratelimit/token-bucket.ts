/** Decides whether one more request under `key` may go through now. */
export interface RateLimiter {
  /** Takes one token from the bucket `bucket` for `key`; false means: answer 429. */
  take(bucket: string, key: string): boolean;
}

export interface BucketRule {
  /** Burst size. */
  capacity: number;
  /** Tokens added per second. */
  refillPerSecond: number;
}

/**
 * In-memory token buckets (one process). Behind the RateLimiter interface so that a shared store
 * (Redis, the database) can replace it when the API runs on several instances.
 */
export class TokenBucketLimiter implements RateLimiter {
  private readonly state = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly rules: Readonly<Record<string, BucketRule>>,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  take(bucket: string, key: string): boolean {
    const rule = this.rules[bucket];
    if (!rule) return true;
    const id = `${bucket}\u0000${key}`;
    const t = this.now();
    const entry = this.state.get(id);
    const tokens = entry
      ? Math.min(rule.capacity, entry.tokens + ((t - entry.at) / 1000) * rule.refillPerSecond)
      : rule.capacity;
    if (tokens < 1) {
      this.state.set(id, { tokens, at: t });
      return false;
    }
    if (!entry && this.state.size >= this.maxKeys) this.state.clear();
    this.state.set(id, { tokens: tokens - 1, at: t });
    return true;
  }
}

/**
 * The buckets of this server. Values are chosen here (the spec has none): per client address,
 * a burst of 10 then 1 per second for saving login parameters (no token, so the one open write),
 * a burst of 30 then 3 per second for the nickname check (called while typing, debounced 600 ms).
 * MEMBER_API_RATE_LIMIT_SCALE multiplies both (the benchmark sets a large value).
 */
export function defaultRateRules(scale = 1): Record<string, BucketRule> {
  return {
    loginParameter: { capacity: 10 * scale, refillPerSecond: 1 * scale },
    nickname: { capacity: 30 * scale, refillPerSecond: 3 * scale },
    // Carrier logins started (daccountEntry!authRegister, no token): as the login parameters.
    daccount: { capacity: 10 * scale, refillPerSecond: 1 * scale },
  };
}
