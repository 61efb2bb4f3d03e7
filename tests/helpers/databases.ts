// The engines every database test runs on: PGlite always, and a real PostgreSQL server when
// TEST_DATABASE_URL is set (each test file gets its own fresh database there, dropped after).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client.ts";

export type Engine = {
  name: "pglite" | "postgres";
  /** Skips the engine's tests (with this reason) when it is not available. */
  skipReason?: string;
  open(): Promise<Database>;
  /** A connection string for this engine's database (postgres only). */
  url?: string;
  dispose(): Promise<void>;
};

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

function pgliteEngine(): Engine {
  return { name: "pglite", open: () => openDatabase({ dataDir: "memory://" }), dispose: async () => {} };
}

function postgresEngine(): Engine {
  if (!TEST_DATABASE_URL) {
    return {
      name: "postgres",
      skipReason: "TEST_DATABASE_URL is unset: PostgreSQL server cases skipped",
      open: () => Promise.reject(new Error("no TEST_DATABASE_URL")),
      dispose: async () => {},
    };
  }
  const dbName = `cec_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const url = new URL(TEST_DATABASE_URL);
  const adminUrl = url.toString();
  url.pathname = `/${dbName}`;
  let created = false;
  return {
    name: "postgres",
    url: url.toString(),
    async open() {
      if (!created) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`create database ${dbName}`);
        await admin.end();
        created = true;
      }
      return openDatabase({ databaseUrl: url.toString(), dataDir: "" });
    },
    async dispose() {
      if (!created) return;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    },
  };
}

export function engines(): Engine[] {
  return [pgliteEngine(), postgresEngine()];
}
