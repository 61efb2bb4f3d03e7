// IPVA and licensing reminders end to end on a real database (PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set) with a REAL SMTP server: ask, double opt-in, the reminder a week
// before each date exactly once (three senders at once, a crash mid-send), one-click cancel,
// bad input as 4xx JSON in pt-BR, the console's counts, LGPD. The dates are the site's own data
// (SP 2026: final 1 pays the cota única with 3 % off or the 1st instalment until 12/01/2026,
// licensing in July for cars).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/helpers/databases.ts";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../../tests/helpers/smtp.ts";
import { deletePersonalData, personalData } from "../admin/lgpd.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { sendReminders } from "./send.ts";
import { reminderStats } from "./stats.ts";
import { createReminderSigners } from "./tokens.ts";

const SECRET = "reminder-test-secret-0123456789-abcdef";
const SITE = "https://www.carroemconta.test";
const BUILD_DIR = makeFakeBuild();
const signers = createReminderSigners(SECRET);

type App = Awaited<ReturnType<typeof buildApp>>;

const SP1 = { state: "SP", finalDigit: "1", vehicleType: "car" };

const header = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, "");

function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const match = pattern.exec(mail.parsed.text ?? "");
  expect(match, mail.parsed.text).not.toBeNull();
  return match![0]!;
}

