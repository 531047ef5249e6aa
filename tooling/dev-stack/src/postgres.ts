// One statement on the PostgreSQL server of `adminUrl`, on a connection of its own: what the
// stacks and their tests run to make and drop a run's database.
import pg from 'pg';

import { guardDatabase } from './processes';

export async function adminQuery(
  adminUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await admin.query(statement, values);
  } finally {
    await admin.end();
  }
}

export interface RunDatabase {
  /** The database's URL on the same server. */
  url: string;
  /** Drops it (its connections ended) and takes it back from the orphan guard. */
  drop(): Promise<void>;
}

/**
 * Makes the database `name` (plain lower-case) on the server of `adminUrl` for this run, in the
 * care of the orphan guard until `drop` is called.
 */
export async function createRunDatabase(adminUrl: string, name: string): Promise<RunDatabase> {
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const release = guardDatabase(name, adminUrl);
  return {
    url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
    drop: async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      release();
    },
  };
}
