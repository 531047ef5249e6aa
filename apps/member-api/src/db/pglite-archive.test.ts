import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type DatabaseHandle, expectedMigration, openDatabase, writeMigratedPgliteArchive } from './client';

async function count(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await handle.db.execute(query)) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]!.n;
}

// The tests' in-memory databases start from one migrated cluster dumped to a file: each must start
// with every migration applied and be its own database (a write in one is not in another).
describe('an in-memory PGlite started from a migrated archive', () => {
  let dir: string;
  let archive: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-archive-test-'));
    archive = path.join(dir, 'migrated.tar');
    await writeMigratedPgliteArchive(archive);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has every migration applied, and two databases opened from it are apart', async () => {
    const first = await openDatabase({ dataDir: ':memory:', pgliteArchive: archive });
    const second = await openDatabase({ dataDir: ':memory:', pgliteArchive: archive });
    try {
      expect(await count(first, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
        expectedMigration().count,
      );

      await first.db.execute(sql`create table only_in_first (x int)`);
      expect(
        await count(second, sql`select count(*)::int as n from pg_tables where tablename = 'only_in_first'`),
      ).toBe(0);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
