import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { type DeploymentConfig, loadDeploymentConfig } from '@member-hub/deployment-config';

import { loadMailSettings, type MailSettings } from './mail/settings';
import { loadOidcSettings, type OidcSettings } from './oidc/settings';

/**
 * Everything the server reads from the environment, parsed once at start: no other module reads
 * process.env (the mail and OIDC parts keep their own loaders, called from here; identity/firebase.ts
 * only hands the emulator host on to firebase-admin).
 */
export interface Config {
  /** 'production' turns on HSTS. */
  nodeEnv: string;
  /**
   * MEMBER_HUB_PROFILE: only `dev` and `test` may use the Auth emulator and the development
   * secrets and keys (production-guard.ts); anything else, unset included, must configure them.
   */
  profile: string;
  port: number;
  host: string;
  /** The one origin the browser sees (gateway); the only CORS origin allowed. */
  hubPublicOrigin: string;
  /** Base URL under which this server is reachable by the browser (upload URLs point here). */
  publicApiOrigin: string;
  firebaseProjectId: string;
  /** host:port of the Firebase Auth emulator; undefined in production. */
  authEmulatorHost: string | undefined;
  /** Set → PostgreSQL through node-postgres; unset → embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /**
   * Connections of this instance's PostgreSQL pool (MEMBER_API_DATABASE_POOL_SIZE, 1–200, default
   * 20). Requests beyond it queue in the pool, which costs CPU as well as time: at 50 requests in
   * flight the token exchange needed 8–10% less CPU with 20 than with 10 (docs/perf/2026-11-27-1105-pool-and-grant-read.md).
   * Instances × pool size must stay below PostgreSQL's max_connections (100 by default).
   */
  databasePoolSize: number;
  /**
   * Apply pending migrations when the instance starts (MEMBER_API_MIGRATE_ON_START, default true).
   * A deployment of several instances sets false and runs `migrate` once before starting them
   * (docs/deploy.md); the instance then reports not ready while the schema is behind.
   */
  migrateOnStart: boolean;
  /** PGlite data folder, or ':memory:' for tests. */
  dataDir: string;
  /**
   * With dataDir ':memory:': a PGlite data directory dumped to a file (`dumpDataDir`) to start from
   * instead of an empty cluster. The tests pass one made once per run with every migration applied:
   * a start from it costs a quarter of the CPU of creating and migrating a cluster. Not read from
   * the environment.
   */
  pgliteArchive?: string | undefined;
  /** Folder of the local BlobStore (uploaded thumbnails). */
  blobDir: string;
  /** Secret that signs upload URLs. A random one is generated when unset (single process). */
  uploadSigningSecret: string;
  /** 'local' (default) or 's3'. */
  blobStore: 'local' | 's3';
  s3: { bucket: string; region: string; endpoint: string | undefined };
  smtpUrl: string;
  logLevel: string;
  /** Behind one trusted proxy (the gateway): client address from X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * Addresses or CIDRs of the proxies whose X-Forwarded-For is believed. From
   * MEMBER_API_TRUSTED_PROXIES (comma-separated); MEMBER_API_TRUST_PROXY=1 alone means the dev
   * gateway on this machine (loopback only), and outside the dev and test profiles the explicit
   * list is required (production-guard.ts). Empty: the peer address is the client.
   */
  trustedProxies: readonly string[];
  /**
   * Host names (`host[:port]`) answered besides the configured origins and loopback
   * (MEMBER_API_ALLOWED_HOSTS, comma-separated): e.g. the name a proxy or a health probe uses.
   * Any other Host gets 421 (http/host-check.ts).
   */
  allowedHosts: readonly string[];
  /** Key prefix of the shared rate-limit counters in Redis (one per deployment). */
  rateLimitPrefix: string;
  /** Multiplies every rate limit (the benchmark sets a large value). MEMBER_API_RATE_LIMIT_SCALE. */
  rateLimitScale: number;
  /** The mail parts (mail/settings.ts). */
  mail: MailSettings;
  /**
   * The deployment's names, operator and support line (packages/deployment-config) the mails carry:
   * the local values under MEMBER_HUB_PROFILE=dev|test, else the JSON file named by
   * MEMBER_HUB_DEPLOYMENT_CONFIG (loaded on first use; production-guard.ts refuses a start
   * without it, naming every missing key, so no placeholder reaches a member's mail).
   */
  deployment: () => DeploymentConfig;
  /** The authentication host (oidc/settings.ts); its default issuer follows hubPublicOrigin. */
  oidc: OidcSettings;
  /** The older community service's API (stand-in in dev/test; the real one by configuration). */
  legacyService: { url: string; apiKey: string };
  /**
   * Who vouches for an older-service sign-in (legacy/assertions.ts): the issuer, JWKS address and
   * audience of its launch assertions, from the deployment configuration's `olderService` (the
   * stand-in's under MEMBER_HUB_PROFILE=dev|test; production-guard.ts requires https otherwise).
   */
  legacyAssertion: () => DeploymentConfig['olderService'];
  /** Key (32 bytes, base64 or hex) that encrypts stored legacy passwords (rakuPW) with AES-256-GCM. */
  legacyPasswordKey: string;
  /**
   * Key (32 bytes, base64 or hex) that seals the embedded prefecture flow's encrypted_id with
   * AES-256-GCM (members/encrypted-id.ts). MEMBER_API_ENCRYPTED_ID_KEY; required outside dev and test.
   */
  encryptedIdKey: string;
  /** Shared store for counters (kantan lockout); unset → in memory (one process). */
  redisUrl: string | undefined;
  /**
   * The carrier's OpenID Provider (d-account) the relay signs in with: the stand-in in dev and
   * test, the carrier in production. Only these three values differ.
   */
  carrier: { issuer: string; clientId: string; clientSecret: string };
  /** Sentry DSN: set → unhandled route errors are reported through Sentry's Node SDK; unset → off. */
  sentryDsn: string | undefined;
  /**
   * The sibling phone apps' backend, which signs device assertions (the push tokens one phone's
   * apps hold now) for the payout and the id linkage: its issuer and its published key set.
   * SIBLING_APP_ISSUER, SIBLING_APP_JWKS_URL; dev and test: the stand-in under the older
   * service's origin (`<LEGACY_SERVICE_URL>/sibling-app`).
   */
  siblingApp: { issuer: string; jwksUrl: string };
}

