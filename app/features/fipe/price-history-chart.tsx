// `Histórico de preços`: the vehicle's FIPE value month by month as an SVG line (no chart
// library), the variations, and the same data as a table that screen readers reach, over the
// span chosen (12 meses, 3 anos, tudo: every month held, the first shown).
import { useState } from "react";
import { formatBRL, formatNumber } from "../../lib/format.ts";
import {
  HISTORY_SPANS,
  monthsWithin,
  shortMonth,
  spanChoices,
  summarizeHistory,
  type HistoryMonth,
  type HistorySpanId,
  type PriceHistory,
  type Variation,
} from "../../lib/fipe/price-history.ts";

const W = 600;
const H = 220;
const PAD = { top: 16, right: 16, bottom: 30, left: 16 };

function signed(variation: Variation): { money: string; percent: string; tone: string } {
  const sign = variation.amount > 0 ? "+" : variation.amount < 0 ? "−" : "";
  return {
    money: `${sign}${formatBRL(Math.abs(variation.amount))}`,
    percent: `${sign}${formatNumber(Math.abs(variation.percent), 1)}%`,
    tone: variation.amount > 0 ? "text-accent-700" : variation.amount < 0 ? "text-red-700" : "text-gray-700",
  };
}

function VariationStat({ label, variation }: { label: string; variation: Variation | null }) {
  if (!variation) return null;
  const v = signed(variation);
  return (
    <div className="rounded-xl bg-gray-50 px-4 py-3">
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className={`mt-1 text-lg font-bold ${v.tone}`}>
        {v.percent} <span className="text-sm font-semibold">({v.money})</span>
      </dd>
    </div>
  );
}

function linePoints(history: PriceHistory): { x: number; y: number }[] {
  const n = history.points.length;
  const span = history.max - history.min || history.max * 0.02 || 1;
  const low = history.min - span * 0.1;
  const high = history.max + span * 0.1;
  return history.points.map((p, i) => ({
    x: PAD.left + (n === 1 ? 0.5 : i / (n - 1)) * (W - PAD.left - PAD.right),
    y: PAD.top + (1 - (p.amount - low) / (high - low)) * (H - PAD.top - PAD.bottom),
  }));
}

/** The history over a span the visitor picks among those that differ (every month at first). */
export function PriceHistoryChart({ months: held }: { months: HistoryMonth[] }) {
  const [span, setSpan] = useState<HistorySpanId>("tudo");
  const choices = spanChoices(held);
  const history = summarizeHistory(monthsWithin(held, choices.includes(span) ? span : "tudo"));
  const { points } = history;
  const xy = linePoints(history);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last)
    return <p className="text-sm text-gray-700">Ainda não há histórico de preços para este veículo.</p>;
  const months = points.length;
  const label =
    months > 1
      ? `Gráfico do valor FIPE de ${first.month.trim()} (${formatBRL(first.amount)}) a ${last.month.trim()} (${formatBRL(last.amount)}), ${months} meses.`
      : `Valor FIPE em ${last.month.trim()}: ${formatBRL(last.amount)}.`;
  return (
    <div>
      {choices.length ? (
        <div role="group" aria-label="Período do histórico" className="mb-3 flex flex-wrap gap-2">
          {HISTORY_SPANS.filter((s) => choices.includes(s.id)).map((s) => (
            <button
              key={s.id}
              type="button"
              aria-pressed={s.id === span}
              onClick={() => setSpan(s.id)}
              className={`min-h-11 rounded-lg border px-3 py-1.5 text-sm font-semibold ${
                s.id === span
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-gray-300 bg-white text-gray-800 hover:border-brand-300 hover:bg-brand-50"
              }`}
            >
              {s.label}
            </button>
          ))}
        </div>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        <VariationStat label={`Variação ${history.periodPhrase ?? ""}`} variation={history.period} />
        <VariationStat label="Em relação ao mês anterior" variation={history.lastMonth} />
      </dl>
      <figure className="mt-4">
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="h-auto w-full">
          <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="#d1d5db" />
          <polyline
            points={xy.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ")}
            fill="none"
            stroke="#1d4ed8"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
          {xy.map((p, i) => (
            <circle key={points[i]!.reference} cx={p.x} cy={p.y} r="3.5" fill="#1d4ed8" />
          ))}
          <text x={PAD.left} y={H - 9} fontSize="13" fill="#4b5563">
            {shortMonth(first.month)}
          </text>
          {months > 1 && (
            <text x={W - PAD.right} y={H - 9} fontSize="13" fill="#4b5563" textAnchor="end">
              {shortMonth(last.month)}
            </text>
          )}
        </svg>
      </figure>
      <div className="mt-2 max-h-64 overflow-y-auto text-sm" tabIndex={0} role="region" aria-label="Valores mês a mês">
        <table className="w-full text-left">
          <caption className="sr-only">
            Valor FIPE por mês de referência, do mais recente ao mais antigo ({months} {months === 1 ? "mês" : "meses"})
          </caption>
          <thead className="sticky top-0 bg-white">
            <tr className="border-b border-gray-200 text-gray-600">
              <th scope="col" className="py-1.5 font-medium">
                Mês de referência
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Valor
              </th>
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((p) => (
              <tr key={p.reference} className="border-b border-gray-100">
                <th scope="row" className="py-1.5 font-normal text-gray-800">
                  {p.month.trim()}
                </th>
                <td className="py-1.5 text-right font-semibold tabular-nums text-gray-900">{formatBRL(p.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
