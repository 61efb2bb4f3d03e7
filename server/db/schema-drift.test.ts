// server/db/schema.ts is the one description of the database, and drizzle-kit writes the
// migrations from it. Two checks keep that true:
// 1. `drizzle-kit generate` has nothing to write: drizzle-kit's own diff of the newest snapshot
//    in migrations/meta against the schema is empty (a schema change without its migration, or
//    a hand-written migration without its snapshot, fails here).
// 2. The schema is what the migrations really build: a database made by running every migration
//    and one made by running the SQL drizzle-kit generates from the schema alone have the same
//    columns, defaults, keys, checks, indexes and sequences, as PostgreSQL itself describes them
//    (the hand-written migrations 0002..0013 are held to the schema this way).
// Both engines: PGlite always, the PostgreSQL server too (TEST_DATABASE_URL; required under CI).
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from "drizzle-kit/api";
import { engines } from "../../tests/helpers/databases.ts";
import { needsDatabase } from "../../tests/helpers/postgres-required.ts";
import { MIGRATIONS_FOLDER } from "./client.ts";
import * as schema from "./schema.ts";

type Journal = { entries: { idx: number; when: number; tag: string }[] };

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as Journal;
const snapshotFiles = readdirSync(join(MIGRATIONS_FOLDER, "meta"))
  .filter((name) => name.endsWith("_snapshot.json"))
  .sort();
const readSnapshot = (name: string) =>
  JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", name), "utf8")) as DrizzleSnapshotJSON;

/** drizzle-kit's "nothing yet" snapshot, to generate the whole schema from scratch. */
const EMPTY_SNAPSHOT = {
  ...generateDrizzleJson({}),
  id: "00000000-0000-0000-0000-000000000000",
  prevId: "",
} as DrizzleSnapshotJSON;

describe("drizzle-kit generate", () => {
  it("has nothing to write: the newest snapshot is the schema", async () => {
    const newest = readSnapshot(snapshotFiles.at(-1)!);
    const current = generateDrizzleJson(schema, newest.id) as DrizzleSnapshotJSON;
    expect(await generateMigration(newest, current)).toEqual([]);
  });

  it("the newest snapshot belongs to the newest migration", () => {
    const last = journal.entries.at(-1)!;
    expect(snapshotFiles.at(-1)).toBe(`${String(last.idx).padStart(4, "0")}_snapshot.json`);
    expect(last.tag.startsWith(String(last.idx).padStart(4, "0"))).toBe(true);
  });

  it("every migration is later than the one before it", () => {
    // The migrator runs a migration only when its `when` is later than the newest one a
    // database has applied: an earlier one would be skipped on every existing database.
    // (Journal times up to 0013 were set by hand; if generate wrote an earlier time, set the
    // new entry's `when` to the previous one + 1, before anything ran it.)
    const whens = journal.entries.map((entry) => entry.when);
    for (let i = 1; i < whens.length; i++) expect(whens[i], journal.entries[i]!.tag).toBeGreaterThan(whens[i - 1]!);
  });
});

/** What PostgreSQL says the public schema holds, in its own words, as sorted lines. */
async function describeDatabase(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<string[]> {
  const lines = (rows: Record<string, unknown>[]) => rows.map((row) => Object.values(row).join(" | "));
  const columns = await query(`
    select c.relname, a.attname, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull,
           coalesce(pg_get_expr(d.adbin, d.adrelid), '') as default, a.attidentity
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`);
  const constraints = await query(`
    select c.relname, k.conname, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public'`);
  const indexes = await query(`select indexname, indexdef from pg_indexes where schemaname = 'public'`);
  const sequences = await query(`
    select sequencename, data_type, start_value, min_value, max_value, increment_by, cache_size, cycle
    from pg_sequences where schemaname = 'public'`);
  return [
    ...lines(columns).map((line) => `column ${line}`),
    ...lines(constraints).map((line) => `constraint ${line}`),
    ...lines(indexes).map((line) => `index ${line}`),
    ...lines(sequences).map((line) => `sequence ${line}`),
  ].sort();
}

async function schemaStatements(): Promise<string[]> {
  return generateMigration(EMPTY_SNAPSHOT, generateDrizzleJson(schema, EMPTY_SNAPSHOT.id) as DrizzleSnapshotJSON);
}

describe.each(engines())("the migrations build the schema ($name)", (engine) => {
  afterAll(() => engine.dispose());

  // Two databases built from nothing (on PGlite, two in-memory instances: ~30 s on an idle
  // two-core host, 75 s under a full parallel run): a longer bound than the suite's.
  it.skipIf(Boolean(engine.skipReason))(
    "same columns, keys, checks, indexes and sequences",
    { timeout: 240_000 },
    async () => {
      const migrated = await engine.open();
      let fromMigrations: string[];
      try {
        fromMigrations = await describeDatabase(
          async (text) =>
            ((await migrated.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows,
        );
      } finally {
        await migrated.close();
      }

      let fromSchema: string[];
      if (engine.name === "pglite") {
        const client = new PGlite();
        try {
          for (const statement of await schemaStatements()) await client.exec(statement);
          fromSchema = await describeDatabase(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
        } finally {
          await client.close();
        }
      } else {
        const url = new URL(needsDatabase());
        const name = `cec_schema_${process.pid}_${Date.now()}`;
        const admin = new pg.Client({ connectionString: url.toString() });
        await admin.connect();
        await admin.query(`create database ${name}`);
        url.pathname = `/${name}`;
        const client = new pg.Client({ connectionString: url.toString() });
        try {
          await client.connect();
          for (const statement of await schemaStatements()) await client.query(statement);
          fromSchema = await describeDatabase(async (text) => (await client.query(text)).rows);
        } finally {
          await client.end();
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
        }
      }

      expect(fromSchema.length).toBeGreaterThan(100);
      expect(fromSchema).toEqual(fromMigrations);
    },
  );
});
