// /fipe/comparar: up to three vehicles side by side (value, reference month, fuel, FIPE code,
// 12-month variation, IPVA estimate for a state the visitor picks). The list lives in the
// address (app/lib/fipe/compare-list.ts); the IPVA estimate comes from the IPVA calculator's own logic,
// passed in by the route (features do not import each other).
import { ArrowLeft } from "../../components/icons/outline/arrow-left.ts";
import { ArrowRight } from "../../components/icons/outline/arrow-right.ts";
import { LoaderCircle } from "../../components/icons/outline/loader-circle.ts";
import { Plus } from "../../components/icons/outline/plus.ts";
import { X } from "../../components/icons/outline/x.ts";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Select } from "../../components/ui/select.tsx";
import { formatBRL, formatNumber, formatRatePercent } from "../../lib/format.ts";
import { STATE_OPTIONS, isStateCode } from "../../lib/states.ts";
import {
  COMPARE_CARRY_PARAM,
  COMPARE_PARAM,
  MAX_COMPARED,
  compareKey,
  moveInCompare,
  parseCompareList,
  removeFromCompare,
} from "../../lib/fipe/compare-list.ts";
import { storeCompare, storedCompare } from "./compare-store.ts";
import { fipeApi } from "./fipe-api.ts";
import { formatModelYear, type FipeResult } from "../../lib/fipe/fipe-types.ts";
import { monthsWithin, summarizeHistory, type HistoryMonth, type PriceHistory } from "../../lib/fipe/price-history.ts";
import { pricedVehiclePath } from "../../lib/fipe/vehicle-meta.ts";
import type { VehicleCodes } from "../../lib/fipe/vehicle-path.ts";

/**
 * The IPVA calculator's estimate for a vehicle in a state (its model year stands for the year of
 * manufacture); null without a rate, undefined while it is being worked out.
 */
export type IpvaEstimate = (
  codes: VehicleCodes,
  result: FipeResult,
  state: string,
) => { ipvaValue: number; rate: number } | null | undefined;

type VehicleData =
  { status: "loading" } | { status: "error" } | { status: "ready"; result: FipeResult; history: PriceHistory | null };

/** What the server rendered the comparison with, per vehicle (compareKey): its price and months. */
export type ComparedVehicles = Record<
  string,
  { status: "ready"; result: FipeResult; history: HistoryMonth[] | null } | { status: "error" }
>;

/** The change over the last 12 months at most, named by the span it really covers. */
const lastYear = (months: HistoryMonth[]) => summarizeHistory(monthsWithin(months, "12m"));

function fromServer(rendered: ComparedVehicles): Record<string, VehicleData> {
  return Object.fromEntries(
    Object.entries(rendered).map(([key, v]) => [
      key,
      v.status === "ready" ? { ...v, history: v.history ? lastYear(v.history) : null } : v,
    ]),
  );
}

/** The row labels' column and about 11rem per vehicle: one fits a phone, two or three scroll. */
const TABLE_MIN_WIDTH: Record<number, string> = { 1: "min-w-[19rem]", 2: "min-w-[30rem]", 3: "min-w-[41rem]" };

