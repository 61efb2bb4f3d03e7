import { LoaderCircle } from "../../components/icons/outline/loader-circle.ts";
import { RotateCw } from "../../components/icons/outline/rotate-cw.ts";
import { Search } from "../../components/icons/outline/search.ts";
import { Suspense, lazy, startTransition, useEffect, useReducer, useRef, type FormEvent, type ReactNode } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle, TitledCard } from "../../components/ui/card.tsx";
import { Combobox } from "../../components/ui/combobox.tsx";
import { Select } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { enumParam } from "../../lib/query-params.ts";
import { insertRows } from "../../lib/rest-client.ts";
import { cascadeReducer, cascadeView, initialCascade, restoredCascade, type ListStep, type Step } from "./cascade.ts";
import { FipeApiError, consultationRow, fipeApi, restoreLookup } from "./fipe-api.ts";
import {
  VEHICLE_TYPES,
  VEHICLE_TYPE_LABELS,
  formatModelYear,
  formatYearOptionName,
  type FipeOption,
  type FipeResult,
  type VehicleType,
} from "../../lib/fipe/fipe-types.ts";
import { COMPARE_CARRY_PARAM } from "../../lib/fipe/compare-list.ts";
import { FIPE_STRINGS as S } from "./strings.ts";
import type { VehiclePageData } from "../../lib/fipe/vehicle-page-data.ts";
import { pricedVehiclePath } from "../../lib/fipe/vehicle-meta.ts";
import { vehicleFromParams, type VehicleCodes } from "../../lib/fipe/vehicle-path.ts";
// The result's actions and its history hold no field: their code is split from the page's
// first scripts (React's lazy; the server renders them in full).
const VehicleActions = lazy(() => import("./vehicle-result-extras.tsx").then((m) => ({ default: m.VehicleActions })));
const VehicleHistory = lazy(() => import("./vehicle-result-extras.tsx").then((m) => ({ default: m.VehicleHistory })));
import { recordVehicleView } from "./vehicle-view.ts";

const TYPE_OPTIONS = VEHICLE_TYPES.map((t) => ({ value: t, label: VEHICLE_TYPE_LABELS[t].plural }));
const toOptions = (list: FipeOption[], label: (nome: string) => string = (n) => n) =>
  list.map((o) => ({ value: o.codigo, label: label(o.nome) }));

const FIELD_IDS: Record<ListStep, string> = { brands: "fipe-marca", models: "fipe-modelo", years: "fipe-ano" };

function apiErrorToast(error: unknown) {
  toast({
    title: S.apiErrorTitle,
    description: error instanceof FipeApiError ? error.message : S.apiErrorFallback,
    variant: "destructive",
  });
}

function isAbort(error: unknown) {
  return (error as Error)?.name === "AbortError";
}

