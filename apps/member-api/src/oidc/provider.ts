/**
 * The OpenID Provider of the authentication host: node `oidc-provider` (OpenID Certified).
 * The only way to finish an authorization request is a validated hand-back (see host.ts); the
 * provider issues the standard code, ID token and refresh token.
 *
 * Choices:
 * - Authorization code flow only; confidential clients (client_secret_basic) and public ones
 *   (token_endpoint_auth_method none: PKCE S256 required, refresh tokens rotate, clients.ts).
 * - PKCE is not required for confidential clients (the hub's own entry has long had no place for a
 *   code_challenge), but it is checked whenever the request has one: the standard entry's own
 *   request, or the spec entry's `code_challenge` carried by the hand-back. Public clients need it.
 * - No user-visible OIDC screens: an interaction without a hand-back sends the member to the hub's
 *   sign-in (standard-entry.ts), whose hand-back finishes it.
 * - The ID token carries the claims of the granted scopes (conformIdTokenClaims off), so a client
 *   needs no userinfo call: `sub`, and `nickname` with openid alone unless the client is registered
 *   for it with `profile` only; `profile` gives the standard claims the member API holds (claims.ts).
 * - offline_access (asked for by needsRefreshToken) yields a refresh token.
 * - ID tokens are signed RS256 unless the client is registered for ES256 (clients.ts, keys.ts);
 *   discovery offers exactly those two.
 */
