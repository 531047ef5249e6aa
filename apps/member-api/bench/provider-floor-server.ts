// The token endpoint's floor as its own process (bench/run.mjs, provider-floor.ts): plain Node
// HTTP in front of oidc-provider, on 127.0.0.1:MEMBER_API_PORT. The API's keys and clients come
// from the same env as the API's (MEMBER_API_OIDC_JWKS, MEMBER_API_OIDC_COOKIE_KEYS,
// MEMBER_API_OIDC_CLIENTS); BENCH_FLOOR_ACCOUNT and BENCH_FLOOR_NICKNAME name the account.
// BENCH_FLOOR_STORE=postgres keeps the provider's data in DATABASE_URL's `oidc_payloads`
// (pg-adapter.ts, with the API's pool size) instead of memory.
import { createServer } from 'node:http';

import pg from 'pg';

import { loadConfig } from '../src/config';
import { loadOrCreateKeys } from '../src/oidc/keys';
import { OIDC_MOUNT_PATH } from '../src/oidc/settings';

import { createPgAdapter } from './pg-adapter';
import { createProviderFloor, providerFloorHandler } from './provider-floor';

const config = loadConfig();
const { oidc } = config;
if (!oidc.jwksJson || !oidc.cookieKeys)
  throw new Error('the provider floor signs with the API keys: set MEMBER_API_OIDC_JWKS and _COOKIE_KEYS');
const account = {
  uid: process.env.BENCH_FLOOR_ACCOUNT ?? 'bench-floor-account',
  nickname: process.env.BENCH_FLOOR_NICKNAME ?? 'bench',
};
let adapter: ReturnType<typeof createPgAdapter> | undefined;
if (process.env.BENCH_FLOOR_STORE === 'postgres') {
  if (!config.databaseUrl) throw new Error('BENCH_FLOOR_STORE=postgres needs DATABASE_URL');
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize });
  adapter = createPgAdapter((text, values, name) => pool.query({ name, text, values: [...values] }));
}
const provider = createProviderFloor({
  adapter,
  issuer: `http://127.0.0.1:${config.port}${OIDC_MOUNT_PATH}`,
  clients: oidc.clients,
  keys: loadOrCreateKeys({ dataDir: ':memory:', jwksJson: oidc.jwksJson, cookieKeys: oidc.cookieKeys }),
  account,
});
const handle = providerFloorHandler(provider, account);
const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.listen(config.port, '127.0.0.1');
// Nothing to drain: the bench stops a floor when it is done with it.
const stop = () => process.exit(0);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
