// With mail off (no SMTP_URL, the default) the forms that promise an e-mail say the truth: the
// request is stored, its confirmation waits in the outbox, and it goes once the site's mail is
// configured. The server says which in every answer a form reads: the insert's header
// (newsletter), the JSON of /api/alertas-de-preco and /api/lembretes, and the page a post made
// without JavaScript lands on (/newsletter?inscricao=1, /lembretes-ipva?inscricao=1; the pages'
// own loaders and actions through React Router's static handler, tests/helpers/route-stand-in).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as lembretesIpva from "#app/routes/lembretes-ipva.tsx";
import * as newsletter from "#app/routes/newsletter.tsx";
import { makeFakeBuild } from "#tests/helpers/fake-build.ts";
import { routeStandIn } from "#tests/helpers/route-stand-in.tsx";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import type { RenderRequest } from "../ssr/server-build.ts";

const SITE = "https://www.carroemconta.com.br";
const HOST = "www.carroemconta.com.br";
const ANON_KEY = "test-anon-key-0123456789";
const ARGO = { tipo: "carros", marca: "21", modelo: "8000", ano: "2023-1" };

const MAIL_OFF_TEXT = "O e-mail de confirmação será enviado assim que o envio de e-mails do site estiver configurado.";

const pages = {
  newsletter: routeStandIn("/newsletter", newsletter),
  reminders: routeStandIn("/lembretes-ipva", lembretesIpva),
};
/** The two pages a subscription posted without JavaScript goes to, by path. */
const render: RenderRequest = (request, context) =>
  new URL(request.url).pathname.startsWith("/newsletter")
    ? pages.newsletter(request, context)
    : pages.reminders(request, context);

async function seedVehicle(database: Database) {
  await database.db.execute(sql`insert into fipe_brands (type, code, name) values ('carros', '21', 'Fiat')`);
  await database.db.execute(
    sql`insert into fipe_models (type, brand_code, code, name) values ('carros', '21', '8000', 'Argo 1.0 Flex')`,
  );
  await database.db.execute(sql`insert into fipe_model_years (type, brand_code, model_code, year_code, name,
      model_year, fuel_code, fuel, codigo_fipe, price_fields)
    values ('carros', '21', '8000', '2023-1', '2023 Gasolina', 2023, 1, 'Gasolina', '001234-5',
      ${JSON.stringify({ Marca: "Fiat", Modelo: "Argo 1.0 Flex" })})`);
}

async function unsentMail(database: Database): Promise<Array<{ kind: string; recipient: string }>> {
  const result = await database.db.execute(
    sql`select kind, recipient from mail_outbox where sent_at is null order by id`,
  );
  return (result as unknown as { rows: Array<{ kind: string; recipient: string }> }).rows;
}

for (const mail of ["off", "on"] as const) {
  describe(`the forms' answers with mail ${mail}`, () => {
    let app: Awaited<ReturnType<typeof buildApp>>;
    let database: Database;
    let client = 0;

    beforeAll(async () => {
      database = await openDatabase({ dataDir: "memory://" });
      app = await buildApp(
        loadConfig({
          BUILD_DIR: makeFakeBuild(),
          LOG_LEVEL: "silent",
          SITE_URL: SITE,
          ANON_KEY,
          RATE_LIMIT_MAX: "100000",
          // Mail on: an SMTP server is named (the worker is not started, nothing is sent).
          ...(mail === "on" ? { SMTP_URL: "smtp://127.0.0.1:2525" } : {}),
        }),
        { database, render, mail: { autoStart: false } },
      );
      await seedVehicle(database);
    });
    afterAll(() => app.close());

    const json = (url: string, payload: object) => {
      client += 1;
      return app.inject({
        method: "POST",
        url,
        headers: { host: HOST, "content-type": "application/json", apikey: ANON_KEY },
        payload,
        remoteAddress: `10.7.0.${client}`,
      });
    };
    const form = (url: string, fields: Record<string, string>) => {
      client += 1;
      return app.inject({
        method: "POST",
        url,
        headers: { host: HOST, origin: SITE, "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
        remoteAddress: `10.7.1.${client}`,
      });
    };
    const page = (url: string) => app.inject({ method: "GET", url, headers: { host: HOST } });

    it("the newsletter insert says whether its confirmation leaves now or waits (X-Mail-Delivery)", async () => {
      const res = await json("/rest/v1/newsletter_subscriptions", {
        name: "Ana",
        email: `ana-${mail}@example.com`,
        has_accepted_terms: true,
      });
      expect(res.statusCode).toBe(201);
      expect(res.headers["x-mail-delivery"]).toBe(mail);
      // Stored, with its confirmation in the outbox either way (sent later when mail is off).
      expect(await unsentMail(database)).toContainEqual({
        kind: "newsletter_confirmation",
        recipient: `ana-${mail}@example.com`,
      });
    });

    it("a price alert's answer says whether its confirmation leaves now or waits", async () => {
      const res = await json("/api/alertas-de-preco", { email: `bia-${mail}@example.com`, consent: true, ...ARGO });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ status: "pending", mail });
      expect(await unsentMail(database)).toContainEqual({
        kind: "price_alert_confirmation",
        recipient: `bia-${mail}@example.com`,
      });
    });

    it("a reminder's answer says whether its confirmation leaves now or waits", async () => {
      const res = await json("/api/lembretes", {
        email: `caio-${mail}@example.com`,
        state: "SP",
        finalDigit: "1",
        vehicleType: "car",
        consent: true,
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ status: "pending", mail });
    });

    it("a subscription posted without JavaScript lands on a page that says the same", async () => {
      const posted = await form("/newsletter", {
        name: "Duda",
        email: `duda-${mail}@example.com`,
        has_accepted_terms: "on",
      });
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe("/newsletter?inscricao=1");
      const done = await page("/newsletter?inscricao=1");
      expect(done.statusCode).toBe(200);
      if (mail === "off") {
        expect(done.body).toContain("Inscrição registrada");
        expect(done.body).toContain(MAIL_OFF_TEXT);
        expect(done.body).not.toContain("Confirme pelo e-mail que enviamos");
      } else {
        expect(done.body).toContain("Inscrição realizada com sucesso!");
        expect(done.body).toContain("Confirme pelo e-mail que enviamos.");
        expect(done.body).not.toContain(MAIL_OFF_TEXT);
      }
    });

    it("a reminder posted without JavaScript lands on a page that says the same", async () => {
      const posted = await form("/lembretes-ipva", {
        email: `edu-${mail}@example.com`,
        state: "RJ",
        finalDigit: "2",
        vehicleType: "car",
        consent: "on",
      });
      expect(posted.statusCode).toBe(303);
      const done = await page(posted.headers.location!.replace(/#.*$/, ""));
      expect(done.statusCode).toBe(200);
      if (mail === "off") {
        expect(done.body).toContain("Pedido de lembrete registrado");
        expect(done.body).toContain(MAIL_OFF_TEXT);
        expect(done.body).not.toContain("você vai receber um e-mail com um link de confirmação");
      } else {
        expect(done.body).toContain("Falta confirmar seu e-mail");
        expect(done.body).not.toContain(MAIL_OFF_TEXT);
      }
    });
  });
}
