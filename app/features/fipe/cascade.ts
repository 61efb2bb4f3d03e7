// The FIPE cascade (spec sections 2 and 4) as a pure state machine: type → brands → brand →
// models → model → years → year → price. React only dispatches and runs the requests a state
// asks for (fipe-lookup.tsx). Every request has an id; a step is "loading" exactly while its
// current request is in flight, and any change that supersedes a request gives that step a new
// id and a new status, so no answer, failure or cancellation can leave a loading flag behind.
import type { FipeOption, FipeResult, VehicleType } from "../../lib/fipe/fipe-types.ts";
import type { VehicleCodes } from "../../lib/fipe/vehicle-path.ts";

export type ListStep = "brands" | "models" | "years";
export type Step = ListStep | "result";
export type StepStatus = "idle" | "loading" | "ready" | "error";

export type ListState = { status: StepStatus; options: FipeOption[]; request: number };
export type ResultState = {
  status: StepStatus;
  value: FipeResult | null;
  request: number;
  /** Save the consultation when the price arrives (an explicit "Consultar FIPE"). */
  save: boolean;
};

export type Selection = { brand: string; model: string; year: string };

export type CascadeState = {
  type: VehicleType;
  brand: string;
  model: string;
  year: string;
  brands: ListState;
  models: ListState;
  years: ListState;
  result: ResultState;
  /** A lookup restored from the URL, chosen step by step as the lists arrive. */
  pending: Selection | null;
  /** The id the next request gets. */
  nextRequest: number;
};

export type CascadeAction =
  | { kind: "start"; type: VehicleType; pending?: Selection | null }
  | { kind: "type"; type: VehicleType }
  | { kind: "brand"; brand: string }
  | { kind: "model"; model: string }
  | { kind: "year"; year: string }
  | { kind: "consult" }
  | { kind: "retry"; step: Step }
  | { kind: "loaded"; step: ListStep; request: number; options: FipeOption[] }
  | { kind: "priced"; request: number; value: FipeResult }
  | { kind: "failed"; step: Step; request: number }
  | { kind: "restored"; request: number; answers: RestoredAnswers };

/** The answers a restored lookup needs, fetched at once (fipe-lookup.tsx). */
export type RestoredAnswers = { brands: FipeOption[]; models: FipeOption[]; years: FipeOption[]; price: FipeResult };

const list = (status: StepStatus, request: number): ListState => ({ status, options: [], request });
const result = (status: StepStatus, request: number, save = false): ResultState => ({
  status,
  value: null,
  request,
  save,
});

export function initialCascade(type: VehicleType = "carros"): CascadeState {
  return {
    type,
    brand: "",
    model: "",
    year: "",
    brands: list("idle", 0),
    models: list("idle", 0),
    years: list("idle", 0),
    result: result("idle", 0),
    pending: null,
    nextRequest: 1,
  };
}

/** The selection made from each list. */
const PICKED_FROM = { brands: "brand", models: "model", years: "year" } as const satisfies Record<ListStep, string>;

/** The lists that depend on a choice of type, brand or model, the one it loads first. */
const LISTS_AFTER = {
  type: ["brands", "models", "years"],
  brand: ["models", "years"],
  model: ["years"],
} as const satisfies Record<string, readonly ListStep[]>;

/**
 * `s` with a new type, brand or model chosen: the list right after the choice loads, the lists
 * further down and their selections are emptied, the price is cleared, each with a new request id.
 */
function afterChoice(s: CascadeState, level: keyof typeof LISTS_AFTER, pending: Selection | null): CascadeState {
  const n = s.nextRequest;
  const lists = LISTS_AFTER[level];
  const next: CascadeState = { ...s, pending };
  lists.forEach((step, i) => {
    next[PICKED_FROM[step]] = "";
    next[step] = list(i === 0 ? "loading" : "idle", n + i);
  });
  next.result = result("idle", n + lists.length);
  next.nextRequest = n + lists.length + 1;
  return next;
}

function withYear(s: CascadeState, year: string, lookup: "none" | "show" | "save"): CascadeState {
  const n = s.nextRequest;
  const status = lookup === "none" ? "idle" : "loading";
  return { ...s, year, result: result(status, n, lookup === "save"), pending: null, nextRequest: n + 1 };
}

/** Is this answer for the request the step is waiting on? Anything else is stale. */
function current(s: CascadeState, step: Step, request: number): boolean {
  return s[step].status === "loading" && s[step].request === request;
}

