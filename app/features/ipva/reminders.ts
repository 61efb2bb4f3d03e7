// The IPVA dates of one state, year and plate's final digit as all-day calendar events (the
// reminders' .ics file, app/lib/ics.ts): the last day of each single payment (the discount's
// deadline first) and each instalment's due date, from the year's published calendar. Pure:
// the year's data comes in. A UID is made of the year, the state, the kind of date and the
// digit, so a calendar app that subscribed updates the same events when the data changes.
import type { IcsEvent } from "../../lib/ics.ts";
import { formatDateShortBR } from "../../lib/format.ts";
import type { StateCode } from "../../lib/states.ts";
import { absoluteUrl } from "../../lib/seo.ts";
import type { IpvaVehicleType, IpvaYearData } from "../../domain/ipva/data-schema.ts";
import { taxAgency } from "./strings.ts";

/** The domain that makes the events' UIDs unique worldwide. */
export const REMINDER_UID_DOMAIN = "carroemconta.com.br";

/** "3 %", "2,5 %" */
export const percentText = (percent: number) => `${String(percent).replace(".", ",")} %`;

/** The events of the year's calendar for the final digit; none while the calendar is not published. */
export function ipvaReminderEvents(data: IpvaYearData, state: StateCode, finalDigit: number): IcsEvent[] {
  const calendar = data.states[state].calendar;
  if (calendar?.status !== "published") return [];
  const schedule = calendar.schedules.find((s) => s.finals.includes(finalDigit));
  if (!schedule) return [];
  const uid = (kind: string) =>
    `ipva-${data.year}-${state.toLowerCase()}-${kind}-final-${finalDigit}@${REMINDER_UID_DOMAIN}`;
  const head = `IPVA ${data.year} ${state} (final ${finalDigit})`;
  const description = [
    `Fonte: ${calendar.source.title}, conferida em ${formatDateShortBR(calendar.checked)}.`,
    calendar.nextBusinessDay ? "Data em fim de semana ou feriado: vale o dia útil seguinte." : "",
    `Confirme na ${taxAgency(state)} antes de pagar.`,
  ]
    .filter(Boolean)
    .join(" ");
  const events: IcsEvent[] = [];
  calendar.singlePayment.forEach((option, i) => {
    const date = schedule.singlePaymentUntil[i];
    if (!date) return;
    const what =
      option.discountPercent > 0
        ? `último dia da cota única com ${percentText(option.discountPercent)} de desconto`
        : "último dia da cota única sem desconto";
    events.push({ uid: uid(`cota-unica-${i + 1}`), date, summary: `${head}: ${what}`, description });
  });
  (schedule.instalmentDates ?? []).forEach((date, i) => {
    events.push({ uid: uid(`parcela-${i + 1}`), date, summary: `${head}: vence a ${i + 1}ª parcela`, description });
  });
  return events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The vehicle type in the reminders' address (`tipo=`): the licensing calendar it follows. */
export const REMINDER_TYPE_PARAMS = ["carro", "moto", "caminhao"] as const;
export type ReminderTypeParam = (typeof REMINDER_TYPE_PARAMS)[number];

/** The reminders' type for an IPVA vehicle type (a pickup is licensed as a car). */
export function reminderTypeOf(vehicleType: IpvaVehicleType): ReminderTypeParam {
  return vehicleType === "motorcycle" ? "moto" : vehicleType === "truck-bus" ? "caminhao" : "carro";
}

/** The reminders file's address: "/ipva/sp/lembretes.ics?final=3&tipo=carro". */
export function remindersPath(state: string, finalDigit: number | string, tipo: ReminderTypeParam = "carro"): string {
  return `/ipva/${state.toLowerCase()}/lembretes.ics?final=${finalDigit}&tipo=${tipo}`;
}

/** The same file as a subscription (webcal:, which calendar apps open as one that updates). */
export function remindersWebcalUrl(path: string): string {
  return absoluteUrl(path).replace(/^https?:/, "webcal:");
}
