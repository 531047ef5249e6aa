/**
 * The legacy password (rakuPW) at rest: AES-256-GCM with a key from configuration
 * (LEGACY_PASSWORD_KEY, 32 bytes as base64 or hex). Stored as `v1:<iv>:<tag>:<ciphertext>`
 * (base64url). The profile's registration-number section (GET /me/registerNum) decrypts it.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

import { DEV_PROFILES } from '../profile';

const PREFIX = 'v1:';
/**
 * The dev and test profiles only: the seed is in the repository, so any other profile (unset
 * included, whatever NODE_ENV says) must configure LEGACY_PASSWORD_KEY.
 */
const DEV_KEY_SEED = 'member-hub-dev-legacy-password-key';

/** The key of `LEGACY_PASSWORD_KEY`; the development key only under MEMBER_HUB_PROFILE dev or test. */
export function legacyPasswordKeyOf(configured: string, profile: string): Buffer {
  if (!configured) {
    if (!DEV_PROFILES.has(profile)) {
      throw new Error(
        'LEGACY_PASSWORD_KEY must be set (the development key is for the dev and test profiles)',
      );
    }
    return createHash('sha256').update(DEV_KEY_SEED).digest();
  }
  const key = /^[0-9a-f]{64}$/i.test(configured)
    ? Buffer.from(configured, 'hex')
    : Buffer.from(configured, 'base64');
  if (key.length !== 32) throw new Error('LEGACY_PASSWORD_KEY must be 32 bytes (base64 or hex)');
  return key;
}

export class PasswordCipher {
  constructor(private readonly key: Buffer) {}

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${data.toString('base64url')}`;
  }

  /** The plain password, or '' for an empty, foreign or tampered value (never throws). */
  decrypt(stored: string | null | undefined): string {
    if (!stored || !stored.startsWith(PREFIX)) return '';
    const [iv, tag, data] = stored.slice(PREFIX.length).split(':');
    if (!iv || !tag || data === undefined) return '';
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return '';
    }
  }
}
