// The 12-month history endpoint: past months read once and then kept, months a vehicle was not
// listed left out, 404 for an unknown vehicle, 503 when nothing can be had.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeFakeBuild } from "../../../tests/helpers/fake-build.ts";
import { startFipeMock, type FipeMock } from "../../../tests/fixtures/fipe/server.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { openDatabase, type Database } from "../../db/client.ts";

type History = { months: Array<{ reference: string; month: string; value: string }>; missing: number };

describe("GET /api/fipe/.../historico", () => {
  let mock: FipeMock;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    mock = await startFipeMock();
    database = await openDatabase({ dataDir: "memory://" });
    app = await buildApp(
      loadConfig({
        BUILD_DIR: makeFakeBuild(),
        LOG_LEVEL: "silent",
        FIPE_CLIENT_LIMIT: "100000",
        FIPE_UPSTREAMS: `v1:${mock.url}`,
        FIPE_TIMEOUT_MS: "800",
      }),
      { database },
    );
  });
  beforeEach(async () => {
    mock.reset();
    await database.db.execute(sql`delete from fipe_cache`);
    await database.db.execute(sql`delete from fipe_upstream_calls`);
  });
  afterAll(async () => {
    await app.close();
    await mock.close();
  });

  it("answers the last 12 months oldest first, each month's own price, and asks upstream only once", async () => {
    const url = "/api/fipe/carros/marcas/59/modelos/5940/anos/2014-3/historico";
    // Nothing held yet: the months are asked for in the background, not on this request.
    const first = await app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.json<History>()).toEqual({ months: [], missing: 12 });
    expect(first.headers["cache-control"]).toBe("no-store");
    await app.fipe.historyFiller.idle();
    const filled = await app.inject({ url });
    const body = filled.json<History>();
    expect(body.missing).toBe(0);
    expect(body.months).toHaveLength(12);
    expect(body.months.map((m) => m.reference)).toEqual(Array.from({ length: 12 }, (_, i) => String(328 + i)));
    expect(body.months.at(-1)).toEqual({ reference: "339", month: "novembro de 2026", value: "R$ 106.138,00" });
    expect(body.months[0]!.month).toBe("dezembro de 2025");
    expect(new Set(body.months.map((m) => m.value)).size).toBeGreaterThan(1);
    const calls = mock.hits();
    // The vehicle checked first (brands, models, years, its price), the reference list, twelve months.
    expect(calls).toBe(17);

    const second = await app.inject({ url });
    expect(second.json()).toEqual(body);
    expect(mock.hits()).toBe(calls);
  });

  it("starts later for a vehicle launched less than a year ago, and says how many months are missing", async () => {
    const url = "/api/fipe/carros/marcas/59/modelos/59001/anos/2020-1/historico";
    await app.inject({ url });
    await app.fipe.historyFiller.idle();
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    const body = res.json<History>();
    expect(body.months).toHaveLength(9);
    expect(body.missing).toBe(3);
    expect(body.months[0]!.reference).toBe("331");
  });

  it("answers 404 for a vehicle FIPE does not know and 400 for a malformed path", async () => {
    expect(
      (await app.inject({ url: "/api/fipe/carros/marcas/59/modelos/9999/anos/2014-3/historico" })).statusCode,
    ).toBe(404);
    const bad = await app.inject({ url: "/api/fipe/carros/marcas/x/modelos/1/anos/2014-3/historico" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Tipo de veículo ou código inválido.");
  });

  it("answers 503 (not an empty history) when the vehicle cannot be checked", async () => {
    mock.setMode("500");
    const res = await app.inject({ url: "/api/fipe/carros/marcas/21/modelos/21000/anos/2020-1/historico" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
