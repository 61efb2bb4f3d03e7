// The database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL
// is set. Same schema and migrations on both; migrations run when it opens.
// Each engine's modules are loaded only when that engine is used (memory and start time).
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import { PgDialect, type PgColumn, type PgDatabase, type PgQueryResultHKT, type PgTable } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import { spawnSync } from "node:child_process";
import { existsSync, statfsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { lockDataDir } from "./data-dir-lock.ts";
import * as schema from "./schema.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));
/** Any number: serialises concurrent migrations of several processes on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_001;
const CLOSE_TIMEOUT_MS = 5_000;

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Row = Record<string, unknown>;

/**
 * Rows into one table, nothing returned, typed by the schema (the table's `$inferInsert`: its
 * TypeScript column names). The write queue merges such inserts of several requests into ONE
 * multi-row statement: the insert hot path then costs one statement per batch instead of one
 * per request (ADR 004).
 */
export type RowsInsert<T extends PgTable = PgTable> = { insertInto: T; rows: T["$inferInsert"][] };

/**
 * A statement, or one built from the rows the group's previous statement returned (so a
 * follow-up, like a mail in the outbox, can use the id the insert got); null skips it.
 */
export type Statement = SQL | RowsInsert | ((previousRows: Row[]) => SQL | RowsInsert | null);

/** One row as a mergeable insert. */
export function rowInsert<T extends PgTable>(table: T, row: T["$inferInsert"]): RowsInsert {
  return { insertInto: table, rows: [row] };
}

export function isRowsInsert(statement: Statement | SQL): statement is RowsInsert {
  return typeof statement === "object" && "insertInto" in statement;
}

/**
 * Runs groups of statements in ONE transaction on the driver directly (the insert hot path,
 * without the ORM's per-statement overhead); resolves to each group's returned rows, as the
 * driver gives them (not decoded by the schema: a timestamp is a Date, a bigint a string on
 * PostgreSQL).
 */
export type BatchRunner = (groups: Statement[][]) => Promise<Row[][]>;

const dialect = new PgDialect();
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A table's columns by their TypeScript names (the keys of its `$inferInsert`). */
const columnsOf = new WeakMap<PgTable, Map<string, PgColumn>>();
function tableColumns(table: PgTable): Map<string, PgColumn> {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = new Map(Object.entries(getTableColumns(table)));
    // Values the builder would compute in JavaScript ($defaultFn, $onUpdateFn) are not computed here.
    for (const [key, column] of columns) {
      if (column.defaultFn || column.onUpdateFn) {
        throw new Error(`${getTableName(table)}.${key}: a $defaultFn/$onUpdateFn column cannot be a row insert`);
      }
    }
    columnsOf.set(table, columns);
  }
  return columns;
}

/**
 * `insert into "t" ("a", "b") values ($1, $2), ($3, default)...`: the columns any row has, in
 * the table's order, by the schema's names; a row without a value for one gets `default`, so
 * rows with different columns still make one statement; each value goes through its column's
 * encoder (jsonb as JSON text) — the parameters Drizzle's `db.insert(table).values(rows)`
 * binds (write-queue.test.ts holds them equal). Not the builder itself, though it would keep
 * the batching and the transaction (it only compiles): its `toSQL()` costs ~50–160 µs of CPU
 * per row against ~2–10 µs here, on the path the merge exists to make cheap (ADR 004).
 */
export function compileRowsInsert({ insertInto, rows }: RowsInsert): { sql: string; params: unknown[] } {
  const columns = tableColumns(insertInto);
  const used = new Set<string>();
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!columns.has(key)) throw new Error(`insert into ${getTableName(insertInto)}: no column "${key}"`);
      if ((row as Record<string, unknown>)[key] !== undefined) used.add(key);
    }
  }
  const listed = [...columns].filter(([key]) => used.has(key));
  if (!listed.length) throw new Error(`insert into ${getTableName(insertInto)}: no values`);
  const params: unknown[] = [];
  const values = rows.map((row) => {
    const items = listed.map(([key, column]) => {
      const value = (row as Record<string, unknown>)[key];
      if (value === undefined) return "default";
      params.push(value === null ? null : column.mapToDriverValue(value));
      return `$${params.length}`;
    });
    return `(${items.join(", ")})`;
  });
  const names = listed.map(([, column]) => quoteIdent(column.name)).join(", ");
  return {
    sql: `insert into ${quoteIdent(getTableName(insertInto))} (${names}) values ${values.join(", ")}`,
    params,
  };
}

function build(statement: Statement, previousRows: Row[]) {
  const built = typeof statement === "function" ? statement(previousRows) : statement;
  if (!built) return null;
  return isRowsInsert(built) ? compileRowsInsert(built) : dialect.sqlToQuery(built);
}

/**
 * A batch's statements in order through `run` (one transaction's query): each statement built
 * from the rows the one before it in its group returned; resolves to each group's rows.
 */
async function runGroups(
  groups: Statement[][],
  run: (sql: string, params: unknown[]) => Promise<Row[]>,
): Promise<Row[][]> {
  const results: Row[][] = [];
  for (const group of groups) {
    const rows: Row[] = [];
    let previous: Row[] = [];
    for (const statement of group) {
      const query = build(statement, previous);
      if (!query) continue;
      previous = await run(query.sql, query.params);
      rows.push(...previous);
    }
    results.push(rows);
  }
  return results;
}

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  runBatch: BatchRunner;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** PostgreSQL URL; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite's folder ("memory://" keeps it in memory, for tests). */
  dataDir: string;
  onPoolError?: (error: Error) => void;
};

