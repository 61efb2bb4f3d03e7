// Price alerts end to end on a real database (PGlite always, PostgreSQL when TEST_DATABASE_URL
// is set) with a REAL SMTP server: follow, double opt-in, the month's one mail (two senders at
// once, a crash mid-send), the stop links, the limits, the console's counts, LGPD.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/helpers/databases.ts";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../../tests/helpers/smtp.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { sendPriceAlerts } from "./send.ts";
import { createPriceAlertSigners } from "./tokens.ts";

const SECRET = "price-alert-test-secret-0123456789-abcdef";
const SITE = "https://www.carroemconta.test";
const BUILD_DIR = makeFakeBuild();
const signers = createPriceAlertSigners(SECRET);

type App = Awaited<ReturnType<typeof buildApp>>;

const ARGO = { tipo: "carros", marca: "21", modelo: "8000", ano: "2023-1" };
const MOBI = { tipo: "carros", marca: "21", modelo: "8001", ano: "2022-1" };

function rows<T = Record<string, unknown>>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

async function seedCatalog(database: Database) {
  await database.db.execute(sql`insert into fipe_brands (type, code, name) values ('carros', '21', 'Fiat')
    on conflict do nothing`);
  await database.db.execute(sql`insert into fipe_models (type, brand_code, code, name) values
    ('carros', '21', '8000', 'Argo 1.0 Flex'), ('carros', '21', '8001', 'Mobi Like 1.0 Flex') on conflict do nothing`);
  await database.db.execute(sql`insert into fipe_model_years (type, brand_code, model_code, year_code, name, model_year,
      fuel_code, fuel, codigo_fipe, price_fields) values
    ('carros', '21', '8000', '2023-1', '2023 Gasolina', 2023, 1, 'Gasolina', '001234-5',
      ${JSON.stringify({ Marca: "Fiat", Modelo: "Argo 1.0 Flex" })}),
    ('carros', '21', '8001', '2022-1', '2022 Gasolina', 2022, 1, 'Gasolina', '001235-3',
      ${JSON.stringify({ Marca: "Fiat", Modelo: "Mobi Like 1.0 Flex" })})
    on conflict do nothing`);
  // Twenty-five more vehicles of the catalog (one model, model years 2000-2024).
  await database.db.execute(sql`insert into fipe_models (type, brand_code, code, name) values
    ('carros', '21', '8002', 'Cronos 1.3 Flex') on conflict do nothing`);
  await database.db.execute(sql`insert into fipe_model_years (type, brand_code, model_code, year_code, name, model_year,
      fuel_code, fuel, codigo_fipe, price_fields)
    select 'carros', '21', '8002', g::text || '-1', g::text || ' Gasolina', g, 1, 'Gasolina', '001236-1', '{}'::jsonb
    from generate_series(2000, 2024) g on conflict do nothing`);
  await price(database, ARGO, "2026-09", 7_500_000);
  await price(database, MOBI, "2026-09", 5_500_000);
}

async function price(database: Database, v: typeof ARGO, month: string, cents: number) {
  await database.db.execute(sql`insert into fipe_prices (type, brand_code, model_code, year_code, month, value_cents,
      valor, mes, source) values (${v.tipo}, ${v.marca}, ${v.modelo}, ${v.ano}, ${month}, ${cents}, 'x', 'x', 'sync')
    on conflict do nothing`);
}

/** A reference month becomes complete in the catalog, with new prices for both vehicles. */
async function completeMonth(database: Database, month: string, argo: number, mobi: number) {
  await price(database, ARGO, month, argo);
  await price(database, MOBI, month, mobi);
  await database.db.execute(sql`insert into fipe_sync_state (month, reference_code, status, completed_at)
    values (${month}, ${Number(month.replace("-", ""))}, 'complete', now())`);
}

const header = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, "");

