// The rows of a raw `sql` statement, typed by the caller. Both drivers (node-postgres and
// PGlite) answer `{ rows }`. Used where a query stays raw SQL (CTEs, upserts with conditions,
// FOR UPDATE SKIP LOCKED, set-returning functions...); the column types are the caller's
// promise about its own select list, so keep the type beside the statement.
//
// What a column comes back as through Drizzle's execute (measured on both engines):
// text / varchar / char, integer, boolean, jsonb → string, number, boolean, parsed JSON;
// bigint and count(*) → a number on PGlite, a string on PostgreSQL (wrap in Number());
// numeric → a string; timestamptz → a string ("2026-11-27 03:52:12.088+00"), date → "2026-11-27"
// (the write queue's runBatch talks to the drivers directly and gets Dates: see isoOf).
import type { SQL } from "drizzle-orm";
import type { Db } from "./client.ts";

/** A database or a transaction: anything that runs a statement. */
export type Queryable = Pick<Db, "execute">;

export async function rowsOf<T extends object = Record<string, unknown>>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A bigint or count(*) column: PostgreSQL sends it as a string. */
export type BigIntValue = number | string;

/** A timestamptz column: a string through Drizzle, a Date straight from a driver. */
export type TimestampValue = Date | string;

/** A timestamp column's value as an ISO string. */
export function isoOf(value: TimestampValue): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
