import { formatBRL } from "../../lib/format.ts";
import type { ScheduleRow } from "./calc.ts";

const W = 560;
const H = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 12 };

function path(rows: readonly ScheduleRow[], start: number, months: number): string {
  const x = (m: number) => PAD.left + (m / months) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - v / start) * (H - PAD.top - PAD.bottom);
  return [`M${x(0)},${y(start)}`, ...rows.map((r) => `L${x(r.month)},${y(r.balance)}`)].join(" ");
}

/** Outstanding balance month by month, Price against SAC. */
export function BalanceChart({
  financed,
  price,
  sac,
}: {
  financed: number;
  price: readonly ScheduleRow[];
  sac: readonly ScheduleRow[];
}) {
  const months = price.length;
  return (
    <figure className="mt-6">
      <figcaption className="text-sm font-semibold text-gray-800">Saldo devedor ao longo do tempo</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Gráfico do saldo devedor: começa em ${formatBRL(financed)} e chega a zero na parcela ${months}; pelo SAC o saldo cai mais rápido que pela Tabela Price.`}
        className="mt-2 h-auto w-full"
      >
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="#d1d5db" />
        <path d={path(sac, financed, months)} fill="none" stroke="#16a34a" strokeWidth="2.5" strokeDasharray="6 4" />
        <path d={path(price, financed, months)} fill="none" stroke="#1d4ed8" strokeWidth="2.5" />
        <text x={PAD.left} y={H - 8} fontSize="12" fill="#4b5563">
          Mês 1
        </text>
        <text x={W - PAD.right} y={H - 8} fontSize="12" fill="#4b5563" textAnchor="end">{`Mês ${months}`}</text>
      </svg>
      <p className="mt-1 flex gap-4 text-xs text-gray-700">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-5 bg-brand-600" />
          Tabela Price
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-5 border-t-2 border-dashed border-accent-600" />
          SAC
        </span>
      </p>
    </figure>
  );
}
