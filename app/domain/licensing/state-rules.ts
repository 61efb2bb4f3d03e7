// The licensing answer for one state, year, vehicle type and final plate digit, read from a
// year's data (./data/<year>.json through ./licensing-data.ts): the fee and what it includes,
// the deadline, and the caveat. Pure: no React, no I/O; the data comes in as an argument, so a
// page can get it from its loader and the tests can hand in their own.
import { MONTHS, formatBRL, formatDateShortBR } from "../../lib/format.ts";
import type { StateCode } from "../../lib/states.ts";
import type { LicensingCalendar, LicensingSource, LicensingStateEntry, LicensingYearData } from "./data-schema.ts";
import type { FinalDigit, LicensingVehicleKind } from "./vocabulary.ts";

export type LicensingQuery = {
  state: StateCode;
  vehicleType: LicensingVehicleKind;
  /** The plate's final digit; the deadline by final needs it, the fee does not. */
  finalDigit?: FinalDigit | null;
};

/** "Consulte o Detran-RJ." — what the visitor is told where the data has no answer. */
export function consultText(agency: string): string {
  return `Consulte o ${agency}.`;
}

export type LicensingFeeAnswer =
  | {
      kind: "known";
      value: number;
      /** "R$ 293,71" */
      text: string;
      /** The amount's label where the state has more than one ("Motocicletas"). */
      label?: string;
      /** What the fee pays for. */
      includes: string;
      /** The last day the value holds, as dd/mm/aaaa (RS), when the source says so. */
      validUntil?: string;
      source: LicensingSource;
    }
  | {
      kind: "unknown";
      /** "Consulte o Detran-MG." */
      text: string;
      /** The dated "not yet published" note, when there is one. */
      pending?: string;
    };

export type LicensingDeadlineAnswer =
  | { kind: "day"; /** AAAA-MM-DD */ date: string; /** "31/05/2026" */ text: string; source: LicensingSource }
  | { kind: "month"; /** AAAA-MM */ month: string; /** "julho de 2026" */ text: string; source: LicensingSource }
  | { kind: "with-ipva"; /** What the state does, in pt-BR. */ text: string; source: LicensingSource }
  /** The state's calendar goes by final digit and none was given. */
  | { kind: "needs-final"; text: string }
  | { kind: "unknown"; /** "Consulte o Detran-BA." */ text: string; pending?: string };

/** What the licensing page shows for a state: fee, deadline and caveat, for one year. */
export type LicensingAnswer = {
  year: number;
  state: StateCode;
  agency: string;
  detranUrl?: string;
  fee: LicensingFeeAnswer;
  deadline: LicensingDeadlineAnswer;
  /** "Atenção: …" under the answer, when the data has one. */
  caveat?: string;
};

/** The text asking for the final digit. */
export const NEEDS_FINAL_TEXT = "Informe o final da placa para ver o prazo.";

function covers(types: readonly LicensingVehicleKind[] | undefined, type: LicensingVehicleKind): boolean {
  return types === undefined || types.includes(type);
}

/** "2026-07" → "julho de 2026"; "2026-05-31" → "31/05/2026". */
export function dueText(due: string): string {
  if (due.length === 10) return formatDateShortBR(due);
  const [year, month] = due.split("-") as [string, string];
  return `${MONTHS[Number(month) - 1]} de ${year}`;
}

function dueAnswer(due: string, source: LicensingSource): LicensingDeadlineAnswer {
  return due.length === 10
    ? { kind: "day", date: due, text: dueText(due), source }
    : { kind: "month", month: due, text: dueText(due), source };
}

function entryOf(data: LicensingYearData, state: StateCode): LicensingStateEntry {
  return data.states[state];
}

