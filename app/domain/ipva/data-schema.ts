// The shape of one year's IPVA data (app/domain/ipva/data/<year>.json), checked with zod at
// build (react-router.config.ts), by `npm run check:facts` and by the unit tests. The pages
// import only the type: zod stays out of the browser's JavaScript.
//
// A year holds a NATIONAL rule list (the Constitution's immunities, e.g. EC 137/2025: 20 years
// or more from manufacture), tried first for every state, then each state's own rules (first
// match wins), then the state's rate for the vehicle type, then the state's minimum (no tax
// when it would be that amount or less). docs/architecture/content.md describes the fields.
import { z } from "zod";
import { BRAZILIAN_STATES, type StateCode } from "../../lib/states.ts";

const STATE_CODES = BRAZILIAN_STATES.map((s) => s.code) as [StateCode, ...StateCode[]];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as AAAA-MM-DD");

/** Where a figure comes from: an official address (Sefaz, Detran, the law) and what it says. */
export const sourceSchema = z.object({
  title: z.string().min(5),
  url: z.url({ protocol: /^https?$/ }),
  /** The day the page was read. */
  read: isoDate.optional(),
  /**
   * The tax year whose figures the page states (its date or its text shows it). `check:facts`
   * requires, from 1 February of a year, that a "carried-over" state's source states that year.
   */
  forYear: z.number().int().min(2000).max(2100).optional(),
});

/** A rate in percent of the vehicle value (0 = exempt). */
const rate = z.number().min(0).max(10);

// The vocabulary (vehicle types, fuels, owners) lives in ./vocabulary.ts, free of zod, so the
// calculator's page can import it without shipping the schema's validator to the browser.
import { IPVA_FUELS, IPVA_OWNERS, IPVA_VEHICLE_TYPES } from "./vocabulary.ts";
export { IPVA_FUELS, IPVA_OWNERS, IPVA_VEHICLE_TYPES };
export type { IpvaFuel, IpvaOwner, IpvaVehicleType } from "./vocabulary.ts";

const positiveInt = z.number().int().positive();

/**
 * A rule (national or of a state) for the year: when every condition given matches, `rate`
 * replaces the state's rate (0 = exempt or immune). Rules are tried in file order; the first
 * that matches wins. Bounds are inclusive; a condition on something the visitor was not asked
 * (or left blank) does not match.
 */
export const ruleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** Shown with the result: what the rule is, in pt-BR ("Motos de até 170 cc são isentas"). */
    name: z.string().min(10).max(160),
    /** What the visitor should know to tell whether it applies, shown beside the field it needs. */
    detail: z.string().min(10).max(300).optional(),
    /**
     * The vehicle types it covers (any of): always stated, so a rule for cars never reaches
     * trucks and buses by omission.
     */
    vehicleTypes: z.array(z.enum(IPVA_VEHICLE_TYPES)).min(1),
    /** The fuels it covers (any of). */
    fuels: z.array(z.enum(IPVA_FUELS)).min(1).optional(),
    owner: z.enum(IPVA_OWNERS).optional(),
    /** Years since manufacture (the tax year minus the year of manufacture), inclusive. */
    minAgeYears: z.number().int().min(0).optional(),
    maxAgeYears: z.number().int().min(0).optional(),
    /** Engine displacement, in cc, inclusive. */
    minDisplacementCc: positiveInt.optional(),
    maxDisplacementCc: positiveInt.optional(),
    /** Engine power, in cv, inclusive. */
    minPowerCv: positiveInt.optional(),
    maxPowerCv: positiveInt.optional(),
    /** Vehicle value (valor venal), in reais, inclusive. */
    minValue: z.number().positive().optional(),
    maxValue: z.number().positive().optional(),
    rate,
    source: sourceSchema,
  })
  .refine(
    (r) =>
      [
        r.fuels,
        r.owner,
        r.minAgeYears,
        r.maxAgeYears,
        r.minDisplacementCc,
        r.maxDisplacementCc,
        r.minPowerCv,
        r.maxPowerCv,
        r.minValue,
        r.maxValue,
      ].some((c) => c !== undefined),
    { message: "a rule needs a condition besides the vehicle types (a rate by type is the entry's `car`, `pickup`…)" },
  );