/** The stand-in's relay client (apps/stand-ins README); refused outside the dev and test profiles. */
export const DEV_CARRIER_CLIENT_SECRET = 'member-hub-relay-dev-secret';

/** The older-service stand-in and its key (apps/stand-ins); refused outside the dev and test profiles. */
export const DEV_LEGACY_SERVICE = { url: 'http://localhost:5186', apiKey: 'legacy-service-dev-api-key' };

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** An integer setting in [min, max], or the fallback when unset; anything else stops the start. */
function intSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return n;
}

/** `true` or `false`, or the fallback when unset; anything else stops the start. */
function booleanSetting(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new Error(`${name} must be true or false (got "${raw}")`);
}

function once<T>(load: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= load());
}

function siblingAppSettings(env: NodeJS.ProcessEnv): Config['siblingApp'] {
  const legacyUrl = (env.LEGACY_SERVICE_URL ?? 'http://localhost:5186').replace(/\/$/, '');
  const issuer = (env.SIBLING_APP_ISSUER || `${legacyUrl}/sibling-app`).replace(/\/$/, '');
  return { issuer, jwksUrl: env.SIBLING_APP_JWKS_URL || `${issuer}/.well-known/jwks.json` };
}

/** Reads the shared env names of the stack (see the helper brief); defaults are the dev values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = intSetting(env, 'MEMBER_API_PORT', 5180, 0, 65535);
  const dataDir = env.MEMBER_API_DATA_DIR ?? path.join(appRoot, '.data');
  const hubPublicOrigin = env.HUB_PUBLIC_ORIGIN ?? 'http://localhost:5170';
  // Local values only under MEMBER_HUB_PROFILE=dev|test, as every development default here (the
  // profile as configured, the same one the production guard checks).
  const profile = overrides.profile ?? env.MEMBER_HUB_PROFILE ?? '';
  const deployment = once(
    () => loadDeploymentConfig({ mode: 'production', env: { ...env, MEMBER_HUB_PROFILE: profile } }).config,
  );
  const config: Config = {
    nodeEnv: env.NODE_ENV ?? 'development',
    profile,
    port,
    host: env.MEMBER_API_HOST ?? '127.0.0.1',
    hubPublicOrigin,
    // The gateway proxies /member/v1 to this server, so by default upload URLs use the public origin.
    publicApiOrigin: env.MEMBER_API_PUBLIC_ORIGIN ?? env.HUB_PUBLIC_ORIGIN ?? 'http://localhost:5170',
    firebaseProjectId: env.FIREBASE_PROJECT_ID ?? env.GCLOUD_PROJECT ?? 'demo-member-hub',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: intSetting(env, 'MEMBER_API_DATABASE_POOL_SIZE', 20, 1, 200),
    migrateOnStart: booleanSetting(env, 'MEMBER_API_MIGRATE_ON_START', true),
    dataDir,
    blobDir:
      env.MEMBER_API_BLOB_DIR ??
      path.join(dataDir === ':memory:' ? path.join(appRoot, '.data') : dataDir, 'blobs'),
    uploadSigningSecret: env.MEMBER_API_UPLOAD_SECRET ?? '',
    blobStore: env.MEMBER_API_BLOB_STORE === 's3' ? 's3' : 'local',
    s3: {
      bucket: env.MEMBER_API_S3_BUCKET ?? 'member-hub-thumbnails',
      region: env.MEMBER_API_S3_REGION ?? 'ap-northeast-1',
      endpoint: env.MEMBER_API_S3_ENDPOINT || undefined,
    },
    smtpUrl: env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.MEMBER_API_TRUST_PROXY === '1' || Boolean(env.MEMBER_API_TRUSTED_PROXIES),
    trustedProxies: env.MEMBER_API_TRUSTED_PROXIES
      ? env.MEMBER_API_TRUSTED_PROXIES.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : env.MEMBER_API_TRUST_PROXY === '1'
        ? ['127.0.0.1', '::1']
        : [],
    allowedHosts: (env.MEMBER_API_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    rateLimitPrefix: env.MEMBER_API_RATE_LIMIT_PREFIX || 'member-api:rl',
    rateLimitScale: Number(env.MEMBER_API_RATE_LIMIT_SCALE ?? '1') || 1,
    mail: overrides.mail ?? loadMailSettings(env),
    deployment,
    legacyAssertion: () => deployment().olderService,
    oidc: overrides.oidc ?? loadOidcSettings(overrides.hubPublicOrigin ?? hubPublicOrigin, env),
    legacyService: {
      url: (env.LEGACY_SERVICE_URL ?? DEV_LEGACY_SERVICE.url).replace(/\/$/, ''),
      apiKey: env.LEGACY_SERVICE_API_KEY ?? DEV_LEGACY_SERVICE.apiKey,
    },
    legacyPasswordKey: env.LEGACY_PASSWORD_KEY ?? '',
    encryptedIdKey: env.MEMBER_API_ENCRYPTED_ID_KEY ?? '',
    redisUrl: env.REDIS_URL || undefined,
    carrier: {
      issuer: (env.CARRIER_OP_ISSUER || 'http://localhost:5185').replace(/\/$/, ''),
      clientId: env.CARRIER_OP_CLIENT_ID || 'member-hub-relay',
      clientSecret: env.CARRIER_OP_CLIENT_SECRET || DEV_CARRIER_CLIENT_SECRET,
    },
    sentryDsn: env.MEMBER_API_SENTRY_DSN || undefined,
    siblingApp: siblingAppSettings(env),
    ...overrides,
  };
  return config;
}
