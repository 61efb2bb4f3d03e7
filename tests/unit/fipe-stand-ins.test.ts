// The local FIPE stand-ins answer like the real services (docs/architecture/fipe-upstreams.md), and the
// e2e control on v1's port acts on all three or on one.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFipeStandIns, type FipeStandIns } from "../fixtures/fipe/server.ts";

let stands: FipeStandIns;
const base = () => `http://127.0.0.1:${stands.v1.port}`;

function site(method: string, form: Record<string, string>) {
  return fetch(`${stands.site.url}/${method}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
}

beforeAll(async () => {
  stands = await startFipeStandIns();
});
beforeEach(async () => {
  await fetch(`${base()}/__reset`, { method: "POST" });
});
afterAll(() => stands.close());

describe("FIPE stand-ins", () => {
  it("list at least 14 reference months, newest first, with each service's labels", async () => {
    const v1 = await (await fetch(`${stands.v1.url}/referencias`)).json();
    expect(v1.length).toBeGreaterThanOrEqual(14);
    expect(v1[0]).toEqual({ codigo: "339", mes: "novembro de 2026 " });
    expect(v1[3]).toEqual({ codigo: "336", mes: "agosto de 2026 " });
    const v2 = await (await fetch(`${stands.v2.url}/references`)).json();
    expect(v2[0]).toEqual({ code: "339", month: "novembro de 2026" });
    const s = await (await site("ConsultarTabelaDeReferencia", {})).json();
    expect(s[3]).toEqual({ Codigo: 336, Mes: "agosto/2026 " });
  });

  it("price a vehicle per month, a little differently each month, and 404 before it existed", async () => {
    const path = "carros/marcas/59/modelos/59001/anos/2020-1";
    const valores = [];
    for (const code of ["339", "338", "337", "331"]) {
      const res = await fetch(`${stands.v1.url}/${path}?referencia=${code}`);
      expect(res.status).toBe(200);
      valores.push((await res.json()).Valor);
    }
    expect(new Set(valores).size).toBe(4);
    expect((await fetch(`${stands.v1.url}/${path}?referencia=330`)).status).toBe(404);
    expect((await fetch(`${stands.v2.url}/cars/brands/59/models/59001/years/2020-1?reference=330`)).status).toBe(404);
    const form = {
      codigoTabelaReferencia: "330",
      codigoTipoVeiculo: "1",
      codigoMarca: "59",
      codigoModelo: "59001",
      anoModelo: "2020",
      codigoTipoCombustivel: "1",
      tipoVeiculo: "carro",
      tipoConsulta: "tradicional",
    };
    const missing = await site("ConsultarValorComTodosParametros", form);
    expect(missing.status).toBe(200);
    expect(await missing.json()).toEqual({ erro: "nadaencontrado" });
    const found = await (
      await site("ConsultarValorComTodosParametros", { ...form, codigoTabelaReferencia: "331" })
    ).json();
    expect(found).toMatchObject({ MesReferencia: "março de 2026 ", AnoModelo: 2020, Marca: "VW - VolksWagen" });
    expect(await (await site("ConsultarMarcas", { codigoTipoVeiculo: "1" })).json()).toEqual({
      erro: "Parâmetros inválidos",
    });
    expect((await fetch(`${stands.site.url}/ConsultarMarcas`)).status).toBe(405);
  });

  it("v1's control switches all three by default, or the one named", async () => {
    await fetch(`${base()}/__control`, { method: "POST", body: JSON.stringify({ mode: "500" }) });
    expect([stands.v1.mode(), stands.v2.mode(), stands.site.mode()]).toEqual(["500", "500", "500"]);
    await fetch(`${base()}/__control`, { method: "POST", body: JSON.stringify({ mode: "ok" }) });
    await fetch(`${base()}/__control`, {
      method: "POST",
      body: JSON.stringify({ mode: "challenge", upstream: "site" }),
    });
    expect([stands.v1.mode(), stands.v2.mode(), stands.site.mode()]).toEqual(["ok", "ok", "challenge"]);
    const challenge = await site("ConsultarTabelaDeReferencia", {});
    expect(challenge.status).toBe(403);
    expect(await challenge.text()).toContain("_cf_chl_opt");
    const bad = await fetch(`${base()}/__control`, { method: "POST", body: JSON.stringify({ mode: "x" }) });
    expect(bad.status).toBe(400);
  });

  it("/__hits counts every stand-in under v1-style paths", async () => {
    await fetch(`${stands.v1.url}/carros/marcas`);
    await fetch(`${stands.v2.url}/cars/brands`);
    await site("ConsultarMarcas", { codigoTabelaReferencia: "339", codigoTipoVeiculo: "1" });
    expect(await (await fetch(`${base()}/__hits`)).json()).toEqual({ "carros/marcas": 3 });
    expect(await (await fetch(`${base()}/__hits?upstream=v2`)).json()).toEqual({ "carros/marcas": 1 });
  });
});
