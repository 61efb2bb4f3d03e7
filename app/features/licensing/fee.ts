// The SP annual licensing fee of the newest year in ./data/sp-fee.json: the base value the
// charges form suggests (its placeholder and hint). docs/operations.md tells how to add a year.
import { formatBRL } from "../../lib/format.ts";
import type { LicensingFeeData } from "./fee-schema.ts";
import data from "./data/sp-fee.json";

const fees = (data as LicensingFeeData).fees;

/** The newest year's fee. */
export const SP_LICENSING_FEE = fees.reduce((newest, fee) => (fee.year > newest.year ? fee : newest));

/** "R$ 174,08" */
export const SP_LICENSING_FEE_TEXT = formatBRL(SP_LICENSING_FEE.value);
