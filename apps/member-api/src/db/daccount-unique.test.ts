import { randomBytes } from 'node:crypto';

import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { databaseKinds } from '../../test/helpers';

import { isUniqueViolation, openDatabase, type DatabaseHandle } from './client';
import { members } from './schema';

// Migration 0007_daccount_unique: one member per carrier account (members.daccount_entry_user_id
// unique where it is set), whatever path writes the column.
describe.each(databaseKinds())('members.daccount_entry_user_id is unique (%s)', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({
      dataDir: ':memory:',
      pgliteArchive: process.env.MEMBER_API_TEST_PGLITE_ARCHIVE,
      databaseUrl: kind === 'postgres' ? process.env.MEMBER_API_TEST_PG_URL : undefined,
    });
  });
  afterAll(async () => {
    await handle?.close();
  });

  const member = (sub: string | null) => {
    const uid = `u-${randomBytes(6).toString('hex')}`;
    return { uid, nickname: uid, nicknameKey: uid, daccountEntryUserId: sub };
  };

  it('refuses a second member with the same carrier id; many members without one are fine', async () => {
    const { db } = handle;
    const sub = `dac-sub-${randomBytes(6).toString('hex')}`;
    const first = member(sub);
    await db.insert(members).values(first);

    const second = member(sub);
    const refused = await db
      .insert(members)
      .values(second)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(refused, 'members_daccount_entry_user_id_unique')).toBe(true);
    // Nor by an update of an existing member.
    const third = member(null);
    const fourth = member(null);
    await db.insert(members).values([third, fourth]);
    const taken = await db
      .update(members)
      .set({ daccountEntryUserId: sub })
      .where(eq(members.uid, third.uid))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(taken, 'members_daccount_entry_user_id_unique')).toBe(true);
    const rows = await db
      .select({ uid: members.uid, sub: members.daccountEntryUserId })
      .from(members)
      .where(inArray(members.uid, [first.uid, second.uid, third.uid, fourth.uid]));
    expect(rows.sort((a, b) => a.uid.localeCompare(b.uid))).toEqual(
      [
        { uid: first.uid, sub },
        { uid: third.uid, sub: null },
        { uid: fourth.uid, sub: null },
      ].sort((a, b) => a.uid.localeCompare(b.uid)),
    );

    // Once the first member unlinks, another member may take the carrier account.
    await db.update(members).set({ daccountEntryUserId: null }).where(eq(members.uid, first.uid));
    await db.update(members).set({ daccountEntryUserId: sub }).where(eq(members.uid, third.uid));
    const [now] = await db.select().from(members).where(eq(members.uid, third.uid));
    expect(now?.daccountEntryUserId).toBe(sub);
  });
});
