/**
 * A scratch PostgreSQL database for the tests that need one of their own: made on the server of
 * `adminUrl` (TEST_DATABASE_URL) under a random name, and dropped afterwards.
 *
 * `drop` waits for the last connection to close instead of forcing it: a pool connection still
 * closing would otherwise be killed mid-close and throw outside any test. With `force` (a test
 * whose own child processes may still hold connections, killed with SIGKILL), it drops at once.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { adminQuery, createRunDatabase } from '@member-hub/dev-stack/postgres';

export interface ScratchDatabase {
  readonly name: string;
  readonly url: string;
  drop(options?: { force?: boolean }): Promise<void>;
}

/**
 * Creates `<prefix>_<random>`, empty (no migrations: the caller decides when they run). If the test
 * process ends without dropping it (a run killed), the stack's orphan guard drops it.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const database = await createRunDatabase(adminUrl, name);
  return {
    name,
    url: database.url,
    drop: async ({ force = false } = {}) => {
      if (!force) {
        // PostgreSQL refuses (55006) while a connection to it is still there.
        for (let attempt = 0; ; attempt += 1) {
          try {
            await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
            await sleep(100);
          }
        }
      }
      // Forced, or already gone: either way the orphan guard lets it go.
      await database.drop();
    },
  };
}
