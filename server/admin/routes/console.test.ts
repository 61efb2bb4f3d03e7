// The console's API (/api/admin/*), the first-admin set-up and closed sign-up, on PGlite and
// (with TEST_DATABASE_URL) PostgreSQL.
import { eq, sql } from "drizzle-orm";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../tests/helpers/databases.ts";
import { makeFakeBuild } from "../../../tests/helpers/fake-build.ts";
import { addAdmin, issueSetupToken } from "../accounts.ts";
import { subjectHash } from "../lgpd.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { admins, lgpdDeletions } from "../../db/schema.ts";
import { unsubscribe } from "../../mail/unsubscribe.ts";
import { createUnsubscribeSigner } from "../../mail/unsubscribe-token.ts";

const SITE = "https://www.carroemconta.com.br";
const SECRET = "s".repeat(40);
const BUILD_DIR = makeFakeBuild();
const ANON = { apikey: "test-anon-key-0123456789", "content-type": "application/json" };

type App = Awaited<ReturnType<typeof buildApp>>;
type Endpoint = { method: "GET" | "POST" | "PATCH" | "DELETE"; url: string; payload?: object };

/**
 * Every console endpoint with a sample request. The test below checks this list against the
 * routes the app really has under /api/admin, so a new endpoint cannot be left out.
 */
const ENDPOINTS: Endpoint[] = [
  { method: "GET", url: "/api/admin/me" },
  { method: "GET", url: "/api/admin/overview" },
  { method: "GET", url: "/api/admin/readiness" },
  { method: "GET", url: "/api/admin/messages" },
  { method: "GET", url: "/api/admin/messages/1" },
  { method: "PATCH", url: "/api/admin/messages/1", payload: { answered: true } },
  { method: "DELETE", url: "/api/admin/messages/1" },
  { method: "GET", url: "/api/admin/newsletter" },
  { method: "GET", url: "/api/admin/price-alerts" },
  { method: "GET", url: "/api/admin/reminders" },
  { method: "GET", url: "/api/admin/newsletter/export.csv" },
  { method: "DELETE", url: "/api/admin/newsletter/1" },
  { method: "GET", url: "/api/admin/fipe" },
  { method: "GET", url: "/api/admin/public-data" },
  { method: "POST", url: "/api/admin/personal-data/search", payload: { email: "a@b.co" } },
  { method: "POST", url: "/api/admin/personal-data/delete", payload: { email: "a@b.co", confirm: "a@b.co" } },
  { method: "GET", url: "/api/admin/personal-data/deletions" },
  { method: "GET", url: "/api/admin/admins" },
  { method: "POST", url: "/api/admin/admins", payload: { email: "novo@example.com", password: "senha-nova-123" } },
  { method: "DELETE", url: "/api/admin/admins/x" },
  { method: "GET", url: "/api/admin/openapi.json" },
];

/** "METHOD /path/:param" for every route under /api/admin, read from Fastify's route tree. */
function registeredAdminRoutes(app: App): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?) \(([^)]*)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? "") + match[2]!;
    stack[depth] = path;
    if (!path.startsWith("/api/admin")) continue;
    for (const method of match[3]!.split(", ")) if (method !== "HEAD") found.push(`${method} ${path}`);
  }
  return found.sort();
}

const routeOf = (e: Endpoint) => `${e.method} ${e.url.replace(/\/(1|x)$/, "/:id")}`;

function cookieOf(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

let address = 0;
async function signIn(app: App, email: string, password: string): Promise<string> {
  address += 1;
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { "content-type": "application/json", origin: SITE },
    payload: { email, password },
    remoteAddress: `10.9.0.${address}`,
  });
  expect(res.statusCode).toBe(200);
  return cookieOf(res.headers["set-cookie"]);
}

