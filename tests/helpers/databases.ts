// The engines every database test runs on: PGlite always, and a real PostgreSQL server (each
// test file gets its own fresh database there, dropped after). Without TEST_DATABASE_URL the
// PostgreSQL engine's tests skip on a developer's machine and fail under CI
// (tests/helpers/postgres-required.ts).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { TEST_DATABASE_URL, needsDatabase, postgresSkipReason } from "./postgres-required.ts";

export type Engine = {
  name: "pglite" | "postgres";
  /** Skips the engine's tests (with this reason) when it is not available; never set under CI. */
  skipReason?: string;
  open(): Promise<Database>;
  /** A connection string for this engine's database (postgres only). */
  url?: string;
  dispose(): Promise<void>;
};

export { TEST_DATABASE_URL };

function pgliteEngine(): Engine {
  return { name: "pglite", open: () => openDatabase({ dataDir: "memory://" }), dispose: async () => {} };
}

function postgresEngine(): Engine {
  if (!TEST_DATABASE_URL) {
    // Under CI skipReason is undefined: the tests run and open() fails them, saying why.
    return {
      name: "postgres",
      skipReason: postgresSkipReason,
      open: async () => {
        needsDatabase();
        throw new Error("unreachable");
      },
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
