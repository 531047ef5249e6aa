// A failed query is logged with its SQLSTATE, never with its bound parameters (phone numbers,
// legacy tokens, sign-in links would land in the logs), and a huge value never makes a
// megabytes-long log line.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, startTestApi, type TestApi } from '../test/helpers';

describe('database errors in the log (PGlite: the check constraint is this database only)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    // Every new login_parameters row now fails inside the database.
    await api.deps.db.execute(
      sql.raw('alter table login_parameters add constraint probe_fail check (false) not valid'),
    );
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('logs the failure without the bound parameters and without the query text', async () => {
    const secret = `{"phone":"09012345678","token":"legacy-${'x'.repeat(3000)}"}`;
    const res = await call(api, 'POST', '/member/v1/login/parameter', { body: { loginParam: secret } });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'server.error', message: 'Internal server error.' });

    const text = api.logText();
    expect(text).not.toContain('09012345678');
    expect(text).not.toContain('legacy-');
    expect(text).not.toContain('insert into');

    const line = api.logLines().find((l) => l.msg === 'unhandled error');
    expect(line).toBeDefined();
    // What an operator needs: the SQLSTATE (23514 check_violation) and the constraint.
    expect(JSON.stringify(line)).toContain('23514');
    expect(JSON.stringify(line).length).toBeLessThan(8_000);
  });
});

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the default destination (buffered)', () => {
  // A child process with the member API's logger on stdout, as main.ts sets it up.
  const run = (code: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      cwd: appRoot,
      encoding: 'utf8',
      timeout: 30_000,
    });
  const lines = (stdout: string) =>
    stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; level: number; err?: { message: string } });

  it('writes what is still buffered, and the crash itself, before a crash ends the process', () => {
    const child = run(`
      import { createLogger, flushOnCrash } from './src/logger.ts';
      const logger = createLogger();
      flushOnCrash(logger);
      logger.info('before the crash');
      setTimeout(() => { throw new Error('boom'); }, 50);
    `);
    expect(child.status).toBe(1);
    const written = lines(child.stdout);
    expect(written.map((l) => l.msg)).toEqual(['before the crash', 'stopping after an uncaught exception']);
    expect(written[1]).toMatchObject({ level: 60, err: { message: 'boom' } });
  });

  it('writes a line within the flush interval even when little is logged', () => {
    const child = run(`
      import { createLogger } from './src/logger.ts';
      const logger = createLogger();
      logger.info('quiet');
      // Kept alive a second, then ended without a flush: only the periodic flush can have written it.
      setTimeout(() => process.kill(process.pid, 'SIGKILL'), 1_000);
    `);
    expect(lines(child.stdout).map((l) => l.msg)).toEqual(['quiet']);
  });
});
