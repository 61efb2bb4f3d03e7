import { describe, expect, it } from "vitest";
import {
  cascadeReducer,
  cascadeView,
  initialCascade,
  isBusy,
  type CascadeAction,
  type CascadeState,
  type Step,
} from "./cascade.ts";
import type { FipeOption, FipeResult } from "../../lib/fipe/fipe-types.ts";

const opts = (...codes: string[]): FipeOption[] => codes.map((codigo) => ({ codigo, nome: `N${codigo}` }));
const PRICE: FipeResult = {
  Valor: "R$ 1,00",
  MesReferencia: "novembro de 2026",
  Marca: "Fiat",
  Modelo: "Uno",
  AnoModelo: 2020,
  Combustivel: "Gasolina",
  CodigoFipe: "001-1",
};

function run(state: CascadeState, ...actions: CascadeAction[]) {
  return actions.reduce(cascadeReducer, state);
}

/** Answers the request a loading step waits on. */
function answer(s: CascadeState, step: Step, codes: string[] = ["1", "2"]): CascadeState {
  expect(s[step].status).toBe("loading");
  const request = s[step].request;
  return step === "result"
    ? cascadeReducer(s, { kind: "priced", request, value: PRICE })
    : cascadeReducer(s, { kind: "loaded", step, request, options: opts(...codes) });
}

/** Brands, brand 1, models, model 1, years, year 1: ready to consult. */
function chosen(): CascadeState {
  let s = run(initialCascade(), { kind: "start", type: "carros" });
  s = answer(s, "brands");
  s = answer(run(s, { kind: "brand", brand: "1" }), "models");
  s = answer(run(s, { kind: "model", model: "1" }), "years");
  return run(s, { kind: "year", year: "1" });
}

