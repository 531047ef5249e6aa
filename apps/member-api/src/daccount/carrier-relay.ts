/**
 * The carrier relay's side of the carrier's OpenID Provider (d-account): a relying party through
 * openid-client (authorization code, PKCE S256, the hub's rpState and rpNonce as state and nonce).
 * Configured only by issuer URL, client id and secret (Config.carrier), so the stand-in and the
 * real carrier differ by configuration alone.
 */
import { CARRIER_SCOPE, HTTP_TIMEOUT_MS } from '@member-hub/enums';
import { DACCOUNT_CALLBACK_PATH } from '@member-hub/api-client/contract';
import * as client from 'openid-client';

import type { Config } from '../config';

export type CarrierRelayFailure =
  /** The provider cannot be reached (discovery, token endpoint down or timing out). */
  | 'unavailable'
  /** The provider answered, but the answer is not acceptable (bad code, state, nonce, ID token). */
  | 'rejected';

export class CarrierRelayError extends Error {
  override readonly name = 'CarrierRelayError';
  constructor(
    readonly kind: CarrierRelayFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface CarrierRelay {
  /** The carrier's authorization URL for this login and the PKCE verifier to keep for it. */
  start(checks: { state: string; nonce: string }): Promise<{ url: string; codeVerifier: string }>;
  /**
   * Exchanges the code of the carrier's callback (the query as the browser brought it) and
   * answers the carrier subject and the nickname claim of the verified ID token (scope
   * claim_all; null when absent or not text). Throws CarrierRelayError.
   */
  finish(
    callbackQuery: string,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<{ sub: string; nickname: string | null }>;
}

/** The relay's redirect URI registered at the carrier: the callback on the hub's public origin. */
export function carrierCallbackUrl(config: Pick<Config, 'hubPublicOrigin'>): string {
  return `${config.hubPublicOrigin.replace(/\/$/, '')}${DACCOUNT_CALLBACK_PATH}`;
}

function isNetworkFailure(error: unknown): boolean {
  // openid-client wraps fetch failures (connection refused, abort on timeout) with the cause kept.
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const name = (e as { name?: string }).name;
    const code = (e as { code?: string }).code;
    if (name === 'TypeError' && /fetch failed/i.test(String((e as Error).message))) return true;
    if (name === 'AbortError' || name === 'TimeoutError') return true;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'ETIMEDOUT' || code === 'ENOTFOUND')
      return true;
    if (code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || code === 'OAUTH_RESPONSE_IS_NOT_JSON') return true;
    if (e === (e as { cause?: unknown }).cause) break;
  }
  return false;
}

export function createCarrierRelay(config: Pick<Config, 'carrier' | 'hubPublicOrigin'>): CarrierRelay {
  const redirectUri = carrierCallbackUrl(config);
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        new URL(config.carrier.issuer),
        config.carrier.clientId,
        { redirect_uris: [redirectUri] },
        client.ClientSecretBasic(config.carrier.clientSecret),
        {
          timeout: HTTP_TIMEOUT_MS / 1000,
          // http issuers exist only for the stand-in (dev and test); production uses https.
          execute: config.carrier.issuer.startsWith('http:') ? [client.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        discovered = undefined; // try again on the next login
        throw new CarrierRelayError('unavailable', 'carrier discovery failed', { cause: error });
      });
    return discovered;
  }

  return {
    async start({ state, nonce }) {
      const carrier = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(carrier, {
        redirect_uri: redirectUri,
        scope: `openid ${CARRIER_SCOPE}`,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, codeVerifier };
    },

    async finish(callbackQuery, { state, nonce, codeVerifier }) {
      const carrier = await configuration();
      const current = new URL(redirectUri);
      current.search = callbackQuery;
      try {
        const tokens = await client.authorizationCodeGrant(carrier, current, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        const sub = claims?.sub;
        if (!sub) throw new CarrierRelayError('rejected', 'the ID token has no subject');
        const nickname = typeof claims.nickname === 'string' ? claims.nickname.trim() : '';
        return { sub, nickname: nickname || null };
      } catch (error) {
        if (error instanceof CarrierRelayError) throw error;
        throw new CarrierRelayError(
          isNetworkFailure(error) ? 'unavailable' : 'rejected',
          `carrier code exchange failed: ${String((error as Error).message)}`,
          { cause: error },
        );
      }
    },
  };
}
