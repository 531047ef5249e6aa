// The floor of the member API's reads (bench/run.mjs): one route on the API's server framework
// (Hono on @hono/node-server) that runs one indexed SELECT by primary key — a member by uid, the
// row `GET /member/v1/me` answers with — through `pg` with the API's pool size
// (MEMBER_API_DATABASE_POOL_SIZE, read by the API's own config). Nothing else: no middleware, no
// token, no log line per request. Beside it, without a goal, a route that runs GET /me's own
// statement (the member, its locks and its point history: three tables) the same way, rows as
// arrays as the API reads them. Env as for the API (DATABASE_URL, MEMBER_API_PORT); by hand:
// node --import tsx bench/db-floor-server.ts, then GET /member/v1/bench-db-floor?uid=<uid>.
import { serve } from '@hono/node-server';
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Hono, type Context } from 'hono';
import pg from 'pg';

import { loadConfig } from '../src/config';
import { getMeStatement } from '../src/queries/members';
import { FLOOR_PATH } from './figures';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('the database floor reads PostgreSQL: set DATABASE_URL');
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize });
const app = new Hono();
/** The statement's first row, or the API's 404 when the member is not there. */
const firstRowOr404 = (c: Context, rows: unknown[]) =>
  rows[0] ? c.json(rows[0]) : c.json({ code: 'not_found' }, 404);
app.get(FLOOR_PATH.dbFloor, async (c) => {
  const uid = c.req.query('uid') ?? '';
  // Named: prepared once per connection, as the API's own statements are.
  const { rows } = await pool.query({
    name: 'bench_db_floor',
    text: 'select * from members where uid = $1',
    values: [uid],
  });
  return firstRowOr404(c, rows);
});
// Rendered once, without a connection: the SQL the API prepares for GET /me.
const meStatement = getMeStatement(drizzle.mock());
app.get(FLOOR_PATH.meStatementFloor, async (c) => {
  const { rows } = await pool.query({
    name: 'bench_db_floor_me',
    text: meStatement.sql,
    values: fillPlaceholders(meStatement.params, { uid: c.req.query('uid') ?? '' }),
    rowMode: 'array',
  });
  return firstRowOr404(c, rows);
});
serve({ fetch: app.fetch, port: config.port, hostname: '127.0.0.1' });
// Nothing to drain: the bench stops a floor when it is done with it.
const stop = () => process.exit(0);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