/** The year's fee for the state and vehicle type (the first amount that covers the type). */
export function licensingFee(data: LicensingYearData, query: LicensingQuery): LicensingFeeAnswer {
  const entry = entryOf(data, query.state);
  const amount = entry.fee?.amounts.find((a) => covers(a.vehicleTypes, query.vehicleType));
  if (!entry.fee || !amount) {
    return { kind: "unknown", text: consultText(entry.agency), ...(entry.pending && { pending: entry.pending.note }) };
  }
  return {
    kind: "known",
    value: amount.value,
    text: formatBRL(amount.value),
    ...(entry.fee.amounts.length > 1 && amount.label && { label: amount.label }),
    includes: entry.fee.includes,
    ...(entry.fee.validUntil && { validUntil: formatDateShortBR(entry.fee.validUntil) }),
    source: entry.fee.source,
  };
}

/** The calendar by final digit that covers the vehicle type, when the state has one. */
export function licensingCalendar(
  data: LicensingYearData,
  state: StateCode,
  vehicleType: LicensingVehicleKind,
): LicensingCalendar | null {
  const deadline = entryOf(data, state).deadline;
  if (deadline?.kind !== "by-final") return null;
  return deadline.calendars.find((c) => covers(c.vehicleTypes, vehicleType)) ?? null;
}

/** The year's licensing deadline for the state, vehicle type and final digit. */
export function licensingDeadline(data: LicensingYearData, query: LicensingQuery): LicensingDeadlineAnswer {
  const entry = entryOf(data, query.state);
  const deadline = entry.deadline;
  const unknown: LicensingDeadlineAnswer = {
    kind: "unknown",
    text: consultText(entry.agency),
    ...(entry.pending && { pending: entry.pending.note }),
  };
  if (!deadline) return unknown;
  if (deadline.kind === "single") return dueAnswer(deadline.due, deadline.source);
  if (deadline.kind === "with-ipva") return { kind: "with-ipva", text: deadline.detail, source: deadline.source };
  const calendar = deadline.calendars.find((c) => covers(c.vehicleTypes, query.vehicleType));
  if (!calendar) return unknown;
  if (!query.finalDigit) return { kind: "needs-final", text: NEEDS_FINAL_TEXT };
  const group = calendar.groups.find((g) => g.finals.includes(query.finalDigit as FinalDigit));
  return group ? dueAnswer(group.due, deadline.source) : unknown;
}

/** Fee, deadline and caveat together: what the licensing page shows for the chosen state. */
export function licensingAnswer(data: LicensingYearData, query: LicensingQuery): LicensingAnswer {
  const entry = entryOf(data, query.state);
  return {
    year: data.year,
    state: query.state,
    agency: entry.agency,
    ...(entry.detranUrl && { detranUrl: entry.detranUrl }),
    fee: licensingFee(data, query),
    deadline: licensingDeadline(data, query),
    ...(entry.caveat && { caveat: entry.caveat }),
  };
}

/** "1 e 2", "0, 1 e 2", "5" */
export function finalsText(finals: readonly string[]): string {
  return finals.length === 1 ? finals[0]! : `${finals.slice(0, -1).join(", ")} e ${finals.at(-1)}`;
}

/** A calendar as table rows ("Finais 1 e 2" → "31/03/2026"), in the source's order. */
export function calendarRows(calendar: LicensingCalendar): Array<{ finals: string; due: string }> {
  return calendar.groups.map((g) => ({ finals: finalsText(g.finals), due: dueText(g.due) }));
}

/**
 * What a state's entry lacks for the year: "fee" when no amount is known, "calendar" when
 * there is no deadline or a calendar by final leaves digits out. `npm run check:facts` fails
 * from 1 February while a state lacks either without a dated "not yet published" note.
 */
export function missingFacts(entry: LicensingStateEntry): Array<"fee" | "calendar"> {
  const missing: Array<"fee" | "calendar"> = [];
  if (!entry.fee) missing.push("fee");
  const deadline = entry.deadline;
  const calendarComplete =
    deadline !== null &&
    (deadline.kind !== "by-final" ||
      deadline.calendars.every((c) => new Set(c.groups.flatMap((g) => g.finals)).size === 10));
  if (!calendarComplete) missing.push("calendar");
  return missing;
}
