// How the IPVA is paid, shown under the calculator's result and on a state's page: the single
// payment with its discount and deadline, the instalments, the other discounts, the table of
// dates by final plate and its source; for a year whose calendar is not published yet, the
// notice and last year's plan, labelled as a reference. From app/domain/ipva/calendar.ts's plan.
import { formatDateShortBR } from "../../lib/format.ts";
import type { IpvaPaymentPlan } from "../../domain/ipva/calendar.ts";
import type { IpvaOtherDiscount, IpvaSchedule } from "../../domain/ipva/data-schema.ts";
import { discountText, instalmentsText, scheduleRows, singlePaymentText } from "./payment-text.ts";
import { remindersPath, remindersWebcalUrl, type ReminderTypeParam } from "./reminders.ts";
import { ipvaCalendarNotice } from "./strings.ts";

function SourceLink({ title, url }: { title: string; url: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="underline">
      {title}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}

/** The dates of every group of finals: one row a group, one column per single-payment option. */
export function IpvaCalendarTable({
  year,
  schedules,
  discounts,
}: {
  year: number;
  schedules: readonly IpvaSchedule[];
  /** The single-payment options' discounts, in the calendar's order. */
  discounts: readonly number[];
}) {
  const rows = scheduleRows(schedules);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-gray-900">
          Vencimentos do IPVA {year} pelo final da placa
        </caption>
        <thead>
          <tr className="border-b border-gray-300 text-gray-700">
            <th scope="col" className="py-2 pr-3">
              Final da placa
            </th>
            {discounts.map((d, i) => (
              <th key={i} scope="col" className="py-2 pr-3">
                À vista {discountText(d)}
              </th>
            ))}
            <th scope="col" className="py-2">
              Parcelas
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.finals} className="border-b border-gray-100 align-top">
              <th scope="row" className="py-2 pr-3 font-semibold">
                {row.finals}
              </th>
              {row.singlePayment.map((d, i) => (
                <td key={i} className="py-2 pr-3 tabular-nums">
                  {d}
                </td>
              ))}
              <td className="py-2 tabular-nums">{row.instalments}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OtherDiscounts({ discounts }: { discounts: readonly IpvaOtherDiscount[] | undefined }) {
  if (!discounts?.length) return null;
  return (
    <ul className="space-y-1 text-sm text-gray-700">
      {discounts.map((d) => (
        <li key={d.name}>
          <span className="font-semibold">{d.name}</span>
          {d.upToPercent ? ` (até ${String(d.upToPercent).replace(".", ",")} %)` : ""}: {d.who}
        </li>
      ))}
    </ul>
  );
}

/** A published plan: the options for the amount, the table when no final was given, the source. */
function PublishedPlan({
  plan,
  showTable,
  linkedSource,
}: {
  plan: IpvaPaymentPlan;
  showTable: boolean;
  linkedSource?: string;
}) {
  const byPlate = plan.schedule === null && plan.schedules.length > 1;
  return (
    <div className="space-y-3">
      <ul className="space-y-1 font-medium text-gray-900">
        {plan.singlePayment.map((option, i) => (
          <li key={i}>{singlePaymentText(option, byPlate)}</li>
        ))}
        {plan.instalments ? <li>{instalmentsText(plan.instalments)}</li> : null}
      </ul>
      {plan.finalDigit !== null && plan.schedule === null ? (
        <p className="text-sm text-amber-900">A fonte não informa as datas do final {plan.finalDigit}.</p>
      ) : null}
      {showTable && plan.schedule === null && plan.schedules.length > 0 ? (
        <IpvaCalendarTable
          year={plan.year}
          schedules={plan.schedules}
          discounts={plan.singlePayment.map((o) => o.discountPercent)}
        />
      ) : null}
      <OtherDiscounts discounts={plan.otherDiscounts} />
      {plan.nextBusinessDay ? (
        <p className="text-xs text-gray-600">Data em fim de semana ou feriado: vale o dia útil seguinte.</p>
      ) : null}
      {plan.caveat ? (
        <p className="text-xs text-gray-600">
          <span className="font-semibold">Sobre o calendário:</span> {plan.caveat}
        </p>
      ) : null}
      {plan.source ? (
        <p className="text-xs text-gray-600">
          Fonte do calendário:{" "}
          {plan.source.url === linkedSource ? (
            "a mesma da regra aplicada"
          ) : (
            <SourceLink title={plan.source.title} url={plan.source.url} />
          )}
          , conferida em {formatDateShortBR(plan.checked)}.
        </p>
      ) : null}
    </div>
  );
}

/** The plan for the computed tax, or the notice and last year's plan labelled as a reference. */
export function IpvaPaymentPlanView({
  plan,
  showTable = true,
  linkedSource,
}: {
  plan: IpvaPaymentPlan;
  showTable?: boolean;
  /** A source the page links already (the rate's): named, not linked twice. */
  linkedSource?: string;
}) {
  const digit = plan.finalDigit !== null ? ` (final ${plan.finalDigit})` : "";
  if (plan.status === "published") {
    return (
      <section aria-labelledby="ipva-pagamento" className="mt-4 rounded-lg border border-gray-200 p-3">
        <h3 id="ipva-pagamento" className="mb-2 font-semibold text-gray-900">
          Como pagar o IPVA {plan.year}
          {digit}
        </h3>
        <PublishedPlan plan={plan} showTable={showTable} linkedSource={linkedSource} />
      </section>
    );
  }
  const reference = plan.reference;
  return (
    <section aria-labelledby="ipva-pagamento" className="mt-4 rounded-lg border border-gray-200 p-3">
      <h3 id="ipva-pagamento" className="mb-2 font-semibold text-gray-900">
        Como pagar o IPVA {plan.year}
        {digit}
      </h3>
      <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
        {ipvaCalendarNotice(plan.status, plan.year, plan.state, reference !== null)}
      </p>
      {reference ? (
        <div className="mt-3 rounded-lg border border-dashed border-gray-300 p-3">
          <p className="mb-2 text-sm font-semibold text-gray-700">
            Referência: calendário de {reference.year} (não vale para {plan.year})
          </p>
          <PublishedPlan plan={reference} showTable={showTable} linkedSource={linkedSource} />
        </div>
      ) : null}
    </section>
  );
}

/** The reminders of a plate as a file to download and a subscription. */
export function RemindersLinks({
  state,
  finalDigit,
  tipo,
}: {
  state: string;
  finalDigit: number;
  tipo: ReminderTypeParam;
}) {
  const path = remindersPath(state, finalDigit, tipo);
  return (
    <p className="mt-3 text-sm text-gray-700">
      Lembretes das datas do final {finalDigit} no seu calendário:{" "}
      <a href={path} download className="font-semibold text-brand-700 underline">
        baixar arquivo (.ics)
      </a>{" "}
      ou{" "}
      <a href={remindersWebcalUrl(path)} className="font-semibold text-brand-700 underline">
        assinar (atualiza sozinho)
      </a>
      .
    </p>
  );
}