/** No tax is due when it would be `amount` or less (Amazonas' "IPVA Social"). */
export const minimumTaxSchema = z.object({
  amount: z.number().positive(),
  /** Shown with the result when it applies. */
  name: z.string().min(10).max(160),
  /** The vehicle types it covers; all when absent. */
  vehicleTypes: z.array(z.enum(IPVA_VEHICLE_TYPES)).min(1).optional(),
  source: sourceSchema,
});

const finalDigit = z.number().int().min(0).max(9);
const percent = z.number().min(0).max(50);

/** A way to pay the whole tax at once: its discount (0 = the single payment without discount). */
export const singlePaymentOptionSchema = z.object({ discountPercent: percent });

/** The dates of a group of plates (by final digit) in a year's calendar. */
export const scheduleSchema = z.object({
  /** The final digits of the plates these dates are for. */
  finals: z.array(finalDigit).min(1),
  /**
   * The deadline of each option of the calendar's `singlePayment`, in its order; null where the
   * source gives no day (AL's "junho").
   */
  singlePaymentUntil: z.array(isoDate.nullable()).min(1),
  /** The due dates of the instalments the source gives, in order (often fewer than the plan's). */
  instalmentDates: z.array(isoDate).default([]),
  /** Fewer instalments for these plates than the plan's `max` (GO: 9 for finals 1 and 2). */
  maxInstalments: positiveInt.optional(),
});

/** A discount besides the single payment's, and who gets it (RS "Bom Motorista"…). */
export const otherDiscountSchema = z.object({
  name: z.string().min(3).max(80),
  /** Up to this percent (some discounts are a sum in reais or a range: `who` says so). */
  upToPercent: z.number().positive().max(100).optional(),
  /** Who gets it and how, in pt-BR, for the visitor. */
  who: z.string().min(10).max(300),
});

/** Paying in instalments. */
export const instalmentPlanSchema = z.object({
  max: z.number().int().min(2).max(12),
  /** The least amount of one instalment, in reais. */
  minimumAmount: z.number().positive().optional(),
  /** The least amount of one instalment of a motorcycle, where it differs (MS). */
  minimumAmountMotorcycle: z.number().positive().optional(),
  /** The least amount of one instalment of a company's vehicle, where it differs (TO). */
  minimumAmountCompany: z.number().positive().optional(),
  /** No instalments when the tax is this amount or less (DF, MA). */
  singlePaymentUpTo: z.number().positive().optional(),
  /** The discount on each instalment paid by its date, in percent, in order (AM 10/5/0; RS 3/2/1). */
  discountsPercent: z.array(percent).optional(),
});

/** A year's calendar, published: discounts, deadlines by final digit, instalments. */
export const publishedCalendarSchema = z
  .object({
    status: z.literal("published"),
    /** The single-payment options, most discounted first; their deadlines are per schedule. */
    singlePayment: z.array(singlePaymentOptionSchema).min(1),
    /**
     * The dates by group of final digits (one group of all ten when the dates are the same for
     * every plate). A digit in no group: the source read does not give its dates (the `$comment` says why).
     */
    schedules: z.array(scheduleSchema),
    instalments: instalmentPlanSchema.optional(),
    otherDiscounts: z.array(otherDiscountSchema).default([]),
    /** The source says a due date on a weekend or holiday moves to the next business day. */
    nextBusinessDay: z.boolean().optional(),
    source: sourceSchema,
    /** The day the calendar was last checked against its source. */
    checked: isoDate,
    /** Internal record of what was read, and any conflict between sources: never shown. */
    $comment: z.string().min(10),
    /** Shown to the visitor with the calendar (pt-BR): what it leaves out or where sources differ. */
    caveat: z.string().min(20).max(400).optional(),
  })
  .superRefine((c, ctx) => {
    const seen = new Set<number>();
    for (const [i, s] of c.schedules.entries()) {
      for (const d of s.finals) {
        if (seen.has(d))
          ctx.addIssue({ code: "custom", path: ["schedules", i, "finals"], message: `final ${d} twice` });
        seen.add(d);
      }
      if (s.singlePaymentUntil.length !== c.singlePayment.length)
        ctx.addIssue({
          code: "custom",
          path: ["schedules", i, "singlePaymentUntil"],
          message: "one deadline (or null) per single-payment option",
        });
      const max = s.maxInstalments ?? c.instalments?.max ?? 1;
      if (s.instalmentDates.length > max)
        ctx.addIssue({
          code: "custom",
          path: ["schedules", i, "instalmentDates"],
          message: "more dates than instalments",
        });
    }
  });

