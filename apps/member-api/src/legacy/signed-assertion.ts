/**
 * A signed assertion of another system, checked the one way this server checks them: a JWT,
 * ES256 only, under the issuer's published key set (JWKS, fetched on first use and cached by
 * jose; a new kid triggers one refetch, so keys can rotate), with its `typ` header, issuer, our
 * audience, the claims it must carry, and a short life: at most `maxAgeSeconds` since `iat`,
 * and never issued for longer than that (exp − iat). Used by the older service's launch
 * assertions (assertions.ts) and the sibling apps' device assertions (device-proof.ts); each
 * takes an assertion once by its `jti` in a store of its own.
 */
import {
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

export interface SignedAssertionRules {
  /** The `typ` header: an assertion is never taken for another JWT of the same key. */
  readonly type: string;
  readonly issuer: string;
  readonly audience: string;
  readonly maxAgeSeconds: number;
  /** Clock difference tolerated between the issuer and this server (default 0). */
  readonly clockToleranceSeconds?: number;
  /** Claims besides `jti`, `iat` and `exp` (which every assertion carries). */
  readonly requiredClaims?: readonly string[];
}

/** A verified assertion's claims; `jti`, `iat` and `exp` are always there. */
export type AssertionClaims = JWTPayload & { jti: string; iat: number; exp: number };

export class SignedAssertionVerifier {
  private keys: JWTVerifyGetKey | undefined;

  /**
   * `jwksUrl` is read at first use (configuration may be resolved late); `keys` replaces it
   * (tests). `now` is this server's clock.
   */
  constructor(
    private readonly source: { jwksUrl: () => string } | { keys: JWTVerifyGetKey },
    private readonly now: () => Date = () => new Date(),
  ) {
    if ('keys' in source) this.keys = source.keys;
  }

  private keySet(): JWTVerifyGetKey {
    this.keys ??= createRemoteJWKSet(new URL((this.source as { jwksUrl: () => string }).jwksUrl()), {
      timeoutDuration: 5_000,
    });
    return this.keys;
  }

  /**
   * The claims of an assertion that passes every rule, or undefined for one that does not
   * (signature, key, type, issuer, audience, age, lifetime, missing claim, or a key set that
   * cannot be had: nothing is proven then). Anything else is thrown.
   */
  async claimsOf(assertion: string, rules: SignedAssertionRules): Promise<AssertionClaims | undefined> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(assertion, this.keySet(), {
        issuer: rules.issuer,
        audience: rules.audience,
        algorithms: ['ES256'],
        typ: rules.type,
        maxTokenAge: rules.maxAgeSeconds,
        clockTolerance: rules.clockToleranceSeconds ?? 0,
        currentDate: this.now(),
        requiredClaims: ['jti', 'iat', 'exp', ...(rules.requiredClaims ?? [])],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
    const { jti, iat, exp } = payload;
    if (typeof jti !== 'string' || jti === '' || iat === undefined || exp === undefined) return undefined;
    if (exp - iat > rules.maxAgeSeconds) return undefined;
    return { ...payload, jti, iat, exp };
  }
}
