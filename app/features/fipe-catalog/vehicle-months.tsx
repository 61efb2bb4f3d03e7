// Below a vehicle's price: the months the FIPE catalog holds it in, as a select that shows the
// price of another month (?referencia=AAAA-MM; a plain GET form, so it works before and
// without JavaScript, which only submits it on change), and the price change over 12 months,
// 3 years and all the months held.
import { formatBRL, formatPercent } from "../../lib/format.ts";
import { historySpans, type SpanMonth } from "./history-spans.ts";

type Props = {
  /** The vehicle's canonical address (the form's action). */
  action: string;
  months: Array<{ value: string; label: string }>;
  referencia: string | null;
  history: SpanMonth[];
};

export function VehicleMonths({ action, months, referencia, history }: Props) {
  const spans = historySpans(history);
  const shown = months.find((m) => m.value === referencia);
  return (
    <section aria-labelledby="fipe-meses" className="mx-auto max-w-6xl px-4 pb-10" data-print="hide">
      <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-xs">
        <h2 id="fipe-meses" className="text-lg font-bold text-gray-900">
          Outros meses da Tabela FIPE
        </h2>
        {shown ? (
          <p className="mt-2 text-sm text-gray-800">
            O valor acima é o de <strong>{shown.label}</strong>.{" "}
            <a href={action} className="text-brand-700 underline underline-offset-2">
              Ver o mês mais recente
            </a>
          </p>
        ) : null}
        <form method="get" action={action} className="mt-3 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="fipe-referencia" className="mb-1.5 block text-sm font-semibold text-gray-800">
              Mês de referência
            </label>
            <select
              id="fipe-referencia"
              name="referencia"
              defaultValue={referencia ?? ""}
              onChange={(e) => e.currentTarget.form?.requestSubmit()}
              className="block rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900"
            >
              {months.map((m, i) => (
                <option key={m.value} value={i === 0 ? "" : m.value}>
                  {i === 0 ? `${m.label} (mais recente)` : m.label}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="rounded-lg border border-brand-600 px-4 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Ver mês
          </button>
        </form>
        {spans.length ? (
          <>
            <h3 className="mt-5 text-base font-bold text-gray-900">Variação do preço</h3>
            <dl className="mt-2 divide-y divide-gray-100">
              {spans.map((s) => (
                <div key={s.label} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                  <dt className="text-sm text-gray-700">
                    {s.label}
                    {s.exact ? <span className="text-gray-600"> (desde {s.since})</span> : null}
                  </dt>
                  <dd className="font-semibold text-gray-900">
                    {s.ratio > 0 ? "+" : ""}
                    {formatPercent(s.ratio)} ({formatBRL(s.from)} → {formatBRL(s.to)})
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </div>
    </section>
  );
}
