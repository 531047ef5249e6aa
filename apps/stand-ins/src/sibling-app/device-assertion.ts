/**
 * The phone apps' device assertion: a short-lived JWT that the apps' backend signs for one
 * installation, naming the push tokens that the two sibling apps on that phone hold right now.
 * The member API verifies it with the public keys published here as a JWK set, and accepts each
 * assertion once (its `jti`). The real backend signs only after it has checked the installation
 * (see the README, "What the real sibling app must provide").
 */
import { randomUUID } from 'node:crypto';

import { SignJWT, type JWK } from 'jose';

import { Es256SigningKey } from '../signing-key';

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
    private readonly key: Es256SigningKey,
  ) {}

  /** A fresh ES256 key (kept in memory: a restart publishes a new key set). */
  static async create(issuer: string): Promise<DeviceAssertionIssuer> {
    return new DeviceAssertionIssuer(issuer, await Es256SigningKey.create('sibling'));
  }

  /** The public key set (`GET …/.well-known/jwks.json`). */
  jwks(): { keys: JWK[] } {
    return this.key.jwks();
  }

  /** An assertion that this installation's apps hold `pushTokens` now. */
  issue(installation: string, pushTokens: PushTokens, ttlSeconds = DEVICE_ASSERTION_TTL_SECONDS) {
    return this.key.sign(
      new SignJWT({ push_tokens: pushTokens })
        .setIssuer(this.issuer)
        .setAudience(DEVICE_ASSERTION_AUDIENCE)
        .setSubject(installation)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .setJti(randomUUID()),
      DEVICE_ASSERTION_TYPE,
    );
  }
}