function makeConfig(extra: Record<string, string> = {}) {
  return loadConfig({
    BUILD_DIR,
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(join(tmpdir(), "cec-admin-")),
    BETTER_AUTH_SECRET: SECRET,
    ANON_KEY: ANON.apikey,
    RATE_LIMIT_MAX: "100000",
    ...extra,
  });
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `console API on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let database: Database;
      let app: App;
      let adminCookie: string;
      let userCookie: string;
      const same = { origin: SITE };

      const asAdmin = (e: Endpoint, headers: Record<string, string> = same) =>
        app.inject({ method: e.method, url: e.url, payload: e.payload, headers: { cookie: adminCookie, ...headers } });

      async function insertMessage(name: string, email: string, message = "Olá", topic = "Suporte") {
        const res = await app.inject({
          method: "POST",
          url: "/rest/v1/contact_messages",
          headers: ANON,
          payload: { name, email, topic, message },
        });
        expect(res.statusCode).toBe(201);
        const rows = await database.db.execute(
          sql`select max(id) as id from contact_messages where email = ${email} and message = ${message}`,
        );
        return Number((rows as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);
      }

      async function subscribe(name: string, email: string, { confirm = true } = {}) {
        const res = await app.inject({
          method: "POST",
          url: "/rest/v1/newsletter_subscriptions",
          headers: ANON,
          payload: { name, email, has_accepted_terms: true },
        });
        expect(res.statusCode).toBe(201);
        if (!confirm) return;
        // As if the confirmation link was used (double opt-in).
        await database.db.execute(
          sql`update newsletter_subscriptions set confirmed_at = now() where lower(email) = lower(${email})`,
        );
      }

      beforeAll(async () => {
        database = await engine.open();
        app = await buildApp(makeConfig({ SITE_URL: SITE }), { database });
        await addAdmin(database.db, { email: "chefe@example.com", password: "senha-chefe-123", addedBy: null });
        // A signed-in account without the admin role.
        const userId = await addAdmin(database.db, {
          email: "leitor@example.com",
          password: "senha-leitor-123",
          addedBy: null,
        });
        await database.db.delete(admins).where(eq(admins.userId, userId));
        adminCookie = await signIn(app, "chefe@example.com", "senha-chefe-123");
        userCookie = await signIn(app, "leitor@example.com", "senha-leitor-123");
      });
      afterAll(async () => {
        await app.close();
        await engine.dispose();
      });

      it("the endpoint list covers every route under /api/admin", () => {
        const listed = [...new Set(ENDPOINTS.map(routeOf))].sort();
        expect(registeredAdminRoutes(app)).toEqual(listed);
      });

      for (const endpoint of ENDPOINTS) {
        const name = `${endpoint.method} ${endpoint.url}`;
        it(`${name}: 401 without a session, 403 for a non-admin`, async () => {
          const anonymous = await app.inject({ ...endpoint, headers: same });
          expect(anonymous.statusCode).toBe(401);
          expect(anonymous.json()).toMatchObject({ code: "UNAUTHENTICATED" });
          expect(anonymous.headers["cache-control"]).toBe("no-store");
          const user = await app.inject({ ...endpoint, headers: { ...same, cookie: userCookie } });
          expect(user.statusCode).toBe(403);
          expect(user.json()).toMatchObject({ code: "FORBIDDEN" });
        });
        if (endpoint.method !== "GET") {
          it(`${name}: an admin's request from another origin, or with none, is refused (403)`, async () => {
            const variants: Array<Record<string, string>> = [
              { origin: "https://evil.example" },
              { origin: "null" },
              { "sec-fetch-site": "cross-site" },
              {},
            ];
            for (const headers of variants) {
              const res = await asAdmin(endpoint, headers);
              expect(res.statusCode, JSON.stringify(headers)).toBe(403);
              expect(res.json()).toMatchObject({ code: "CROSS_ORIGIN" });
            }
          });
        }
      }

      it("takes state changes from SITE_URL's origin, the request's own host, or Sec-Fetch-Site: same-origin", async () => {
        const id = await insertMessage("Origem", "origem@example.com");
        const patch = (headers: Record<string, string>) =>
          asAdmin({ method: "PATCH", url: `/api/admin/messages/${id}`, payload: { read: true } }, headers);
        expect((await patch({ origin: SITE })).statusCode).toBe(200);
        expect((await patch({ origin: "http://localhost:80", host: "localhost:80" })).statusCode).toBe(200);
        expect((await patch({ "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
        expect((await patch({ origin: "http://localhost:80", host: "other:80" })).statusCode).toBe(403);
      });

      it("messages: newest first, unread count, open, mark answered, filter, search, delete", async () => {
        const first = await insertMessage("Ana Lima", "ana.lima@example.com", "Primeira", "Parcerias");
        const second = await insertMessage("Bruno 100%_", "bruno@example.com", "<b>Segunda</b>", "Suporte");
        const list = await asAdmin({ method: "GET", url: "/api/admin/messages" });
        expect(list.statusCode).toBe(200);
        const body = list.json();
        const ids = body.items.map((m: { id: number }) => m.id);
        expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
        const unreadBefore = body.unread;
        expect(unreadBefore).toBeGreaterThanOrEqual(2);

        const open = await asAdmin({ method: "GET", url: `/api/admin/messages/${second}` });
        expect(open.json()).toMatchObject({ message: "<b>Segunda</b>", readAt: null });
        const read = await asAdmin({ method: "PATCH", url: `/api/admin/messages/${second}`, payload: { read: true } });
        expect(read.json().readAt).toEqual(expect.any(String));
        const answered = await asAdmin({
          method: "PATCH",
          url: `/api/admin/messages/${second}`,
          payload: { answered: true },
        });
        expect(answered.json().answeredAt).toEqual(expect.any(String));
        const after = (await asAdmin({ method: "GET", url: "/api/admin/messages" })).json();
        expect(after.unread).toBe(unreadBefore - 1);

        const byTopic = (await asAdmin({ method: "GET", url: "/api/admin/messages?topic=Parcerias" })).json();
        expect(byTopic.items.every((m: { topic: string }) => m.topic === "Parcerias")).toBe(true);
        expect(byTopic.items.map((m: { id: number }) => m.id)).toContain(first);
        const answeredOnly = (await asAdmin({ method: "GET", url: "/api/admin/messages?status=answered" })).json();
        expect(answeredOnly.items.map((m: { id: number }) => m.id)).toEqual([second]);
        const unreadOnly = (await asAdmin({ method: "GET", url: "/api/admin/messages?status=unread" })).json();
        expect(unreadOnly.items.map((m: { id: number }) => m.id)).not.toContain(second);
        // LIKE wildcards in the search are literal.
        const search = (
          await asAdmin({ method: "GET", url: `/api/admin/messages?q=${encodeURIComponent("0%_")}` })
        ).json();
        expect(search.items.map((m: { id: number }) => m.id)).toEqual([second]);
        const byEmail = (await asAdmin({ method: "GET", url: "/api/admin/messages?q=ANA.LIMA@" })).json();
        expect(byEmail.items.map((m: { id: number }) => m.id)).toEqual([first]);

        expect((await asAdmin({ method: "GET", url: "/api/admin/messages?topic=Vendas" })).statusCode).toBe(400);
        expect((await asAdmin({ method: "GET", url: "/api/admin/messages?page=0" })).statusCode).toBe(400);
        expect(
          (await asAdmin({ method: "PATCH", url: `/api/admin/messages/${first}`, payload: { read: "sim" } }))
            .statusCode,
        ).toBe(400);

        const removed = await asAdmin({ method: "DELETE", url: `/api/admin/messages/${first}` });
        expect(removed.statusCode).toBe(204);
        expect((await asAdmin({ method: "GET", url: `/api/admin/messages/${first}` })).statusCode).toBe(404);
        expect((await asAdmin({ method: "DELETE", url: `/api/admin/messages/${first}` })).statusCode).toBe(404);
      });

      it("messages: 50 a page", async () => {
        const rows = Array.from({ length: 55 }, (_, i) => ({
          name: `Paginado ${i}`,
          email: `paginado${i}@example.com`,
          topic: "Outro",
          message: "x",
        }));
        // One message per request (a contact insert carries one row).
        for (const row of rows) {
          const res = await app.inject({
            method: "POST",
            url: "/rest/v1/contact_messages",
            headers: ANON,
            payload: row,
          });
          expect(res.statusCode).toBe(201);
        }
        const p1 = (await asAdmin({ method: "GET", url: "/api/admin/messages?q=paginado" })).json();
        const p2 = (await asAdmin({ method: "GET", url: "/api/admin/messages?q=paginado&page=2" })).json();
        expect(p1.total).toBe(55);
        expect(p1.items).toHaveLength(50);
        expect(p2.items).toHaveLength(5);
      });

      it("price alerts: how many people follow how many vehicles, and the last month's send", async () => {
        await database.db.execute(sql`delete from price_alert_subscribers`);
        await database.db.execute(sql`with s as (insert into price_alert_subscribers (email, confirmed_at)
            values ('seguidora@example.com', now()) returning id)
          insert into price_alert_vehicles (subscriber_id, type, brand_code, model_code, year_code, confirmed_at)
          select id, 'carros', '21', m, '2023-1', now() from s, (values ('8000'), ('8001')) v(m)`);
        const stats = (await asAdmin({ method: "GET", url: "/api/admin/price-alerts" })).json();
        expect(stats).toMatchObject({ people: 1, pendingPeople: 0, follows: 2, vehicles: 2 });
        await database.db.execute(sql`delete from price_alert_subscribers`);
      });

      it("reminders: how many addresses ask for how many plates, and the last 30 days' mails", async () => {
        await database.db.execute(sql`delete from reminder_subscribers`);
        await database.db.execute(sql`with s as (insert into reminder_subscribers (email)
            values ('motorista@example.com') returning id)
          insert into reminder_plates (subscriber_id, state, final_digit, vehicle_type, confirmed_at)
          select id, 'SP', d, 'car', case when d = 1 then now() end from s, (values (1), (2)) v(d)`);
        const stats = (await asAdmin({ method: "GET", url: "/api/admin/reminders" })).json();
        expect(stats).toMatchObject({ people: 1, plates: 1, pendingPlates: 1, last30Days: { mails: 0 } });
        await database.db.execute(sql`delete from reminder_subscribers`);
      });

      it("newsletter: count, search, remove, and a CSV Excel opens in pt-BR", async () => {
        await subscribe('Carla; "a" Souza', "carla@example.com");
        await subscribe('=HYPERLINK("http://x")', "formula@example.com");
        await subscribe("Dani", "-dani@example.com");
        const list = (await asAdmin({ method: "GET", url: "/api/admin/newsletter?q=carla" })).json();
        expect(list.items).toHaveLength(1);
        expect(list.count).toBeGreaterThanOrEqual(3);

        const csv = await asAdmin({ method: "GET", url: "/api/admin/newsletter/export.csv" });
        expect(csv.statusCode).toBe(200);
        expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
        expect(csv.headers["content-disposition"]).toMatch(
          /^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/,
        );
        const bytes = csv.rawPayload;
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const text = bytes.toString("utf8").slice(1);
        const lines = text.split("\r\n");
        expect(lines[0]).toBe('"Nome";"E-mail";"Aceitou os termos";"Inscrito em";"Atualizado em";"Situação"');
        const today = new Date();
        const dd = `${String(today.getUTCDate()).padStart(2, "0")}/${String(today.getUTCMonth() + 1).padStart(2, "0")}/${today.getUTCFullYear()}`;
        expect(lines).toContain(`"Carla; ""a"" Souza";"carla@example.com";"Sim";"${dd}";"${dd}";"Confirmado"`);
        expect(lines).toContain(`"'=HYPERLINK(""http://x"")";"formula@example.com";"Sim";"${dd}";"${dd}";"Confirmado"`);
        expect(lines).toContain(`"Dani";"'-dani@example.com";"Sim";"${dd}";"${dd}";"Confirmado"`);
        expect(text.endsWith("\r\n")).toBe(true);

        const id = list.items[0].id;
        expect((await asAdmin({ method: "DELETE", url: `/api/admin/newsletter/${id}` })).statusCode).toBe(204);
        const again = (await asAdmin({ method: "GET", url: "/api/admin/newsletter?q=carla" })).json();
        expect(again.items).toHaveLength(0);
      });

      it("newsletter: each subscriber's state, the counts per state (cancellations included) and the CSV's Situação", async () => {
        await database.db.execute(sql`delete from newsletter_subscriptions`);
        await subscribe("Confirmada", "estado-confirmada@example.com");
        await subscribe("Pendente", "estado-pendente@example.com", { confirm: false });
        await subscribe("Sai", "estado-sai@example.com");
        // A row stored without consent before consent was required.
        await database.db.execute(
          sql`insert into newsletter_subscriptions (name, email, has_accepted_terms) values ('Antiga', 'estado-antiga@example.com', false)`,
        );
        const sai = (await database.db.execute(
          sql`select id from newsletter_subscriptions where email = 'estado-sai@example.com'`,
        )) as unknown as { rows: Array<{ id: number }> };
        const signer = createUnsubscribeSigner("segredo-de-teste");
        expect(await unsubscribe(database.db, signer, signer.sign(Number(sai.rows[0]!.id)))).toBe("cancelled");

        const list = (await asAdmin({ method: "GET", url: "/api/admin/newsletter" })).json();
        expect(list.count).toBe(3);
        expect(list.states).toEqual({ confirmado: 1, pendente: 1, "sem-aceite": 1, cancelado: 1 });
        const stateOf = (email: string) => list.items.find((i: { email: string }) => i.email === email)?.state;
        expect(stateOf("estado-confirmada@example.com")).toBe("confirmado");
        expect(stateOf("estado-pendente@example.com")).toBe("pendente");
        expect(stateOf("estado-antiga@example.com")).toBe("sem-aceite");

        const csv = (await asAdmin({ method: "GET", url: "/api/admin/newsletter/export.csv" })).rawPayload;
        const lines = csv.toString("utf8").slice(1).split("\r\n");
        const situation = (email: string) =>
          lines
            .find((l) => l.includes(email))
            ?.split(";")
            .at(-1)
            ?.replace(/^"|"$/g, "");
        expect(situation("estado-confirmada@example.com")).toBe("Confirmado");
        expect(situation("estado-pendente@example.com")).toBe("Pendente");
        expect(situation("estado-antiga@example.com")).toBe("Sem aceite");
        expect(lines.some((l) => l.includes("estado-sai@example.com"))).toBe(false);
      });

      it("fipe: lookups per day for 30 days and the most looked-up vehicles", async () => {
        const lookup = (modelo: string) => ({
          valor: "R$ 50.000,00",
          marca: "Fiat",
          modelo,
          ano_modelo: 2020,
          combustivel: "Gasolina",
          codigo_fipe: "001004-9",
          mes_referencia: "setembro de 2025",
        });
        // The catalog holds the Uno (001004-9, 2020) and the Palio (001005-7 with its codes).
        await database.db.execute(sql`insert into fipe_brands (type, code, name) values ('carros', '21', 'Fiat')
          on conflict do nothing`);
        await database.db.execute(sql`insert into fipe_models (type, brand_code, code, name) values
          ('carros', '21', '4000', 'Uno Mille 1.0'), ('carros', '21', '4001', 'Palio 1.0') on conflict do nothing`);
        await database.db.execute(sql`insert into fipe_model_years (type, brand_code, model_code, year_code, name,
            model_year, fuel_code, fuel, codigo_fipe) values
          ('carros', '21', '4000', '2020-1', '2020 Gasolina', 2020, 1, 'Gasolina', '001004-9'),
          ('carros', '21', '4001', '2019-1', '2019 Gasolina', 2019, 1, 'Gasolina', '001005-7')
          on conflict do nothing`);
        const palio = {
          ...lookup("Palio"),
          codigo_fipe: "001005-7",
          ano_modelo: 2019,
          tipo_veiculo: "carros",
          codigo_marca: "21",
          codigo_modelo: "4001",
          codigo_ano: "2019-1",
        };
        // Visitor-written names: a spam name on the Uno's code, and spam rows for no vehicle at all.
        const spam = { ...lookup("CASSINO ONLINE bet.example"), marca: "CASSINO ONLINE bet.example" };
        const nowhere = { ...spam, codigo_fipe: "999999-9" };
        const res = await app.inject({
          method: "POST",
          url: "/rest/v1/fipe_consultations",
          headers: ANON,
          payload: [spam, lookup("Uno"), lookup("Uno"), palio, nowhere, nowhere, nowhere, nowhere],
        });
        expect(res.statusCode).toBe(201);
        const stats = (await asAdmin({ method: "GET", url: "/api/admin/fipe" })).json();
        expect(stats.daily).toHaveLength(30);
        expect(stats.daily.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: 8 });
        expect(stats.top).toEqual([
          {
            marca: "Fiat",
            modelo: "Uno Mille 1.0",
            anoModelo: 2020,
            combustivel: "Gasolina",
            codigoFipe: "001004-9",
            count: 3,
          },
          {
            marca: "Fiat",
            modelo: "Palio 1.0",
            anoModelo: 2019,
            combustivel: "Gasolina",
            codigoFipe: "001005-7",
            count: 1,
          },
        ]);
        expect(JSON.stringify(stats.top)).not.toContain("CASSINO");
        // The fail-over's own state: the three default upstreams, none called yet.
        expect(stats.upstreamsAvailable).toBe(true);
        expect(stats.upstreams).toHaveLength(3);
        expect(stats.upstreams[0]).toMatchObject({ callsToday: 0, dailyBudget: 450, circuit: "closed" });
        // The catalog holds the vehicles named above, so the screen does not say it is empty
        // (server/fipe/catalog/empty-catalog.test.ts covers the empty one).
        expect(stats.sync).toMatchObject({ catalogEmpty: false });
      });

      it("overview counts mail in the outbox, says when mail is off and what waits, by kind", async () => {
        await database.db.execute(sql`delete from mail_outbox`); // earlier tests' welcome mails
        await database.db
          .execute(sql`insert into mail_outbox (kind, recipient, about_email, subject, body_text, sent_at, last_error)
          values ('welcome', 'x@example.com', 'x@example.com', 's', 'b', now(), null),
                 ('welcome', 'y@example.com', 'y@example.com', 's', 'b', null, 'timeout'),
                 ('welcome', 'z@example.com', 'z@example.com', 's', 'b', null, null),
                 ('newsletter_confirmation', 'w@example.com', 'w@example.com', 's', 'b', null, null),
                 ('newsletter_confirmation', 'v@example.com', 'v@example.com', 's', 'b', null, null)`);
        const body = (await asAdmin({ method: "GET", url: "/api/admin/overview" })).json();
        expect(body.mail).toEqual({
          enabled: false,
          pending: 3,
          failed: 1,
          sent: 1,
          // Every mail not sent yet (the sent one is not waiting).
          waiting: { newsletter_confirmation: 2, welcome: 2 },
        });
        expect(body.messages.unread).toEqual(expect.any(Number));
      });

      it("readiness in detail is for admins: database, mail, writes and each FIPE upstream", async () => {
        const res = await asAdmin({ method: "GET", url: "/api/admin/readiness" });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          status: "ok",
          ok: true,
          checks: {
            database: { ok: true, detail: engine.name },
            mail: { ok: true },
            writes: { ok: true },
            fipe: { ok: true, upstreams: expect.arrayContaining([expect.objectContaining({ id: "v1" })]) },
          },
        });
        expect((await app.inject({ url: "/readyz" })).json()).toEqual({ status: "ok" });
      });

      it("LGPD: shows what is stored for an e-mail, deletes it all, and logs the deletion without the e-mail", async () => {
        const email = "Titular@Example.com";
        await insertMessage("Titular", email, "Quero meus dados apagados");
        await insertMessage("Titular", "titular@example.com", "Segunda");
        await insertMessage("Outra pessoa", "outra@example.com", "Fica");
        await subscribe("Titular", "titular@EXAMPLE.com"); // queues the confirmation mail
        // A contact mail about them, as with CONTACT_INBOX set.
        await database.db.execute(sql`insert into mail_outbox (kind, recipient, about_email, subject, body_text)
          values ('contact', 'contato@carroemconta.com.br', 'titular@example.com', 'Nova mensagem', 'b')`);

        // A price alert of theirs (one vehicle followed).
        await database.db.execute(sql`with s as (insert into price_alert_subscribers (email)
            values ('Titular@example.com') returning id)
          insert into price_alert_vehicles (subscriber_id, type, brand_code, model_code, year_code)
          select id, 'carros', '21', '8000', '2023-1' from s`);

        const search = async () =>
          (
            await asAdmin({
              method: "POST",
              url: "/api/admin/personal-data/search",
              payload: { email: "titular@example.com" },
            })
          ).json();
        const before = await search();
        expect(before.messages).toHaveLength(2);
        expect(before.subscriptions).toHaveLength(1);
        expect(before.outbox).toHaveLength(2);
        expect(before.priceAlerts).toMatchObject([{ vehicle: "carros/21/8000/2023-1", confirmedAt: null }]);

        const mismatch = await asAdmin({
          method: "POST",
          url: "/api/admin/personal-data/delete",
          payload: { email: "titular@example.com", confirm: "outra@example.com" },
        });
        expect(mismatch.statusCode).toBe(400);
        expect((await search()).messages).toHaveLength(2);

        const deleted = await asAdmin({
          method: "POST",
          url: "/api/admin/personal-data/delete",
          payload: { email: "titular@example.com", confirm: "TITULAR@example.com" },
        });
        expect(deleted.statusCode).toBe(200);
        expect(deleted.json().deleted).toEqual({
          messages: 2,
          subscriptions: 1,
          outbox: 2,
          priceAlerts: 1,
          reminders: 0,
        });
        const afterwards = await search();
        expect(afterwards).toMatchObject({ messages: [], subscriptions: [], outbox: [], priceAlerts: [] });
        const others = (await asAdmin({ method: "GET", url: "/api/admin/messages?q=outra@" })).json();
        expect(others.items).toHaveLength(1);

        const log = await database.db.select().from(lgpdDeletions);
        const entry = log.at(-1)!;
        expect(entry).toMatchObject({
          messagesDeleted: 2,
          subscriptionsDeleted: 1,
          outboxDeleted: 2,
          priceAlertsDeleted: 1,
          adminEmail: "chefe@example.com",
          subjectHash: subjectHash(SECRET, "titular@example.com"),
        });
        expect(JSON.stringify(log).toLowerCase()).not.toContain("titular");
        const listed = (await asAdmin({ method: "GET", url: "/api/admin/personal-data/deletions" })).json();
        expect(listed.items[0]).toMatchObject({ messagesDeleted: 2, adminEmail: "chefe@example.com" });
        expect(JSON.stringify(listed).toLowerCase()).not.toContain("titular");
      });

      it("admins: add, list, never remove the last one, remove yourself only with another left", async () => {
        const added = await asAdmin({
          method: "POST",
          url: "/api/admin/admins",
          payload: { email: "Segundo@Example.com", password: "senha-segundo-1" },
        });
        expect(added.statusCode).toBe(201);
        const duplicate = await asAdmin({
          method: "POST",
          url: "/api/admin/admins",
          payload: { email: "segundo@example.com", password: "senha-segundo-1" },
        });
        expect(duplicate.statusCode).toBe(409);
        const short = await asAdmin({
          method: "POST",
          url: "/api/admin/admins",
          payload: { email: "terceiro@example.com", password: "curta" },
        });
        expect(short.statusCode).toBe(400);
        const list = (await asAdmin({ method: "GET", url: "/api/admin/admins" })).json();
        expect(list.items.map((a: { email: string }) => a.email)).toEqual(["chefe@example.com", "segundo@example.com"]);

        const secondCookie = await signIn(app, "segundo@example.com", "senha-segundo-1");
        const me = list.me as string;
        // The second admin removes the first; then the second is the last and cannot go.
        const removeFirst = await app.inject({
          method: "DELETE",
          url: `/api/admin/admins/${me}`,
          headers: { cookie: secondCookie, origin: SITE },
        });
        expect(removeFirst.statusCode).toBe(204);
        expect((await asAdmin({ method: "GET", url: "/api/admin/me" })).statusCode).toBe(401);
        const secondId = list.items[1].id;
        const removeSelf = await app.inject({
          method: "DELETE",
          url: `/api/admin/admins/${secondId}`,
          headers: { cookie: secondCookie, origin: SITE },
        });
        expect(removeSelf.statusCode).toBe(409);
        expect(removeSelf.json().code).toBe("LAST_ADMIN");
        // Put the first admin back for anything that runs after.
        await addAdmin(database.db, { email: "chefe@example.com", password: "senha-chefe-123", addedBy: null });
        adminCookie = await signIn(app, "chefe@example.com", "senha-chefe-123");
        const removeSelfNow = await app.inject({
          method: "DELETE",
          url: `/api/admin/admins/${secondId}`,
          headers: { cookie: secondCookie, origin: SITE },
        });
        expect(removeSelfNow.statusCode).toBe(204);
      });
    },
  );
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `first admin and sign-up on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let database: Database;
      let app: App;
      const headers = { "content-type": "application/json", origin: SITE };

      beforeAll(async () => {
        database = await engine.open();
        app = await buildApp(makeConfig({ SITE_URL: SITE }), { database });
      });
      afterAll(async () => {
        await app.close();
        await engine.dispose();
      });

      it("sign-up is closed by default: 403 with a JSON error, and no account is created", async () => {
        const res = await app.inject({
          method: "POST",
          url: "/api/auth/sign-up/email",
          headers,
          payload: { name: "Eva", email: "eva@example.com", password: "senha-forte-123" },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: "SIGN_UP_CLOSED", message: expect.any(String) });
        const users = await database.db.execute(sql`select count(*)::int as n from auth_users`);
        expect(Number((users as { rows: Array<{ n: number }> }).rows[0]!.n)).toBe(0);
      });

      it("a setup token works once: it creates the first admin and every token dies", async () => {
        // An earlier start's token: revoked by the next start's.
        const other = (await issueSetupToken(database.db))!;
        const token = (await issueSetupToken(database.db))!;
        expect(
          (
            await app.inject({
              method: "POST",
              url: "/api/setup/first-admin/check",
              headers,
              payload: { token: other },
            })
          ).json(),
        ).toEqual({ valid: false });
        expect(token).toMatch(/^[\w-]{40,}$/);
        const stored = await database.db.execute(sql`select token_hash from admin_setup_tokens`);
        expect(JSON.stringify(stored)).not.toContain(token);

        const check = (t: string) =>
          app.inject({ method: "POST", url: "/api/setup/first-admin/check", headers, payload: { token: t } });
        expect((await check(token)).json()).toEqual({ valid: true });
        expect((await check("nao-e-um-token")).json()).toEqual({ valid: false });
        const wrong = await app.inject({
          method: "POST",
          url: "/api/setup/first-admin",
          headers,
          payload: { token: "nao-e-um-token", email: "dona@example.com", password: "senha-dona-123" },
        });
        expect(wrong.statusCode).toBe(410);
        const crossSite = await app.inject({
          method: "POST",
          url: "/api/setup/first-admin",
          headers: { ...headers, origin: "https://evil.example" },
          payload: { token, email: "dona@example.com", password: "senha-dona-123" },
        });
        expect(crossSite.statusCode).toBe(403);
        const weak = await app.inject({
          method: "POST",
          url: "/api/setup/first-admin",
          headers,
          payload: { token, email: "dona@example.com", password: "curta" },
        });
        expect(weak.statusCode).toBe(400);

        // Typos at /entrar have spent this address's sign-in limit: the set-up still signs the
        // new admin in (its own sign-in, outside the limits), straight into the console.
        const operator = "192.0.2.77";
        for (let i = 0; i < 8; i++) {
          await app.inject({
            method: "POST",
            url: "/api/auth/sign-in/email",
            headers,
            payload: { email: "dona@example.com", password: `errada-${i}-000` },
            remoteAddress: operator,
          });
        }
        const created = await app.inject({
          method: "POST",
          url: "/api/setup/first-admin",
          headers,
          payload: { token, email: "Dona@Example.com", password: "senha-dona-123" },
          remoteAddress: operator,
        });
        expect(created.statusCode).toBe(201);
        expect(created.json()).toEqual({ ok: true, signedIn: true });
        const session = cookieOf(created.headers["set-cookie"]);
        const mine = await app.inject({ url: "/api/admin/me", headers: { cookie: session } });
        expect(mine.json()).toMatchObject({ email: "dona@example.com" });
        const again = await app.inject({
          method: "POST",
          url: "/api/setup/first-admin",
          headers,
          payload: { token, email: "outra@example.com", password: "senha-outra-123" },
        });
        expect(again.statusCode).toBe(410);
        const withOther = await app.inject({
          method: "POST",
          url: "/api/setup/first-admin",
          headers,
          payload: { token: other, email: "outra@example.com", password: "senha-outra-123" },
        });
        expect(withOther.statusCode).toBe(410);
        expect((await check(other)).json()).toEqual({ valid: false });
        expect(await issueSetupToken(database.db)).toBeNull();

        const cookie = await signIn(app, "dona@example.com", "senha-dona-123");
        const me = await app.inject({ url: "/api/admin/me", headers: { cookie } });
        expect(me.json()).toMatchObject({ email: "dona@example.com" });
      });

      it("sign-up open (AUTH_SIGN_UP=open) creates an account without the admin role", async () => {
        const openDb = await engine.open();
        const openApp = await buildApp(makeConfig({ SITE_URL: SITE, AUTH_SIGN_UP: "open" }), { database: openDb });
        try {
          const res = await openApp.inject({
            method: "POST",
            url: "/api/auth/sign-up/email",
            headers,
            payload: { name: "Eva", email: "eva.aberta@example.com", password: "senha-forte-123" },
          });
          expect(res.statusCode).toBe(200);
          // A sign-up starts no session: the new account signs in like any other.
          const signIn = await openApp.inject({
            method: "POST",
            url: "/api/auth/sign-in/email",
            headers,
            payload: { email: "eva.aberta@example.com", password: "senha-forte-123" },
          });
          expect(signIn.statusCode).toBe(200);
          const me = await openApp.inject({
            url: "/api/admin/me",
            headers: { cookie: cookieOf(signIn.headers["set-cookie"]) },
          });
          expect(me.statusCode).toBe(403);
        } finally {
          await openApp.close();
        }
      });
    },
  );
}
