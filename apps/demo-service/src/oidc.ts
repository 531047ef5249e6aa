// The code exchange with openid-client 6 (discovery from the issuer, client_secret_basic).
// No PKCE for the web services: the hub, not this service, starts their authorization request, so
// there is no place to put a code_challenge; the authentication host therefore does not require
// PKCE for confidential clients (apps/member-api/src/oidc/provider.ts). The public-client mode
// starts its own request and sends its PKCE verifier instead of a secret. The ID token's signature
// (against the JWKS, with the one algorithm this client is registered for), issuer, audience, nonce
// and expiry are checked by openid-client.
import * as client from 'openid-client';

import { callbackUrl, type DemoServiceConfig } from './config';
import { type CodeExchange } from './flow';

export function createCodeExchange(config: DemoServiceConfig): CodeExchange {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(config.issuer),
        config.clientId,
        // The algorithm this client is registered for, pinned (else any the discovery offers).
        {
          redirect_uris: [callbackUrl(config)],
          id_token_signed_response_alg: config.idTokenSignedResponseAlg,
        },
        // The public-client mode has no secret: its code is bound to its PKCE verifier.
        config.publicClient ? client.None() : client.ClientSecretBasic(config.clientSecret),
        {
          // Verify the ID token's signature against the provider's JWKS too (not only TLS trust).
          execute: config.issuer.startsWith('http:')
            ? [client.allowInsecureRequests, client.enableNonRepudiationChecks]
            : [client.enableNonRepudiationChecks],
        },
      )
      .catch((error: unknown) => {
        discovered = undefined; // try again on the next callback (the API may start later)
        throw error;
      });
    return discovered;
  };

  return async (currentUrl, { state, nonce, codeVerifier }) => {
    // openid-client takes redirect_uri from the URL without its query: build it from the
    // public origin, not from the Host header this server happened to see.
    const publicUrl = new URL(callbackUrl(config));
    publicUrl.search = currentUrl.search;
    const tokens = await client.authorizationCodeGrant(await configuration(), publicUrl, {
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
      ...(codeVerifier ? { pkceCodeVerifier: codeVerifier } : {}),
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    return {
      sub: claims.sub,
      nickname: typeof claims.nickname === 'string' ? claims.nickname : undefined,
      encryptedId: typeof claims.encrypted_id === 'string' ? claims.encrypted_id : undefined,
      under18: claims.under_18 === true,
      hasRefreshToken: typeof tokens.refresh_token === 'string',
    };
  };
}
