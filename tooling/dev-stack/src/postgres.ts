// One statement on the PostgreSQL server of `adminUrl`, on a connection of its own: what the
// stacks and their tests run to make and drop a run's database.
import pg from 'pg';

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
