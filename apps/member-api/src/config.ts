import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server reads from the environment, parsed once at start. */
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
  /** PGlite data folder, or ':memory:' for tests. */
  dataDir: string;
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
}

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function int(value: string | undefined, fallback: number): number {
  const n = value ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
}

/** Reads the shared env names of the stack (see the helper brief); defaults are the dev values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = int(env.MEMBER_API_PORT, 5180);
  const dataDir = env.MEMBER_API_DATA_DIR ?? path.join(appRoot, '.data');
  const config: Config = {
    nodeEnv: env.NODE_ENV ?? 'development',
    profile: env.MEMBER_HUB_PROFILE ?? '',
    port,
    host: env.MEMBER_API_HOST ?? '127.0.0.1',
    hubPublicOrigin: env.HUB_PUBLIC_ORIGIN ?? 'http://localhost:5170',
    // The gateway proxies /member/v1 to this server, so by default upload URLs use the public origin.
    publicApiOrigin: env.MEMBER_API_PUBLIC_ORIGIN ?? env.HUB_PUBLIC_ORIGIN ?? 'http://localhost:5170',
    firebaseProjectId: env.FIREBASE_PROJECT_ID ?? env.GCLOUD_PROJECT ?? 'demo-member-hub',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
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
    trustProxy: env.MEMBER_API_TRUST_PROXY === '1',
    ...overrides,
  };
  return config;
}
