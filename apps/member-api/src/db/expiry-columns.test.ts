// A row that holds until a time (a code, a link, a challenge, an assertion) is swept once that time
// is past, by a delete on the column that says when (`expires_at`, `vouched_until`): each sign-in,
// link and challenge adds a row, and a sweep without an index on its column would read the whole
// table every time it runs. Read from the schema, so a table added later is held to it too.
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

import { leadingColumns } from '../../test/leading-columns';

import * as schema from './schema';

/** A column that says until when its row holds: `expires_at`, or one ending in `_until`. */
const isExpiry = (name: string) => name === 'expires_at' || name.endsWith('_until');

const expiryColumns = Object.values(schema).flatMap((value) => {
  if (!is(value, PgTable)) return [];
  const config = getTableConfig(value);
  return config.columns
    .filter((column) => isExpiry(column.name))
    .map((column) => ({ name: `${config.name}.${column.name}`, table: value, column: column.name }));
});

describe('the columns that say until when a row holds', () => {
  it('are found (the schema walk sees the tables of today)', () => {
    expect(expiryColumns.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'oidc_payloads.expires_at',
        'hand_backs.expires_at',
        'mail_links.expires_at',
        'login_parameters.expires_at',
        'passkey_challenges.expires_at',
        'daccount_entries.expires_at',
        'email_changes.expires_at',
        'legacy_assertions.vouched_until',
      ]),
    );
  });

  it.each(expiryColumns)('$name leads an index', ({ table, column }) => {
    expect([...leadingColumns(table)]).toContain(column);
  });
});
