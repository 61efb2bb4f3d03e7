import { formatBRL } from "../../lib/format.ts";
import type { ScheduleRow } from "./calc.ts";

/** The amount columns after the month: each one's header and the row's amount it shows. */
const AMOUNT_COLUMNS = [
  ["Parcela", "payment"],
  ["Juros", "interest"],
  ["Amortização", "amortization"],
  ["Saldo devedor", "balance"],
] as const;

export function AmortizationTable({ rows, caption }: { rows: readonly ScheduleRow[]; caption: string }) {
  return (
    <div
      className="max-h-96 overflow-auto rounded-lg border border-gray-200 print:max-h-none"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full text-right text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-gray-50 text-xs text-gray-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Mês
            </th>
            {AMOUNT_COLUMNS.map(([header]) => (
              <th key={header} scope="col" className="px-3 py-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((r) => (
            <tr key={r.month}>
              <th scope="row" className="px-3 py-1.5 text-left font-medium">
                {r.month}
              </th>
              {AMOUNT_COLUMNS.map(([header, amount]) => (
                <td key={header} className="px-3 py-1.5">
                  {formatBRL(r[amount])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
