/**
 * The registered OpenID clients (the sibling services). Each is a confidential client
 * (client_secret_basic) using the authorization code flow; a refresh token is issued when the
 * hand-back asked for one (scope offline_access).
 *
 * Production: MEMBER_API_OIDC_CLIENTS (JSON) or MEMBER_API_OIDC_CLIENTS_FILE, an array of
 *   { "client_id", "client_secret", "redirect_uris": [...], "service_id", "client_name"?,
 *     "post_logout_redirect_uris"? }.
 * `service_id` is the client's service (an SSO service code of enums, e.g. 1004 community): a
 * member locked for it gets no hand-back to this client. Required, so no client escapes the check.
 * `id_token_signed_response_alg` (OpenID Connect Registration): RS256 when not given, the
 * algorithm every OpenID client must accept; ES256 is the opt-in of a client whose library takes
 * it (signing is about five times cheaper, keys.ts). Nothing else is offered.
 * `encrypted_id` goes only to the clients of the community and membership services
 * (receivesEncryptedId): their sites are the parents that frame the prefecture screen.
 * Development (neither set): the two demo services of apps/demo-service, with the same env names
 * and default secrets as that app; the community one has opted in to ES256, the members one keeps
 * the default, so that both algorithms run end to end; and the members service's public-client
 * mode (`demo-members-app`, no secret, loopback redirect).
 */
import { readFileSync } from 'node:fs';

import { isServiceIdValue, isSsoServiceCode, ServiceId, type SsoServiceCode } from '@member-hub/enums';
import type { ClientMetadata } from 'oidc-provider';
import { z } from 'zod';

import { NICKNAME_SCOPES } from './claims';

/** The ID token signing algorithms a client may be registered with; the first is the default. */
export const ID_TOKEN_ALGS = ['RS256', 'ES256'] as const;
export type IdTokenAlg = (typeof ID_TOKEN_ALGS)[number];

/** How a client authenticates at the token endpoint: with its secret, or not at all (public, PKCE). */
export const TOKEN_ENDPOINT_AUTH_METHODS = ['client_secret_basic', 'none'] as const;

const clientSchema = z
  .object({
    client_id: z.string().min(1),
    /** Confidential clients only (≥ 16 characters); a public client has none. */
    client_secret: z.string().min(16).optional(),
    token_endpoint_auth_method: z.enum(TOKEN_ENDPOINT_AUTH_METHODS).optional(),
    /**
     * OpenID Connect Registration: `native` lets a public client use a private-use scheme
     * (`jp.example.app:/callback`) or the loopback address on any port (RFC 8252 §7.1, §7.3).
     * Default: `native` for a public client, `web` otherwise.
     */
    application_type: z.enum(['web', 'native']).optional(),
    redirect_uris: z.array(z.url()).min(1),
    /**
     * The address that stands for the client at the hub when its redirect_uri cannot (a phone
     * app's scheme or loopback is not an address the hub returns to, hub spec §2): the hub's
     * returnUrl, which decides the variant and names; it must be on the hub's allow-list.
     */
    hub_return_url: z.url().optional(),
    /**
     * Where the client gets `nickname` (claims.ts): `openid` (default: the hub entry's clients ask
     * for openid alone and read it from the ID token) or only with the `profile` scope, as OpenID
     * Connect puts it.
     */
    nickname_scope: z.enum(NICKNAME_SCOPES).optional(),
    client_name: z.string().optional(),
    post_logout_redirect_uris: z.array(z.url()).optional(),
    service_id: z.custom<SsoServiceCode>(isSsoServiceCode, 'an SSO service code (enums SsoService)'),
    id_token_signed_response_alg: z.enum(ID_TOKEN_ALGS).optional(),
  })
  .superRefine((client, ctx) => {
    const isPublic = client.token_endpoint_auth_method === 'none';
    if (isPublic && client.client_secret !== undefined)
      ctx.addIssue({ code: 'custom', path: ['client_secret'], message: 'a public client has no secret' });
    if (!isPublic && client.client_secret === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['client_secret'],
        message: 'a confidential client needs a secret',
      });
  });
