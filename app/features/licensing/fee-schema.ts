// The shape of the SP licensing fee data (./data/sp-fee.json): the fee of each year with its
// source, checked with zod at build, by `npm run check:facts` and in the unit tests. The page
// imports only the type.
import { z } from "zod";

export const licensingFeeSchema = z.object({
  state: z.literal("SP"),
  fees: z
    .array(
      z.object({
        year: z.number().int().min(2024).max(2100),
        /** The annual licensing fee, in reais. */
        value: z.number().positive().max(10_000),
        /** Where the figure was found. */
        source: z.object({ title: z.string().min(5), url: z.url({ protocol: /^https?$/ }) }),
        /** The official address to confirm it (Detran-SP). */
        officialUrl: z.url({ protocol: /^https$/ }),
        checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      }),
    )
    .min(1),
});

export type LicensingFeeData = z.infer<typeof licensingFeeSchema>;