describe("FIPE cascade", () => {
  it("walks type → brand → model → year → price, enabling each field in turn", () => {
    let s = run(initialCascade(), { kind: "start", type: "carros" });
    expect(s.brands.status).toBe("loading");
    expect(cascadeView(s)).toMatchObject({ brandDisabled: true, modelDisabled: true, consultDisabled: true });
    s = answer(s, "brands");
    expect(cascadeView(s).brandDisabled).toBe(false);
    s = run(s, { kind: "brand", brand: "1" });
    expect(s.models.status).toBe("loading");
    expect(cascadeView(s).modelDisabled).toBe(true);
    s = answer(s, "models");
    s = answer(run(s, { kind: "model", model: "2" }), "years");
    expect(cascadeView(s)).toMatchObject({ yearDisabled: false, consultDisabled: true });
    s = run(s, { kind: "year", year: "1" });
    expect(cascadeView(s).consultDisabled).toBe(false);
    s = run(s, { kind: "consult" });
    expect(cascadeView(s).consultDisabled).toBe(true);
    expect(s.result.save).toBe(true);
    s = answer(s, "result");
    expect(s.result).toMatchObject({ status: "ready", value: PRICE });
    expect(cascadeView(s).consultDisabled).toBe(false);
  });

  it("a new year during a price lookup cancels it; Consultar FIPE works again", () => {
    let s = run(chosen(), { kind: "consult" });
    const stale = s.result.request;
    s = run(s, { kind: "year", year: "2" });
    expect(s.result.status).toBe("idle");
    expect(isBusy(s)).toBe(false);
    expect(cascadeView(s).consultDisabled).toBe(false);
    // The cancelled lookup's answer arriving late changes nothing.
    s = run(s, { kind: "priced", request: stale, value: PRICE });
    expect(s.result).toMatchObject({ status: "idle", value: null });
    s = run(s, { kind: "failed", step: "result", request: stale });
    expect(s.result.status).toBe("idle");
    s = answer(run(s, { kind: "consult" }), "result");
    expect(s.result.status).toBe("ready");
    expect(s.year).toBe("2");
  });

  it("each change clears what depends on it, also while lists load (spec section 4)", () => {
    let s = run(chosen(), { kind: "consult" });
    s = run(s, { kind: "model", model: "2" });
    expect(s).toMatchObject({ model: "2", year: "" });
    expect(s.result.status).toBe("idle");
    expect(s.years.status).toBe("loading");
    const yearsRequest = s.years.request;
    s = run(s, { kind: "brand", brand: "2" });
    expect(s).toMatchObject({ brand: "2", model: "", year: "" });
    expect(s.years.status).toBe("idle");
    s = run(s, { kind: "loaded", step: "years", request: yearsRequest, options: opts("9") });
    expect(s.years).toMatchObject({ status: "idle", options: [] });
    const modelsRequest = s.models.request;
    s = run(s, { kind: "type", type: "motos" });
    expect(s).toMatchObject({ type: "motos", brand: "", model: "", year: "" });
    expect([s.brands.status, s.models.status, s.years.status, s.result.status]).toEqual([
      "loading",
      "idle",
      "idle",
      "idle",
    ]);
    s = run(s, { kind: "loaded", step: "models", request: modelsRequest, options: opts("9") });
    expect(s.models.options).toEqual([]);
    s = answer(s, "brands", ["80"]);
    expect(isBusy(s)).toBe(false);
  });

  it("a second Consultar FIPE while the price loads is the same lookup", () => {
    const once = run(chosen(), { kind: "consult" });
    expect(run(once, { kind: "consult" })).toBe(once);
  });

  it("ignores a choice that is not in the loaded list", () => {
    const s = chosen();
    expect(run(s, { kind: "year", year: "x" })).toBe(s);
    expect(run(s, { kind: "brand", brand: "x" })).toBe(s);
  });

  it("a failed list shows an error and only that step can be retried", () => {
    let s = run(chosen(), { kind: "brand", brand: "2" });
    s = run(s, { kind: "failed", step: "models", request: s.models.request });
    expect(s.models).toMatchObject({ status: "error", options: [] });
    expect(isBusy(s)).toBe(false);
    expect(cascadeView(s)).toMatchObject({ modelDisabled: true, consultDisabled: true });
    expect(run(s, { kind: "retry", step: "brands" })).toBe(s);
    s = run(s, { kind: "retry", step: "models" });
    expect(s.models.status).toBe("loading");
    expect(s.brands.status).toBe("ready");
    s = answer(s, "models");
    expect(cascadeView(s).modelDisabled).toBe(false);
  });

  it("a failed price leaves Consultar FIPE usable", () => {
    let s = run(chosen(), { kind: "consult" });
    s = run(s, { kind: "failed", step: "result", request: s.result.request });
    expect(s.result.status).toBe("error");
    expect(cascadeView(s).consultDisabled).toBe(false);
  });

  it("restores a shared lookup step by step and shows its price without saving it", () => {
    let s = run(initialCascade(), { kind: "start", type: "motos", pending: { brand: "2", model: "1", year: "2" } });
    s = answer(s, "brands");
    expect(s.brand).toBe("2");
    s = answer(s, "models");
    expect(s.model).toBe("1");
    s = answer(s, "years");
    expect(s.year).toBe("2");
    expect(s.result).toMatchObject({ status: "loading", save: false });
    expect(s.pending).toBeNull();
  });

  it("a restored lookup's answers at once give the same state as answering step by step", () => {
    const start = run(initialCascade(), {
      kind: "start",
      type: "motos",
      pending: { brand: "2", model: "1", year: "2" },
    });
    const answers = { brands: opts("1", "2"), models: opts("1", "2"), years: opts("1", "2"), price: PRICE };
    const stepwise = answer(answer(answer(answer(start, "brands"), "models"), "years"), "result");
    const atOnce = run(start, { kind: "restored", request: start.brands.request, answers });
    expect(atOnce).toEqual(stepwise);
    expect(atOnce).toMatchObject({ brand: "2", model: "1", year: "2", pending: null });
    expect(atOnce.result).toMatchObject({ status: "ready", save: false, value: PRICE });
    expect(isBusy(atOnce)).toBe(false);
  });

  it("restored answers stop where a list lacks the code, and are ignored once superseded", () => {
    const start = run(initialCascade(), {
      kind: "start",
      type: "carros",
      pending: { brand: "1", model: "9", year: "1" },
    });
    const answers = { brands: opts("1", "2"), models: opts("1", "2"), years: opts("1"), price: PRICE };
    const s = run(start, { kind: "restored", request: start.brands.request, answers });
    expect(s).toMatchObject({ brand: "1", model: "", year: "", pending: null });
    expect(s.models.status).toBe("ready");
    expect([s.years.status, s.result.status]).toEqual(["idle", "idle"]);
    const moved = run(start, { kind: "type", type: "motos" });
    expect(run(moved, { kind: "restored", request: start.brands.request, answers })).toBe(moved);
  });

  it("stops restoring at a code the list does not have, or when the visitor changes something", () => {
    let s = run(initialCascade(), { kind: "start", type: "carros", pending: { brand: "7", model: "1", year: "1" } });
    s = answer(s, "brands");
    expect(s).toMatchObject({ brand: "", pending: null });
    s = run(initialCascade(), { kind: "start", type: "carros", pending: { brand: "1", model: "1", year: "1" } });
    s = answer(answer(s, "brands"), "models");
    s = run(s, { kind: "model", model: "2" });
    s = answer(s, "years");
    expect(s).toMatchObject({ model: "2", year: "", pending: null });
    expect(s.result.status).toBe("idle");
  });

  it("no sequence of changes and answers, however interleaved, leaves anything loading", () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const steps: Step[] = ["brands", "models", "years", "result"];
    for (let round = 0; round < 300; round++) {
      let s = run(initialCascade(), { kind: "start", type: "carros" });
      // What the page's effects would have in flight: every request a state has asked for.
      const inFlight: Array<{ step: Step; request: number }> = [];
      const track = () => {
        for (const step of steps) {
          const { status, request } = s[step];
          if (status === "loading" && !inFlight.some((r) => r.step === step && r.request === request))
            inFlight.push({ step, request });
        }
      };
      track();
      for (let i = 0; i < 25; i++) {
        const roll = random(9);
        const code = String(1 + random(2));
        if (roll === 0) s = run(s, { kind: "type", type: (["carros", "motos", "caminhoes"] as const)[random(3)]! });
        else if (roll === 1) s = run(s, { kind: "brand", brand: code });
        else if (roll === 2) s = run(s, { kind: "model", model: code });
        else if (roll === 3) s = run(s, { kind: "year", year: code });
        else if (roll === 4) s = run(s, { kind: "consult" });
        else if (roll === 5) s = run(s, { kind: "retry", step: steps[random(3)]! as "brands" });
        else if (inFlight.length) {
          const [r] = inFlight.splice(random(inFlight.length), 1);
          if (roll === 6 && r) s = run(s, { kind: "failed", step: r.step, request: r.request });
          else if (r?.step === "result") s = run(s, { kind: "priced", request: r.request, value: PRICE });
          else if (r) s = run(s, { kind: "loaded", step: r.step, request: r.request, options: opts("1", "2") });
        }
        track();
        // Whatever shows as loading is a request that will still answer.
        for (const step of steps)
          if (s[step].status === "loading")
            expect(inFlight.some((r) => r.step === step && r.request === s[step].request)).toBe(true);
      }
      // Let everything in flight answer (restoring can start more).
      while (inFlight.length) {
        const r = inFlight.shift()!;
        s =
          r.step === "result"
            ? run(s, { kind: "priced", request: r.request, value: PRICE })
            : run(s, { kind: "loaded", step: r.step, request: r.request, options: opts("1", "2") });
        track();
      }
      expect(isBusy(s)).toBe(false);
      if (s.year) expect(cascadeView(s).consultDisabled).toBe(false);
    }
  });
});
