import { describe, expect, it } from 'vitest';

import { TokenBucketLimiter } from './token-bucket';

describe('TokenBucketLimiter', () => {
  it('lets a burst through, refuses the next, refills over time, and keeps keys apart', () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({ b: { capacity: 3, refillPerSecond: 1 } }, () => now);
    expect([1, 2, 3, 4].map(() => limiter.take('b', 'ip1'))).toEqual([true, true, true, false]);
    expect(limiter.take('b', 'ip2')).toBe(true);
    now = 1_000;
    expect(limiter.take('b', 'ip1')).toBe(true);
    expect(limiter.take('b', 'ip1')).toBe(false);
    expect(limiter.take('unknown-bucket', 'ip1')).toBe(true);
  });
});
