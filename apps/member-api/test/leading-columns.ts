// Which columns of a table lead an index, read from the schema: the statements that find rows by
// such a column read those rows only, however large the table grows.
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';

/** The names of the columns that lead an index, the primary key or a unique constraint of `table`. */
export function leadingColumns(table: PgTable): Set<string> {
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
