// The shape of one year's licensing data (./data/<year>.json): for each of the 27 states the
// year's fee (what it includes, variants by vehicle type) and the deadline (by final plate
// digit or group of digits, one date for all, or "with the IPVA"), each with the dated page it
// was read on. Checked with zod at build (react-router.config.ts), by `npm run check:facts` and
// in the unit tests; pages import only the types, so zod stays out of the browser.
// docs/architecture/calculators.md ("Licensing data") describes the fields.
import { z } from "zod";
import { BRAZILIAN_STATES, type StateCode } from "../../lib/states.ts";
import { FINAL_DIGITS, LICENSING_VEHICLE_TYPES } from "./vocabulary.ts";

const STATE_CODES = BRAZILIAN_STATES.map((s) => s.code) as [StateCode, ...StateCode[]];

/** A real calendar day as AAAA-MM-DD. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date as AAAA-MM-DD")
  .refine((s) => new Date(`${s}T12:00:00Z`).toISOString().slice(0, 10) === s, "not a calendar day");

/**
 * A due date: a day (AAAA-MM-DD) or, where the Detran gives only the month, a month (AAAA-MM:
 * due within that month, SP's and MS's calendars).
 */
export const dueSchema = z.union([
  isoDate,
  z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "a month as AAAA-MM or a day as AAAA-MM-DD"),
]);

/** Where a figure was read: the Detran's page, or a dated page quoting it. */
export const licensingSourceSchema = z.object({
  title: z.string().min(5),
  url: z.url({ protocol: /^https?$/ }),
  /** The page's own date, when it shows one. */
  published: isoDate.optional(),
  /** The day it was read. */
  read: isoDate,
  /** The licensing year whose figures the page states. */
  forYear: z.number().int().min(2000).max(2100),
});

const vehicleTypes = z.array(z.enum(LICENSING_VEHICLE_TYPES)).min(1);

/**
 * One amount of the fee; the first whose vehicle types include the visitor's wins. A type no
 * amount covers (the source did not state it) gets "consulte o Detran-XX".
 */
export const feeAmountSchema = z.object({
  /** The types it covers; all when absent. */
  vehicleTypes: vehicleTypes.optional(),
  /** In reais. */
  value: z.number().positive().max(10_000),
  /** Shown beside the value when the state has more than one ("Motocicletas"). */
  label: z.string().min(3).max(60).optional(),
});

export const feeSchema = z
  .object({
    amounts: z.array(feeAmountSchema).min(1),
    /** What the fee pays for, in pt-BR, shown to the visitor. */
    includes: z.string().min(10).max(240),
    /** The last day the value holds (RS corrects it by the UPF from 1 February). */
    validUntil: isoDate.optional(),
    source: licensingSourceSchema,
  })
  .refine((fee) => fee.amounts.slice(0, -1).every((a) => a.vehicleTypes !== undefined), {
    message: "only the last amount may leave out its vehicle types (the ones after it would never apply)",
  });

/** One group of a calendar: the final digits it holds and their due date. */
export const finalsGroupSchema = z.object({
  finals: z.array(z.enum(FINAL_DIGITS)).min(1),
  due: dueSchema,
});

/** A calendar by final digit, for the vehicle types given (all when absent). */
export const calendarSchema = z
  .object({
    vehicleTypes: vehicleTypes.optional(),
    groups: z.array(finalsGroupSchema).min(1),
  })
  .refine(
    (c) => {
      const finals = c.groups.flatMap((g) => g.finals);
      return new Set(finals).size === finals.length;
    },
    { message: "a final digit appears in two groups" },
  );

