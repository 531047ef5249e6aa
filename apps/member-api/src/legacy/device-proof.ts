/**
 * The device's proof for the payout and the id linkage: a device assertion that the sibling phone
 * apps' backend signs (a JWT, ES256, `typ` device-assertion+jwt) naming the push tokens that the
 * apps on one phone hold now. Verified as every signed assertion here (signed-assertion.ts) with
 * the backend's published key set (SIBLING_APP_JWKS_URL), its issuer, our audience and a short
 * lifetime; each assertion is taken once (its `jti`), in Redis when REDIS_URL is set (several
 * instances), else in this process. A push token alone is
 * never proof: it reaches SDKs, logs and support tools. See docs/decisions/0007.
 */
import { PushRelationService, type PushRelationServiceId } from '@member-hub/enums';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

import { type AssertionClaims, SignedAssertionVerifier } from './signed-assertion';

/** The audience every device assertion for the member API names. */
export const DEVICE_ASSERTION_AUDIENCE = 'member-hub';
export const DEVICE_ASSERTION_TYPE = 'device-assertion+jwt';
/** An assertion older than this (from its `iat`) is refused, whatever its `exp` says. */
export const DEVICE_ASSERTION_MAX_AGE_SECONDS = 300;

export type ProvenPushTokens = Partial<Record<PushRelationServiceId, string>>;

export class DeviceProof {
  private constructor(
    private readonly verify: (assertion: string) => Promise<AssertionClaims | undefined>,
    private readonly used: RateLimiterAbstract,
    private readonly closeStore: () => Promise<void>,
  ) {}

  static create(settings: { issuer: string; jwksUrl: string }, redisUrl: string | undefined): DeviceProof {
    // The device's clock and the backend's are real time, whatever this server's test clock says.
    const verifier = new SignedAssertionVerifier({ jwksUrl: () => settings.jwksUrl });
    const verify = (assertion: string) =>
      verifier.claimsOf(assertion, {
        type: DEVICE_ASSERTION_TYPE,
        issuer: settings.issuer,
        audience: DEVICE_ASSERTION_AUDIENCE,
        maxAgeSeconds: DEVICE_ASSERTION_MAX_AGE_SECONDS,
        requiredClaims: ['sub'],
      });
    const options = {
      keyPrefix: 'member-api:device-assertion',
      points: 1,
      duration: DEVICE_ASSERTION_MAX_AGE_SECONDS,
    };
    if (!redisUrl) return new DeviceProof(verify, new RateLimiterMemory(options), async () => {});
    const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    return new DeviceProof(verify, new RateLimiterRedis({ storeClient: client, ...options }), async () => {
      client.disconnect();
    });
  }

  /**
   * The push tokens a fresh, unused assertion vouches for; undefined when it is missing, not
   * signed by the sibling apps' backend, expired, for someone else, or was used before. A
   * verified assertion is used up here, whatever the caller does next.
   */
  async pushTokensOf(assertion: string | undefined): Promise<ProvenPushTokens | undefined> {
    if (!assertion) return undefined;
    let claims: AssertionClaims | undefined;
    try {
      claims = await this.verify(assertion);
    } catch {
      return undefined; // the backend's key set out of reach: nothing is proven
    }
    if (!claims) return undefined;
    try {
      await this.used.consume(claims.jti);
    } catch {
      return undefined;
    }
    const tokens = claims.push_tokens as Record<string, unknown> | undefined;
    const proven: ProvenPushTokens = {};
    for (const service of [PushRelationService.Rakucom, PushRelationService.Lamembers]) {
      const token = tokens?.[service];
      if (typeof token === 'string' && token !== '') proven[service] = token;
    }
    return proven;
  }

  close(): Promise<void> {
    return this.closeStore();
  }
}
