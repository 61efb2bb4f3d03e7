// The dated events a plate is reminded of, read from the site's data: per IPVA year, the
// single payment's discount deadline(s) and the due dates of the instalments for the plate's
// final digit (app/domain/ipva/calendar.ts), and the licensing deadline for the plate and
// vehicle type (app/domain/licensing/state-rules.ts) when the data has one. Each event has a
// stable key (the claim in reminder_sends is per plate and key, so data that changes a date
// never sends the same event twice) and the day its reminder is due: REMINDER_DAYS_BEFORE
// before the date. Pure: the year files come in, so tests can hand in their own.
import { ipvaPaymentPlan } from "#app/domain/ipva/calendar.ts";
import type { IpvaYearData } from "#app/domain/ipva/data-schema.ts";
import type { LicensingYearData } from "#app/domain/licensing/data-schema.ts";
import { licensingDeadline } from "#app/domain/licensing/state-rules.ts";
import type { FinalDigit } from "#app/domain/licensing/vocabulary.ts";
import type { ReminderVehicleType } from "#app/domain/reminders/reminder-names.ts";
import { MONTHS } from "#app/lib/format.ts";
import { isStateCode } from "#app/lib/states.ts";

/** A reminder goes this many days before the date it is about. */
export const REMINDER_DAYS_BEFORE = 7;

export type ReminderPlate = { state: string; finalDigit: number; vehicleType: ReminderVehicleType };

export type ReminderEvent = {
  /** "ipva-2026-desconto-1", "ipva-2026-parcela-2", "ipva-2026-cota-unica", "licenciamento-2026". */
  key: string;
  /** AAAA-MM-DD: the deadline (for a deadline the source gives as a month, its first day). */
  date: string;
  /** AAAA-MM-DD: the day its reminder is due. */
  remindOn: string;
  /** What it is, in pt-BR, for the mail ("IPVA 2026: cota única com 3% de desconto"). */
  title: string;
  /** "até 12/01/2026", "em julho de 2026". */
  when: string;
};

/** `iso` moved by `days` (calendar days, no time zone involved). */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const short = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function event(key: string, date: string, title: string, when = `até ${short(date)}`): ReminderEvent {
  return { key, date, remindOn: addDays(date, -REMINDER_DAYS_BEFORE), title, when };
}

/** The IPVA events of one year for the plate (none while the year's calendar is not published). */
function ipvaEvents(plate: ReminderPlate, data: IpvaYearData): ReminderEvent[] {
  // The dates do not depend on the tax; the plan needs one above zero.
  const plan = ipvaPaymentPlan(
    { state: plate.state, tax: 1000, finalDigit: plate.finalDigit, vehicleType: ipvaTypeOf(plate.vehicleType) },
    data,
  );
  if (!plan || plan.status !== "published" || !plan.schedule) return [];
  const year = plan.year;
  const events: ReminderEvent[] = [];
  const instalmentDates = plan.schedule.instalmentDates;
  plan.singlePayment.forEach((option, i) => {
    const until = option.until;
    if (!until) return;
    if (option.discountPercent > 0) {
      events.push(
        event(
          `ipva-${year}-desconto-${i + 1}`,
          until,
          `IPVA ${year}: cota única com ${String(option.discountPercent).replace(".", ",")}% de desconto`,
        ),
      );
    } else if (!instalmentDates.includes(until)) {
      events.push(event(`ipva-${year}-cota-unica`, until, `IPVA ${year}: cota única sem desconto`));
    }
  });
  instalmentDates.forEach((date, i) => {
    const title = instalmentDates.length === 1 ? `IPVA ${year}: vencimento` : `IPVA ${year}: ${i + 1}ª parcela`;
    events.push(event(`ipva-${year}-parcela-${i + 1}`, date, title));
  });
  return events;
}

function ipvaTypeOf(type: ReminderVehicleType) {
  return type === "motorcycle" ? ("motorcycle" as const) : type === "truck" ? ("truck-bus" as const) : ("car" as const);
}

/** The licensing deadline of one year for the plate, when the data gives a day or a month. */
function licensingEvents(plate: ReminderPlate, data: LicensingYearData): ReminderEvent[] {
  if (!isStateCode(plate.state)) return [];
  const answer = licensingDeadline(data, {
    state: plate.state,
    vehicleType: plate.vehicleType,
    finalDigit: String(plate.finalDigit) as FinalDigit,
  });
  const key = `licenciamento-${data.year}`;
  const title = `Licenciamento ${data.year}`;
  if (answer.kind === "day") return [event(key, answer.date, title)];
  if (answer.kind === "month") {
    const [year, month] = answer.month.split("-") as [string, string];
    return [event(key, `${answer.month}-01`, title, `em ${MONTHS[Number(month) - 1]} de ${year}`)];
  }
  return [];
}

/** Every event of the plate in the years given, by date. */
export function reminderEvents(
  plate: ReminderPlate,
  years: { ipva: readonly IpvaYearData[]; licensing: readonly LicensingYearData[] },
): ReminderEvent[] {
  const events = [
    ...years.ipva.flatMap((data) => ipvaEvents(plate, data)),
    ...years.licensing.flatMap((data) => licensingEvents(plate, data)),
  ];
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
}

/** The events whose reminder is due on `today`: from their reminder day to the date itself
 * (a day the job did not run is made up for, but never after the date). */
export function dueEvents(events: readonly ReminderEvent[], today: string): ReminderEvent[] {
  return events.filter((e) => e.remindOn <= today && today <= e.date);
}
