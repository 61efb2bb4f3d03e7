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
          headers: { authorization: `Bearer ${ANON_KEY}`, "content-type": "application/json" },
          payload: contact({ topic: undefined, email: "bearer@example.com" }),
        });
        expect(res.statusCode).toBe(201);
        expect(await count("contact_messages", sql`email = 'bearer@example.com' and topic = 'Suporte'`)).toBe(1);
      });

      it("inserts an array all-or-nothing in one transaction", async () => {
        const lookup = (codigo_fipe: string, ano_modelo: unknown = 2014) => ({
          valor: "R$ 1,00",
          marca: "Marca",
          modelo: "Modelo",
          ano_modelo,
          combustivel: "Gasolina",
          codigo_fipe,
          mes_referencia: "maio de 2026",
        });
        const before = await count("fipe_consultations");
        const ok = await app.inject({
          method: "POST",
          url: "/rest/v1/fipe_consultations",
          headers,
          payload: [lookup("000001-1"), lookup("000002-1")],
        });
        expect(ok.statusCode).toBe(201);
        expect(await count("fipe_consultations")).toBe(before + 2);
        const bad = await app.inject({
          method: "POST",
          url: "/rest/v1/fipe_consultations",
          headers,
          payload: [lookup("000003-1"), lookup("000004-1", "dois mil")],
        });
        expect(bad.statusCode).toBe(400);
        expect(await count("fipe_consultations")).toBe(before + 2);
        expect(await count("fipe_consultations", sql`codigo_fipe = '000003-1'`)).toBe(0);
      });

      it("a contact message or a subscription is one row: an array of two is refused", async () => {
        for (const [table, rows] of [
          ["contact_messages", [contact({ email: "r1@example.com" }), contact({ email: "r2@example.com" })]],
          [
            "newsletter_subscriptions",
            [
              { name: "A", email: "r1@example.com", has_accepted_terms: true },
              { name: "B", email: "r2@example.com", has_accepted_terms: true },
            ],
          ],
        ] as const) {
          const before = await count(table);
          const res = await app.inject({ method: "POST", url: `/rest/v1/${table}`, headers, payload: rows as never });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({ code: "PGRST102" });
          expect(await count(table)).toBe(before);
        }
      });

      // return=representation would answer with the stored row, someone else's included
      // (enumeration, and their name and consent overwritten).
      it("refuses return=representation as the hosted backend's insert-only security does, storing nothing", async () => {
        for (const [table, payload] of [
          ["contact_messages", contact({ email: "rep@example.com" })],
          ["newsletter_subscriptions", { name: "Rep", email: "rep@example.com", has_accepted_terms: true }],
        ] as const) {
          const before = await count(table);
          const res = await app.inject({
            method: "POST",
            url: `/rest/v1/${table}`,
            headers: { ...headers, prefer: "return=representation" },
            payload,
          });
          expect(res.statusCode).toBe(401);
          expect(res.json()).toEqual({
            code: "42501",
            message: `permission denied for table ${table}`,
            details: null,
            hint: null,
          });
          expect(await count(table)).toBe(before);
        }
      });

      it("a repeated subscription leaves the stored row as it is and answers exactly like a new one", async () => {
        const send = (payload: object) =>
          app.inject({ method: "POST", url: "/rest/v1/newsletter_subscriptions", headers, payload });
        const first = await send({ name: "Vítima", email: "vitima@example.com", has_accepted_terms: true });
        const stored = async () =>
          (
            (await database.db.execute(
              sql`select name, email, has_accepted_terms, created_at, updated_at from newsletter_subscriptions where lower(email) = 'vitima@example.com'`,
            )) as { rows: unknown[] }
          ).rows;
        const before = await stored();
        const again = await send({ name: "Atacante", email: "VITIMA@example.com", has_accepted_terms: true });
        const fresh = await send({ name: "Nova", email: "nova-pessoa@example.com", has_accepted_terms: true });
        for (const res of [first, again, fresh]) {
          expect(res.statusCode).toBe(201);
          expect(res.body).toBe("");
        }
        expect(again.headers["content-type"]).toBe(fresh.headers["content-type"]);
        expect(await stored()).toEqual(before);
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

      it("refuses a subscription without consent (400, the box's pt-BR message) and stores nothing", async () => {
        const send = (payload: object) =>
          app.inject({ method: "POST", url: "/rest/v1/newsletter_subscriptions", headers, payload });
        for (const payload of [
          { name: "Sem", email: "sem-aceite@example.com", has_accepted_terms: false },
          { name: "Sem", email: "sem-aceite@example.com" },
        ]) {
          const res = await send(payload);
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({ code: "23514", details: "Marque a caixa para receber a newsletter." });
        }
        expect(await count("newsletter_subscriptions", sql`email = 'sem-aceite@example.com'`)).toBe(0);
      });

      it("keeps one newsletter row per e-mail, case-insensitive; subscribing again changes nothing", async () => {
        const send = (payload: object) =>
          app.inject({ method: "POST", url: "/rest/v1/newsletter_subscriptions", headers, payload });
        expect((await send({ name: "João", email: "Joao@Example.com", has_accepted_terms: true })).statusCode).toBe(
          201,
        );
        expect(
          (await send({ name: "João Pedro", email: "joao@example.COM", has_accepted_terms: true })).statusCode,
        ).toBe(201);
        const rows = async () =>
          (
            (await database.db.execute(
              sql`select name, has_accepted_terms from newsletter_subscriptions where lower(email) = 'joao@example.com'`,
            )) as { rows: unknown[] }
          ).rows;
        expect(await rows()).toEqual([{ name: "João", has_accepted_terms: true }]);
        expect((await send({ name: "X", email: "joao@example.com", has_accepted_terms: false })).statusCode).toBe(400);
        expect(await rows()).toEqual([{ name: "João", has_accepted_terms: true }]);
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
        const one = await client
          .from("newsletter_subscriptions")
          .insert({ name: "A", email: "js-a@example.com", has_accepted_terms: true });
        expect(one.error).toBeNull();
        // Without consent: the error the box shows, in pt-BR.
        const unticked = await client
          .from("newsletter_subscriptions")
          .insert({ name: "B", email: "js-b@example.com", has_accepted_terms: false });
        expect(unticked.error?.details).toBe("Marque a caixa para receber a newsletter.");
        expect(await count("newsletter_subscriptions", sql`email like 'js-%'`)).toBe(1);
        // .select() after .insert() asks for the row back: refused, as on Supabase.
        const back = await client
          .from("newsletter_subscriptions")
          .insert({ name: "C", email: "js-c@example.com" })
          .select();
        expect(back.error?.code).toBe("42501");
        expect(back.data).toBeNull();
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

      it("/readyz says ready, and nothing more (not the upstreams and budgets)", async () => {
        const res = await app.inject({ url: "/readyz" });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: "ok" });
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

describe("what an anonymous visitor can do with the inserts", () => {
  const lookup = (i: number) => ({
    valor: "R$ 1,00",
    marca: "Marca",
    modelo: `Modelo ${i}`,
    ano_modelo: 2014,
    combustivel: "Gasolina",
    codigo_fipe: "000001-1",
    mes_referencia: "maio de 2026",
  });

  // The limit counts rows, not requests (else 30 requests of 50 rows each would go through a minute).
  it("the write limit counts rows, not requests", async () => {
    const [pglite] = engines();
    const database = await pglite!.open();
    const app = await buildApp(loadConfig({ BUILD_DIR, LOG_LEVEL: "silent", ANON_KEY, RATE_LIMIT_MAX: "30" }), {
      database,
    });
    try {
      const post = (n: number) =>
        app.inject({
          method: "POST",
          url: "/rest/v1/fipe_consultations",
          headers,
          payload: Array.from({ length: n }, (_, i) => lookup(i)),
        });
      expect((await post(20)).statusCode).toBe(201);
      const over = await post(20);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
      const result = await database.db.execute(sql`select count(*)::int as n from fipe_consultations`);
      expect((result as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(20);
    } finally {
      await app.close();
    }
  });

  // A NUL byte must not return PostgreSQL's own message text to the client.
  for (const engine of engines()) {
    it.skipIf(engine.skipReason)(`database error text never reaches the client (${engine.name})`, async () => {
      const database = await engine.open();
      const app = await buildApp(loadConfig({ BUILD_DIR, LOG_LEVEL: "silent", ANON_KEY, RATE_LIMIT_MAX: "1000" }), {
        database,
      });
      try {
        const res = await app.inject({
          method: "POST",
          url: "/rest/v1/contact_messages",
          headers,
          payload: JSON.stringify(contact({ message: "olá\u0000mundo" })),
        });
        expect(res.statusCode).toBe(400);
        const body = res.json();
        expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
        expect(body.code).toMatch(/^2[23]/);
        // PostgreSQL's and PGlite's wording ("invalid byte sequence for encoding \"UTF8\": 0x00").
        expect(JSON.stringify(body)).not.toMatch(/encoding|UTF8|0x00/);
        expect(body.details).toBeNull();
      } finally {
        await app.close();
        await engine.dispose();
      }
    });
  }
});
