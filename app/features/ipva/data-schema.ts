// The shape of one year's IPVA data (app/features/ipva/data/<year>.json), checked with zod at
// build (react-router.config.ts), by `npm run check:facts` and by the unit tests. The pages
// import only the type: zod stays out of the browser's JavaScript.
import { z } from "zod";
import { BRAZILIAN_STATES, type StateCode } from "../../lib/states.ts";

const STATE_CODES = BRAZILIAN_STATES.map((s) => s.code) as [StateCode, ...StateCode[]];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as AAAA-MM-DD");

/** Where a figure comes from: an official address (Sefaz, Detran, the law) and what it says. */
export const sourceSchema = z.object({
  title: z.string().min(5),
  url: z.url({ protocol: /^https?$/ }),
});

/** A rate in percent of the vehicle value (0 = exempt). */
const rate = z.number().min(0).max(10);

/** Fuels a rule can depend on; the calculator asks for the fuel only where a rule needs it. */
export const IPVA_FUELS = ["hybrid-ethanol", "gnv"] as const;
export type IpvaFuel = (typeof IPVA_FUELS)[number];

/**
 * A special rule of a state for the year: when every condition given matches, `rate` replaces
 * the state's rate. Rules are tried in file order; the first that matches wins.
 */
export const ruleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** Shown with the result: what the rule is, in pt-BR ("Motos de até 170 cc são isentas"). */
    name: z.string().min(10).max(160),
    /** What the visitor should know to tell whether it applies, shown beside the field it needs. */
    detail: z.string().min(10).max(300).optional(),
    vehicleType: z.enum(["car", "motorcycle"]).optional(),
    fuel: z.enum(IPVA_FUELS).optional(),
    /** Up to this engine displacement, in cc (inclusive). */
    maxDisplacementCc: z.number().int().positive().optional(),
    /** Up to this vehicle value, in reais (inclusive). */
    maxValue: z.number().positive().optional(),
    rate,
    source: sourceSchema,
  })
  .refine((r) => r.fuel !== undefined || r.maxDisplacementCc !== undefined || r.vehicleType !== undefined, {
    message: "a rule needs at least one condition",
  });

/** One state's entry: its rates, its special rules and where they were checked. */
export const stateEntrySchema = z.object({
  car: rate,
  motorcycle: rate,
  rules: z.array(ruleSchema).default([]),
  source: sourceSchema,
  /** The day the entry was last checked against its source. */
  checked: isoDate,
  /**
   * `confirmed`: the year's rates were found in a public source (named in `source`/`note`);
   * `carried-over`: no change was found, so last year's rates are kept (the note says so);
   * `unverified`: the figures the site used that year, kept as a record, never checked.
   */
  status: z.enum(["confirmed", "carried-over", "unverified"]),
  note: z.string().min(10),
});

export const ipvaYearSchema = z.object({
  year: z.number().int().min(2024).max(2100),
  /** When the file as a whole was last reviewed. */
  checked: isoDate,
  /** Every one of the 27 units (a record over an enum requires each key). */
  states: z.record(z.enum(STATE_CODES), stateEntrySchema),
});

export type IpvaRule = z.infer<typeof ruleSchema>;
export type IpvaStateEntry = z.infer<typeof stateEntrySchema>;
/** A year's data once validated: every state present. */
export type IpvaYearData = Omit<z.infer<typeof ipvaYearSchema>, "states"> & {
  states: Record<StateCode, IpvaStateEntry>;
};
