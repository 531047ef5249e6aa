import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable key for a URL (256 bits, base64url). */
export function randomKey(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What is stored instead of a key handed to a browser. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
