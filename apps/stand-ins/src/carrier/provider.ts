/**
 * The carrier's OpenID Provider, played by node `oidc-provider` (OpenID Certified): its own
 * issuer and keys, authorization code flow with PKCE (S256, required for every client),
 * discovery, JWKS, token and userinfo endpoints. One registered client: the member API's
 * carrier relay (confidential, client_secret_basic).
 *
 * Scopes: `openid` (sub) and `claim_all` (the spec's fixed carrier scope: nickname, birthdate,
 * email, phone_number). The claims of the granted scopes are in the ID token too
 * (conformIdTokenClaims off), so the relay needs no userinfo call.
 *
 * Storage is oidc-provider's in-memory adapter: a restart forgets codes and sessions, which is
 * what a stand-in may do.
 */
import { Provider, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

import type { CarrierClient } from '../config';

import { findCarrierAccountBySub } from './accounts';
import type { CarrierKeys } from './keys';
import { carrierErrorPage } from './pages';

export const CARRIER_SCOPES = Object.freeze(['openid', 'claim_all'] as const);
export const CLAIM_ALL_CLAIMS = Object.freeze(['nickname', 'birthdate', 'email', 'phone_number'] as const);
export const RELAY_CLIENT_NAME = '会員基盤（dアカウント連携）';

/** Path of the stand-in's own login page for an interaction. */
export const interactionPath = (uid: string) => `/interaction/${uid}`;

export interface CarrierProviderOptions {
  issuer: string;
  client: CarrierClient;
  keys: CarrierKeys;
}

export function createCarrierProvider(options: CarrierProviderOptions): Provider {
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.client.clientId,
        client_secret: options.client.clientSecret,
        client_name: RELAY_CLIENT_NAME,
        redirect_uris: options.client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: options.keys.jwks,
    cookies: { keys: options.keys.cookieKeys },
    responseTypes: ['code'],
    scopes: [...CARRIER_SCOPES],
    claims: { openid: ['sub'], claim_all: [...CLAIM_ALL_CLAIMS] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    async findAccount(_ctx, sub) {
      const account = findCarrierAccountBySub(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          nickname: account.nickname,
          birthdate: account.birthdate,
          email: account.email,
          phone_number: account.phoneNumber,
        }),
      };
    },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Grant: 600,
      Interaction: 600,
      Session: 600,
    },
    async renderError(ctx: KoaContextWithOIDC, out) {
      ctx.type = 'html';
      ctx.body = carrierErrorPage(String(out.error ?? 'error'));
    },
  };
  const provider = new Provider(options.issuer, configuration);
  // URLs are always the issuer's (the handler sets the forwarded host from it).
  provider.proxy = true;
  return provider;
}
