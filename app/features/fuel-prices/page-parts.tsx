// The pieces of /precos-combustiveis, /precos-combustiveis/{uf} and a municipality's page: the
// heading band with its trail (visible and as BreadcrumbList JSON-LD), the week's source line,
// the price cells and the chart of a place's weekly means.
import type { ReactNode } from "react";
import { PageHero } from "../../components/layout/page-hero.tsx";
import { BreadcrumbTrail, type TrailItem } from "../../components/ui/breadcrumb-trail.tsx";
import { formatBRL, formatDateShortBR } from "../../lib/format.ts";
import { absoluteUrl } from "../../lib/seo.ts";
import {
  ANP_SOURCE_URL,
  FUEL_LABELS,
  fuelWeekIsStale,
  weekLabel,
  type FuelHistoryPoint,
  type FuelKey,
  type FuelWeekPrice,
} from "../../lib/public-data.ts";

/** The products the pages show, in this order. */
export const PAGE_FUELS: FuelKey[] = ["gasolina", "etanol", "diesel_s10", "gnv"];

export function breadcrumbJsonLd(trail: readonly TrailItem[]) {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: trail.map((t, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: t.name,
        item: absoluteUrl(t.path),
      })),
    },
  };
}

/** A fuel price page's heading band: the trail, the title and one line about the page. */
export function FuelPricesHero({ title, trail, lead }: { title: string; trail: readonly TrailItem[]; lead: string }) {
  return (
    <PageHero title={title} breadcrumb={<BreadcrumbTrail trail={trail} tone="onBrand" />}>
      {lead}
    </PageHero>
  );
}

/** The newest of the weeks shown (states and products are surveyed together: normally all the same). */
export function newestWeek(weeks: readonly FuelWeekPrice[]): FuelWeekPrice | undefined {
  return weeks.reduce<FuelWeekPrice | undefined>((a, w) => (!a || w.weekStart > a.weekStart ? w : a), undefined);
}

/** "Médias da semana de …, calculadas … (source). Atualizado em …", and a note when the week is old. */
export function WeekSource({
  week,
  updatedAt,
}: {
  week: Pick<FuelWeekPrice, "weekStart" | "weekEnd">;
  updatedAt: string | null;
}) {
  return (
    <>
      <p className="text-gray-800">
        Médias da {weekLabel(week)}, calculadas pelo Carro em Conta a partir dos preços coletados pela ANP em cada posto
        (
        <a href={ANP_SOURCE_URL} className="text-brand-700 underline" rel="noopener noreferrer" target="_blank">
          Levantamento de Preços de Combustíveis
        </a>
        ).{updatedAt ? ` Atualizado em ${dateBR(updatedAt)}.` : ""}
      </p>
      {fuelWeekIsStale(week) ? (
        <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="note">
          Esta é a semana mais recente que temos: os preços podem ter mudado desde então.
        </p>
      ) : null}
    </>
  );
}

export type PriceRow = { key: string; label: ReactNode; prices: Partial<Record<FuelKey, { price: number }>> };

/**
 * A table of mean prices, one row per state or municipality and one column per product. Its
 * title sits above it, not in a caption: on a phone the table scrolls sideways (a focusable
 * region, so a keyboard scrolls it too) and a caption would scroll out of view with it; the
 * first column stays in place while it scrolls.
 */