function useVehicleData(list: VehicleCodes[], rendered: ComparedVehicles): Record<string, VehicleData> {
  const [data, setData] = useState<Record<string, VehicleData>>(() => fromServer(rendered));
  const current = useRef(data);
  current.current = data;
  const keys = list.map(compareKey).join("|");
  useEffect(() => {
    const controller = new AbortController();
    for (const codes of list) {
      const key = compareKey(codes);
      if (current.current[key]?.status === "ready") continue; // rendered (or fetched) already
      setData((d) => (d[key]?.status === "ready" ? d : { ...d, [key]: { status: "loading" } }));
      fipeApi
        .price(codes.type, codes.brand, codes.model, codes.year, controller.signal)
        .then(async (result) => {
          // The history is a bonus: without it the column still shows the price.
          const history = await fipeApi
            .history(codes, controller.signal)
            .then((h) => lastYear(h.months))
            .catch(() => null);
          if (!controller.signal.aborted) setData((d) => ({ ...d, [key]: { status: "ready", result, history } }));
        })
        .catch(() => {
          if (!controller.signal.aborted) setData((d) => ({ ...d, [key]: { status: "error" } }));
        });
    }
    return () => controller.abort();
    // The list is identified by its keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys]);
  return data;
}

function variationText(history: PriceHistory | null): string {
  if (!history?.period) return "Sem histórico";
  const { amount, percent } = history.period;
  const sign = amount > 0 ? "+" : amount < 0 ? "−" : "";
  return `${sign}${formatNumber(Math.abs(percent), 1)}% (${sign}${formatBRL(Math.abs(amount))}) ${history.periodPhrase}`;
}

function shortName(result: FipeResult): string {
  return `${result.Modelo} ${formatModelYear(result.AnoModelo)}`;
}

/** A small icon button in a vehicle's column head: move it left or right, remove it. */
function ColumnButton({
  icon: Icon,
  label,
  className = "px-2",
  disabled,
  onClick,
}: {
  icon: typeof X;
  label: string;
  className?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="ghost" size="sm" className={className} aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}

export function VehicleCompare({
  ipvaEstimate,
  rendered = {},
}: {
  ipvaEstimate: IpvaEstimate;
  rendered?: ComparedVehicles;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const list = parseCompareList(searchParams.getAll(COMPARE_PARAM));
  const state = searchParams.get("uf") ?? "SP";
  const uf = isStateCode(state) ? state : "SP";
  const data = useVehicleData(list, rendered);

  function update(next: VehicleCodes[], nextUf: string = uf) {
    const params = new URLSearchParams();
    for (const codes of next) params.append(COMPARE_PARAM, compareKey(codes));
    if (nextUf !== "SP") params.set("uf", nextUf);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  }

  // The browser keeps the comparison (compare-store.ts): an address without vehicles shows the
  // one kept, and every change is kept for the next "Comparar".
  const keys = list.map(compareKey).join("|");
  const restored = useRef(false);
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      const kept = list.length ? [] : storedCompare();
      if (kept.length) return update(kept);
    }
    storeCompare(list);
    // The list is identified by its keys; `update` only writes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys]);

  const addPath = `/fipe?${new URLSearchParams({ [COMPARE_CARRY_PARAM]: list.map(compareKey).join(",") })}`;

  if (list.length === 0) {
    return (
      <Card>
        <CardContent className="text-center">
          <p className="text-gray-700">
            Nenhum veículo na comparação ainda. Consulte um veículo na Tabela FIPE e clique em <strong>Comparar</strong>{" "}
            para trazê-lo para cá.
          </p>
          <Link to="/fipe" className={`${buttonClasses("primary")} mt-4`}>
            Consultar a Tabela FIPE
          </Link>
        </CardContent>
      </Card>
    );
  }

  const rows: Array<{ label: string; cell: (codes: VehicleCodes, r: FipeResult, h: PriceHistory | null) => string }> = [
    { label: "Valor FIPE", cell: (_c, r) => r.Valor },
    { label: "Mês de referência", cell: (_c, r) => r.MesReferencia },
    { label: "Combustível", cell: (_c, r) => r.Combustivel },
    { label: "Código FIPE", cell: (_c, r) => r.CodigoFipe },
    { label: "Variação do preço", cell: (_c, _r, h) => variationText(h) },
    {
      label: `IPVA estimado (${uf})`,
      cell: (codes, r) => {
        const estimate = ipvaEstimate(codes, r, uf);
        if (estimate === undefined) return "Calculando…";
        if (!estimate && codes.type === "caminhoes") return "Alíquota de caminhões não disponível";
        return estimate ? `${formatBRL(estimate.ipvaValue)} (${formatRatePercent(estimate.rate)})` : "N/A";
      },
    },
  ];

  return (
    <div className="space-y-4">
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="sm:w-80">
            <Field label="Estado para estimar o IPVA" htmlFor="comparar-uf">
              <Select id="comparar-uf" value={uf} onValueChange={(v) => update(list, v)} options={STATE_OPTIONS} />
            </Field>
          </div>
          {list.length < MAX_COMPARED ? (
            <Link to={addPath} className={buttonClasses("secondary")}>
              <Plus aria-hidden="true" className="size-4" />
              Adicionar veículo
            </Link>
          ) : (
            <p className="text-sm text-gray-600">Máximo de {MAX_COMPARED} veículos: remova um para adicionar outro.</p>
          )}
        </CardContent>
      </Card>
      {list.length > 1 ? (
        // Below 640 px two or three columns do not fit: say that the table scrolls sideways.
        <p className="flex items-center gap-1.5 text-sm font-medium text-brand-800 sm:hidden">
          Deslize a tabela para o lado para ver os {list.length} veículos
          <ArrowRight aria-hidden="true" className="size-4 animate-pulse" />
        </p>
      ) : null}
      <Card className="relative overflow-hidden">
        {list.length > 1 ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 z-20 w-8 bg-gradient-to-l from-gray-400/40 to-transparent sm:hidden"
          />
        ) : null}
        <div className="overflow-x-auto" role="region" aria-label="Comparação de veículos" tabIndex={0}>
          <table className={`w-full table-fixed text-sm ${TABLE_MIN_WIDTH[list.length] ?? "min-w-[41rem]"}`}>
            <caption className="sr-only">Comparação de veículos pela Tabela FIPE</caption>
            <colgroup>
              <col className="w-32 sm:w-44" />
              {list.map((codes) => (
                <col key={compareKey(codes)} />
              ))}
            </colgroup>
            <thead>
              <tr className="border-b border-gray-200 bg-gray-50 align-top">
                <td className="sticky left-0 z-10 bg-gray-50 p-3" />
                {list.map((codes, index) => {
                  const d = data[compareKey(codes)];
                  const name = d?.status === "ready" ? shortName(d.result) : `Veículo ${index + 1}`;
                  return (
                    <th key={compareKey(codes)} scope="col" className="p-3 text-left">
                      {d?.status === "ready" ? (
                        <Link
                          to={pricedVehiclePath(codes, d.result)}
                          className="font-bold text-gray-900 hover:text-brand-700"
                        >
                          <span className="block text-xs font-semibold uppercase tracking-wide text-gray-600">
                            {d.result.Marca}
                          </span>
                          {name}
                        </Link>
                      ) : (
                        <span className="font-bold text-gray-900">{name}</span>
                      )}
                      <div className="mt-2 flex gap-1">
                        <ColumnButton
                          icon={ArrowLeft}
                          label={`Mover ${name} para a esquerda`}
                          disabled={index === 0}
                          onClick={() => update(moveInCompare(list, index, -1))}
                        />
                        <ColumnButton
                          icon={ArrowRight}
                          label={`Mover ${name} para a direita`}
                          disabled={index === list.length - 1}
                          onClick={() => update(moveInCompare(list, index, 1))}
                        />
                        <ColumnButton
                          icon={X}
                          label={`Remover ${name} da comparação`}
                          className="px-2 text-red-700"
                          onClick={() => update(removeFromCompare(list, index))}
                        />
                      </div>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className="border-b border-gray-100 last:border-0">
                  <th scope="row" className="sticky left-0 z-10 bg-white p-3 text-left font-medium text-gray-700">
                    {row.label}
                  </th>
                  {list.map((codes) => {
                    const d = data[compareKey(codes)];
                    return (
                      <td key={compareKey(codes)} className="p-3 font-semibold text-gray-900">
                        {!d || d.status === "loading" ? (
                          <span className="inline-flex items-center gap-1 font-normal text-gray-600">
                            <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
                            Carregando...
                          </span>
                        ) : d.status === "error" ? (
                          <span className="font-normal text-red-700">Não foi possível consultar</span>
                        ) : (
                          row.cell(codes, d.result, d.history)
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <p className="text-xs text-gray-600">
        O IPVA é uma estimativa: valor FIPE × alíquota do estado. Cada estado calcula o imposto sobre o seu próprio
        valor venal, que pode ser diferente do valor FIPE.
      </p>
    </div>
  );
}
