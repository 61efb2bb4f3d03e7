import { createClient } from "@supabase/supabase-js";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/helpers/databases.ts";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";

const ANON_KEY = "test-anon-key-0123456789";
const BUILD_DIR = makeFakeBuild();
const headers = { apikey: ANON_KEY, "content-type": "application/json" };

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: "Maria Silva",
  email: "maria@example.com.br",
  topic: "Sugestão",
  message: "Adorei o simulador de financiamento!",
  ...overrides,
});

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `POST /rest/v1/:table on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let database: Database;
      let app: Awaited<ReturnType<typeof buildApp>>;

      async function count(table: string, where = sql`true`): Promise<number> {
        const result = await database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
        );
        return Number((result as { rows: Array<{ n: number }> }).rows[0]!.n);
      }

      beforeAll(async () => {
        database = await engine.open();
        app = await buildApp(loadConfig({ BUILD_DIR, LOG_LEVEL: "silent", ANON_KEY, RATE_LIMIT_MAX: "100000" }), {
          database,
        });
      });
      afterAll(async () => {
        await app.close();
        await engine.dispose();
      });

      it("inserts one object with return=minimal: 201 and an empty body", async () => {
        const before = await count("contact_messages");
        const res = await app.inject({
          method: "POST",
          url: "/rest/v1/contact_messages",
          headers: { ...headers, prefer: "return=minimal" },
          payload: contact(),
        });
        expect(res.statusCode).toBe(201);
        expect(res.body).toBe("");
        expect(await count("contact_messages")).toBe(before + 1);
      });

      it("accepts the key as a Bearer token and defaults the topic to Suporte", async () => {
        const res = await app.inject({
          method: "POST",
          url: "/rest/v1/contact_messages",
          headers: {
            authorization: `Bearer ${ANON_KEY}`,
            "content-type": "application/json",
            prefer: "return=representation",
          },
          payload: contact({ topic: undefined, email: "bearer@example.com" }),
        });
        expect(res.statusCode).toBe(201);
        const [row] = res.json();
        expect(row).toMatchObject({ name: "Maria Silva", email: "bearer@example.com", topic: "Suporte" });
        expect(typeof row.id).toBe("number");
        expect(new Date(row.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
      });

      it("inserts an array all-or-nothing in one transaction", async () => {
        const before = await count("contact_messages");
        const ok = await app.inject({
          method: "POST",
          url: "/rest/v1/contact_messages",
          headers,
          payload: [contact({ email: "a1@example.com" }), contact({ email: "a2@example.com" })],
        });
        expect(ok.statusCode).toBe(201);
        expect(await count("contact_messages")).toBe(before + 2);
        const bad = await app.inject({
          method: "POST",
          url: "/rest/v1/contact_messages",
          headers,
          payload: [contact({ email: "a3@example.com" }), contact({ email: "not-an-email" })],
        });
        expect(bad.statusCode).toBe(400);
        expect(await count("contact_messages")).toBe(before + 2);
        expect(await count("contact_messages", sql`email = 'a3@example.com'`)).toBe(0);
      });

      it("saves a FIPE lookup as the page sends it (a one-element array)", async () => {
        const res = await app.inject({
          method: "POST",
          url: "/rest/v1/fipe_consultations",
          headers,
          payload: [
            {
              valor: "R$ 106.138,00",
              marca: "VW - VolksWagen",
              modelo: "AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut",
              ano_modelo: 2014,
              combustivel: "Diesel",
              codigo_fipe: "005340-6",
              mes_referencia: "fevereiro de 2017",
            },
          ],
        });
        expect(res.statusCode).toBe(201);
        expect(await count("fipe_consultations", sql`codigo_fipe = '005340-6'`)).toBe(1);
      });

      it.each([
        ["no key", {}, 401, "PGRST301"],
        ["a wrong apikey", { apikey: "wrong-key-0000000000" }, 401, "PGRST301"],
        ["a wrong bearer", { authorization: "Bearer wrong-key-00000000" }, 401, "PGRST301"],
      ])("refuses %s with 401", async (_label, extra, status, code) => {
        const res = await app.inject({
          method: "POST",
          url: "/rest/v1/contact_messages",
          headers: { "content-type": "application/json", ...extra },
          payload: contact(),
        });
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ code, message: expect.any(String), details: null });
        expect(res.json()).toHaveProperty("hint");
      });

      it("answers an unknown table with 404", async () => {
        const res = await app.inject({ method: "POST", url: "/rest/v1/users", headers, payload: {} });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          code: "PGRST205",
          message: "Could not find the table 'public.users' in the schema cache",
          details: null,
          hint: null,
        });
      });

      it.each([
        ["an unknown column", "contact_messages", contact({ phone: "123" }), "PGRST204"],
        [
          "a wrong type",
          "newsletter_subscriptions",
          { name: "Ana", email: "ana@example.com", has_accepted_terms: "sim" },
          "22P02",
        ],
        ["a missing required field", "contact_messages", contact({ email: undefined }), "23502"],
        ["an invalid e-mail", "newsletter_subscriptions", { name: "Ana", email: "ana.example.com" }, "23514"],
        ["an unknown topic", "contact_messages", contact({ topic: "Vendas" }), "23514"],
        ["an over-long message", "contact_messages", contact({ message: "x".repeat(5001) }), "22001"],
        ["an empty name", "contact_messages", contact({ name: "   " }), "23514"],
        [
          "a year as text",
          "fipe_consultations",
          {
            valor: "R$ 1,00",
            marca: "A",
            modelo: "B",
            ano_modelo: "2014",
            combustivel: "Gasolina",
            codigo_fipe: "1",
            mes_referencia: "x",
          },
          "22P02",
        ],
        ["a body that is not an object", "contact_messages", "texto", "PGRST102"],
      ])("answers %s with 400 and stores nothing", async (_label, table, payload, code) => {
        const before = await count(table);
        const res = await app.inject({
          method: "POST",
          url: `/rest/v1/${table}`,
          headers,
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe(code);
        expect(await count(table)).toBe(before);
      });

      it("answers malformed JSON with 400", async () => {
        const res = await app.inject({
          method: "POST",
          url: "/rest/v1/contact_messages",
          headers,
          payload: '{"name": ',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe("PGRST102");
      });

      it("answers a body over the limit with 413", async () => {
        const res = await app.inject({
          method: "POST",
          url: "/rest/v1/contact_messages",
          headers,
          payload: JSON.stringify(contact({ message: "x".repeat(40_000) })),
        });
        expect(res.statusCode).toBe(413);
        expect(res.json().code).toBe("PGRST413");
      });

      it("answers a wrong content type with 415", async () => {
        const res = await app.inject({
          method: "POST",
          url: "/rest/v1/contact_messages",
          headers: { apikey: ANON_KEY, "content-type": "text/plain" },
          payload: "name=x",
        });
        expect(res.statusCode).toBe(415);
        expect(res.json().code).toBe("PGRST107");
      });

      it("refuses reading the tables with the anonymous key", async () => {
        for (const table of ["contact_messages", "newsletter_subscriptions", "fipe_consultations"]) {
          const res = await app.inject({
            method: "GET",
            url: `/rest/v1/${table}?select=*`,
            headers: { apikey: ANON_KEY },
          });
          expect(res.statusCode, table).toBe(401);
          expect(res.json().code).toBe("42501");
          expect(res.body).not.toContain("@");
        }
      });

      it("answers a filled honeypot like a success and stores nothing", async () => {
        const before = await count("contact_messages");
        const res = await app.inject({
          method: "POST",
          url: "/rest/v1/contact_messages",
          headers,
          payload: { ...contact({ email: "bot@example.com" }), website: "http://spam.example" },
        });
        expect(res.statusCode).toBe(201);
        expect(await count("contact_messages")).toBe(before);
        const human = await app.inject({
          method: "POST",
          url: "/rest/v1/newsletter_subscriptions",
          headers,
          payload: { name: "Gente", email: "gente@example.com", has_accepted_terms: true, website: "" },
        });
        expect(human.statusCode).toBe(201);
        expect(await count("newsletter_subscriptions", sql`email = 'gente@example.com'`)).toBe(1);
      });

      it("keeps one newsletter row per e-mail, case-insensitive, updating name and consent", async () => {
        const send = (payload: object) =>
          app.inject({ method: "POST", url: "/rest/v1/newsletter_subscriptions", headers, payload });
        expect((await send({ name: "João", email: "Joao@Example.com", has_accepted_terms: false })).statusCode).toBe(
          201,
        );
        expect(
          (await send({ name: "João Pedro", email: "joao@example.COM", has_accepted_terms: true })).statusCode,
        ).toBe(201);
        const rows = await database.db.execute(
          sql`select name, has_accepted_terms from newsletter_subscriptions where lower(email) = 'joao@example.com'`,
        );
        expect((rows as { rows: unknown[] }).rows).toEqual([{ name: "João Pedro", has_accepted_terms: true }]);
      });

      it("works with the official supabase-js client, unchanged", async () => {
        const address = await app.listen({ port: 0, host: "127.0.0.1" });
        // Node 20 has no WebSocket; realtime is unused here, so its transport only has to exist.
        class NoWebSocket {
          constructor() {
            throw new Error("realtime is not used in this test");
          }
        }
        const client = createClient(address, ANON_KEY, {
          auth: { persistSession: false, autoRefreshToken: false },
          realtime: { transport: NoWebSocket as never },
        });
        const insert = await client
          .from("contact_messages")
          .insert({ name: "Cliente JS", email: "js@example.com", topic: "Outro", message: "Olá" });
        expect(insert.error).toBeNull();
        expect(insert.status).toBe(201);
        const many = await client.from("newsletter_subscriptions").insert([
          { name: "A", email: "js-a@example.com", has_accepted_terms: true },
          { name: "B", email: "js-b@example.com", has_accepted_terms: false },
        ]);
        expect(many.error).toBeNull();
        expect(await count("newsletter_subscriptions", sql`email like 'js-%'`)).toBe(2);
        const bad = await client.from("contact_messages").insert({ name: "X", email: "bad", message: "m" });
        expect(bad.error?.code).toBe("23514");
        const read = await client.from("contact_messages").select("*");
        expect(read.error?.code).toBe("42501");
        expect(read.data).toBeNull();
      });

      it("never answers 5xx and never writes part of a body (random bodies)", async () => {
        const value = fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.integer(),
          fc.boolean(),
          fc.constant(null),
          fc.constant("ana@example.com"),
          fc.constant("Suporte"),
        );
        const row = fc.dictionary(
          fc.constantFrom(
            "name",
            "email",
            "topic",
            "message",
            "website",
            "has_accepted_terms",
            "extra",
            "valor",
            "ano_modelo",
          ),
          value,
        );
        const body = fc.oneof(row, fc.array(row, { maxLength: 4 }), fc.string(), fc.integer(), fc.constant(null));
        const table = fc.constantFrom("contact_messages", "newsletter_subscriptions", "fipe_consultations", "nope");
        await fc.assert(
          fc.asyncProperty(table, body, async (t, payload) => {
            const real = t !== "nope";
            const before = real ? await count(t) : 0;
            const res = await app.inject({
              method: "POST",
              url: `/rest/v1/${t}`,
              headers,
              payload: JSON.stringify(payload),
            });
            expect(res.statusCode).toBeLessThan(500);
            expect([201, 400, 404]).toContain(res.statusCode);
            if (!real) return;
            const after = await count(t);
            if (res.statusCode !== 201) expect(after).toBe(before);
            else if (t !== "newsletter_subscriptions") {
              const rows = Array.isArray(payload) ? payload : [payload];
              const filled = (v: unknown) =>
                typeof v === "string" ? v.trim() !== "" : v !== undefined && v !== null && v !== false && v !== 0;
              const trapped =
                t === "contact_messages" && rows.some((r) => filled((r as { website?: unknown }).website));
              expect(after).toBe(trapped ? before : before + rows.length);
            }
          }),
          { numRuns: 300 },
        );
      });

      it("/readyz reports the database", async () => {
        const res = await app.inject({ url: "/readyz" });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          status: "ok",
          checks: {
            database: { ok: true, detail: engine.name },
            mail: { ok: true, detail: "off: SMTP_URL unset, mail waits in the outbox" },
            fipe: { ok: true },
          },
        });
      });
    },
  );
}

describe("rate limit on writes", () => {
  it("answers 429 past RATE_LIMIT_MAX writes per minute from one address", async () => {
    const [pglite] = engines();
    const database = await pglite!.open();
    const app = await buildApp(loadConfig({ BUILD_DIR, LOG_LEVEL: "silent", ANON_KEY, RATE_LIMIT_MAX: "3" }), {
      database,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({ method: "POST", url: "/rest/v1/contact_messages", headers, payload: contact() });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().code).toBe("PGRST429");
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const other = await app.inject({
      method: "POST",
      url: "/rest/v1/contact_messages",
      headers,
      payload: contact(),
      remoteAddress: "10.9.8.7",
    });
    expect(other.statusCode).toBe(201);
    await app.close();
  });
});
