import { readFileSync } from 'node:fs';
import path from 'node:path';

import { serviceLockIds } from '@member-hub/enums';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { findMigrationsFolder, openDatabase, type DatabaseHandle } from './client';
import { members, serviceLocks } from './schema';

// Migration 0002 moves stored locks from the login history codes ('1'/'2') to the enums
// service-lock coding. Run its statements on rows written the old way.
describe('migration 0002_service_lock_ids', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: ':memory:' });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('recodes community and members locks, keeps one row for a member locked in both codings', async () => {
    const { db } = handle;
    await db
      .insert(members)
      .values(['a', 'b', 'c'].map((uid) => ({ uid, nickname: `nick-${uid}`, nicknameKey: `nick-${uid}` })));
    await db.insert(serviceLocks).values([
      { uid: 'a', serviceId: '1' },
      { uid: 'b', serviceId: '2' },
      { uid: 'c', serviceId: '1' },
      { uid: 'c', serviceId: '1004' },
      { uid: 'c', serviceId: '1001' },
    ]);

    const file = path.join(findMigrationsFolder(), '0002_service_lock_ids.sql');
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }

    const rows = await db
      .select({ uid: serviceLocks.uid, serviceId: serviceLocks.serviceId })
      .from(serviceLocks)
      .orderBy(asc(serviceLocks.uid), asc(serviceLocks.serviceId));
    expect(rows).toEqual([
      { uid: 'a', serviceId: '1004' },
      { uid: 'b', serviceId: '1006' },
      { uid: 'c', serviceId: '1001' },
      { uid: 'c', serviceId: '1004' },
    ]);
    expect(rows.every((r) => (serviceLockIds as readonly string[]).includes(r.serviceId))).toBe(true);
  });
});
