// The SP annual licensing fee of the newest year in the licensing data
// (app/domain/licensing/data/<year>.json): the base value the charges form suggests (its
// placeholder and hint). docs/operations.md tells how to add a year.
import { formatBRL } from "../../lib/format.ts";
import type { LicensingSource } from "../../domain/licensing/data-schema.ts";
import { LICENSING_YEARS } from "../../domain/licensing/licensing-data.ts";

export type SpLicensingFee = { year: number; value: number; source: LicensingSource; checked: string };

/** The newest year whose data has SP's fee (one value for every vehicle). */
function newestSpFee(): SpLicensingFee {
  for (const data of [...LICENSING_YEARS].reverse()) {
    const fee = data.states.SP.fee;
    const amount = fee?.amounts[0];
    if (fee && amount)
      return { year: data.year, value: amount.value, source: fee.source, checked: data.states.SP.checked };
  }
  throw new Error("The licensing data has no year with SP's fee");
}

/** The newest year's fee. */
export const SP_LICENSING_FEE: SpLicensingFee = newestSpFee();

/** "R$ 174,08" */
export const SP_LICENSING_FEE_TEXT = formatBRL(SP_LICENSING_FEE.value);
