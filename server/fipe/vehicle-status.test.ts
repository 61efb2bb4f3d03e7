import { describe, expect, it } from "vitest";
import type { ProxyAnswer } from "./proxy.ts";
import { vehicleStatus } from "./vehicle-status.ts";

const ok = (body: unknown): ProxyAnswer => ({ status: 200, body, cache: "HIT" });
const fail = (status: 404 | 502 | 503 | 504): ProxyAnswer => ({
  status,
  body: { error: "x", message: "Falha na comunicação com a API." },
  cache: "MISS",
});
const years = ok([{ codigo: "2014-3", nome: "2014 Diesel" }]);

describe("vehicleStatus", () => {
  it("found with a price; not-found when an upstream or the cached list says so", () => {
    expect(vehicleStatus(ok({ Valor: "R$ 1,00" }), null, "2014-3")).toBe("found");
    expect(vehicleStatus(fail(404), null, "2014-3")).toBe("not-found");
    expect(vehicleStatus(fail(503), ok([{ codigo: "2015-3", nome: "2015" }]), "2014-3")).toBe("not-found");
    expect(vehicleStatus(null, fail(404), "2014-3")).toBe("not-found");
  });

  it("listed when only the year list vouches for it", () => {
    expect(vehicleStatus(fail(502), years, "2014-3")).toBe("listed");
    expect(vehicleStatus(null, years, "2014-3")).toBe("listed");
  });

  it("unavailable when nothing can vouch for it (no soft 404 during an outage)", () => {
    expect(vehicleStatus(null, null, "2014-3")).toBe("unavailable");
    expect(vehicleStatus(fail(504), fail(503), "2014-3")).toBe("unavailable");
    expect(
      vehicleStatus(
        { status: 429, body: { error: "", message: "" }, cache: "MISS", retryAfterSeconds: 5 },
        null,
        "2014-3",
      ),
    ).toBe("unavailable");
  });
});
