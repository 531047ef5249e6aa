/**
 * One stored PUT per upload URL: each token carries a nonce, and the first upload that is stored
 * spends it; the same URL again is refused for the rest of its life. A spent nonce is a bucket of
 * one point in the server's counters (ratelimit/limiter.ts): in Redis when REDIS_URL is set, so
 * every instance sees it spent, else in this process's memory. Never scaled by
 * MEMBER_API_RATE_LIMIT_SCALE: one is one.
 */
import { randomBytes } from 'node:crypto';

import { createRateLimiter, type RateLimiter } from '../ratelimit/limiter';

import { UPLOAD_URL_TTL_SECONDS } from './blob-store';

const BUCKET = 'uploadNonce';

/** 16 random bytes, base64url: names one upload URL. */
export function newUploadNonce(): string {
  return randomBytes(16).toString('base64url');
}

export class SpentUploadTokens {
  private constructor(private readonly spent: RateLimiter & { close(): Promise<void> }) {}

  static create(redisUrl: string | undefined, keyPrefix: string): SpentUploadTokens {
    // One point per nonce, remembered a minute longer than the URL lives.
    const rule = { capacity: 1, refillPerSecond: 1 / (UPLOAD_URL_TTL_SECONDS + 60) };
    return new SpentUploadTokens(createRateLimiter({ [BUCKET]: rule }, { redisUrl, keyPrefix }));
  }

  /** Spends the nonce: true the first time, false for every later use. */
  spend(nonce: string): Promise<boolean> {
    return this.spent.take(BUCKET, nonce);
  }

  close(): Promise<void> {
    return this.spent.close();
  }
}
