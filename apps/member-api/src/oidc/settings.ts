/**
 * Settings of the authentication host (env):
 *   MEMBER_API_OIDC_ISSUER        issuer; default `${HUB_PUBLIC_ORIGIN}/memberbase/v1/oidc` (through the gateway)
 *   MEMBER_API_OIDC_JWKS          private JWK set (JSON {keys:[…]}); else kept in MEMBER_API_DATA_DIR/oidc-keys.json
 *   MEMBER_API_OIDC_COOKIE_KEYS   comma-separated cookie signing keys; else kept beside the JWKS
 *   MEMBER_API_OIDC_CLIENTS       the registered clients (JSON array of client metadata), or
 *   MEMBER_API_OIDC_CLIENTS_FILE  a JSON file of them; default: the two dev demo services
 *   MEMBER_API_HANDBACK_TTL_SECONDS  lifetime of code + secureCode (default 60)
 */
import { AuthHostPath } from '@member-hub/enums';

export interface OidcSettings {
  issuer: string;
  jwksJson: string | undefined;
  cookieKeys: string[] | undefined;
  clientsJson: string | undefined;
  clientsFile: string | undefined;
  handBackTtlSeconds: number;
}

/** Where the provider is mounted; the issuer's path must end with it (enums cross-app table). */
export const OIDC_MOUNT_PATH = AuthHostPath.oidc;
/** The hand-back endpoint the hub sends the browser to (hub spec §4 "After authorization"). */
export const HANDBACK_PATH = AuthHostPath.authorization;

export function loadOidcSettings(
  hubPublicOrigin: string,
  env: NodeJS.ProcessEnv = process.env,
): OidcSettings {
  const ttl = Number.parseInt(env.MEMBER_API_HANDBACK_TTL_SECONDS ?? '', 10);
  return {
    issuer: env.MEMBER_API_OIDC_ISSUER ?? `${hubPublicOrigin.replace(/\/$/, '')}${OIDC_MOUNT_PATH}`,
    jwksJson: env.MEMBER_API_OIDC_JWKS || undefined,
    cookieKeys: env.MEMBER_API_OIDC_COOKIE_KEYS
      ? env.MEMBER_API_OIDC_COOKIE_KEYS.split(',').filter(Boolean)
      : undefined,
    clientsJson: env.MEMBER_API_OIDC_CLIENTS || undefined,
    clientsFile: env.MEMBER_API_OIDC_CLIENTS_FILE || undefined,
    // The spec only says "short-lived"; 60 s covers a slow phone's redirect.
    handBackTtlSeconds: Number.isInteger(ttl) && ttl > 0 ? ttl : 60,
  };
}
