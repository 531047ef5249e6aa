import { createApp, type BuiltApp } from './app';
import type { BlobStore } from './blob/blob-store';
import { LocalBlobStore } from './blob/local-store';
import { UploadSigner } from './blob/upload-signer';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { Deps } from './deps';
import { createSentryReporter } from './error-reporting/sentry';
import { FirebaseIdentity, type Identity } from './identity';
import { createLogger, type Logger } from './logger';
import { DefaultModerationChecker } from './moderation/default-checker';
import { observePool } from './ops/metrics';
import { assertStartAllowed } from './production-guard';
import { createRateLimiter } from './ratelimit/limiter';
import { defaultRateRules } from './ratelimit/token-bucket';
import type { RouteModule } from './routes/types';
import { startServer, type CloseOptions, type RunningServer } from './server';
import { createTestClock, testClockAllowed } from './test-clock';

export interface StartOptions {
  config: Config;
  logger?: Logger;
  /** Replace parts of the deps (tests). */
  overrides?: Partial<Deps>;
  modules?: readonly RouteModule[];
}

export interface Started {
  deps: Deps;
  built: BuiltApp;
  server: RunningServer;
  /** Stops the server (draining it first with `drainMs`, see server.ts), then closes what it used. */
  stop(options?: CloseOptions): Promise<void>;
}

/** Builds every dependency from the config. */
export async function buildDeps(
  config: Config,
  logger: Logger,
  overrides: Partial<Deps> = {},
): Promise<{ deps: Deps; database: DatabaseHandle; identity: Identity & { close?(): Promise<void> } }> {
  assertStartAllowed(config);
  if (config.authEmulatorHost) {
    logger.warn(
      { emulator: config.authEmulatorHost, profile: config.profile },
      'Auth emulator mode: ID token signatures are NOT checked (dev/test profile only)',
    );
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteArchive: config.pgliteArchive,
    poolSize: config.databasePoolSize,
    migrate: config.migrateOnStart,
  });
  const identity =
    overrides.identity ??
    new FirebaseIdentity({ projectId: config.firebaseProjectId, emulatorHost: config.authEmulatorHost });
  const uploadSigner = overrides.uploadSigner ?? new UploadSigner(config.uploadSigningSecret);
  // The test profile's clock can be moved by the e2e tests (routes/test-clock.ts); never elsewhere.
  const testClock = overrides.now === undefined && testClockAllowed(config) ? createTestClock() : undefined;
  const now = overrides.now ?? testClock?.now ?? (() => new Date());
  let blobStore: BlobStore;
  if (overrides.blobStore) blobStore = overrides.blobStore;
  else if (config.blobStore === 's3') {
    // Loaded only when used: the AWS SDK is large.
    const { S3BlobStore } = await import('./blob/s3-store');
    blobStore = new S3BlobStore({
      bucket: config.s3.bucket,
      region: config.s3.region,
      endpoint: config.s3.endpoint,
    });
  } else blobStore = new LocalBlobStore(config.blobDir, config.publicApiOrigin, uploadSigner, now);
  // Sentry's SDK is loaded only when a DSN is configured.
  const errorReporter =
    overrides.errorReporter ??
    (config.sentryDsn
      ? await createSentryReporter({ dsn: config.sentryDsn, environment: config.nodeEnv, logger })
      : undefined);
  const deps: Deps = {
    config,
    logger,
    db: database.db,
    dbKind: database.kind,
    identity,
    rateLimiter:
      overrides.rateLimiter ??
      createRateLimiter(defaultRateRules(config.rateLimitScale), {
        redisUrl: config.redisUrl,
        keyPrefix: config.rateLimitPrefix,
      }),
    blobStore,
    uploadSigner,
    moderation: new DefaultModerationChecker(),
    errorReporter,
    ...overrides,
    now,
    ...(testClock ? { testClock } : {}),
  };
  return { deps, database, identity };
}

/** Opens the database (migrating it), builds the app and listens. */
export async function start(options: StartOptions): Promise<Started> {
  const logger = options.logger ?? createLogger({ level: options.config.logLevel });
  const { deps, database, identity } = await buildDeps(options.config, logger, options.overrides);
  const unobservePool = database.pool ? observePool(database.pool) : undefined;
  const built = await createApp(deps, options.modules);
  const server = await startServer(built, {
    port: options.config.port,
    host: options.config.host,
    onMountError: (error, prefix) => {
      logger.error({ err: error, prefix }, 'unhandled error');
      deps.errorReporter?.report(error, { route: `${prefix}/*`, code: 'server.error', status: 500 });
    },
  });
  return {
    deps,
    built,
    server,
    async stop(stopOptions?: CloseOptions) {
      await server.close(stopOptions);
      await deps.errorReporter?.close();
      await deps.mailer?.close?.();
      unobservePool?.();
      await database.close();
      await deps.rateLimiter.close?.();
      if (!options.overrides?.identity && 'close' in identity && identity.close) await identity.close();
    },
  };
}
