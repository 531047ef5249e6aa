import { start } from './bootstrap';
import { loadConfig } from './config';
import { createLogger, flushOnCrash } from './logger';
import { DRAIN_TIMEOUT_MS } from './server';

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
  logger.info({ signal, inFlight: started.server.inFlight() }, 'member-api stopping');
  try {
    // The requests already here are answered first (their connections then close); nginx sends
    // new ones to another instance as this one stops accepting.
    await started.stop({ drainMs: DRAIN_TIMEOUT_MS });
  } finally {
    logger.flush(() => process.exit(0));
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
