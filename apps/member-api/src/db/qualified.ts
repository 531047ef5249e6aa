import { getTableName, sql, type Column, type Table } from 'drizzle-orm';

/**
 * "table"."column", whatever the query around it renders for a bare column: in a one-table select
 * Drizzle renders a column inside sql`` unqualified, so a correlated subquery's "uid" = "uid" would
 * compare the subquery's table with itself (and match every row).
 */
export function qualified(table: Table, column: Column) {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}
