// The hosted option's SQL runs on a real PostgreSQL and enforces what our server enforces.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db/client.ts";
import { rowsOf } from "../server/db/rows.ts";
import { needsDatabase, postgresSkipReason } from "../tests/helpers/postgres-required.ts";

const SQL = readFileSync(new URL("./schema.sql", import.meta.url), "utf8");

type Column = { table_name: string; column_name: string; data_type: string; is_nullable: string };
const COLUMNS = `select table_name, column_name, data_type, is_nullable from information_schema.columns
  where table_schema = 'public' order by table_name, column_name`;

describe.skipIf(postgresSkipReason)(
  `supabase/schema.sql${postgresSkipReason ? ` (${postgresSkipReason})` : ""}`,
  () => {
    const dbName = `cec_supa_${randomBytes(4).toString("hex")}`;
    let admin: pg.Client;
    let db: pg.Client;

    beforeAll(async () => {
      const testUrl = needsDatabase();
      admin = new pg.Client({ connectionString: testUrl });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      const url = new URL(testUrl);
      url.pathname = `/${dbName}`;
      db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      // Supabase's roles, as a plain PostgreSQL has none.
      await db.query(`do $$ begin
      if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if;
      if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
    end $$;`);
      await db.query("grant usage on schema public to anon, authenticated");
      await db.query(SQL);
      await db.query(SQL); // idempotent
    });

    afterAll(async () => {
      await db?.end();
      await admin?.query(`drop database if exists ${dbName} with (force)`);
      await admin?.end();
    });

    async function asAnon<T>(run: () => Promise<T>): Promise<T> {
      await db.query("begin; set local role anon");
      try {
        return await run();
      } finally {
        await db.query("rollback");
      }
    }

    it("gives every table it holds the columns our server's migrations give it (no drift)", async () => {
      const migrated = await openDatabase({ dataDir: "memory://" });
      try {
        const server = await rowsOf<Column>(migrated.db, sql.raw(COLUMNS));
        const hosted = (await db.query<Column>(COLUMNS)).rows;
        const tables = new Set(hosted.map((c) => c.table_name));
        expect(tables.size).toBeGreaterThan(10);
        expect(hosted).toEqual(server.filter((c) => tables.has(c.table_name)));
      } finally {
        await migrated.close();
      }
    });

    it("lets the anonymous role insert and not read", async () => {
      await asAnon(async () => {
        await db.query("insert into contact_messages (name, email, message) values ('Ana', 'ana@example.com', 'Oi')");
        await expect(db.query("select * from contact_messages")).rejects.toThrow(/permission denied/);
      });
    });

    it("enforces the e-mail, topic and length rules", async () => {
      for (const statement of [
        "insert into contact_messages (name, email, message) values ('Ana', 'sem-arroba', 'Oi')",
        "insert into contact_messages (name, email, topic, message) values ('Ana', 'a@b.co', 'Vendas', 'Oi')",
        `insert into contact_messages (name, email, message) values ('Ana', 'a@b.co', '${"x".repeat(5001)}')`,
      ]) {
        await asAnon(() => expect(db.query(statement)).rejects.toThrow());
      }
    });

    it("keeps the price alerts' tables (migration 0009) away from the public key; one row per address and month", async () => {
      await asAnon(async () => {
        await expect(db.query("insert into price_alert_subscribers (email) values ('a@b.co')")).rejects.toThrow(
          /permission denied/,
        );
      });
      await asAnon(() => expect(db.query("select * from price_alert_sends")).rejects.toThrow(/permission denied/));
      const { rows } = await db.query(
        "insert into price_alert_subscribers (email) values ('Alerta@Example.com') returning id",
      );
      await expect(
        db.query("insert into price_alert_subscribers (email) values ('alerta@example.com')"),
      ).rejects.toThrow();
      await db.query("insert into price_alert_sends (subscriber_id, month) values ($1, '2026-11')", [rows[0].id]);
      await expect(
        db.query("insert into price_alert_sends (subscriber_id, month) values ($1, '2026-11')", [rows[0].id]),
      ).rejects.toThrow();
    });

    it("refuses a newsletter row without consent (23514, the box's pt-BR message); stores nothing", async () => {
      for (const sql of [
        "insert into newsletter_subscriptions (name, email) values ('Sem', 'sem-aceite@example.com')",
        "insert into newsletter_subscriptions (name, email, has_accepted_terms) values ('Sem', 'sem-aceite@example.com', false)",
      ]) {
        await expect(db.query(sql)).rejects.toMatchObject({
          code: "23514",
          detail: "Marque a caixa para receber a newsletter.",
        });
      }
      const { rows } = await db.query("select 1 from newsletter_subscriptions where email = 'sem-aceite@example.com'");
      expect(rows).toEqual([]);
    });

    it("keeps one newsletter row per e-mail, case-insensitive; a repeat changes nothing", async () => {
      await db.query(
        "insert into newsletter_subscriptions (name, email, has_accepted_terms) values ('João', 'Joao@Example.com', true)",
      );
      await db.query(
        "insert into newsletter_subscriptions (name, email, has_accepted_terms) values ('João P.', 'joao@example.com', true)",
      );
      await db.query(
        "insert into newsletter_subscriptions (name, email, has_accepted_terms, confirmed_at) values ('X', 'JOAO@example.com', true, now())",
      );
      const { rows } = await db.query(
        "select name, has_accepted_terms, confirmed_at from newsletter_subscriptions where lower(email) = 'joao@example.com'",
      );
      expect(rows).toEqual([{ name: "João", has_accepted_terms: true, confirmed_at: null }]);
    });
  },
);
