/**
 * A scratch PostgreSQL database for the tests that need one of their own: made on the server of
 * `adminUrl` (TEST_DATABASE_URL) under a random name, and dropped afterwards.
 *
 * `drop` waits for the last connection to close instead of forcing it: a pool connection still
 * closing would otherwise be killed mid-close and throw outside any test. With `force` (a test
 * whose own child processes may still hold connections, killed with SIGKILL), it drops at once.
 */
import { randomBytes } from 'node:crypto';

import { guardDatabase } from '@member-hub/dev-stack/processes';
import pg from 'pg';

export interface ScratchDatabase {
  readonly name: string;
  readonly url: string;
  drop(options?: { force?: boolean }): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Creates `<prefix>_<random>`, empty (no migrations: the caller decides when they run). If the test
 * process ends without dropping it (a run killed), the stack's orphan guard drops it.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const release = guardDatabase(name, adminUrl);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: ({ force = false } = {}) =>
      withAdmin(adminUrl, async (admin) => {
        if (force) {
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          release();
          return;
        }
        // PostgreSQL refuses (55006) while a connection to it is still there.
        for (let attempt = 0; ; attempt += 1) {
          try {
            await admin.query(`DROP DATABASE IF EXISTS ${name}`);
            release();
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      }),
  };
}
