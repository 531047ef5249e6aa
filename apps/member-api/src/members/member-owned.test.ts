// A leaving member's rows are deleted from every member-owned table by the columns that name the
// member (deleteMemberOwnedRows). Each such column leads an index, so that each delete reads the
// member's rows only, however many rows the other members have there: hand-backs and provider
// payloads grow with every sign-in.
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

import { memberOwnedTables, type MemberOwnedTable } from './member-owned';

/** The names of the columns that lead an index, the primary key or a unique constraint of `table`. */
function leadingColumns(table: MemberOwnedTable['table']): Set<string> {
  const config = getTableConfig(table);
  const first = (columns: readonly unknown[]) => {
    const [column] = columns;
    // An index on an expression has no column name: it leads with no column.
    return column && typeof column === 'object' && 'name' in column ? [(column as PgColumn).name] : [];
  };
  return new Set([
    ...config.columns.filter((column) => column.primary || column.isUnique).map((column) => column.name),
    ...config.primaryKeys.flatMap((key) => first(key.columns)),
    ...config.uniqueConstraints.flatMap((unique) => first(unique.columns)),
    ...config.indexes.flatMap((index) => first(index.config.columns)),
  ]);
}

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
