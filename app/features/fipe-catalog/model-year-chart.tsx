// The model page's "Valor por ano-modelo": one bar per model year (oldest on the left) of the
// fuel with most model years, and what one more year of age costs on average. An SVG drawn by
// hand like the price history's (no chart library); the years' table beside it holds the same
// prices for screen readers, so the drawing is one labelled image.
import { formatPercent } from "../../lib/format.ts";
import { centsBRL, type AgeCost } from "../../lib/fipe/catalog-pages.ts";

const W = 600;
const H = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 8 };

export function ModelYearChart({ cost }: { cost: AgeCost }) {
  const { points } = cost;
  const max = Math.max(...points.map((p) => p.cents));
  const slot = (W - PAD.left - PAD.right) / points.length;
  const bar = Math.max(4, Math.min(40, slot * 0.7));
  const height = H - PAD.top - PAD.bottom;
  const first = points[0]!;
  const last = points.at(-1)!;
  const label =
    points.length > 1
      ? `Gráfico de barras do valor FIPE por ano-modelo (${cost.fuel}): de ${centsBRL(first.cents)} (${first.modelYear}) a ${centsBRL(last.cents)} (${last.modelYear}).`
      : `Valor FIPE do ano-modelo ${last.modelYear} (${cost.fuel}): ${centsBRL(last.cents)}.`;
  // Every year's label when they fit; else every other one, the newest always.
  const every = slot >= 44 ? 1 : 2;
  return (
    <figure>
      {cost.perYear !== null ? (
        <p className="text-base text-gray-800">
          Um ano a mais de idade:{" "}
          <strong className={cost.perYear < 0 ? "text-red-700" : "text-accent-700"}>
            {cost.perYear < 0 ? "−" : "+"}
            {formatPercent(Math.abs(cost.perYear))}
          </strong>{" "}
          no valor, em média ({cost.fuel}, de {first.modelYear} a {last.modelYear}).
        </p>
      ) : null}
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="mt-3 h-auto w-full">
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="#d1d5db" />
        {points.map((p, i) => {
          const h = Math.max(2, (p.cents / max) * height);
          const x = PAD.left + slot * i + (slot - bar) / 2;
          const showLabel = (points.length - 1 - i) % every === 0;
          return (
            <g key={p.modelYear}>
              <rect x={x} y={H - PAD.bottom - h} width={bar} height={h} rx="3" fill="#1d4ed8" />
              {showLabel ? (
                <text x={x + bar / 2} y={H - 9} fontSize="15" fill="#4b5563" textAnchor="middle">
                  {p.modelYear}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-sm text-gray-600">
        Valor FIPE de cada ano-modelo ({cost.fuel}) na mesma tabela; o Zero Km fica de fora.
      </figcaption>
    </figure>
  );
}