/** The rows a statement returns, on both engines. */
async function countOf(database: Database, table: string): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `IPVA reminders on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let database: Database;
      let smtp: TestSmtpServer;
      let app: App;

      beforeAll(async () => {
        database = await engine.open();
        smtp = await startSmtpServer();
        app = await buildApp(
          loadConfig({
            BUILD_DIR,
            LOG_LEVEL: "silent",
            RATE_LIMIT_MAX: "100000",
            BETTER_AUTH_SECRET: SECRET,
            SITE_URL: SITE,
            SMTP_URL: smtp.url,
          }),
          { database, mail: { autoStart: false } },
        );
      });
      afterAll(async () => {
        await app?.close();
        await smtp?.close();
        await engine.dispose();
      });

      const ask = (payload: unknown) =>
        app.inject({ method: "POST", url: "/api/lembretes", payload: payload as object });
      const deliver = () => app.mail!.worker!.runOnce();
      const send = (today: string, db = database.db) => sendReminders(db, { signers, siteUrl: SITE, today });
      async function reset() {
        await database.db.execute(sql`delete from reminder_sends`);
        await database.db.execute(sql`delete from reminder_subscribers`);
        await database.db.execute(sql`delete from mail_outbox`);
        smtp.received.length = 0;
      }
      async function confirmFromMail(): Promise<void> {
        await deliver();
        const mail = smtp.received.at(-1)!;
        const confirm = linkIn(mail, /https:\/\/\S+\/lembretes-ipva\/confirmar\?token=\S+/);
        const confirmed = await app.inject({ method: "POST", url: pathOf(confirm) });
        expect(confirmed.statusCode).toBe(303);
        expect(confirmed.headers.location).toBe("/lembretes-ipva/confirmar/concluido");
      }

      it("ask, confirm, a reminder a week before each date exactly once, then one-click cancel", async () => {
        await reset();
        expect((await ask({ email: "ana@example.com", consent: true, ...SP1 })).statusCode).toBe(202);
        await deliver();
        expect(smtp.received).toHaveLength(1);
        const confirmation = smtp.received[0]!;
        expect(confirmation.to).toEqual(["ana@example.com"]);
        expect(confirmation.parsed.subject).toBe("Confirme seu lembrete do IPVA e do licenciamento");
        expect(confirmation.parsed.text).toContain(
          "placa de final 1 em São Paulo (SP), carro, caminhonete ou utilitário",
        );

        // Not confirmed: nothing is reminded, whatever the day.
        expect(await send("2026-01-05")).toMatchObject({ queued: 0 });
        await confirmFromMail();
        smtp.received.length = 0;

        // The day before the week: nothing yet.
        expect(await send("2026-01-04")).toMatchObject({ queued: 0, events: 0 });
        // A week before 12/01/2026: the discount's deadline and the 1st instalment, in one mail.
        // Three senders at once (another process's connection on PostgreSQL): one mail.
        const other = engine.name === "postgres" ? await engine.open() : database;
        try {
          const results = await Promise.all([
            app.reminders!.runOnce(),
            send("2026-01-05", other.db),
            send("2026-01-05"),
          ]);
          // The server's own runner sends as of the real day: nothing is due for it then.
          expect(results.reduce((n, r) => n + (r?.today === "2026-01-05" ? r.queued : 0), 0)).toBe(1);
        } finally {
          if (other !== database) await other.close();
        }
        await deliver();
        expect(smtp.received).toHaveLength(1);
        const reminder = smtp.received[0]!;
        expect(reminder.to).toEqual(["ana@example.com"]);
        expect(reminder.parsed.subject).toBe("Lembrete: IPVA 2026: cota única com 3% de desconto até 12/01/2026");
        const text = reminder.parsed.text ?? "";
        expect(text).toContain("- IPVA 2026: cota única com 3% de desconto: até 12/01/2026");
        expect(text).toContain("- IPVA 2026: 1ª parcela: até 12/01/2026");
        expect(text).not.toContain("2ª parcela");
        const stop = linkIn(reminder, /https:\/\/\S+\/lembretes-ipva\/cancelar\?token=\S+/);
        expect(header(reminder, "List-Unsubscribe")).toBe(`<${stop}>`);
        expect(header(reminder, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

        // The following days until the date: nothing again; after it, nothing either.
        for (const day of ["2026-01-05", "2026-01-06", "2026-01-12", "2026-01-13"]) {
          expect(await send(day)).toMatchObject({ queued: 0 });
        }
        // A day the job did not run is made up for before the date: the 2nd instalment (12/02),
        // first run on 07/02.
        expect(await send("2026-02-07")).toMatchObject({ queued: 1, events: 1 });
        // Licensing in SP: the month for final 1 (cars), reminded a week before it starts.
        expect(await send("2026-06-24")).toMatchObject({ queued: 1, events: 1 });
        await deliver();
        expect(smtp.received.map((m) => m.parsed.subject)).toEqual([
          "Lembrete: IPVA 2026: cota única com 3% de desconto até 12/01/2026",
          "Lembrete: IPVA 2026: 2ª parcela até 12/02/2026",
          "Lembrete: Licenciamento 2026 em julho de 2026",
        ]);

        expect(await reminderStats(database.db)).toEqual({
          people: 1,
          plates: 1,
          pendingPlates: 0,
          last30Days: { events: 4, mails: 3, sent: 3, failed: 0, waiting: 0 },
        });

        // One-click cancel (RFC 8058): plain text, then nothing more is reminded.
        const oneClick = await app.inject({
          method: "POST",
          url: pathOf(stop),
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "List-Unsubscribe=One-Click",
        });
        expect(oneClick.statusCode).toBe(200);
        expect(oneClick.headers["content-type"]).toContain("text/plain");
        expect(oneClick.body).toBe("Lembretes cancelados. Você não receberá mais esses e-mails do Carro em Conta.");
        expect(await send("2026-03-05")).toMatchObject({ queued: 0 });
        const again = await app.inject({ method: "POST", url: pathOf(stop) });
        expect(again.headers.location).toBe("/lembretes-ipva/cancelar/ja-cancelado");
        const forged = await app.inject({ method: "POST", url: "/lembretes-ipva/cancelar?token=1.abc" });
        expect(forged.headers.location).toBe("/lembretes-ipva/cancelar/link-invalido");
        // The counts keep the sends of a cancelled plate.
        expect(await reminderStats(database.db)).toMatchObject({ people: 0, plates: 0, last30Days: { mails: 3 } });
      });

      it("a sender that dies mid-send leaves nothing half done: the next run sends it, once", async () => {
        await reset();
        await ask({ email: "bia@example.com", consent: true, ...SP1 });
        await confirmFromMail();
        await database.db.execute(sql`delete from mail_outbox`);
        await expect(
          sendReminders(database.db, {
            signers,
            siteUrl: SITE,
            today: "2026-01-05",
            afterClaim: () => {
              throw new Error("killed");
            },
          }),
        ).rejects.toThrow("killed");
        expect(await countOf(database, "reminder_sends")).toBe(0);
        expect(await send("2026-01-05")).toMatchObject({ queued: 1, events: 2 });
        expect(await send("2026-01-05")).toMatchObject({ queued: 0 });
      });

      it("refuses bad input with a 4xx JSON answer in pt-BR, storing nothing", async () => {
        await reset();
        const cases: Array<[unknown, string, string]> = [
          [{ email: "ana@example.com", consent: true, ...SP1, state: "XX" }, "invalid_state", "Escolha o estado"],
          [{ email: "ana@example.com", consent: true, ...SP1, finalDigit: "12" }, "invalid_finalDigit", "de 0 a 9"],
          [{ email: "ana@example.com", consent: true, ...SP1, vehicleType: "jet" }, "invalid_vehicleType", "tipo"],
          [{ email: "ana-sem-arroba", consent: true, ...SP1 }, "invalid_email", "E-mail inválido"],
          [{ email: "ana@example.com", ...SP1 }, "consent_required", "Política de Privacidade"],
          [{ email: "ana@example.com", consent: "sim", ...SP1 }, "invalid_request", "Pedido inválido"],
          [{ email: 5 }, "invalid_request", "Pedido inválido"],
        ];
        for (const [payload, code, message] of cases) {
          const answer = await ask(payload);
          expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
          expect(answer.headers["content-type"]).toContain("application/json");
          expect(answer.json()).toMatchObject({ status: "error", code });
          expect(answer.json().message).toContain(message);
        }
        const broken = await app.inject({
          method: "POST",
          url: "/api/lembretes",
          headers: { "content-type": "application/json" },
          payload: "{nope",
        });
        expect(broken.statusCode).toBe(400);
        expect(broken.json()).toMatchObject({ code: "invalid_request", message: "Pedido inválido." });
        // The per-field messages come with the answer, for the card to show beside its fields.
        const fields = (await ask({})).json();
        expect(Object.keys(fields.fields).sort()).toEqual(["consent", "email", "finalDigit", "state"]);
        // The honeypot: the same 202, nothing stored.
        expect((await ask({ email: "bot@example.com", consent: true, ...SP1, website: "x" })).statusCode).toBe(202);
        expect(await countOf(database, "reminder_subscribers")).toBe(0);
        expect(await countOf(database, "mail_outbox")).toBe(0);
      });

      it("the LGPD tools find and erase an address's reminders; unconfirmed ones are not sent", async () => {
        await reset();
        await ask({ email: "Caio@Example.com", consent: true, ...SP1 });
        await ask({
          email: "caio@example.com",
          consent: true,
          state: "RJ",
          finalDigit: "0",
          vehicleType: "motorcycle",
        });
        expect(await send("2026-01-05")).toMatchObject({ queued: 0 });
        const found = await personalData(database.db, "CAIO@example.com");
        expect(found.reminders.map((r) => r.plate).sort()).toEqual(["RJ, final 0, motorcycle", "SP, final 1, car"]);
        expect(found.outbox.map((o) => o.subject)).toEqual([
          "Confirme seu lembrete do IPVA e do licenciamento",
          "Confirme seu lembrete do IPVA e do licenciamento",
        ]);
        const counts = await deletePersonalData(
          database.db,
          "caio@example.com",
          { userId: "admin-1", email: "admin@example.com" },
          SECRET,
        );
        expect(counts).toMatchObject({ reminders: 2, outbox: 2 });
        const after = await personalData(database.db, "caio@example.com");
        expect(after.reminders).toEqual([]);
        expect(after.outbox).toEqual([]);
        const [log] = (
          (await database.db.execute(sql`select reminders_deleted from lgpd_deletions order by id desc limit 1`)) as {
            rows: { reminders_deleted: number }[];
          }
        ).rows;
        expect(log!.reminders_deleted).toBe(2);
      });
    },
  );
}
