// The benchmark's floor (bench/run.mjs): the member API's own app factory (createApp: request
// context and access log, security headers, CORS, body limit, error model) and Node server
// (startServer), with one route that touches neither a database nor a token.
// The bench bundles it with tsdown and runs the bundle in plain Node (MEMBER_API_PORT, LOG_LEVEL as
// for the server); by hand: node --import tsx bench/bare-server.ts
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Deps } from '../src/deps';
import { createLogger } from '../src/logger';
import { defineModule } from '../src/routes/types';
import { startServer } from '../src/server';
import { FLOOR_PATH } from './figures';

const config = loadConfig();
const logger = createLogger({ level: config.logLevel });
const bareModule = defineModule({
  name: 'bench-bare',
  register(app) {
    app.get(FLOOR_PATH.bare, (c) => c.json({ status: 'ok' }));
  },
});
// Only what createApp's middleware reads: no database, identity or limiter is built.
const deps = { config, logger, now: () => new Date() } as unknown as Deps;
const built = await createApp(deps, [bareModule]);
const running = await startServer(built, { port: config.port, host: '127.0.0.1' });
logger.info({ address: running.url }, 'bench bare server listening');
const stop = () => void running.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
