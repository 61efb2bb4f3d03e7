// The rows of a raw `sql` statement. Both drivers (node-postgres and PGlite) answer `{ rows }`.
// Queries use Drizzle's query builder (typed and decoded by the schema); raw SQL stays where the
// builder cannot say it (docs/architecture/database.md). Two readers for those:
// - `columnRowsOf(db, { id: table.id, ... }, sql)`: the statement's select (or returning) list
//   is schema columns; each value is read under the column's name and decoded by the column, as
//   the builder decodes it, so raw and built queries give callers the same types and values.
// - `rowsOf<T>(db, sql)`: the caller's own row type (counts, expressions, ad hoc reads in tests).
//
// What a column comes back as through Drizzle's execute, undecoded (measured on both engines):
// text / varchar / char, integer, boolean, jsonb → string, number, boolean, parsed JSON;
// bigint and count(*) → a number on PGlite, a string on PostgreSQL (wrap in Number());
// numeric → a string; timestamptz → a string ("2026-11-27 03:52:12.088+00"), date → "2026-11-27"
// (the write queue's runBatch talks to the drivers directly and gets Dates: see isoOf).
// Through the builder or columnRowsOf: a bigint in mode "number" is a number, a timestamptz a
// Date (milliseconds: select `column::text` where the microseconds matter), a date a string.
import type { AnyColumn, SQL } from "drizzle-orm";
import type { Db } from "./client.ts";

/** A database or a transaction: anything that runs a statement. */
export type Queryable = Pick<Db, "execute">;

/** A transaction (what `db.transaction` hands its callback). */
export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A database or a transaction, for the query builder. */
export type DbOrTx = Db | Transaction;

export async function rowsOf<T extends object = Record<string, unknown>>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A column's value as the builder gives it (null where the column allows it). */
type ColumnValue<C extends AnyColumn> = C["_"]["notNull"] extends true ? C["_"]["data"] : C["_"]["data"] | null;

/** The row `columnRowsOf` answers for these columns. */
export type ColumnsRow<F extends Record<string, AnyColumn>> = { [K in keyof F]: ColumnValue<F[K]> };

/**
 * The rows of a raw statement whose select (or returning) list names these schema columns:
 * each key of `columns` read from the column's own name in the row and decoded by the column
 * (a bigint id a number, a timestamp a Date, jsonb parsed). A column missing from the row is an
 * error (the statement and its type disagree).
 */
export async function columnRowsOf<F extends Record<string, AnyColumn>>(
  db: Queryable,
  columns: F,
  query: SQL,
): Promise<ColumnsRow<F>[]> {
  const rows = await rowsOf<Record<string, unknown>>(db, query);
  const entries = Object.entries(columns);
  return rows.map((row) => {
    const decoded: Record<string, unknown> = {};
    for (const [key, column] of entries) {
      if (!(column.name in row)) throw new Error(`the statement returns no column "${column.name}"`);
      const value = row[column.name];
      decoded[key] = value === null ? null : column.mapFromDriverValue(value);
    }
    return decoded as ColumnsRow<F>;
  });
}

/** A bigint or count(*) column: PostgreSQL sends it as a string. */
export type BigIntValue = number | string;

/** A timestamptz column: a string through Drizzle, a Date straight from a driver. */
export type TimestampValue = Date | string;

/** A timestamp column's value as an ISO string. */
export function isoOf(value: TimestampValue): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
