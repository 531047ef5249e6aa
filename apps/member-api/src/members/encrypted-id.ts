/**
 * The embedded prefecture flow's `encrypted_id` (profile spec §3, §7): the member id sealed with
 * AES-256-GCM under a key from configuration (MEMBER_API_ENCRYPTED_ID_KEY, 32 bytes as base64 or
 * hex), so that a parent page can name its member to the embedded screen without a token, and
 * nobody can read, forge or alter one. Not an encoding: without the key it opens nothing.
 *
 * Format: `v1.` + base64url(nonce 12 bytes ‖ ciphertext ‖ tag 16 bytes). The sealed text is
 * `<issued at, epoch seconds>.<member id>`; an id older than its lifetime no longer opens. The
 * associated data binds it to this use, so no other sealed value of this server passes for it.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'v1.';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const PURPOSE = Buffer.from('member-hub/encrypted_id/v1', 'utf8');
/** Development and test only: production refuses to start without MEMBER_API_ENCRYPTED_ID_KEY. */
const DEV_KEY_SEED = 'member-hub-dev-encrypted-id-key';

/**
 * How long an issued id opens (ours: the spec gives none): one embedded session, the screen
 * loaded and a prefecture chosen. It is a bearer credential for the prefecture, so it must not
 * outlive that; a parent that frames the screen later asks for a fresh one (the claim comes with
 * every ID token and userinfo answer: a refresh or userinfo call mints a new id).
 */
export const ENCRYPTED_ID_TTL_SECONDS = 15 * 60;

/** The key: the configured one, or (dev and test profiles only) one derived from a fixed seed. */
export function encryptedIdKeyOf(configured: string, allowDevKey: boolean): Buffer {
  if (!configured) {
    if (!allowDevKey)
      throw new Error('MEMBER_API_ENCRYPTED_ID_KEY must be set outside the dev and test profiles');
    return createHash('sha256').update(DEV_KEY_SEED).digest();
  }
  return parseKey(configured);
}

function parseKey(configured: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(configured)
    ? Buffer.from(configured, 'hex')
    : Buffer.from(configured, 'base64');
  if (key.length !== 32) throw new Error('MEMBER_API_ENCRYPTED_ID_KEY must be 32 bytes (base64 or hex)');
  return key;
}

/** A problem with a configured key, or undefined (for the start-up guard). */
export function encryptedIdKeyProblem(configured: string): string | undefined {
  if (!configured)
    return "MEMBER_API_ENCRYPTED_ID_KEY must be set (the key that seals the embedded flow's encrypted_id)";
  try {
    parseKey(configured);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Nonces are taken from one buffer of random bytes, refilled once used up: the same fresh random
 * nonce per seal (AES-GCM needs it never to repeat under a key), without a call into the random
 * source per token (a third of a seal's CPU; one is sealed per ID token and userinfo answer).
 * A refill replaces the buffer, so a nonce handed out is never overwritten.
 */
const NONCES_PER_FILL = 256;
let nonces = Buffer.alloc(0);
let noncesUsed = 0;
function freshNonce(): Buffer {
  if (noncesUsed + NONCE_BYTES > nonces.length) {
    nonces = randomBytes(NONCES_PER_FILL * NONCE_BYTES);
    noncesUsed = 0;
  }
  noncesUsed += NONCE_BYTES;
  return nonces.subarray(noncesUsed - NONCE_BYTES, noncesUsed);
}

export class EncryptedIdCipher {
  constructor(
    private readonly key: Buffer,
    private readonly ttlSeconds = ENCRYPTED_ID_TTL_SECONDS,
  ) {
    if (key.length !== 32) throw new Error('the encrypted_id key must be 32 bytes');
  }

  /** Seals `uid` as issued at `now`. */
  seal(uid: string, now: Date): string {
    const nonce = freshNonce();
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    cipher.setAAD(PURPOSE);
    const issuedAt = Math.floor(now.getTime() / 1000);
    const data = Buffer.concat([cipher.update(`${issuedAt}.${uid}`, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([nonce, data, cipher.getAuthTag()]).toString('base64url');
  }

  /** The member id, or undefined for a foreign, altered, expired or malformed value (never throws). */
  open(value: string, now: Date): string | undefined {
    if (!value.startsWith(PREFIX)) return undefined;
    const raw = Buffer.from(value.slice(PREFIX.length), 'base64url');
    if (raw.length <= NONCE_BYTES + TAG_BYTES) return undefined;
    let plain: string;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, NONCE_BYTES));
      decipher.setAAD(PURPOSE);
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      plain = Buffer.concat([
        decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return undefined;
    }
    const dot = plain.indexOf('.');
    const issuedAt = Number(plain.slice(0, dot));
    const uid = plain.slice(dot + 1);
    if (dot < 1 || !Number.isInteger(issuedAt) || uid === '') return undefined;
    const age = Math.floor(now.getTime() / 1000) - issuedAt;
    if (age < -60 || age > this.ttlSeconds) return undefined;
    return uid;
  }
}
