// `pnpm --filter @member-hub/member-api migrate` (node dist/migrate.js): applies the pending
// database migrations of drizzle/ and ends. A deployment runs it once before starting the
// instances, which then start with MEMBER_API_MIGRATE_ON_START=false (docs/deploy.md): no two
// processes ever migrate at the same moment.
import { loadConfig } from './config';
import { expectedMigration, openDatabase } from './db/client';
import { createLogger } from './logger';

const config = loadConfig();
const logger = createLogger({ level: config.logLevel });
const expected = expectedMigration();
try {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  await database.close();
  logger.info(
    { database: database.kind, migration: expected.tag, count: expected.count },
    'migrations applied',
  );
  logger.flush(() => process.exit(0));
} catch (error) {
  logger.fatal({ err: error }, 'migrations failed');
  logger.flush(() => process.exit(1));
}