export const deadlineSchema = z.discriminatedUnion("kind", [
  /** Due dates by final digit or group of digits (a calendar may leave digits out when the source does). */
  z.object({ kind: z.literal("by-final"), calendars: z.array(calendarSchema).min(1), source: licensingSourceSchema }),
  /** One date for every plate. */
  z.object({ kind: z.literal("single"), due: dueSchema, source: licensingSourceSchema }),
  /** Paid with the IPVA, on the IPVA's calendar; `detail` says how, in pt-BR, for the visitor. */
  z.object({
    kind: z.literal("with-ipva"),
    detail: z.string().min(10).max(240),
    source: licensingSourceSchema,
  }),
]);

/** The dated record that the year's fee or calendar is not yet published. */
export const pendingSchema = z.object({
  /** Shown to the visitor ("Calendário de 2027 ainda não publicado pelo Detran-RJ."). */
  note: z.string().min(10).max(200),
  /** The day the Detran's page was last looked at. */
  checked: isoDate,
});

/** One state's entry for the year. */
export const licensingStateSchema = z.object({
  /** "Detran-RJ"; the visitor is told to "consulte o Detran-RJ" for what the data lacks. */
  agency: z.string().regex(/^Detran-[A-Z]{2}$/),
  /** The Detran's own address, when a page read names it. */
  detranUrl: z.url({ protocol: /^https?$/ }).optional(),
  /** Null when no dated source for the year was found (the `$comment` says what was searched). */
  fee: feeSchema.nullable(),
  deadline: deadlineSchema.nullable(),
  /** Present while the year's fee or calendar is not yet published (dated). */
  pending: pendingSchema.optional(),
  /** The day the entry was last checked. */
  checked: isoDate,
  /** Internal record (what was read, what was searched and not found): never shown. */
  $comment: z.string().min(10),
  /** Shown to the visitor under the state's answer ("Atenção: …"), in pt-BR; from `$comment`, adding nothing. */
  caveat: z.string().min(20).max(300).optional(),
});

export const licensingYearSchema = z
  .object({
    year: z.number().int().min(2024).max(2100),
    /** When the file as a whole was last reviewed. */
    checked: isoDate,
    /** What was checked for the year, and how (shown nowhere). */
    $comment: z.string().min(10).optional(),
    /** Every one of the 27 units (a record over an enum requires each key). */
    states: z.record(z.enum(STATE_CODES), licensingStateSchema),
  })
  .superRefine((data, ctx) => {
    for (const [code, entry] of Object.entries(data.states)) {
      // Every source states the file's year (a page of another year is a note, not a source).
      for (const [field, source] of [
        ["fee", entry.fee?.source],
        ["deadline", entry.deadline?.source],
      ] as const) {
        if (source && source.forYear !== data.year) {
          ctx.addIssue({
            code: "custom",
            path: ["states", code, field, "source", "forYear"],
            message: `the source states ${source.forYear}, the file is ${data.year}`,
          });
        }
      }
      // Every due date falls in the file's year (a calendar of another year pasted by mistake).
      const dues =
        entry.deadline?.kind === "by-final"
          ? entry.deadline.calendars.flatMap((c) => c.groups.map((g) => g.due))
          : entry.deadline?.kind === "single"
            ? [entry.deadline.due]
            : [];
      for (const due of dues) {
        if (!due.startsWith(`${data.year}-`)) {
          ctx.addIssue({
            code: "custom",
            path: ["states", code, "deadline"],
            message: `${due} is not in ${data.year}`,
          });
        }
      }
    }
  });

export type LicensingSource = z.infer<typeof licensingSourceSchema>;
export type LicensingFeeAmount = z.infer<typeof feeAmountSchema>;
export type LicensingFee = z.infer<typeof feeSchema>;
export type LicensingCalendar = z.infer<typeof calendarSchema>;
export type LicensingDeadline = z.infer<typeof deadlineSchema>;
export type LicensingPending = z.infer<typeof pendingSchema>;
export type LicensingStateEntry = z.infer<typeof licensingStateSchema>;
/** A year's data once validated: every state present. */
export type LicensingYearData = Omit<z.infer<typeof licensingYearSchema>, "states"> & {
  states: Record<StateCode, LicensingStateEntry>;
};