function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const match = pattern.exec(mail.parsed.text ?? "");
  expect(match, mail.parsed.text).not.toBeNull();
  return match![0]!;
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `price alerts on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
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
        await seedCatalog(database);
      });
      afterAll(async () => {
        await app?.close();
        await smtp?.close();
        await engine.dispose();
      });

      const follow = (payload: Record<string, unknown>) =>
        app.inject({ method: "POST", url: "/api/alertas-de-preco", payload });
      const deliver = () => app.mail!.worker!.runOnce();
      async function reset() {
        await database.db.execute(sql`delete from price_alert_sends`);
        await database.db.execute(sql`delete from price_alert_subscribers`);
        await database.db.execute(sql`delete from mail_outbox`);
        await database.db.execute(sql`delete from fipe_sync_state`);
        await database.db.execute(sql`delete from fipe_prices where month > '2026-09'`);
        smtp.received.length = 0;
      }

      it("follow two vehicles, confirm from the mail, a month completes: exactly one mail listing both, old and new", async () => {
        await reset();
        expect((await follow({ email: "ana@example.com", consent: true, ...ARGO })).statusCode).toBe(202);
        expect((await follow({ email: "Ana@Example.com", consent: true, ...MOBI })).statusCode).toBe(202);
        // Someone else asks and never confirms.
        expect((await follow({ email: "bia@example.com", consent: true, ...ARGO })).statusCode).toBe(202);
        await deliver();
        // One confirmation per request, each naming its vehicle.
        expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
          "ana@example.com",
          "ana@example.com",
          "bia@example.com",
        ]);
        const anaMails = smtp.received.filter((m) => m.to[0] === "ana@example.com");
        expect(anaMails[0]!.parsed.subject).toBe("Confirme seu alerta de preço da Tabela FIPE");
        const confirmOf = (model: string) =>
          linkIn(
            anaMails.find((m) => m.parsed.text?.includes(model))!,
            /https:\/\/\S+\/alertas-de-preco\/confirmar\?token=\S+/,
          );
        const confirmArgo = confirmOf("Fiat Argo 1.0 Flex 2023 Gasolina");
        const confirmMobi = confirmOf("Fiat Mobi Like 1.0 Flex 2022 Gasolina");

        // Before confirmation nothing goes out, whatever completes.
        await completeMonth(database, "2026-10", 7_600_000, 5_400_000);
        expect(await sendPriceAlerts(database.db, { signers, siteUrl: SITE })).toMatchObject({ queued: 0 });
        await database.db.execute(sql`delete from fipe_sync_state`);

        for (const confirm of [confirmArgo, confirmMobi]) {
          const confirmed = await app.inject({
            method: "POST",
            url: new URL(confirm).pathname + new URL(confirm).search,
          });
          expect(confirmed.statusCode).toBe(303);
          expect(confirmed.headers.location).toBe("/alertas-de-preco/confirmar/concluido");
        }

        await completeMonth(database, "2026-11", 7_650_000, 5_400_000);
        smtp.received.length = 0;
        // Two senders at once: this process's runner and another process's (its own connection).
        const other = engine.name === "postgres" ? await engine.open() : database;
        try {
          const results = await Promise.all([
            app.priceAlerts!.runOnce(),
            sendPriceAlerts(other.db, { signers, siteUrl: SITE }),
            sendPriceAlerts(other.db, { signers, siteUrl: SITE }),
          ]);
          expect(results.reduce((n, r) => n + (r?.queued ?? 0), 0)).toBe(1);
        } finally {
          if (other !== database) await other.close();
        }
        await deliver();
        await deliver();
        expect(smtp.received).toHaveLength(1);
        const [alert] = smtp.received;
        expect(alert!.to).toEqual(["ana@example.com"]);
        expect(alert!.parsed.subject).toBe("Tabela FIPE de novembro de 2026: o preço dos veículos que você acompanha");
        const text = alert!.parsed.text ?? "";
        expect(text).toContain("Fiat Argo 1.0 Flex 2023 Gasolina");
        expect(text).toContain("Antes (outubro de 2026): R$ 76.000,00");
        expect(text).toContain("Agora (novembro de 2026): R$ 76.500,00");
        expect(text).toContain("Variação: +R$ 500,00 (+0,7%)");
        expect(text).toContain("Fiat Mobi Like 1.0 Flex 2022 Gasolina");
        expect(text).toContain("Antes (outubro de 2026): R$ 54.000,00");
        expect(text).toContain("Variação: sem alteração");
        expect(alert!.parsed.html).toContain("<strong>R$ 76.500,00</strong>");
        expect(alert!.parsed.html).toContain("Fiat Mobi Like 1.0 Flex 2022 Gasolina");
        const stopAll = linkIn(alert!, /https:\/\/\S+\/alertas-de-preco\/cancelar\?token=\S+/);
        expect(header(alert!, "List-Unsubscribe")).toBe(`<${stopAll}>`);
        expect(header(alert!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
        expect(text).toContain(`${SITE}/fipe/carros/21-fiat/8000-argo-1-0-flex/2023-1-2023-gasolina`);

        // Running again (another process, a restart) sends nothing more for this month.
        expect(await sendPriceAlerts(database.db, { signers, siteUrl: SITE })).toMatchObject({ queued: 0 });
        expect((await deliver()).sent).toBe(0);

        // The console's counts.
        const stats = await import("./stats.ts").then((m) => m.priceAlertStats(database.db));
        expect(stats).toEqual({
          people: 1,
          pendingPeople: 1,
          follows: 2,
          vehicles: 2,
          lastSend: { month: "2026-11", mails: 1, sent: 1, failed: 0, waiting: 0 },
        });

        // Stop one vehicle: next month lists only the other one.
        const stopOne = [...text.matchAll(/https:\/\/\S+\/alertas-de-preco\/cancelar\?veiculo=\S+/g)][0]![0];
        const stopped = await app.inject({ method: "POST", url: new URL(stopOne).pathname + new URL(stopOne).search });
        expect(stopped.headers.location).toBe("/alertas-de-preco/cancelar/concluido");
        // Its one-click answer speaks of that vehicle, not of every alert.
        const againOneClick = await app.inject({
          method: "POST",
          url: new URL(stopOne).pathname + new URL(stopOne).search,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "List-Unsubscribe=One-Click",
        });
        expect(againOneClick.body).toBe("O alerta de preço deste veículo já estava cancelado.");
        const again = await app.inject({ method: "POST", url: new URL(stopOne).pathname + new URL(stopOne).search });
        expect(again.headers.location).toBe("/alertas-de-preco/cancelar/ja-cancelado");
        await completeMonth(database, "2026-12", 7_700_000, 5_300_000);
        smtp.received.length = 0;
        await sendPriceAlerts(database.db, { signers, siteUrl: SITE });
        await deliver();
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0]!.parsed.text).not.toContain("Argo");
        expect(smtp.received[0]!.parsed.text).toContain("Antes (novembro de 2026): R$ 54.000,00");
        expect(smtp.received[0]!.parsed.text).toContain("Variação: -R$ 1.000,00 (-1,9%)");

        // The one-click unsubscribe (RFC 8058) stops everything: the next month sends nothing.
        const oneClick = await app.inject({
          method: "POST",
          url: new URL(stopAll).pathname + new URL(stopAll).search,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "List-Unsubscribe=One-Click",
        });
        expect(oneClick.statusCode).toBe(200);
        expect(oneClick.body).toContain("cancelados");
        await completeMonth(database, "2027-01", 7_800_000, 5_200_000);
        smtp.received.length = 0;
        expect(await sendPriceAlerts(database.db, { signers, siteUrl: SITE })).toMatchObject({ queued: 0 });
        await deliver();
        expect(smtp.received).toHaveLength(0);
      });

      it("a sender that dies mid-send leaves no half: the next run sends the rest, nobody gets two", async () => {
        await reset();
        const people = ["c1@example.com", "c2@example.com", "c3@example.com"];
        for (const email of people) {
          expect((await follow({ email, consent: true, ...ARGO })).statusCode).toBe(202);
          const [row] = rows<{ id: string }>(
            await database.db.execute(sql`select v.id from price_alert_vehicles v
              join price_alert_subscribers s on s.id = v.subscriber_id where s.email = ${email}`),
          );
          const result = await app.inject({
            method: "POST",
            url: `/alertas-de-preco/confirmar?token=${signers.confirm.sign(Number(row!.id))}`,
          });
          expect(result.headers.location).toBe("/alertas-de-preco/confirmar/concluido");
        }
        await database.db.execute(sql`delete from mail_outbox`);
        await completeMonth(database, "2026-10", 7_400_000, 5_500_000);
        let claims = 0;
        await expect(
          sendPriceAlerts(database.db, {
            signers,
            siteUrl: SITE,
            afterClaim: () => {
              if (++claims === 2) throw new Error("process killed");
            },
          }),
        ).rejects.toThrow("process killed");
        const queued = rows(await database.db.execute(sql`select recipient from mail_outbox`));
        expect(queued).toHaveLength(1);
        // The restart: the rest goes out, the first is not queued again.
        expect(await sendPriceAlerts(database.db, { signers, siteUrl: SITE })).toMatchObject({ queued: 2 });
        smtp.received.length = 0;
        await deliver();
        expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(people);
      });

      it("refuses bad requests with a clear 4xx and stores nothing; at most 20 vehicles per address", async () => {
        await reset();
        const bad = [
          [{ email: "sem-arroba", consent: true, ...ARGO }, 400],
          [{ email: "a@example.com", consent: false, ...ARGO }, 400],
          [{ email: "a@example.com", consent: true, ...ARGO, ano: "x" }, 400],
          [{ email: "a@example.com", consent: true, ...ARGO, modelo: "9999" }, 404],
        ] as const;
        for (const [payload, status] of bad) {
          const res = await follow(payload);
          expect(res.statusCode, res.body).toBe(status);
          expect(JSON.parse(res.body).message).toMatch(/\S/);
        }
        // The honeypot: looks accepted, nothing stored.
        expect((await follow({ email: "bot@example.com", consent: true, website: "x", ...ARGO })).statusCode).toBe(202);
        expect(rows(await database.db.execute(sql`select 1 from price_alert_subscribers`))).toHaveLength(0);
      });

      it("a stranger can neither probe nor block an address: the same 202 always, confirmation per request, the limit at confirmation", async () => {
        await reset();
        const cronos = (year: number) => ({ ...ARGO, modelo: "8002", ano: `${year}-1` });
        const confirmPath = (mail: ReceivedMail) => {
          const link = new URL(linkIn(mail, /https:\/\/\S+\/alertas-de-preco\/confirmar\?token=\S+/));
          return link.pathname + link.search;
        };
        // The owner follows the Argo and confirms it.
        expect((await follow({ email: "dona@example.com", consent: true, ...ARGO })).statusCode).toBe(202);
        await deliver();
        const ownArgo = smtp.received.find((m) => m.to[0] === "dona@example.com")!;
        expect((await app.inject({ method: "POST", url: confirmPath(ownArgo) })).headers.location).toBe(
          "/alertas-de-preco/confirmar/concluido",
        );
        smtp.received.length = 0;

        // A stranger adds 25 vehicles to her address and to an address nobody uses: every answer
        // is the same 202 with the same body, whatever the address follows.
        const answers = new Set<string>();
        for (let year = 2000; year < 2025; year++) {
          for (const email of ["dona@example.com", "ninguem@example.com"]) {
            const res = await follow({ email, consent: true, ...cronos(year) });
            answers.add(`${res.statusCode} ${res.body}`);
          }
        }
        for (const email of ["dona@example.com", "ninguem@example.com"]) {
          const res = await follow({ email, consent: true, ...ARGO });
          answers.add(`${res.statusCode} ${res.body}`);
        }
        // One answer for every address (`mail` is the server's own state, the same for all).
        expect([...answers]).toEqual(['202 {"status":"pending","mail":"on"}']);
        // Waiting requests are bounded per address; nothing the stranger added is confirmed.
        const waiting = rows<{ n: number }>(
          await database.db.execute(sql`select count(*)::int as n from price_alert_vehicles v
            join price_alert_subscribers s on s.id = v.subscriber_id
            where s.email = 'dona@example.com' and v.confirmed_at is null`),
        );
        expect(waiting[0]!.n).toBe(20);
        // The mails the stranger caused: with her own, three per address per day at most.
        await deliver();
        expect(smtp.received.filter((m) => m.to[0] === "dona@example.com")).toHaveLength(2);
        smtp.received.length = 0;

        // The next day the owner follows the Mobi herself: her request is taken, and its own link
        // confirms the Mobi only, none of the stranger's vehicles.
        await database.db.execute(
          sql`update price_alert_subscribers set confirmation_sent_at = now() - interval '25 hours'`,
        );
        expect((await follow({ email: "dona@example.com", consent: true, ...MOBI })).statusCode).toBe(202);
        await deliver();
        const own = smtp.received.filter((m) => m.to[0] === "dona@example.com");
        expect(own).toHaveLength(1);
        expect(own[0]!.parsed.text).toContain("Fiat Mobi Like 1.0 Flex 2022 Gasolina");
        expect((await app.inject({ method: "POST", url: confirmPath(own[0]!) })).headers.location).toBe(
          "/alertas-de-preco/confirmar/concluido",
        );
        const confirmed = rows<{ model_code: string; year_code: string }>(
          await database.db.execute(sql`select v.model_code, v.year_code from price_alert_vehicles v
            join price_alert_subscribers s on s.id = v.subscriber_id
            where s.email = 'dona@example.com' and v.confirmed_at is not null order by v.model_code`),
        );
        expect(confirmed).toEqual([
          { model_code: "8000", year_code: "2023-1" },
          { model_code: "8001", year_code: "2022-1" },
        ]);

        // Twenty confirmed is the limit: a 21st still answers 202, and its link says so.
        await database.db.execute(sql`update price_alert_vehicles v set confirmed_at = now()
          from price_alert_subscribers s where s.id = v.subscriber_id and s.email = 'dona@example.com'
            and v.year_code <> '2024-1'`);
        await database.db.execute(
          sql`update price_alert_subscribers set confirmation_sent_at = now() - interval '25 hours'`,
        );
        await database.db.execute(sql`update price_alert_vehicles set confirmation_sent_at = null`);
        smtp.received.length = 0;
        expect((await follow({ email: "dona@example.com", consent: true, ...cronos(2024) })).statusCode).toBe(202);
        await deliver();
        const overLimit = smtp.received.find((m) => m.to[0] === "dona@example.com")!;
        expect((await app.inject({ method: "POST", url: confirmPath(overLimit) })).headers.location).toBe(
          "/alertas-de-preco/confirmar/limite-atingido",
        );
      });

      it("an LGPD deletion finds and erases the address's alerts", async () => {
        await reset();
        await follow({ email: "lgpd@example.com", consent: true, ...ARGO });
        await follow({ email: "lgpd@example.com", consent: true, ...MOBI });
        const { personalData, deletePersonalData } = await import("../admin/lgpd.ts");
        const found = await personalData(database.db, "LGPD@example.com");
        expect(found.priceAlerts.map((a) => a.vehicle).sort()).toEqual([
          "carros/21/8000/2023-1",
          "carros/21/8001/2022-1",
        ]);
        const counts = await deletePersonalData(
          database.db,
          "lgpd@example.com",
          { userId: "x", email: "adm@x.test" },
          SECRET,
        );
        expect(counts).toMatchObject({ priceAlerts: 2, outbox: 2 });
        expect(rows(await database.db.execute(sql`select 1 from price_alert_vehicles`))).toHaveLength(0);
      });
    },
  );
}

describe("rate limit", () => {
  it("limits follow requests per client address like the other forms (429 + Retry-After)", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    const app = await buildApp(loadConfig({ BUILD_DIR, LOG_LEVEL: "silent", RATE_LIMIT_MAX: "2" }), {
      database,
      mail: { autoStart: false },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await app.inject({
          method: "POST",
          url: "/api/alertas-de-preco",
          payload: { email: `r${i}@example.com`, consent: true, ...ARGO },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await app.close();
    }
  });
});
