import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import { claimPgliteDir } from './pglite-owner';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query API. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL pool (for its metrics); absent on PGlite. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** Finds apps/member-api/drizzle from src/db (dev, tests) or dist (built). */
export function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('drizzle/ migrations folder not found');
}

export interface OpenDatabaseOptions {
  /** Set → PostgreSQL. */
  databaseUrl?: string | undefined;
  /** PGlite data folder or ':memory:'. */
  dataDir: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Apply pending migrations (default true); false leaves them to the `migrate` step. */
  migrate?: boolean;
  /** With dataDir ':memory:': a dumped PGlite data directory (a file) to start from. */
  pgliteArchive?: string | undefined;
  /** Who opens an on-disk PGlite folder (named to a second process that tries): pglite-owner.ts. */
  holder?: string;
}

/** Opens the database and applies pending migrations (unless `migrate` is false). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema });
    if (options.migrate !== false) await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', pool, close: () => pool.end() };
  }
  let client: PGlite;
  let release = () => {};
  if (options.dataDir === ':memory:') {
    client = options.pgliteArchive
      ? new PGlite({ loadDataDir: new Blob([readFileSync(options.pgliteArchive)]) })
      : new PGlite();
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    release = claimPgliteDir(options.dataDir, options.holder ?? 'the member API');
    client = new PGlite(options.dataDir);
  }
  const pglite = client;
  const close = async () => {
    await pglite.close();
    release();
  };
  try {
    const db = drizzlePglite(client, { schema });
    if (options.migrate !== false) await migratePglite(db, { migrationsFolder });
    // Without migrations nothing has waited for PGlite's start yet (seconds of WebAssembly set-up):
    // the first query, a readiness probe's, would otherwise pay for it.
    else await client.waitReady;
    return { db: db as unknown as Database, kind: 'pglite', close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/**
 * Writes the data directory of a migrated in-memory PGlite to `file` (uncompressed tar), for
 * `pgliteArchive`: the migrations run once, and every database opened from the file starts with
 * them applied (the journal included, so `migrate` finds nothing pending).
 */
export async function writeMigratedPgliteArchive(file: string): Promise<void> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: findMigrationsFolder() });
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** True when `error` is a unique-constraint violation (SQLSTATE 23505) on either driver. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (e.code === '23505') {
      if (!constraint) return true;
      return e.constraint === constraint || String(e.message ?? '').includes(constraint);
    }
    current = e.cause;
  }
  return false;
}

/** The migration the code expects last: the newest entry of drizzle's journal. */
export function expectedMigration(): { tag: string; createdAt: number; count: number } {
  const journal = JSON.parse(
    readFileSync(path.join(findMigrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: Array<{ tag: string; when: number }>;
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('drizzle/meta/_journal.json lists no migration');
  return { tag: last.tag, createdAt: last.when, count: journal.entries.length };
}
