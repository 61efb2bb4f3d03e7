import { formatBRL } from "../../lib/format.ts";
import type { ScheduleRow } from "./calc.ts";

/** The amount columns after the month, in the order each row gives them. */
const AMOUNT_COLUMNS = ["Parcela", "Juros", "Amortização", "Saldo devedor"] as const;

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
            {AMOUNT_COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {column}
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
              <td className="px-3 py-1.5">{formatBRL(r.payment)}</td>
              <td className="px-3 py-1.5">{formatBRL(r.interest)}</td>
              <td className="px-3 py-1.5">{formatBRL(r.amortization)}</td>
              <td className="px-3 py-1.5">{formatBRL(r.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
