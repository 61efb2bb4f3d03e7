// The pieces of /precos-combustiveis and /precos-combustiveis/{uf}: the heading band with its
// trail (visible and as BreadcrumbList JSON-LD), the week's source line, the price cells and the
// 12-month chart of a state's weekly means.
import { PageHero } from "../../components/layout/page-hero.tsx";
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

export type TrailItem = { name: string; path: string };

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

export function Breadcrumb({ trail }: { trail: readonly TrailItem[] }) {
  return (
    <nav aria-label="Trilha de navegação">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-50">
        {trail.map((t, i) =>
          i < trail.length - 1 ? (
            <li key={t.path} className="flex items-center gap-1">
              <a href={t.path} className="text-white underline underline-offset-2">
                {t.name}
              </a>
              <span aria-hidden="true">›</span>
            </li>
          ) : (
            <li key={t.path} aria-current="page" className="font-semibold text-white">
              {t.name}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** A fuel price page's heading band: the trail, the title and one line about the page. */
export function FuelPricesHero({ title, trail, lead }: { title: string; trail: readonly TrailItem[]; lead: string }) {
  return (
    <PageHero title={title} breadcrumb={<Breadcrumb trail={trail} />}>
      {lead}
    </PageHero>
  );
}

/** The newest of the weeks shown (states and products are surveyed together: normally all the same). */
export function newestWeek(weeks: readonly FuelWeekPrice[]): FuelWeekPrice | undefined {
  return weeks.reduce<FuelWeekPrice | undefined>((a, w) => (!a || w.weekStart > a.weekStart ? w : a), undefined);
}

/** "Médias da semana de …, calculadas … (source). Atualizado em …", and a note when the week is old. */
export function WeekSource({ week, updatedAt }: { week: FuelWeekPrice; updatedAt: string | null }) {
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

/** "R$ 6,26" with the unit for GNV ("R$ 4,79/m³"), "—" when none. */
export function priceCell(key: FuelKey, price: number | undefined): string {
  if (price === undefined) return "—";
  return `${formatBRL(price)}${key === "gnv" ? "/m³" : ""}`;
}

/** "16/11/2026" for an ISO date or instant (UTC). */
export const dateBR = (iso: string) => formatDateShortBR(iso);

const W = 640;
const H = 240;
const PAD = { top: 14, right: 16, bottom: 30, left: 52 };
const COLORS: Record<FuelKey, string> = {
  gasolina: "#1d4ed8",
  gasolina_aditivada: "#7c3aed",
  etanol: "#15803d",
  diesel: "#92400e",
  diesel_s10: "#b45309",
  gnv: "#4b5563",
};
const DASH: Partial<Record<FuelKey, string>> = { etanol: "6 4", gnv: "2 3" };

/** The state's weekly means over 12 months, one line per product (gasolina, etanol, diesel S10, GNV). */
export function FuelHistoryChart({ uf, history }: { uf: string; history: readonly FuelHistoryPoint[] }) {
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
        Média semanal em {uf}, de {dateBR(first)} a {dateBR(last)}
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Gráfico das médias semanais da ANP em ${uf} de ${dateBR(first)} a ${dateBR(last)}: ${summary}.`}
        className="mt-2 h-auto w-full"
      >
        {[low, (low + high) / 2, high].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#e5e7eb" />
            <text x={PAD.left - 6} y={y(v) + 4} fontSize="12" fill="#4b5563" textAnchor="end">
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
        <text x={PAD.left} y={H - 8} fontSize="12" fill="#4b5563">
          {dateBR(first)}
        </text>
        <text x={W - PAD.right} y={H - 8} fontSize="12" fill="#4b5563" textAnchor="end">
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
