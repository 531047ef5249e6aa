/**
 * The phone apps' device assertion: a short-lived JWT that the apps' backend signs for one
 * installation, naming the push tokens that the two sibling apps on that phone hold right now.
 * The member API verifies it with the public keys published here as a JWK set, and accepts each
 * assertion once (its `jti`). The real backend signs only after it has checked the installation
 * (see the README, "What the real sibling app must provide").
 */
import { randomUUID } from 'node:crypto';

import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/** The `typ` header: a device assertion is never mistaken for another JWT of the same key. */
export const DEVICE_ASSERTION_TYPE = 'device-assertion+jwt';
/** Who the assertion is for (the member API's payout and push-relation calls). */
export const DEVICE_ASSERTION_AUDIENCE = 'member-hub';
/** Lifetime: the app opens the hub at once; the member API accepts at most 300 s. */
export const DEVICE_ASSERTION_TTL_SECONDS = 120;

export type PushTokens = Partial<Record<'rakucom' | 'lamembers', string>>;

export class DeviceAssertionIssuer {
  private constructor(
    readonly issuer: string,
    private readonly privateKey: CryptoKey,
    private readonly publicJwk: JWK,
  ) {}

  /** A fresh ES256 key (kept in memory: a restart publishes a new key set). */
  static async create(issuer: string): Promise<DeviceAssertionIssuer> {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwk = await exportJWK(publicKey);
    return new DeviceAssertionIssuer(issuer, privateKey, {
      ...jwk,
      kid: `sibling-${randomUUID().slice(0, 8)}`,
      alg: 'ES256',
      use: 'sig',
    });
  }

  /** The public key set (`GET …/.well-known/jwks.json`). */
  jwks(): { keys: JWK[] } {
    return { keys: [this.publicJwk] };
  }

  /** An assertion that this installation's apps hold `pushTokens` now. */
  issue(installation: string, pushTokens: PushTokens, ttlSeconds = DEVICE_ASSERTION_TTL_SECONDS) {
    return new SignJWT({ push_tokens: pushTokens })
      .setProtectedHeader({ alg: 'ES256', kid: this.publicJwk.kid!, typ: DEVICE_ASSERTION_TYPE })
      .setIssuer(this.issuer)
      .setAudience(DEVICE_ASSERTION_AUDIENCE)
      .setSubject(installation)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .setJti(randomUUID())
      .sign(this.privateKey);
  }
}