import { errors, Provider, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

import type { Database } from '../db/client';

import type { MemberProfileFacts, MemberSignInRow } from '../members/sign-in-check';

import { createDrizzleAdapter } from './adapter';
import { PROFILE_CLAIMS, standardClaimsOf, UNDER_18_CLAIM, under18ClaimOf } from './claims';
import {
  ID_TOKEN_ALGS,
  receivesEncryptedId,
  type RegisteredClient,
  toClientMetadata,
  TOKEN_ENDPOINT_AUTH_METHODS,
} from './clients';
import { type ProviderKeys, signingKeyProblems } from './keys';
import { errorPage } from './pages';
import { OIDC_MOUNT_PATH } from './settings';

export interface CreateProviderOptions {
  issuer: string;
  clients: RegisteredClient[];
  keys: ProviderKeys;
  db: Database;
  /**
   * The member behind `uid` when it may get tokens for `clientId` (members/sign-in-check.ts: a
   * member who is gone, revoked or locked for the client's service gets none), with the nickname
   * for the ID token; undefined otherwise.
   */
  signInAccount(
    uid: string,
    clientId: string,
    /**
     * The member as read along with the code or token in this request (oidc/adapter.ts; null: no
     * such member), or undefined when nothing came along and the check reads it itself.
     */
    readAlong?: MemberSignInRow | null,
  ): Promise<MemberProfileFacts | undefined>;
  /**
   * The embedded prefecture flow's `encrypted_id` for a member (profile §3): a claim of the ID token
   * and userinfo, so that the parent page (a client's server) can hand it to the embedded screen;
   * only for the clients whose sites frame that screen (clients.ts receivesEncryptedId).
   */
  encryptedIdOf?(uid: string): string;
  now?: () => Date;
}

/** Path (on this server) of the interaction endpoint the provider sends the browser to. */
export const interactionPath = (uid: string) => `${OIDC_MOUNT_PATH}/interaction/${uid}`;

/**
 * The provider's settings but its store and accounts: clients, keys, algorithms, scopes and
 * claims, PKCE and refresh-token rotation, features, interactions, lifetimes and the error page.
 * The authentication host's provider and the bench's provider floor (bench/provider-floor.ts)
 * both take them from here, so the floor runs the product's own settings.
 */
export function providerSettings(options: {
  clients: readonly RegisteredClient[];
  keys: ProviderKeys;
  adapter: NonNullable<Configuration['adapter']>;
  findAccount: NonNullable<Configuration['findAccount']>;
}): Configuration {
  return {
    adapter: options.adapter,
    clients: options.clients.map(toClientMetadata),
    jwks: options.keys.jwks,
    enabledJWA: { idTokenSigningAlgValues: [...ID_TOKEN_ALGS] },
    cookies: { keys: options.keys.cookieKeys },
    responseTypes: ['code'],
    // Discovery lists what a registered client can use (clients.ts): its secret in the Basic
    // header, or nothing (a public client with PKCE). No other method is ever registered.
    clientAuthMethods: [...TOKEN_ENDPOINT_AUTH_METHODS],
    scopes: ['openid', 'offline_access', 'profile'],
    // Standard claims in their standard scope (claims.ts); nickname is also allowed with openid so
    // that a client registered with nickname_scope "openid" (the hub entry's default) gets it there.
    // `amr` (with openid): how the member signed in at the hub (claims.ts amrOf), in the ID token.
    claims: {
      openid: ['sub', 'nickname', 'encrypted_id', 'amr', UNDER_18_CLAIM],
      profile: [...PROFILE_CLAIMS],
    },
    conformIdTokenClaims: false,
    pkce: { required: (_ctx, client) => client.clientAuthMethod === 'none' },
    // A public client's refresh token is a bearer secret on a phone: it is replaced at every use
    // (OAuth 2.0 Security BCP §4.14.2), and the provider ends the whole grant when a replaced one
    // comes again. A confidential client's is replaced once 70% of its lifetime has passed.
    rotateRefreshToken(ctx) {
      const { Client: client, RefreshToken: token } = ctx.oidc.entities;
      if (client?.clientAuthMethod === 'none') return true;
      return (token?.ttlPercentagePassed() ?? 0) >= 70;
    },
    features: {
      devInteractions: { enabled: false },
      // Not offered: a DPoP-bound access token is refused at userinfo here (the proof's htu does
      // not match behind the mount), so discovery must not promise it. PAR stays: a pushed request
      // goes through the hub's sign-in like any other (standard-entry.test.ts).
      dPoP: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true },
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    findAccount: options.findAccount,
    ttl: {
      // The provider's own code is exchanged by the client's server right after the redirect.
      AuthorizationCode: 60,
      IdToken: 3600,
      AccessToken: 3600,
      RefreshToken: 30 * 24 * 3600,
      Grant: 30 * 24 * 3600,
      // A standard entry's member signs in at the hub meanwhile, maybe by a mail link (hub spec
      // §2: a login mail is good for 30 minutes), so the request waits as long.
      Interaction: 30 * 60,
      Session: 3600,
    },
    async renderError(ctx: KoaContextWithOIDC, _out, _error) {
      ctx.type = 'html';
      ctx.body = errorPage();
    },
  };
}

export function createProvider(options: CreateProviderOptions): Provider {
  // The provider itself checks a client's metadata only at that client's first request.
  const keyProblems = signingKeyProblems(options.keys.jwks, options.clients);
  if (keyProblems.length > 0) throw new Error(keyProblems.join('; '));
  const { encryptedIdOf } = options;
  const encryptedIdClients = new Set(options.clients.filter(receivesEncryptedId).map((c) => c.client_id));
  const nicknameScopeOf = new Map(options.clients.map((c) => [c.client_id, c.nickname_scope]));
  const adapter = createDrizzleAdapter(options.db, options.now);
  const configuration = providerSettings({
    clients: options.clients,
    keys: options.keys,
    adapter,
    async findAccount(ctx, sub) {
      // Runs for the code and refresh-token grants and userinfo: no account, no tokens.
      const clientId = ctx.oidc?.client?.clientId;
      if (!clientId) return undefined;
      const account = await options.signInAccount(sub, clientId, adapter.takeReadAlongAccount(sub));
      if (!account) return undefined;
      const withEncryptedId = encryptedIdOf && encryptedIdClients.has(clientId);
      return {
        accountId: sub,
        claims: async (_use, scope) => ({
          sub,
          ...standardClaimsOf(account, scope, nicknameScopeOf.get(clientId)),
          ...under18ClaimOf(account),
          ...(withEncryptedId ? { encrypted_id: encryptedIdOf(sub) } : {}),
        }),
      };
    },
  });
  const provider = new Provider(options.issuer, configuration);
  // Behind the gateway (X-Forwarded-Proto decides whether cookies may be Secure).
  provider.proxy = true;
  // A code exchange that issued no refresh token left its access token waiting with the code's
  // consumption (adapter.ts): written before the answer leaves. A code another request took
  // first turns the answer into that refusal, as the token endpoint's own would read. An answer
  // that is already a refusal writes nothing: the code stays unused, no token was handed out.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status >= 400) return;
    try {
      await adapter.writeWaiting(ctx);
    } catch (error) {
      const refused = error instanceof errors.OIDCProviderError && error.expose;
      ctx.status = refused ? error.statusCode : 500;
      ctx.body = refused
        ? { error: error.error, error_description: error.error_description }
        : { error: 'server_error', error_description: 'oops! something went wrong' };
      provider.emit(refused ? 'grant.error' : 'server_error', ctx, error);
    }
  });
  return provider;
}
