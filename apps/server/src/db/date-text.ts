import { sql } from 'kysely';

// A `date` read as text: pg would turn it into a Date at local midnight, a day off east of UTC.
// `T` is string for a NOT NULL column.
export const dateText = <T extends string | null = string | null>(column: string) =>
  sql<T>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The day, in UTC, a timestamp falls on, as YYYY-MM-DD (the day a report was uploaded). */
export const utcDay = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
