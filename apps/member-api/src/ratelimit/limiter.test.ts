// The abuse limits' counting and keys: memory by default, real Redis
// (127.0.0.1:6379, or REDIS_URL) shared between instances.
import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { clientAddressOf, clientKeyOf, mailboxKeyOf, trustedProxyList } from './keys';
import { createRateLimiter } from './limiter';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const rules = { b: { capacity: 3, refillPerSecond: 0.001 } };

describe.each([
  ['memory', undefined],
  ['redis', REDIS_URL],
] as const)('createRateLimiter (%s)', (_kind, redisUrl) => {
  it('allows the burst, then refuses; keys are counted apart; an unknown bucket is not limited', async () => {
    const limiter = createRateLimiter(rules, { redisUrl, keyPrefix: `t-${randomBytes(6).toString('hex')}` });
    try {
      const takes = [];
      for (let i = 0; i < 4; i += 1) takes.push(await limiter.take('b', 'k'));
      expect(takes).toEqual([true, true, true, false]);
      expect(await limiter.exhausted('b', 'k')).toBe(true);
      expect(await limiter.exhausted('b', 'other')).toBe(false);
      expect(await limiter.take('b', 'other')).toBe(true);
      expect(await limiter.take('nope', 'k')).toBe(true);
    } finally {
      await limiter.close();
    }
  });

  it('says how long a refused key waits: Retry-After seconds, 0 for a key that may go now', async () => {
    // 3 points per 3000 s window.
    const limiter = createRateLimiter(rules, { redisUrl, keyPrefix: `t-${randomBytes(6).toString('hex')}` });
    try {
      expect(await limiter.retryAfterSeconds('b', 'k')).toBe(0);
      for (let i = 0; i < 3; i += 1) expect(await limiter.consume('b', 'k')).toEqual({ allowed: true });
      const refused = await limiter.consume('b', 'k');
      expect(refused.allowed).toBe(false);
      const seconds = refused.allowed ? 0 : refused.retryAfterSeconds;
      expect(Number.isInteger(seconds)).toBe(true);
      expect(seconds).toBeGreaterThan(2990);
      expect(seconds).toBeLessThanOrEqual(3000);
      expect(await limiter.retryAfterSeconds('b', 'k')).toBeLessThanOrEqual(seconds);
      expect(await limiter.retryAfterSeconds('b', 'k')).toBeGreaterThan(2990);
      expect(await limiter.retryAfterSeconds('b', 'other')).toBe(0);
      expect(await limiter.consume('nope', 'k')).toEqual({ allowed: true });
    } finally {
      await limiter.close();
    }
  });

  it('has no global reset: 20,000 fresh keys do not give an exhausted key its points back', async () => {
    const limiter = createRateLimiter(rules, { redisUrl, keyPrefix: `t-${randomBytes(6).toString('hex')}` });
    try {
      for (let i = 0; i < 3; i += 1) await limiter.take('b', 'victim');
      expect(await limiter.take('b', 'victim')).toBe(false);
      const n = redisUrl ? 2_000 : 20_000;
      await Promise.all(Array.from({ length: n }, (_, i) => limiter.take('b', `k${i}`)));
      expect(await limiter.take('b', 'victim')).toBe(false);
    } finally {
      await limiter.close();
    }
  });
});

describe('createRateLimiter on Redis', () => {
  it('two instances with one Redis share one count (limits do not double)', async () => {
    const keyPrefix = `t-${randomBytes(6).toString('hex')}`;
    const a = createRateLimiter(rules, { redisUrl: REDIS_URL, keyPrefix });
    const b = createRateLimiter(rules, { redisUrl: REDIS_URL, keyPrefix });
    try {
      expect(await a.take('b', 'k')).toBe(true);
      expect(await b.take('b', 'k')).toBe(true);
      expect(await a.take('b', 'k')).toBe(true);
      expect(await b.take('b', 'k')).toBe(false);
      expect(await a.take('b', 'k')).toBe(false);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('with Redis unreachable still counts (in this process) instead of failing or letting all through', async () => {
    const limiter = createRateLimiter(rules, { redisUrl: 'redis://127.0.0.1:1', keyPrefix: 'down' });
    try {
      const takes = [];
      for (let i = 0; i < 4; i += 1) takes.push(await limiter.take('b', 'k'));
      expect(takes).toEqual([true, true, true, false]);
    } finally {
      await limiter.close();
    }
  });
});

describe('keys', () => {
  it('one mailbox whatever the spelling', () => {
    const variants = [
      'victim@gmail.com',
      'Victim@Gmail.com',
      'victim+1@gmail.com',
      'v.ictim@gmail.com',
      'v.i.c.t.i.m+promo@googlemail.com',
      ' VICTIM@gmail.com ',
      'ｖｉｃｔｉｍ@gmail.com',
    ];
    expect(new Set(variants.map(mailboxKeyOf))).toEqual(new Set(['victim@gmail.com']));
    // Dots matter outside Gmail; tags do not.
    expect(mailboxKeyOf('a.b+x@example.jp')).toBe('a.b@example.jp');
    expect(mailboxKeyOf('ab@example.jp')).not.toBe(mailboxKeyOf('a.b@example.jp'));
  });

  it('IPv4 as is, IPv6 by /64, mapped IPv4 unmapped', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(clientKeyOf('2001:db8:0:0:1234:5678:9abc:def0')).toBe('2001:0db8:0000:0000::/64');
    expect(clientKeyOf('::1')).toBe('0000:0000:0000:0000::/64');
  });

  it('X-Forwarded-For only from a trusted peer; trusted hops are skipped from the right; junk is not believed', () => {
    const trusted = trustedProxyList(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    expect(clientAddressOf('198.51.100.9', '1.2.3.4', trusted)).toBe('198.51.100.9');
    expect(clientAddressOf('::ffff:127.0.0.1', '6.6.6.6, 203.0.113.7', trusted)).toBe('203.0.113.7');
    expect(clientAddressOf('127.0.0.1', '6.6.6.6, 203.0.113.7, 10.1.2.3', trusted)).toBe('203.0.113.7');
    expect(clientAddressOf('127.0.0.1', 'not-an-ip', trusted)).toBe('127.0.0.1');
    expect(clientAddressOf('127.0.0.1', '1.2.3.4', undefined)).toBe('127.0.0.1');
    expect(() => trustedProxyList(['10.0.0.0/33'])).toThrow();
  });
});