const clientListSchema = z.array(clientSchema).min(1);

export type RegisteredClient = z.infer<typeof clientSchema>;

/** The algorithm a client's ID tokens are signed with: its registered one, else the default. */
export function idTokenAlgOf(client: { id_token_signed_response_alg?: IdTokenAlg | undefined }): IdTokenAlg {
  return client.id_token_signed_response_alg ?? ID_TOKEN_ALGS[0];
}

/**
 * Whether a client's ID tokens (and userinfo) carry the embedded prefecture flow's `encrypted_id`
 * (profile §3): only the services whose sites may frame that screen, the community site and the
 * member site (the two service variants of enums `ServiceId`; deployment-config
 * `embedParentOrigins` is the same list by origin). Any other service would get a 24-hour key to
 * the member's `GET encrypted-me` data that it has no screen to use it with.
 */
export function receivesEncryptedId(client: Pick<RegisteredClient, 'service_id'>): boolean {
  return isServiceIdValue(client.service_id);
}

export function demoClients(env: NodeJS.ProcessEnv): RegisteredClient[] {
  const community = (
    env.DEMO_SERVICE_ORIGIN ?? `http://localhost:${env.DEMO_SERVICE_PORT ?? '5190'}`
  ).replace(/\/$/, '');
  const members = (
    env.DEMO_MEMBERS_SERVICE_ORIGIN ?? `http://localhost:${env.DEMO_MEMBERS_SERVICE_PORT ?? '5191'}`
  ).replace(/\/$/, '');
  return [
    {
      client_id: 'demo-community',
      client_secret: env.DEMO_SERVICE_CLIENT_SECRET ?? 'demo-community-dev-secret',
      client_name: 'デモ コミュニティ',
      redirect_uris: [`${community}/callback`],
      service_id: ServiceId.Community,
      post_logout_redirect_uris: [`${community}/`],
      id_token_signed_response_alg: 'ES256',
    },
    {
      client_id: 'demo-members',
      client_secret: env.DEMO_MEMBERS_SERVICE_CLIENT_SECRET ?? 'demo-members-dev-secret',
      client_name: 'デモ 会員サービス',
      // The members service is told apart by the marker word `lamember` in its return address.
      redirect_uris: [`${members}/lamember/callback`],
      service_id: ServiceId.Membership,
      post_logout_redirect_uris: [`${members}/`],
    },
    {
      // The members service as its phone app signs in (demo-service DEMO_MEMBERS_SERVICE_CLIENT=public):
      // a public client with a loopback redirect on any port (RFC 8252 §7.3), standing at the hub
      // as the members service.
      client_id: 'demo-members-app',
      token_endpoint_auth_method: 'none',
      client_name: 'デモ 会員サービス アプリ',
      redirect_uris: ['http://127.0.0.1/oauth/callback'],
      hub_return_url: `${members}/lamember/callback`,
      service_id: ServiceId.Membership,
    },
  ];
}

export function loadClients(
  settings: { clientsJson?: string | undefined; clientsFile?: string | undefined },
  env: NodeJS.ProcessEnv,
): RegisteredClient[] {
  const text =
    settings.clientsJson ?? (settings.clientsFile ? readFileSync(settings.clientsFile, 'utf8') : undefined);
  if (text === undefined) return demoClients(env);
  return clientListSchema.parse(JSON.parse(text));
}

/** Whether a client is public: no secret, PKCE S256 required, refresh tokens rotate (provider.ts). */
export const isPublicClient = (client: Pick<RegisteredClient, 'token_endpoint_auth_method'>) =>
  client.token_endpoint_auth_method === 'none';

/** Provider metadata of a registered client. */
export function toClientMetadata({
  service_id: _service,
  hub_return_url: _hub,
  nickname_scope: _nickname,
  ...client
}: RegisteredClient): ClientMetadata {
  const isPublic = isPublicClient(client);
  return {
    ...client,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: isPublic ? 'none' : 'client_secret_basic',
    application_type: client.application_type ?? (isPublic ? 'native' : 'web'),
    id_token_signed_response_alg: idTokenAlgOf(client),
  };
}
