import { randomBytes } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { KANTAN_BLOCK_SECONDS, KANTAN_MAX_FAILURES, KantanLockout } from './kantan-lockout';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('KantanLockout', () => {
  const opened: KantanLockout[] = [];
  afterAll(async () => {
    for (const lockout of opened) await lockout.close();
  });

  it.each([
    ['memory', undefined],
    ['redis', REDIS_URL],
  ])(
    '%s: locks after 5 failures, counts full-width digits as the same number, a reset unlocks',
    async (_kind, url) => {
      const lockout = KantanLockout.create(url);
      opened.push(lockout);
      const number = `9${randomBytes(3).readUIntBE(0, 3)}`;
      for (let i = 0; i < KANTAN_MAX_FAILURES - 1; i += 1) await lockout.recordFailure(number);
      expect(await lockout.isLocked(number)).toBe(false);
      // The fifth failure, sent with full-width digits, counts for the same number.
      await lockout.recordFailure(
        number.replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0)),
      );
      expect(await lockout.isLocked(number)).toBe(true);
      // Locked for the block time: the wait told is the whole of it, give or take the call.
      const wait = await lockout.lockedForSeconds(number);
      expect(wait).toBeGreaterThan(KANTAN_BLOCK_SECONDS - 10);
      expect(wait).toBeLessThanOrEqual(KANTAN_BLOCK_SECONDS);
      expect(await lockout.lockedForSeconds(`${number}0`)).toBe(0);
      expect(await lockout.isLocked(`${number}0`)).toBe(false);
      await lockout.reset(number);
      expect(await lockout.isLocked(number)).toBe(false);
    },
  );

  it('with Redis, two instances of the API share the count', async () => {
    const a = KantanLockout.create(REDIS_URL);
    const b = KantanLockout.create(REDIS_URL);
    opened.push(a, b);
    const number = `8${randomBytes(3).readUIntBE(0, 3)}`;
    for (let i = 0; i < KANTAN_MAX_FAILURES; i += 1) await (i % 2 ? a : b).recordFailure(number);
    expect(await a.isLocked(number)).toBe(true);
    expect(await b.isLocked(number)).toBe(true);
    await expect(a.refuseWhileLocked(number)).rejects.toMatchObject({
      status: 429,
      code: 'kantan.too_many_attempts',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    await b.reset(number);
    await expect(a.refuseWhileLocked(number)).resolves.toBeUndefined();
    expect(await a.isLocked(number)).toBe(false);
  });
});