export function PriceTable({
  id,
  title,
  rowHeader,
  rows,
}: {
  id: string;
  title: string;
  rowHeader: string;
  rows: readonly PriceRow[];
}) {
  const titleId = `${id}-titulo`;
  return (
    <>
      <p id={titleId} className="mt-6 text-base font-bold text-gray-900">
        {title}
      </p>
      <div
        className="mt-3 overflow-x-auto rounded-xl border border-gray-200 bg-white"
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
      >
        <table className="w-full text-left text-sm" aria-labelledby={titleId}>
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="sticky left-0 bg-gray-50 px-4 py-3 font-semibold">
                {rowHeader}
              </th>
              {PAGE_FUELS.map((key) => (
                <th key={key} scope="col" className="px-4 py-3 text-right font-semibold">
                  {FUEL_LABELS[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-gray-100">
                <th scope="row" className="sticky left-0 bg-white px-4 py-2 font-medium">
                  {row.label}
                </th>
                {PAGE_FUELS.map((key) => (
                  <td key={key} className="px-4 py-2 text-right whitespace-nowrap tabular-nums">
                    {priceCell(key, row.prices[key]?.price)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** "R$ 6,26" with the unit for GNV ("R$ 4,79/m³"), "—" when none. */
export function priceCell(key: FuelKey, price: number | undefined): string {
  if (price === undefined) return "—";
  return `${formatBRL(price)}${key === "gnv" ? "/m³" : ""}`;
}

/** "16/11/2026" for an ISO date or instant (UTC). */
export const dateBR = (iso: string) => formatDateShortBR(iso);

const W = 640;
const H = 240;
// Room for the axis labels at their phone size (the SVG is scaled down to the screen's width).
const PAD = { top: 16, right: 16, bottom: 34, left: 92 };
/** The labels' size in the chart's units: larger on a phone, where the chart is drawn at ≈55 %. */
const LABEL_CLASS = "text-[22px] sm:text-[13px]";
const COLORS: Record<FuelKey, string> = {
  gasolina: "#1d4ed8",
  gasolina_aditivada: "#7c3aed",
  etanol: "#15803d",
  diesel: "#92400e",
  diesel_s10: "#b45309",
  gnv: "#4b5563",
};
const DASH: Partial<Record<FuelKey, string>> = { etanol: "6 4", gnv: "2 3" };

/** A place's weekly means (a state's over 12 months, a municipality's every week held), one line
 * per product (gasolina, etanol, diesel S10, GNV); `place` names it ("SP", "Campinas"). */
export function FuelHistoryChart({ place, history }: { place: string; history: readonly FuelHistoryPoint[] }) {
  const fuels = PAGE_FUELS.filter((key) => history.some((p) => p.product === key));
  const weeks = [...new Set(history.map((p) => p.weekStart))].sort();
  if (weeks.length < 2 || !fuels.length) return null;
  const prices = history.filter((p) => fuels.includes(p.product)).map((p) => p.price);
  const low = Math.floor(Math.min(...prices) * 2) / 2;
  const high = Math.ceil(Math.max(...prices) * 2) / 2 || low + 1;
  const x = (week: string) => PAD.left + (weeks.indexOf(week) / (weeks.length - 1)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - low) / (high - low || 1)) * (H - PAD.top - PAD.bottom);
  const first = weeks[0]!;
  const last = weeks[weeks.length - 1]!;
  const summary = fuels
    .map((key) => {
      const points = history.filter((p) => p.product === key);
      return `${FUEL_LABELS[key]} de ${formatBRL(points[0]!.price)} a ${formatBRL(points[points.length - 1]!.price)}`;
    })
    .join("; ");
  return (
    <figure className="mt-4 max-w-3xl">
      <figcaption className="text-sm font-semibold text-gray-800">
        Média semanal em {place}, de {dateBR(first)} a {dateBR(last)}
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Gráfico das médias semanais da ANP em ${place} de ${dateBR(first)} a ${dateBR(last)}: ${summary}.`}
        className="mt-2 h-auto w-full"
      >
        {[low, (low + high) / 2, high].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#e5e7eb" />
            <text x={PAD.left - 6} y={y(v) + 5} className={LABEL_CLASS} fill="#4b5563" textAnchor="end">
              {formatBRL(v)}
            </text>
          </g>
        ))}
        {fuels.map((key) => {
          const points = history.filter((p) => p.product === key);
          const d = points
            .map((p, i) => `${i ? "L" : "M"}${x(p.weekStart).toFixed(1)},${y(p.price).toFixed(1)}`)
            .join(" ");
          return (
            <path key={key} d={d} fill="none" stroke={COLORS[key]} strokeWidth="2.5" strokeDasharray={DASH[key]} />
          );
        })}
        <text x={PAD.left} y={H - 6} className={LABEL_CLASS} fill="#4b5563">
          {dateBR(first)}
        </text>
        <text x={W - PAD.right} y={H - 6} className={LABEL_CLASS} fill="#4b5563" textAnchor="end">
          {dateBR(last)}
        </text>
      </svg>
      <p className="mt-1 flex flex-wrap gap-4 text-xs text-gray-700">
        {fuels.map((key) => (
          <span key={key} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-0.5 w-5" style={{ backgroundColor: COLORS[key] }} />
            {FUEL_LABELS[key]}
          </span>
        ))}
      </p>
    </figure>
  );
}