const has = (options: FipeOption[], code: string | undefined) => !!code && options.some((o) => o.codigo === code);

export function cascadeReducer(s: CascadeState, action: CascadeAction): CascadeState {
  switch (action.kind) {
    case "start":
      return afterChoice({ ...s, type: action.type }, "type", action.pending ?? null);
    case "type":
      return afterChoice({ ...s, type: action.type }, "type", null);
    case "brand":
      return s.brands.status === "ready" && has(s.brands.options, action.brand)
        ? afterChoice({ ...s, brand: action.brand }, "brand", null)
        : s;
    case "model":
      return s.models.status === "ready" && has(s.models.options, action.model)
        ? afterChoice({ ...s, model: action.model }, "model", null)
        : s;
    case "year":
      return s.years.status === "ready" && has(s.years.options, action.year) ? withYear(s, action.year, "none") : s;
    case "consult":
      // Without a year the page shows 'Seleção incompleta'; a second click while the price
      // loads is the same lookup, not a new one.
      if (!s.year || isBusy(s)) return s;
      return withYear(s, s.year, "save");
    case "retry": {
      if (s[action.step].status !== "error") return s;
      if (action.step === "result") {
        return { ...s, result: result("loading", s.nextRequest, s.result.save), nextRequest: s.nextRequest + 1 };
      }
      return { ...s, [action.step]: list("loading", s.nextRequest), nextRequest: s.nextRequest + 1 };
    }
    case "loaded": {
      if (!current(s, action.step, action.request)) return s;
      const next = { ...s, [action.step]: { ...s[action.step], status: "ready", options: action.options } };
      const p = s.pending;
      if (action.step === "brands")
        return has(action.options, p?.brand)
          ? afterChoice({ ...next, brand: p!.brand }, "brand", p)
          : { ...next, pending: null };
      if (action.step === "models")
        return has(action.options, p?.model)
          ? afterChoice({ ...next, model: p!.model }, "model", p)
          : { ...next, pending: null };
      // A lookup restored from a shared link shows its price but is not saved again.
      return has(action.options, p?.year) ? withYear(next, p!.year, "show") : { ...next, pending: null };
    }
    case "priced":
      if (!current(s, "result", action.request)) return s;
      return { ...s, result: { ...s.result, status: "ready", value: action.value } };
    case "restored": {
      // A restored lookup's four answers in one go, for the brands request that started it:
      // the same state as answering its steps one by one, in one render instead of four.
      if (!current(s, "brands", action.request)) return s;
      const { brands, models, years, price } = action.answers;
      let next = cascadeReducer(s, { kind: "loaded", step: "brands", request: action.request, options: brands });
      if (next.models.status === "loading")
        next = cascadeReducer(next, { kind: "loaded", step: "models", request: next.models.request, options: models });
      if (next.years.status === "loading")
        next = cascadeReducer(next, { kind: "loaded", step: "years", request: next.years.request, options: years });
      if (next.result.status === "loading")
        next = cascadeReducer(next, { kind: "priced", request: next.result.request, value: price });
      return next;
    }
    case "failed": {
      if (!current(s, action.step, action.request)) return s;
      const failed =
        action.step === "result"
          ? { ...s.result, status: "error" }
          : { ...s[action.step], status: "error", options: [] };
      return { ...s, [action.step]: failed, pending: null };
    }
  }
}

/** Is any list or the price loading? */
export function isBusy(s: CascadeState): boolean {
  return [s.brands, s.models, s.years, s.result].some((step) => step.status === "loading");
}

/** What the form shows for a state (spec section 2). */
export function cascadeView(s: CascadeState) {
  return {
    brandDisabled: s.brands.status !== "ready" || s.brands.options.length === 0,
    modelDisabled: !s.brand || s.models.status !== "ready" || s.models.options.length === 0,
    yearDisabled: !s.model || s.years.status !== "ready" || s.years.options.length === 0,
    consultDisabled: !s.year || isBusy(s),
  };
}

/** The state of a lookup the server rendered with its answers: every step ready, nothing to fetch. */
export function restoredCascade(codes: VehicleCodes, answers: RestoredAnswers): CascadeState {
  const started = cascadeReducer(initialCascade(codes.type), {
    kind: "start",
    type: codes.type,
    pending: { brand: codes.brand, model: codes.model, year: codes.year },
  });
  return cascadeReducer(started, { kind: "restored", request: started.brands.request, answers });
}
