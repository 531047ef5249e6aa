/**
 * Settings of both stand-ins, from the environment the stack gives every app (see the README).
 * Everything has a local default so `pnpm --filter @member-hub/stand-ins dev` works alone.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Env = Record<string, string | undefined>;

export interface CarrierClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface StandInsConfig {
  /** The hub's one public origin (gateway): where the launch page and the relay callback point. */
  hubOrigin: string;
  carrier: {
    port: number;
    /** The OpenID Provider's issuer; the browser and the member API both reach it at this URL. */
    issuer: string;
    /** The member API's carrier relay (confidential client, authorization code + PKCE). */
    client: CarrierClient;
    /** JWKS (private, JSON `{keys:[…]}`) and cookie keys from config; else generated. */
    jwksJson: string | undefined;
    cookieKeys: string[] | undefined;
  };
  legacy: {
    port: number;
    /** Public URL of the older service (its launch page). */
    publicUrl: string;
    /** Key the member API's adapter sends as `X-Api-Key` on /api/v1/*. */
    apiKey: string;
    /** Lifetime of the access tokens it issues for its phone app. */
    tokenTtlSeconds: number;
    /** The member API's audience its launch assertions are written for (`aud`). */
    assertionAudience: string;
  };
  /** The demo sibling services: the return addresses the launch page hands to the hub. */
  demo: { community: string; members: string };
  /** Where generated keys are kept; undefined: not kept (fresh keys each start). */
  dataDir: string | undefined;
}

export const CARRIER_DEFAULT_PORT = 5185;
export const LEGACY_DEFAULT_PORT = 5186;
/** The relay's callback on the gateway origin (the member API serves it under /member/v1). */
export const RELAY_CALLBACK_PATH = '/member/v1/daccountEntry/callback';
export const DEFAULT_RELAY_CLIENT_ID = 'member-hub-relay';
export const DEFAULT_RELAY_CLIENT_SECRET = 'member-hub-relay-dev-secret';
export const DEFAULT_LEGACY_API_KEY = 'legacy-service-dev-api-key';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

const trimSlash = (url: string) => url.replace(/\/$/, '');

export function loadConfig(env: Env = process.env): StandInsConfig {
  const hubOrigin = trimSlash(env.HUB_PUBLIC_ORIGIN ?? 'http://localhost:5170');
  const carrierPort = intFrom(env.CARRIER_OP_PORT, CARRIER_DEFAULT_PORT);
  const legacyPort = intFrom(env.LEGACY_SERVICE_PORT, LEGACY_DEFAULT_PORT);
  const redirectUris = (env.CARRIER_OP_REDIRECT_URIS ?? `${hubOrigin}${RELAY_CALLBACK_PATH}`)
    .split(',')
    .map((uri) => uri.trim())
    .filter(Boolean);
  const dataDir =
    env.STAND_INS_DATA_DIR ??
    // The test stack starts from nothing every run; dev keeps its keys across restarts.
    (env.MEMBER_HUB_PROFILE === 'test' ? undefined : path.join(appDir, '.data'));
  return {
    hubOrigin,
    carrier: {
      port: carrierPort,
      issuer: trimSlash(env.CARRIER_OP_ISSUER ?? `http://localhost:${carrierPort}`),
      client: {
        clientId: env.CARRIER_OP_CLIENT_ID ?? DEFAULT_RELAY_CLIENT_ID,
        clientSecret: env.CARRIER_OP_CLIENT_SECRET ?? DEFAULT_RELAY_CLIENT_SECRET,
        redirectUris,
      },
      jwksJson: env.CARRIER_OP_JWKS || undefined,
      cookieKeys: env.CARRIER_OP_COOKIE_KEYS
        ? env.CARRIER_OP_COOKIE_KEYS.split(',').filter(Boolean)
        : undefined,
    },
    legacy: {
      port: legacyPort,
      publicUrl: trimSlash(env.LEGACY_SERVICE_URL ?? `http://localhost:${legacyPort}`),
      apiKey: env.LEGACY_SERVICE_API_KEY ?? DEFAULT_LEGACY_API_KEY,
      tokenTtlSeconds: intFrom(env.LEGACY_TOKEN_TTL_SECONDS, 30 * 60),
      // The local deployment configuration's olderService.audience (packages/deployment-config).
      assertionAudience: env.LEGACY_ASSERTION_AUDIENCE ?? 'member-hub',
    },
    demo: {
      community: trimSlash(env.DEMO_SERVICE_ORIGIN ?? `http://localhost:${env.DEMO_SERVICE_PORT ?? '5190'}`),
      members: trimSlash(
        env.DEMO_MEMBERS_SERVICE_ORIGIN ?? `http://localhost:${env.DEMO_MEMBERS_SERVICE_PORT ?? '5191'}`,
      ),
    },
    dataDir: dataDir === '' ? undefined : dataDir,
  };
}