/**
 * No calendar for the year in the data: `not-published` (a dated page, or the Sefaz's silence
 * on the day checked, says it is not out yet) or `not-found` (searched, no dated source found).
 */
export const unpublishedCalendarSchema = z.object({
  status: z.enum(["not-published", "not-found"]),
  /** The day this was last checked: the `$comment`'s date. */
  checked: isoDate,
  /** What was searched, and when (internal). */
  $comment: z.string().min(10),
  /** What is known, for the visitor (pt-BR). */
  caveat: z.string().min(20).max(400).optional(),
  source: sourceSchema.optional(),
});

export const calendarSchema = z.union([publishedCalendarSchema, unpublishedCalendarSchema]);

/** One state's entry: its rates, its special rules and where they were checked. */
export const stateEntrySchema = z.object({
  car: rate,
  motorcycle: rate,
  /** Caminhonetes, where the state's rate differs from the car's (the form then offers the type). */
  pickup: rate.optional(),
  /** Caminhões, ônibus and micro-ônibus, where the data has their rate (the form then offers the type). */
  truckBus: rate.optional(),
  rules: z.array(ruleSchema).default([]),
  minimumTax: minimumTaxSchema.optional(),
  source: sourceSchema,
  /**
   * The state's Sefaz IPVA page, linked when the entry is not confirmed for the year
   * ("não conferido para 2026"); `source` is linked when absent.
   */
  sefaz: sourceSchema.optional(),
  /** The day the entry was last checked against its source. */
  checked: isoDate,
  /**
   * `confirmed`: the year's rates were found in a public source (named in `source`/`$comment`);
   * `carried-over`: no change was found, so last year's rates are kept (the `$comment` says so);
   * `unverified`: the figures the site used that year, kept as a record, never checked.
   * Anything but `confirmed` is shown to the visitor as "não conferido para <ano>".
   */
  status: z.enum(["confirmed", "carried-over", "unverified"]),
  /** Internal record of what was read and what the calculation simplifies: never shown to visitors. */
  $comment: z.string().min(10),
  /**
   * Shown to the visitor under the state's result ("Atenção: …"), in pt-BR: what the
   * calculation simplifies for the state (a rule it does not ask about). Written from `$comment`,
   * adding nothing it does not say.
   */
  caveat: z.string().min(20).max(300).optional(),
  /**
   * The year's payment calendar: due dates by final digit, discounts, instalments. Optional in
   * the schema (older files have none); `check:facts` requires it from 1 February of the year.
   */
  calendar: calendarSchema.optional(),
});

export const ipvaYearSchema = z.object({
  year: z.number().int().min(2024).max(2100),
  /** When the file as a whole was last reviewed. */
  checked: isoDate,
  /** What was checked for the year, and how (shown nowhere; read by whoever updates the file). */
  $comment: z.string().min(10).optional(),
  /** Rules of the whole country (the Constitution), tried before any state's. */
  national: z.array(ruleSchema).default([]),
  /** Every one of the 27 units (a record over an enum requires each key). */
  states: z.record(z.enum(STATE_CODES), stateEntrySchema),
});

export type IpvaSource = z.infer<typeof sourceSchema>;
export type IpvaRule = z.infer<typeof ruleSchema>;
export type IpvaMinimumTax = z.infer<typeof minimumTaxSchema>;
export type IpvaStateEntry = z.infer<typeof stateEntrySchema>;
export type IpvaCalendar = z.infer<typeof calendarSchema>;
export type IpvaPublishedCalendar = z.infer<typeof publishedCalendarSchema>;
export type IpvaSchedule = z.infer<typeof scheduleSchema>;
export type IpvaOtherDiscount = z.infer<typeof otherDiscountSchema>;
/** A year's data once validated: every state present. */
export type IpvaYearData = Omit<z.infer<typeof ipvaYearSchema>, "states"> & {
  states: Record<StateCode, IpvaStateEntry>;
};