/**
 * PGlite's defaults are sized for a browser tab; a small server needs far less shared memory.
 * (Its own start parameters, plus ours; see docs/architecture/database.md.)
 */
const PGLITE_START_PARAMS = [
  "--single",
  "-F",
  "-O",
  "-j",
  "-c",
  "search_path=public",
  "-c",
  "exit_on_error=false",
  "-c",
  "log_checkpoints=false",
  "-c",
  "max_worker_processes=0",
  "-c",
  "max_parallel_workers=0",
  "-c",
  "max_parallel_workers_per_gather=0",
  "-c",
  "io_method=sync",
  "-c",
  "max_parallel_maintenance_workers=0",
  "-c",
  "shared_buffers=16MB",
  "-c",
  "work_mem=2MB",
  "-c",
  "maintenance_work_mem=16MB",
];

/** PGlite's file system reports WASI errno numbers ("ErrnoError { ..., errno: 51 }"). */
const WASI_ERRNO: Record<number, string> = { 2: "EACCES", 51: "ENOSPC", 54: "ENOTDIR", 63: "EPERM", 69: "EROFS" };

/** The system's code in the initdb child's stderr: Node's (ENOSPC ...) or PGlite's WASI errno. */
export function pgliteInitErrorCode(stderr: string): string | undefined {
  const named = /\b(ENOSPC|EACCES|EPERM|EROFS|ENOTDIR|EDQUOT)\b/.exec(stderr)?.[1];
  if (named) return named;
  const errno = /ErrnoError\b[^]*?errno:\s*(\d+)/.exec(stderr)?.[1];
  return errno ? WASI_ERRNO[Number(errno)] : undefined;
}

/** A new cluster needs ~40 MB: less than this free where it goes is a full disk. */
const INITDB_MIN_FREE_BYTES = 64 * 1024 * 1024;

function lowOnSpace(dir: string): boolean {
  try {
    let at = dir;
    while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
    const fs = statfsSync(at);
    return fs.bavail * fs.bsize < INITDB_MIN_FREE_BYTES;
  } catch {
    return false;
  }
}

/**
 * Creating a cluster (initdb) leaves its memory behind in the process, so a fresh DATA_DIR
 * is created by a short-lived child process and the server then opens it like any other.
 */
function initPgliteDir(pgDir: string) {
  if (existsSync(join(pgDir, "PG_VERSION"))) return;
  // Compiled (npm start): plain node on the .js beside this module; from sources (tests, dev):
  // through tsx like the caller.
  const compiled = import.meta.url.endsWith(".js");
  const script = fileURLToPath(new URL(compiled ? "./init-pglite.js" : "./init-pglite.ts", import.meta.url));
  const args = compiled ? [script, pgDir] : ["--import", "tsx", script, pgDir];
  // Its stderr is read, not shown: a failure becomes one error with the system's code (a full
  // disk, a read-only folder), which the start turns into one line saying what to do.
  const result = spawnSync(process.execPath, args, { stdio: ["ignore", "inherit", "pipe"], encoding: "utf8" });
  if (result.status !== 0) {
    const code = pgliteInitErrorCode(result.stderr ?? "") ?? (lowOnSpace(pgDir) ? "ENOSPC" : undefined);
    throw Object.assign(new Error(`Could not create the embedded database in ${pgDir}${code ? ` (${code})` : ""}.`), {
      code,
    });
  }
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === "memory://";
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("drizzle-orm/pglite"),
      import("drizzle-orm/pglite/migrator"),
    ]);
    if (!inMemory) initPgliteDir(join(dataDir, "pglite"));
    const client = inMemory ? new PGlite() : new PGlite(join(dataDir, "pglite"), { startParams: PGLITE_START_PARAMS });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: "pglite",
      runBatch: (groups) =>
        client.transaction((tx) => runGroups(groups, async (sql, params) => (await tx.query<Row>(sql, params)).rows)),
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        if (!client.closed) await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string, onPoolError?: (error: Error) => void): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    query_timeout: 10_000,
  });
  // A client losing its connection (idle or in use) must not crash the process: the query in
  // flight fails and the endpoint answers 503.
  pool.on("error", (error) => onPoolError?.(error));
  pool.on("connect", (client) => client.on("error", (error) => onPoolError?.(error)));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
  return {
    db,
    kind: "postgres",
    runBatch: async (groups) => {
      const conn = await pool.connect();
      let broken = false;
      try {
        await conn.query("begin");
        const results = await runGroups(groups, async (sql, params) => (await conn.query(sql, params)).rows);
        await conn.query("commit");
        return results;
      } catch (error) {
        await conn.query("rollback").catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        conn.release(broken ? true : undefined);
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // A client that died mid-transaction can keep pool.end() waiting forever: bound it.
    close: () =>
      Promise.race([pool.end(), new Promise<void>((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS).unref())]),
  };
}

export function openDatabase({ databaseUrl, dataDir, onPoolError }: DatabaseOptions): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl, onPoolError) : openPglite(dataDir);
}
