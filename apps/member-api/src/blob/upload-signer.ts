import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What an upload token allows: one stored PUT of one file, before `exp`. */
export interface UploadGrant {
  bucket: string;
  filename: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Uid of the member who asked for it. */
  uid: string;
  /** Names this URL: the first stored upload spends it (upload-tokens.ts). */
  nonce: string;
}

/**
 * Signs and checks the short-lived tokens in upload URLs with HMAC-SHA256.
 * The secret comes from MEMBER_API_UPLOAD_SECRET; without it a random one is made per process
 * (URLs then die with the process, which is fine for one dev server).
 */
export class UploadSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  /** A key for another purpose derived from the upload secret (same on every instance). */
  deriveKey(label: string): Buffer {
    return createHmac('sha256', this.key).update(`derive\u0000${label}`).digest();
  }

  sign(grant: UploadGrant): string {
    const payload = Buffer.from(JSON.stringify(grant), 'utf8').toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The grant, or undefined when the token is forged, malformed or expired. */
  verify(token: string, nowSeconds: number): UploadGrant | undefined {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) return undefined;
    const expected = Buffer.from(this.mac(payload), 'utf8');
    const given = Buffer.from(mac, 'utf8');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as UploadGrant;
      if (typeof grant.exp !== 'number' || grant.exp < nowSeconds) return undefined;
      if (typeof grant.nonce !== 'string' || grant.nonce === '') return undefined;
      return grant;
    } catch {
      return undefined;
    }
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