function SelectField({
  label,
  htmlFor,
  loading,
  loadingText,
  error,
  onRetry,
  children,
}: {
  label: string;
  htmlFor: string;
  loading: boolean;
  loadingText: string;
  /** Shown under the field, with a retry button, when its list could not be loaded. */
  error?: string;
  onRetry?: () => void;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between">
        <label htmlFor={htmlFor} className="text-sm font-semibold text-gray-800">
          {label}
        </label>
        {loading ? (
          <span role="status" className="inline-flex items-center gap-1 text-xs text-gray-600">
            <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
            {loadingText}
          </span>
        ) : null}
      </div>
      {children}
      {error ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-red-50 px-3 py-2">
          <p id={`${htmlFor}-erro`} className="text-sm text-red-800">
            {error}
          </p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-4" />
            {S.retry}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function sameVehicle(page: VehiclePageData | null, codes: VehicleCodes): boolean {
  const c = page?.codes;
  return !!c && c.type === codes.type && c.brand === codes.brand && c.model === codes.model && c.year === codes.year;
}

function ResultView({ result }: { result: FipeResult }) {
  const rows: Array<[string, string]> = [
    ["Mês de referência", result.MesReferencia],
    ["Código FIPE", result.CodigoFipe],
    ["Marca", result.Marca],
    ["Modelo", result.Modelo],
    ["Ano", formatModelYear(result.AnoModelo)],
    ["Combustível", result.Combustivel],
  ];
  return (
    <div>
      <div className="rounded-xl bg-brand-50 p-5">
        <p className="text-sm font-semibold text-gray-700">Valor FIPE</p>
        <p className="mt-1 text-3xl font-extrabold text-brand-700">{result.Valor}</p>
      </div>
      <dl className="mt-4 divide-y divide-gray-100">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-start justify-between gap-4 py-2.5">
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd className="text-right font-semibold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Saves a consultation; if that fails the result stays on screen (spec section 8). */
async function saveConsultation(found: FipeResult, codes: VehicleCodes) {
  try {
    await insertRows("fipe_consultations", [consultationRow(found, codes)]);
  } catch (error) {
    console.error("Erro ao salvar consulta", error);
    toast({ title: S.saveErrorTitle, description: S.saveErrorDescription, variant: "destructive" });
  }
}

/**
 * The FIPE cascade (spec sections 2, 4, 8): type → brand → model → year → result, then saved.
 * The state machine is in cascade.ts; this component runs the requests its states ask for,
 * each cancelled by the effect's cleanup as soon as the state moves on. A vehicle's page starts
 * from the answers the server rendered it with (`initial`): nothing is asked for again.
 */
export function FipeLookup({
  initial = null,
  onShown,
  search,
}: {
  initial?: VehiclePageData | null;
  /** "Buscar veículo", shown above the fields on a vehicle's page (where both follow the price). */
  search?: ReactNode;
  /** Told which vehicle's price is on screen (null when none), e.g. to name it in the heading. */
  onShown?: (vehicle: { codes: VehicleCodes; result: FipeResult } | null) => void;
}) {
  const [searchParams] = useSearchParams();
  const params = useParams();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(cascadeReducer, initial, (rendered) =>
    rendered ? restoredCascade(rendered.codes, rendered) : initialCascade(),
  );
  const { type, brand, model, year, brands, models, years, result } = state;
  const view = cascadeView(state);
  // The price a page showed without "Consultar FIPE" (rendered with it, restored from its
  // address) is a view of the vehicle: counted once (the button's lookup saves itself).
  const counted = useRef<FipeResult | null>(null);
  useEffect(() => {
    onShown?.(result.value ? { codes: { type, brand, model, year }, result: result.value } : null);
    if (result.value && !result.save && counted.current !== result.value) {
      counted.current = result.value;
      void recordVehicleView(result.value, { type, brand, model, year });
    }
    // Only the result on screen matters; the codes belong to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result.value]);
  const resultRef = useRef<HTMLElement>(null);
  /** A vehicle's own page being restored: its lists and price are asked for at once. */
  const restoring = useRef<VehicleCodes | null>(null);

  /** Why each list last failed, said under its field (429 or the FIPE services down). */
  const listFailures = useRef<Partial<Record<ListStep, number | null>>>({});

  /** Retries scheduled after a 429 (cleared when the page goes). */
  const retryTimers = useRef(new Set<number>());
  useEffect(() => {
    const timers = retryTimers.current;
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  function failed(step: Step, request: number, error: unknown) {
    if (isAbort(error)) return; // the state has moved on; nothing to show
    const limited = error instanceof FipeApiError && error.status === 429;
    if (limited) {
      // The per-client limit, not an error: said in words, and the step asked again by itself
      // once the wait the server named is over.
      const seconds = error.retryAfterSeconds ?? 10;
      if (step === "result")
        toast({ title: S.tooManyTitle, description: S.tooManyWait.replace("{s}", String(seconds)) });
      const timer = window.setTimeout(() => {
        retryTimers.current.delete(timer);
        dispatch({ kind: "retry", step });
      }, seconds * 1000);
      retryTimers.current.add(timer);
    }
    // A list that could not be loaded is explained under its field, with a retry button: no
    // "Erro de API" toast on top of it (a visitor landing while FIPE is down sees why).
    if (step !== "result") listFailures.current[step] = error instanceof FipeApiError ? error.status : null;
    else if (!limited) apiErrorToast(error);
    dispatch({ kind: "failed", step, request });
  }

  /**
   * The address follows the selection: the vehicle's own path once its price is on screen
   * (/fipe/{tipo}/{marca}/{modelo}/{ano}, shareable), else /fipe with the partial selection in
   * the query. A comparison in progress (?comparar=) travels along. No new history entry, no
   * scroll.
   */
  function writeAddress(selection: Record<string, string>, priced?: { codes: VehicleCodes; value: FipeResult }) {
    const query = new URLSearchParams();
    const carried = searchParams.get(COMPARE_CARRY_PARAM);
    let path = "/fipe";
    if (priced) {
      path = pricedVehiclePath(priced.codes, priced.value);
    } else {
      for (const [key, v] of Object.entries(selection)) if (v) query.set(key, v);
    }
    if (carried) query.set(COMPARE_CARRY_PARAM, carried);
    const search = query.toString();
    const target = search ? `${path}?${search}` : path;
    if (target === `${window.location.pathname}${window.location.search}`) return; // already there
    navigate(target, {
      replace: true,
      preventScrollReset: true,
      state: { keepScroll: true },
    });
  }

  /** A price is on screen: the address becomes the vehicle's path; on phones the result scrolls into view. */
  function priceShown(codes: VehicleCodes, found: FipeResult) {
    writeAddress({}, { codes, value: found });
    if (window.innerWidth < 1024) {
      window.setTimeout(() => resultRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }), 100);
    }
  }

  // First load: brands of the default type, or a shared lookup restored from the address (the
  // vehicle's path, or the older query form).
  useEffect(() => {
    if (initial) return; // rendered with its answers
    const vehicle = vehicleFromParams(params);
    const pending = vehicle
      ? { brand: vehicle.brand, model: vehicle.model, year: vehicle.year }
      : {
          brand: searchParams.get("marca") ?? "",
          model: searchParams.get("modelo") ?? "",
          year: searchParams.get("ano") ?? "",
        };
    const startType = vehicle?.type ?? enumParam(searchParams, "tipo", VEHICLE_TYPES) ?? "carros";
    restoring.current = vehicle;
    // A transition: this first render after hydration yields to the browser between components.
    startTransition(() => dispatch({ kind: "start", type: startType, pending }));
    // Once, on mount: later changes of the query come from this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (brands.status !== "loading") return;
    const controller = new AbortController();
    const request = brands.request;
    const loadBrands = () =>
      fipeApi.brands(type, controller.signal).then(
        (options) => dispatch({ kind: "loaded", step: "brands", request, options }),
        (error: unknown) => failed("brands", request, error),
      );
    const vehicle = restoring.current;
    restoring.current = null;
    if (vehicle?.type !== type) {
      void loadBrands();
    } else {
      // A vehicle's own page: the three lists and the price at once, shown in one render (the
      // answers as if they had come step by step). If any of them fails, step by step again, so
      // each step shows its own error and retry.
      restoreLookup(vehicle, controller.signal).then(
        (answers) => {
          startTransition(() => dispatch({ kind: "restored", request, answers }));
          const { brands: b, models: m, years: y } = answers;
          const has = (list: FipeOption[], code: string) => list.some((o) => o.codigo === code);
          if (has(b, vehicle.brand) && has(m, vehicle.model) && has(y, vehicle.year))
            priceShown(vehicle, answers.price);
        },
        (error: unknown) => {
          if (!isAbort(error)) void loadBrands();
        },
      );
    }
    return () => controller.abort();
    // `priceShown` reads the state of the render that asked; the request id says it all.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [brands.status, brands.request, type]);

  useEffect(() => {
    if (models.status !== "loading") return;
    const controller = new AbortController();
    const request = models.request;
    fipeApi.models(type, brand, controller.signal).then(
      (options) => dispatch({ kind: "loaded", step: "models", request, options }),
      (error: unknown) => failed("models", request, error),
    );
    return () => controller.abort();
  }, [models.status, models.request, type, brand]);

  useEffect(() => {
    if (years.status !== "loading") return;
    const controller = new AbortController();
    const request = years.request;
    fipeApi.years(type, brand, model, controller.signal).then(
      (options) => dispatch({ kind: "loaded", step: "years", request, options }),
      (error: unknown) => failed("years", request, error),
    );
    return () => controller.abort();
  }, [years.status, years.request, type, brand, model]);

  useEffect(() => {
    if (result.status !== "loading") return;
    const controller = new AbortController();
    const { request, save } = result;
    fipeApi.price(type, brand, model, year, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return; // the visitor changed the selection meanwhile
        dispatch({ kind: "priced", request, value: found });
        const codes = { type, brand, model, year };
        priceShown(codes, found);
        if (save) void saveConsultation(found, codes);
      },
      (error: unknown) => failed("result", request, error),
    );
    return () => controller.abort();
    // `result` itself changes when the price arrives; the request id and status say it all.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result.status, result.request, type, brand, model, year]);

  function onTypeChange(next: string) {
    const t = next as VehicleType;
    dispatch({ kind: "type", type: t });
    writeAddress({ tipo: t });
  }

  function onBrandChange(b: string) {
    dispatch({ kind: "brand", brand: b });
    writeAddress({ tipo: type, marca: b });
  }

  function onModelChange(m: string) {
    dispatch({ kind: "model", model: m });
    writeAddress({ tipo: type, marca: brand, modelo: m });
  }

  function onYearChange(y: string) {
    dispatch({ kind: "year", year: y });
    writeAddress({ tipo: type, marca: brand, modelo: model, ano: y });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!year) {
      toast({ title: S.incompleteTitle, description: S.incompleteDescription, variant: "destructive" });
      return;
    }
    dispatch({ kind: "consult" });
  }

  // After "Tentar novamente" (which disappears), the focus goes to the field once it has loaded.
  const retried = useRef<ListStep | null>(null);
  const retry = (step: ListStep) => () => {
    retried.current = step;
    dispatch({ kind: "retry", step });
  };
  useEffect(() => {
    const step = retried.current;
    if (!step || state[step].status === "loading") return;
    retried.current = null;
    if (state[step].status === "ready") document.getElementById(FIELD_IDS[step])?.focus();
  });
  const errorOf = (step: ListStep, message: string) => {
    if (state[step].status !== "error") return undefined;
    const status = listFailures.current[step];
    if (status === 429) return `${message} ${S.listTooMany}`;
    // No answer at all is the offline notice's to explain.
    return status ? `${message} ${S.listUnavailable}` : message;
  };

  // What a list's field shows of its loading: the loading notice, a failure and its retry.
  const listState = (step: ListStep, loadingText: string, failed: string) => ({
    htmlFor: FIELD_IDS[step],
    loading: state[step].status === "loading",
    loadingText,
    error: errorOf(step, failed),
    onRetry: retry(step),
  });
  const errorIdOf = (step: ListStep) => (state[step].status === "error" ? `${FIELD_IDS[step]}-erro` : undefined);
  // The brand and model are typed into (a combobox each); the year is chosen from a list.
  const lists = [
    {
      step: "brands",
      label: "Marca",
      loadingText: "Carregando marcas...",
      failed: S.brandsFailed,
      placeholder: "Digite ou escolha a marca",
      value: brand,
      onValueChange: onBrandChange,
      disabled: view.brandDisabled,
    },
    {
      step: "models",
      label: "Modelo",
      loadingText: "Carregando modelos...",
      failed: S.modelsFailed,
      placeholder: "Digite ou escolha o modelo",
      value: model,
      onValueChange: onModelChange,
      disabled: view.modelDisabled,
    },
  ] as const;

  // A vehicle's own page: the vehicle and its price first (on a phone, the first screen), then
  // the search and the fields to pick another one.
  const vehicleFirst = initial !== null;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:py-10 lg:grid-cols-2 lg:items-start">
      <TitledCard title={vehicleFirst ? "Buscar outro veículo" : "Dados do veículo"} data-print="hide">
        {search ? <div className="mb-6">{search}</div> : null}
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <SelectField label="Tipo de veículo" htmlFor="fipe-tipo" loading={false} loadingText="">
            <Select id="fipe-tipo" value={type} onValueChange={onTypeChange} options={TYPE_OPTIONS} />
          </SelectField>
          {lists.map(({ step, label, loadingText, failed, placeholder, value, onValueChange, disabled }) => (
            <SelectField key={step} label={label} {...listState(step, loadingText, failed)}>
              <Combobox
                id={FIELD_IDS[step]}
                value={value}
                onValueChange={onValueChange}
                options={toOptions(state[step].options)}
                disabled={disabled}
                placeholder={placeholder}
                aria-describedby={errorIdOf(step)}
              />
            </SelectField>
          ))}
          <SelectField label="Ano" {...listState("years", "Carregando anos...", S.yearsFailed)}>
            <Select
              id="fipe-ano"
              value={year}
              onValueChange={onYearChange}
              options={toOptions(years.options, formatYearOptionName)}
              placeholder="Escolha o ano"
              disabled={view.yearDisabled}
              aria-describedby={errorIdOf("years")}
            />
          </SelectField>
          <Button type="submit" className="w-full" disabled={view.consultDisabled}>
            <Search aria-hidden="true" className="size-4" />
            {S.consult}
          </Button>
        </form>
      </TitledCard>
      <section
        ref={resultRef}
        aria-labelledby="fipe-resultado"
        className={`print-full scroll-mt-20${vehicleFirst ? " order-first" : ""}`}
      >
        <Card>
          <CardHeader>
            <CardTitle id="fipe-resultado">Resultado</CardTitle>
          </CardHeader>
          <CardContent>
            <div aria-live="polite" aria-busy={result.status === "loading"}>
              {result.status === "loading" ? (
                <p role="status" className="flex items-center justify-center gap-2 py-10 text-gray-700">
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> Consultando a Tabela FIPE...
                </p>
              ) : result.value ? (
                <>
                  <ResultView result={result.value} />
                  <Suspense fallback={null}>
                    <VehicleActions codes={{ type, brand, model, year }} result={result.value} />
                  </Suspense>
                </>
              ) : (
                <p className="py-10 text-center text-gray-600">{S.emptyResult}</p>
              )}
            </div>
            {result.status === "ready" && result.value ? (
              <Suspense fallback={null}>
                <VehicleHistory
                  key={`${type}/${brand}/${model}/${year}`}
                  codes={{ type, brand, model, year }}
                  initial={sameVehicle(initial, { type, brand, model, year }) ? initial!.history : null}
                  held={sameVehicle(initial, { type, brand, model, year }) ? initial!.fullHistory : null}
                />
              </Suspense>
            ) : null}
          </CardContent>
        </Card>
      </section>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>O que é a Tabela FIPE?</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm leading-relaxed text-gray-700">
          <p>
            A Tabela FIPE, publicada todo mês pela Fundação Instituto de Pesquisas Econômicas, mostra o preço médio de
            veículos anunciados no mercado brasileiro. Ela é a principal referência para negociar a compra e a venda de
            carros, motos e caminhões usados, e também é usada por seguradoras e por muitos bancos.
          </p>
          <p>
            O valor é uma média: o preço de um veículo específico varia com a quilometragem, o estado de conservação, os
            opcionais, a região e o histórico de manutenção. Use o valor da tabela como ponto de partida da negociação,
            não como preço final.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
