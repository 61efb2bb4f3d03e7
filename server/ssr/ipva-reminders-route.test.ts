// The reminders' calendar file through the server: /ipva/{uf}/lembretes.ics is answered on
// request with the route's own loader (text/calendar, its file name and cache), its `final`
// and `tipo` reach it (the page cache keeps only the parameters a page reads), and bad input
// is a 4xx JSON in pt-BR, never a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeBuild } from "#tests/helpers/fake-build.ts";
import { loader } from "#app/routes/ipva-lembretes-ics.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import type { RenderRequest } from "./server-build.ts";

/** React Router's part: the route's loader for /ipva/:uf/lembretes.ics. */
const render: RenderRequest = async (request) => {
  const match = /^\/ipva\/([^/]+)\/lembretes\.ics$/.exec(new URL(request.url).pathname);
  if (!match) return new Response("not found", { status: 404 });
  return loader({ request, params: { uf: match[1]! } } as unknown as Parameters<typeof loader>[0]);
};

describe("GET /ipva/{uf}/lembretes.ics", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp(
      loadConfig({ BUILD_DIR: makeFakeBuild(), LOG_LEVEL: "silent", SITE_URL: "https://www.carroemconta.com.br" }),
      { database: await openDatabase({ dataDir: "memory://" }), render, mail: { autoStart: false } },
    );
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: "GET", url, headers: { host: "www.carroemconta.com.br" } });

  it("answers a calendar file for the final digit, with its headers", async () => {
    const res = await get("/ipva/sp/lembretes.ics?final=1&tipo=carro&utm_source=x");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="lembretes-ipva-sp-final-1-carro.ics"');
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(res.body).toContain("UID:ipva-2026-sp-cota-unica-1-final-1@carroemconta.com.br");
    expect(res.body).toContain("DTSTART;VALUE=DATE:20260112");
    // SP's licensing month for final 1 (July), for a car.
    expect(res.body).toContain("UID:licenciamento-2026-sp-car-final-1@carroemconta.com.br");
  });

  it("follows the type for licensing (SP's trucks have their own calendar)", async () => {
    const res = await get("/ipva/sp/lembretes.ics?final=1&tipo=caminhao");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("UID:licenciamento-2026-sp-truck-final-1@carroemconta.com.br");
  });

  it("refuses a missing or bad final digit and an unknown type with 400, an unknown state with 404", async () => {
    for (const url of [
      "/ipva/sp/lembretes.ics",
      "/ipva/sp/lembretes.ics?final=12",
      "/ipva/sp/lembretes.ics?final=1&tipo=aviao",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe("invalid_request");
      expect(res.json().message).toMatch(/final da placa|Tipo de veículo/);
    }
    const unknown = await get("/ipva/xx/lembretes.ics?final=1");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Estado não encontrado.");
  });
});
