/**
 * The older service's word for one sign-in (docs/decisions/0006). A phone number, a handset model,
 * a `sid` or a registration number only name an account; what proves that the person in the
 * browser holds it is a launch assertion: a JWT the older service signs when its phone app opens
 * the hub, verified here with the older service's published keys (JWKS) as every signed
 * assertion is (signed-assertion.ts).
 *
 *   header   alg ES256, typ `rakucom-launch+jwt`, kid
 *   claims   iss, aud (the member API), sub (the older service's uid), rakucom_id, purpose,
 *            jti, iat, exp (at most ASSERTION_MAX_AGE_SECONDS after iat)
 *
 * An assertion is redeemed once (its jti is a primary key in legacy_assertions, on every
 * instance) by the first call of its sign-in, which must name the same account. The older
 * service's access token handed on by that call is vouched for VOUCH_SECONDS: the later steps of
 * the same sign-in (rakuUser, syncMe, migrationComplete) accept that token and no other.
 */
import { createHash } from 'node:crypto';

import { and, eq, gt, lt } from 'drizzle-orm';
import type { JWTVerifyGetKey } from 'jose';

import { isUniqueViolation } from '../db/client';
import { legacyAssertions } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';

import { SignedAssertionVerifier } from './signed-assertion';

/** The assertion's type header: never confused with an ID token or another JWT of the service. */
export const ASSERTION_TYPE = 'rakucom-launch+jwt';
/** How long an assertion may live: the hub opens the flow's first call within seconds. */
export const ASSERTION_MAX_AGE_SECONDS = 300;
/** How long the access token of a redeemed sign-in may finish it (the older token's own life). */
export const VOUCH_SECONDS = 30 * 60;
/** Clock difference tolerated between the older service and this server. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** Which launch the older service issued the assertion for; each call accepts only its own. */
export type AssertionPurpose = 'kantanRegister' | 'kantanAuthRegister' | 'migration' | 'game';

export interface VerifiedAssertion {
  readonly jti: string;
  /** The older service's uid of the account. */
  readonly rakuUid: string;
  readonly rakucomId: string;
}

export const assertionErrors = {
  required: () =>
    new ApiError(
      403,
      'legacy.assertion_required',
      'The older service has not vouched for this sign-in (no launch assertion).',
    ),
  invalid: () =>
    new ApiError(
      403,
      'legacy.assertion_invalid',
      'The launch assertion is not valid (signature, issuer, audience, purpose, age or account).',
    ),
  used: () => new ApiError(403, 'legacy.assertion_used', 'The launch assertion has already been used.'),
};

const hashOf = (accessToken: string) => createHash('sha256').update(accessToken).digest('base64url');

export interface LegacyAssertionsOptions {
  /** The older service's keys; default: its published JWKS (config.legacyAssertion().jwksUrl). */
  keys?: JWTVerifyGetKey;
}

export class LegacyAssertions {
  private readonly verifier: SignedAssertionVerifier;

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'now' | 'config'>,
    options: LegacyAssertionsOptions = {},
  ) {
    this.verifier = new SignedAssertionVerifier(
      options.keys ? { keys: options.keys } : { jwksUrl: () => deps.config.legacyAssertion().jwksUrl },
      () => deps.now(),
    );
  }

  /** Checks the assertion's signature and claims; throws the API's 403 otherwise. */
  async verify(assertion: string | undefined, purpose: AssertionPurpose): Promise<VerifiedAssertion> {
    if (!assertion) throw assertionErrors.required();
    const { issuer, audience } = this.deps.config.legacyAssertion();
    const claims = await this.verifier.claimsOf(assertion, {
      type: ASSERTION_TYPE,
      issuer,
      audience,
      maxAgeSeconds: ASSERTION_MAX_AGE_SECONDS,
      clockToleranceSeconds: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub'],
    });
    if (!claims || claims.purpose !== purpose || typeof claims.rakucom_id !== 'string')
      throw assertionErrors.invalid();
    return { jti: claims.jti, rakuUid: claims.sub!, rakucomId: claims.rakucom_id };
  }

  /**
   * Redeems a verified assertion for the account the older service answered (its uid must be
   * the assertion's `sub`) and vouches for the access token the sign-in goes on with.
   */
  async redeem(
    verified: VerifiedAssertion,
    purpose: AssertionPurpose,
    account: { uid: string },
    accessToken: string | undefined,
  ): Promise<void> {
    if (account.uid !== verified.rakuUid) throw assertionErrors.invalid();
    const at = this.deps.now();
    try {
      await this.deps.db.insert(legacyAssertions).values({
        jti: verified.jti,
        rakuUid: verified.rakuUid,
        purpose,
        accessTokenHash: accessToken ? hashOf(accessToken) : null,
        vouchedUntil: new Date(at.getTime() + VOUCH_SECONDS * 1000),
        createdAt: at,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw assertionErrors.used();
      throw error;
    }
    // Rows past their time prove nothing any more; the table stays small.
    await this.deps.db.delete(legacyAssertions).where(lt(legacyAssertions.vouchedUntil, at));
  }

  /** True while a redeemed assertion vouches for this access token of this older-service account. */
  async isVouched(accessToken: string, rakuUid: string): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ jti: legacyAssertions.jti })
      .from(legacyAssertions)
      .where(
        and(
          eq(legacyAssertions.accessTokenHash, hashOf(accessToken)),
          eq(legacyAssertions.rakuUid, rakuUid),
          gt(legacyAssertions.vouchedUntil, this.deps.now()),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Ends the vouching for the access token (the sign-in is complete). */
  async release(accessToken: string): Promise<void> {
    await this.deps.db
      .update(legacyAssertions)
      .set({ vouchedUntil: this.deps.now() })
      .where(eq(legacyAssertions.accessTokenHash, hashOf(accessToken)));
  }
}
