// The database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL
// is set. Same schema and migrations on both; migrations run when it opens.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";
import * as schema from "./schema.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));
/** Any number: serialises concurrent migrations of several processes on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_001;
const CLOSE_TIMEOUT_MS = 5_000;

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
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

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === "memory://";
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    const client = inMemory ? new PGlite() : new PGlite(join(dataDir, "pglite"));
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: "pglite",
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
