/**
 * The older service's launch assertions: what it signs when its phone app opens the hub, so that
 * the member API can tell that the older service (not the browser) vouches for this sign-in.
 * The real older service must do the same (README "Launch assertions"):
 *
 *   header  { alg: 'ES256', typ: 'rakucom-launch+jwt', kid }
 *   claims  { iss: <its public URL>, aud: <the member API's audience>, sub: <its uid>,
 *             rakucom_id, purpose, jti: <unique>, iat, exp: iat + at most 300 }
 *
 * and publish the public keys at `/.well-known/jwks.json`. The stand-in makes a fresh key pair at
 * each start (the member API fetches the set again when it meets an unknown `kid`).
 */
import { randomUUID } from 'node:crypto';

import { SignJWT, type JWK } from 'jose';

import { Es256SigningKey } from '../signing-key';

import type { LegacyAccount } from './store';

export const ASSERTION_TYPE = 'rakucom-launch+jwt';
export const ASSERTION_TTL_SECONDS = 300;
export const JWKS_PATH = '/.well-known/jwks.json';

/** The launch each assertion is for; the member API accepts each only at its own first call. */
export type AssertionPurpose = 'kantanRegister' | 'kantanAuthRegister' | 'migration' | 'game';

export interface AssertionSettings {
  /** The older service's public URL: the `iss`. */
  issuer: string;
  /** The member API's audience: the `aud`. */
  audience: string;
}

export class LaunchAssertionSigner {
  private constructor(
    private readonly settings: AssertionSettings,
    private readonly key: Es256SigningKey,
  ) {}

  static async create(settings: AssertionSettings): Promise<LaunchAssertionSigner> {
    return new LaunchAssertionSigner(settings, await Es256SigningKey.create('launch'));
  }

  /** The published key set (public keys only). */
  jwks(): { keys: JWK[] } {
    return this.key.jwks();
  }

  /**
   * A signed assertion that `account` opened the hub for `purpose`. Tests may ask for another
   * lifetime (negative: already expired) or audience (one written for another relying party).
   */
  async sign(
    account: Pick<LegacyAccount, 'uid' | 'rakucomId'>,
    purpose: AssertionPurpose,
    options: { ttlSeconds?: number; audience?: string } = {},
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const ttl = options.ttlSeconds ?? ASSERTION_TTL_SECONDS;
    return this.key.sign(
      new SignJWT({ rakucom_id: account.rakucomId, purpose })
        .setIssuer(this.settings.issuer)
        .setAudience(options.audience ?? this.settings.audience)
        .setSubject(account.uid)
        .setJti(randomUUID())
        .setIssuedAt(ttl < 0 ? now + ttl - ASSERTION_TTL_SECONDS : now)
        .setExpirationTime(now + ttl),
      ASSERTION_TYPE,
    );
  }
}
