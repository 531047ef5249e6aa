import { sql } from 'drizzle-orm';

/**
 * A prepared statement's parameter for a timestamptz value, bound as an ISO string
 * (`date.toISOString()`; null stays null). A bare placeholder of a timestamp column would be
 * encoded by the column with toISOString(), which fails on null and takes no string.
 */
export function timestamptzPlaceholder(name: string) {
  return sql`${sql.placeholder(name)}::timestamptz`;
}
