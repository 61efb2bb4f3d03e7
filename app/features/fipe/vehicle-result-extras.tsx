// Under a FIPE result: the way on (compare it, simulate its financing, calculate its IPVA with
// the value filled in) and its price history (every month held).
import { Calculator } from "../../components/icons/outline/calculator.ts";
import { GitCompareArrows } from "../../components/icons/outline/git-compare-arrows.ts";
import { Landmark } from "../../components/icons/outline/landmark.ts";
import { LoaderCircle } from "../../components/icons/outline/loader-circle.ts";
import { Suspense, lazy, startTransition, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { parseMoney } from "../../lib/masks.ts";
import {
  COMPARE_CARRY_PARAM,
  MAX_COMPARED,
  addToCompare,
  compareKey,
  comparePath,
  parseCompareList,
} from "../../lib/fipe/compare-list.ts";
import { storedCompare } from "./compare-store.ts";
import { fipeApi } from "./fipe-api.ts";
import { queryNumber } from "../../lib/query-params.ts";
import type { FipeResult } from "../../lib/fipe/fipe-types.ts";
import { mergeHistories, type HistoryMonth } from "../../lib/fipe/price-history.ts";
import type { VehicleCodes } from "../../lib/fipe/vehicle-path.ts";

/**
 * The chart and its table are read, not filled in (no field that could hold what a person
 * types): their code is split from the page's first scripts; the server renders them in full.
 */
const PriceHistoryChart = lazy(() =>
  import("./price-history-chart.tsx").then((m) => ({ default: m.PriceHistoryChart })),
);

/** Links into the calculators through their URL state (the query the calculators read). */
export function calculatorLinks(codes: VehicleCodes, result: FipeResult) {
  const value = parseMoney(result.Valor);
  if (!(value > 0)) return null;
  // As a share URL writes a number (read back exactly, shown "R$ 106.138" in the field).
  const valor = queryNumber(value);
  const ipva = new URLSearchParams({ valor });
  if (codes.type === "motos") ipva.set("tipo", "moto");
  // The IPVA calculator asks the year of manufacture: the model year stands for it (a zero-km's,
  // or a model year ahead of the calendar, is this year's).
  const thisYear = new Date().getFullYear();
  if (typeof result.AnoModelo === "number" && result.AnoModelo > 1900) {
    ipva.set("fabricacao", String(Math.min(result.AnoModelo, thisYear)));
  }
  return {
    financing: `/financiamento?${new URLSearchParams({ valor })}`,
    ipva: `/ipva?${ipva}`,
  };
}

export function VehicleActions({ codes, result }: { codes: VehicleCodes; result: FipeResult }) {
  const [searchParams] = useSearchParams();
  const carried = parseCompareList((searchParams.get(COMPARE_CARRY_PARAM) ?? "").split(","));
  // The comparison kept in the browser (read once the page runs: the server's HTML knows only
  // the address), so "Comparar" on one vehicle after another adds to it.
  const [stored, setStored] = useState<VehicleCodes[]>([]);
  useEffect(() => setStored(storedCompare()), []);
  const current = carried.length ? carried : stored;
  const others = current.filter((c) => compareKey(c) !== compareKey(codes));
  const links = calculatorLinks(codes, result);
  const linkClass = `${buttonClasses("secondary", "sm")} w-full sm:w-auto`;
  return (
    <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Link
        to={comparePath(addToCompare(current, codes))}
        className={linkClass}
        aria-describedby={others.length ? "fipe-comparar-nota" : undefined}
      >
        <GitCompareArrows aria-hidden="true" className="size-4" />
        Comparar
      </Link>
      {links ? (
        <>
          <Link to={links.financing} className={linkClass}>
            <Calculator aria-hidden="true" className="size-4" />
            Simular financiamento
          </Link>
          {codes.type !== "caminhoes" ? (
            <Link to={links.ipva} className={linkClass}>
              <Landmark aria-hidden="true" className="size-4" />
              Calcular IPVA
            </Link>
          ) : null}
        </>
      ) : null}
      {others.length ? (
        <p id="fipe-comparar-nota" className="w-full text-sm text-gray-700">
          {others.length >= MAX_COMPARED
            ? `Comparar troca o primeiro dos ${others.length} veículos da sua comparação por este (são no máximo ${MAX_COMPARED}).`
            : `Comparar adiciona este veículo à comparação com ${others.length === 1 ? "o veículo" : `os ${others.length} veículos`} que você já escolheu.`}
        </p>
      ) : null}
    </div>
  );
}

type HistoryState = { status: "loading" } | { status: "error" } | { status: "ready"; months: HistoryMonth[] };

/**
 * `Histórico de preços`: the months the page was rendered with (`initial`: every month the
 * FIPE service answered and the catalog holds), else the last 12 fetched after
 * the price, so the price never waits for it. One vehicle per instance: render it with the
 * vehicle as its `key`, so another vehicle starts over.
 */
export function VehicleHistory({
  codes,
  initial = null,
  held = null,
}: {
  codes: VehicleCodes;
  initial?: HistoryMonth[] | null;
  /** The months the catalog holds, added to the months fetched. */
  held?: HistoryMonth[] | null;
}) {
  const [state, setState] = useState<HistoryState>(() =>
    initial ? { status: "ready", months: initial } : { status: "loading" },
  );
  const key = `${codes.type}/${codes.brand}/${codes.model}/${codes.year}`;
  useEffect(() => {
    if (state.status === "ready") return; // rendered with its months
    const controller = new AbortController();
    fipeApi
      .history(codes, controller.signal)
      // The chart and its table render without holding the page (a transition yields to input).
      .then((answer) =>
        startTransition(() => setState({ status: "ready", months: mergeHistories(answer.months, held) })),
      )
      .catch((error: Error) => {
        if (error.name !== "AbortError") setState({ status: "error" });
      });
    return () => controller.abort();
    // The vehicle is identified by its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <section aria-labelledby="fipe-historico" className="mt-6 border-t border-gray-100 pt-5">
      <h3 id="fipe-historico" className="text-base font-bold text-gray-900">
        Histórico de preços
      </h3>
      <div className="mt-3">
        {state.status === "loading" ? (
          <>
            <p role="status" className="inline-flex items-center gap-2 text-sm text-gray-600">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Carregando o histórico...
            </p>
            {/* Below 1024 px, where the page scrolls to the price: the room the chart and its
                table take (12 months), kept while they load, so the page below does not jump
                when they arrive. On wide screens the result sits beside the form: no room kept
                (the result and the history growing one after the other shift less). */}
            <div aria-hidden="true" className="mt-3 aspect-[600/220] rounded-xl bg-gray-50 lg:hidden" />
            <div aria-hidden="true" className="h-[401px] sm:h-[310px] lg:hidden" />
          </>
        ) : state.status === "error" ? (
          <p className="text-sm text-gray-700">Não foi possível carregar o histórico agora.</p>
        ) : (
          <Suspense fallback={null}>
            <PriceHistoryChart months={state.months} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
