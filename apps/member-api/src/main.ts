import { start } from './bootstrap';
import { loadConfig } from './config';
import { createLogger, flushOnCrash } from './logger';

const config = loadConfig();
const logger = createLogger({ level: config.logLevel });
flushOnCrash(logger);

const started = await start({ config, logger });
logger.info(
  {
    address: started.server.url,
    database: started.deps.dbKind,
    emulator: Boolean(config.authEmulatorHost),
    blobStore: started.deps.blobStore.kind,
  },
  'member-api listening',
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'member-api stopping');
  try {
    await started.stop();
  } finally {
    logger.flush(() => process.exit(0));
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
