import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { legacyPasswordKeyOf, PasswordCipher } from './password-cipher';

describe('PasswordCipher (rakuPW at rest)', () => {
  const cipher = new PasswordCipher(randomBytes(32));

  it('round-trips, never stores the plain text, and gives a fresh value each time', () => {
    const a = cipher.encrypt('raku1234');
    const b = cipher.encrypt('raku1234');
    expect(a).toMatch(/^v1:/);
    expect(a).not.toContain('raku1234');
    expect(a).not.toBe(b);
    expect(cipher.decrypt(a)).toBe('raku1234');
  });

  it('answers empty for a tampered value, another key, plain text or nothing', () => {
    const stored = cipher.encrypt('raku1234');
    // One bit of the ciphertext flipped (a changed last character could touch only base64's unused bits).
    const [prefix, iv, tag, data] = stored.split(':') as [string, string, string, string];
    const bytes = Buffer.from(data, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    const tampered = [prefix, iv, tag, bytes.toString('base64url')].join(':');
    expect(cipher.decrypt(tampered)).toBe('');
    expect(new PasswordCipher(randomBytes(32)).decrypt(stored)).toBe('');
    expect(cipher.decrypt('raku1234')).toBe('');
    expect(cipher.decrypt(null)).toBe('');
  });

  it('takes a 32-byte key as hex or base64; only the dev and test profiles may run without one', () => {
    const key = randomBytes(32);
    expect(legacyPasswordKeyOf(key.toString('hex'), 'production')).toEqual(key);
    expect(legacyPasswordKeyOf(key.toString('base64'), 'production')).toEqual(key);
    // Keyed on MEMBER_HUB_PROFILE: staging, production and an unset profile never get the public key.
    for (const profile of ['production', 'staging', '']) {
      expect(() => legacyPasswordKeyOf('', profile)).toThrow(/LEGACY_PASSWORD_KEY/);
    }
    expect(() => legacyPasswordKeyOf('c2hvcnQ=', 'dev')).toThrow(/32 bytes/);
    expect(legacyPasswordKeyOf('', 'dev')).toHaveLength(32);
    expect(legacyPasswordKeyOf('', 'test')).toHaveLength(32);
  });
});
