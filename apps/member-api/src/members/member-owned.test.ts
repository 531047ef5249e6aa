// A leaving member's rows are deleted from every member-owned table by the columns that name the
// member (deleteMemberOwnedRows). Each such column leads an index, so that each delete reads the
// member's rows only, however many rows the other members have there: hand-backs and provider
// payloads grow with every sign-in.
import { describe, expect, it } from 'vitest';

import { leadingColumns } from '../../test/leading-columns';

import { memberOwnedTables } from './member-owned';

describe('the member-owned tables', () => {
  const keyColumns = memberOwnedTables().flatMap(({ name, table, columns }) =>
    columns.map(({ column }) => ({ name: `${name}.${column.name}`, table, column: column.name })),
  );

  it('are found (the schema walk sees the tables of today)', () => {
    expect(keyColumns.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'hand_backs.uid',
        'mail_links.email',
        'daccount_entries.daccount_entry_user_id',
      ]),
    );
  });

  it.each(keyColumns)('$name leads an index', ({ table, column }) => {
    expect([...leadingColumns(table)]).toContain(column);
  });
});
