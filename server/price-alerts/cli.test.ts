// `npm run fipe:alerts` as real processes on one database with a REAL SMTP server: two runs at
// once (one killed with SIGKILL as it starts sending), then a third: each subscriber gets exactly
// one mail for the month (one outbox row, one Message-ID; the mail the killed process had
// claimed goes out when its lease ends). PostgreSQL only (TEST_DATABASE_URL): PGlite's folder takes one
// process at a time, which server tests cover in-process (price-alerts.test.ts).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/helpers/databases.ts";
import { startSmtpServer, type TestSmtpServer } from "../../tests/helpers/smtp.ts";
import type { Database } from "../db/client.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SCRIPT = join(ROOT, "scripts/fipe-alerts.ts");
const SECRET = "price-alert-cli-secret-0123456789-abcdef";
const postgres = engines().find((e) => e.name === "postgres")!;

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "silent", BETTER_AUTH_SECRET: SECRET, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (c) => (out += c));
  child.stderr!.on("data", (c) => (out += c));
  const done = new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, out })),
  );
  return { child, done };
}

describe.skipIf(postgres.skipReason)(
  `npm run fipe:alerts${postgres.skipReason ? ` (${postgres.skipReason})` : ""}`,
  () => {
    let database: Database;
    let smtp: TestSmtpServer;

    beforeAll(async () => {
      database = await postgres.open();
      smtp = await startSmtpServer();
      const db = database.db;
      await db.execute(sql`insert into fipe_model_years (type, brand_code, model_code, year_code, name, model_year,
          fuel_code, fuel, price_fields) values ('carros', '21', '8000', '2023-1', '2023 Gasolina', 2023, 1, 'Gasolina',
          ${JSON.stringify({ Marca: "Fiat", Modelo: "Argo 1.0 Flex" })})`);
      await db.execute(sql`insert into fipe_prices (type, brand_code, model_code, year_code, month, value_cents, source)
        values ('carros', '21', '8000', '2023-1', '2026-10', 7500000, 'sync'),
               ('carros', '21', '8000', '2023-1', '2026-11', 7600000, 'sync')`);
      for (let i = 0; i < 30; i++) {
        await db.execute(sql`with s as (insert into price_alert_subscribers (email, confirmed_at)
            values (${`p${i}@example.com`}, now() - interval '1 day') returning id)
          insert into price_alert_vehicles (subscriber_id, type, brand_code, model_code, year_code, confirmed_at)
          select id, 'carros', '21', '8000', '2023-1', now() - interval '1 day' from s`);
      }
      await db.execute(sql`insert into fipe_sync_state (month, reference_code, status, completed_at)
        values ('2026-11', 339, 'complete', now())`);
    });
    afterAll(async () => {
      await database?.close();
      await smtp?.close();
      await postgres.dispose();
    });

    it("two runs at once, one killed mid-run, then a third: each person gets exactly one mail", async () => {
      const env = { DATABASE_URL: postgres.url!, SMTP_URL: smtp.url };
      const first = run(env);
      const second = run(env);
      // Kill the first once some mail has gone out (it is claiming, queueing or sending).
      await smtp.waitFor(1, 30_000);
      first.child.kill("SIGKILL");
      const [, b] = await Promise.all([first.done, second.done]);
      expect(b.code, b.out).toBe(0);
      const third = await run(env).done;
      expect(third.code, third.out).toBe(0);
      expect(third.out).toContain("0 price alert mails queued now");
      // Rows the killed process had claimed stay leased (10 min) and go out after the lease: end it.
      await database.db.execute(sql`update mail_outbox set send_after = now() where sent_at is null`);
      const fourth = await run(env).done;
      expect(fourth.code, fourth.out).toBe(0);
      const recipients = smtp.received.map((m) => m.to[0]);
      // A mail the killed process had handed to SMTP but not marked sent would be re-sent (the
      // outbox's documented rare duplicate, with the same Message-ID); count distinct ids per person.
      const byPerson = new Map<string, Set<string>>();
      for (const m of smtp.received) {
        const set = byPerson.get(m.to[0]!) ?? new Set();
        set.add(m.parsed.messageId ?? "");
        byPerson.set(m.to[0]!, set);
      }
      expect(new Set(recipients).size).toBe(30);
      expect([...byPerson.values()].every((ids) => ids.size === 1)).toBe(true);
      const [{ n }] = (
        (await database.db.execute(
          sql`select count(*)::int as n from mail_outbox where kind = 'price_alert'`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows as [{ n: number }];
      expect(n).toBe(30);
    });
  },
);
