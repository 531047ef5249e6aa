import { describe, expect, it } from 'vitest';

import {
  EncryptedIdCipher,
  ENCRYPTED_ID_TTL_SECONDS,
  encryptedIdKeyOf,
  encryptedIdKeyProblem,
} from './encrypted-id';

const key = Buffer.alloc(32, 7);
const now = new Date('2026-11-23T05:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('the encrypted_id of the embedded prefecture flow', () => {
  it('opens to the member id it sealed, and does not show it', () => {
    const cipher = new EncryptedIdCipher(key);
    const sealed = cipher.seal('member-uid-123', now);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('member-uid-123');
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain('member-uid-123');
    expect(cipher.open(sealed, later(60))).toBe('member-uid-123');
  });

  it('is different every time (a fresh nonce), yet each opens', () => {
    const cipher = new EncryptedIdCipher(key);
    const a = cipher.seal('u1', now);
    const b = cipher.seal('u1', now);
    expect(a).not.toBe(b);
    expect([cipher.open(a, now), cipher.open(b, now)]).toEqual(['u1', 'u1']);
  });

  it('never repeats a nonce over many seals, and every one of them still opens afterwards', () => {
    const cipher = new EncryptedIdCipher(key);
    const sealed = Array.from({ length: 1_000 }, (_, i) => cipher.seal(`u${i}`, now));
    const nonces = sealed.map((v) => Buffer.from(v.slice(3), 'base64url').subarray(0, 12).toString('hex'));
    expect(new Set(nonces).size).toBe(sealed.length);
    expect(sealed.every((v, i) => cipher.open(v, now) === `u${i}`)).toBe(true);
  });

  it('refuses a value altered in any byte, sealed under another key, or merely base64 of an id', () => {
    const cipher = new EncryptedIdCipher(key);
    const sealed = cipher.seal('u1', now);
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    for (const index of [0, 13, raw.length - 1]) {
      const altered = Buffer.from(raw);
      altered[index] = (altered[index] ?? 0) ^ 1;
      expect(cipher.open(`v1.${altered.toString('base64url')}`, now)).toBeUndefined();
    }
    expect(new EncryptedIdCipher(Buffer.alloc(32, 8)).open(sealed, now)).toBeUndefined();
    expect(
      cipher.open(`v1.${Buffer.from(`${now.getTime() / 1000}.u1`).toString('base64url')}`, now),
    ).toBeUndefined();
    expect(cipher.open('u1', now)).toBeUndefined();
    expect(cipher.open('v1.', now)).toBeUndefined();
  });

  it(`no longer opens after ${ENCRYPTED_ID_TTL_SECONDS / 60} minutes`, () => {
    const cipher = new EncryptedIdCipher(key);
    const sealed = cipher.seal('u1', now);
    expect(cipher.open(sealed, later(ENCRYPTED_ID_TTL_SECONDS))).toBe('u1');
    expect(cipher.open(sealed, later(ENCRYPTED_ID_TTL_SECONDS + 1))).toBeUndefined();
  });

  it('takes its key from configuration; only the dev and test profiles may go without', () => {
    expect(encryptedIdKeyOf(key.toString('base64'), false)).toEqual(key);
    expect(encryptedIdKeyOf(key.toString('hex'), false)).toEqual(key);
    expect(encryptedIdKeyOf('', true)).toHaveLength(32);
    expect(() => encryptedIdKeyOf('', false)).toThrow(/MEMBER_API_ENCRYPTED_ID_KEY/);
    expect(() => encryptedIdKeyOf('c2hvcnQ=', false)).toThrow(/32 bytes/);
    expect(encryptedIdKeyProblem('')).toMatch(/must be set/);
    expect(encryptedIdKeyProblem('c2hvcnQ=')).toMatch(/32 bytes/);
    expect(encryptedIdKeyProblem(key.toString('base64'))).toBeUndefined();
  });
});
