// The payment plan (app/domain/ipva/calendar.ts) in the words the result and the state's page
// show: the single payment ("À vista com 3 % até 12/01: R$ 970,00"), the instalments ("ou 5
// parcelas de R$ 200,00 (12/01, 12/02, …)") and the calendar table's rows. Pure: strings from a
// plan.
import { formatBRL } from "../../lib/format.ts";
import type { IpvaInstalments, IpvaSinglePayment } from "../../domain/ipva/calendar.ts";
import type { IpvaSchedule } from "../../domain/ipva/data-schema.ts";
import { percentText } from "./reminders.ts";

/** "2026-01-12" → "12/01" (the year is the plan's, said in its heading). */
export const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** "com 3 % de desconto" or "sem desconto". */
export const discountText = (percent: number) => (percent > 0 ? `com ${percentText(percent)}` : "sem desconto");

/**
 * One single-payment option. `byPlate`: no final digit was given and the dates differ by plate
 * (the table below gives them).
 */
export function singlePaymentText(option: IpvaSinglePayment, byPlate: boolean): string {
  const head = `À vista ${discountText(option.discountPercent)}`;
  const amount = formatBRL(option.amount);
  if (option.until) return `${head} até ${dayMonth(option.until)}: ${amount}`;
  return byPlate
    ? `${head}: ${amount} (o prazo depende do final da placa)`
    : `${head}: ${amount} (prazo não informado pela fonte)`;
}

/** "R$ 1,00, R$ 2,00 e R$ 3,00" */
const listText = (items: string[]) =>
  items.length === 1 ? items[0]! : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;

/** "ou 5 parcelas de R$ 200,00 (12/01, 12/02, 12/03, 12/04, 12/05)" */
export function instalmentsText(instalments: IpvaInstalments): string {
  const { count, amounts, dates } = instalments;
  const same = amounts.every((a) => a === amounts[0]);
  const value = same ? `de ${formatBRL(amounts[0]!)}` : `de ${listText(amounts.map(formatBRL))}`;
  const known = dates.filter((d): d is string => d !== null).map(dayMonth);
  const when =
    known.length === 0
      ? ""
      : known.length === count
        ? ` (${known.join(", ")})`
        : ` (${known.join(", ")}; as demais datas não foram informadas pela fonte)`;
  return `ou ${count} parcelas ${value}${when}`;
}

/** "1", "1 e 2", "3, 4 e 5"; all ten: "todos". */
export function finalsText(finals: readonly number[]): string {
  if (finals.length === 10) return "Todos";
  return listText([...finals].map(String));
}

/** The calendar table's rows: the finals, each single-payment deadline, the instalment dates. */
export function scheduleRows(schedules: readonly IpvaSchedule[]): Array<{
  finals: string;
  singlePayment: string[];
  instalments: string;
}> {
  return schedules.map((s) => ({
    finals: finalsText(s.finals),
    singlePayment: s.singlePaymentUntil.map((d) => (d ? dayMonth(d) : "—")),
    instalments: s.instalmentDates?.length ? s.instalmentDates.map(dayMonth).join(", ") : "—",
  }));
}
