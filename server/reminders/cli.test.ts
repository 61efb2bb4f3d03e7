// `npm run lembretes` as real processes on one database with a REAL SMTP server: REMINDERS_TODAY
// sets the day; two runs at once send each plate's reminder once, a third run sends nothing, a
// malformed day is refused. PostgreSQL only (TEST_DATABASE_URL): PGlite's folder takes one process
// at a time, which the server tests cover in-process (reminders.test.ts).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/helpers/databases.ts";
import { startSmtpServer, type TestSmtpServer } from "../../tests/helpers/smtp.ts";
import type { Database } from "../db/client.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SCRIPT = join(ROOT, "scripts/lembretes.ts");
const SECRET = "reminder-cli-secret-0123456789-abcdef";
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
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, out })),
  );
}

describe.skipIf(postgres.skipReason)(
  `npm run lembretes${postgres.skipReason ? ` (${postgres.skipReason})` : ""}`,
  () => {
    let database: Database;
    let smtp: TestSmtpServer;

    beforeAll(async () => {
      database = await postgres.open();
      smtp = await startSmtpServer();
      for (let i = 0; i < 10; i++) {
        await database.db.execute(sql`with s as (insert into reminder_subscribers (email)
          values (${`p${i}@example.com`}) returning id)
        insert into reminder_plates (subscriber_id, state, final_digit, vehicle_type, confirmed_at)
        select id, 'SP', 1, 'car', now() - interval '1 day' from s`);
      }
    });
    afterAll(async () => {
      await database?.close();
      await smtp?.close();
      await postgres.dispose();
    });

    it("REMINDERS_TODAY sets the day; two runs at once and a third: each person gets one reminder", async () => {
      const env = { DATABASE_URL: postgres.url!, SMTP_URL: smtp.url };
      const before = await run({ ...env, REMINDERS_TODAY: "2026-01-04" });
      expect(before.code, before.out).toBe(0);
      expect(before.out).toContain("2026-01-04: 0 reminder mails queued now");
      const [a, b] = await Promise.all([
        run({ ...env, REMINDERS_TODAY: "2026-01-05" }),
        run({ ...env, REMINDERS_TODAY: "2026-01-05" }),
      ]);
      expect(a.code, a.out).toBe(0);
      expect(b.code, b.out).toBe(0);
      const third = await run({ ...env, REMINDERS_TODAY: "2026-01-06" });
      expect(third.out).toContain("2026-01-06: 0 reminder mails queued now");
      expect(smtp.received).toHaveLength(10);
      expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(10);
      expect(smtp.received[0]!.parsed.subject).toBe(
        "Lembrete: IPVA 2026: cota única com 3% de desconto até 12/01/2026",
      );
    });

    it("refuses a malformed REMINDERS_TODAY", async () => {
      const bad = await run({ DATABASE_URL: postgres.url!, REMINDERS_TODAY: "05/01/2026" });
      expect(bad.code).toBe(2);
      expect(bad.out).toContain("REMINDERS_TODAY must be a day as AAAA-MM-DD");
    });
  },
);
