// The yearly cost's answer to a send of its form: the texts as sent, the message beside each
// field with a problem, and the cost. Computed where the page's data is loaded (the vehicle
// page's loader, on the server) and handed to the card as data, so the card's scripts hold no
// reader and no calculator. Pure.
import type { FuelKey } from "../../lib/public-data.ts";
import type { Problems } from "../../lib/form-reading.ts";
import {
  ownershipCost,
  type DepreciationBasis,
  type OwnershipDeps,
  type OwnershipError,
  type OwnershipInput,
  type OwnershipResult,
} from "./calc.ts";
import { readOwnershipForm, type OwnershipField } from "./form.ts";

export type OwnershipComputed = { ok: true; result: OwnershipResult } | { ok: false; error: OwnershipError };

/** What the vehicle's page knows of the vehicle for its yearly cost. */
export type OwnershipVehicle = {
  /** The FIPE price in reais. */
  price: number;
  /** The ANP product whose mean fills the price per litre. */
  fuel: FuelKey;
  /** The catalog's yearly change of this vehicle's price; null without enough months. */
  depreciation: DepreciationBasis | null;
};

export type OwnershipAnswer = OwnershipVehicle & {
  values: Record<OwnershipField, string>;
  problems: Problems<OwnershipField>;
  /** What was computed; null when nothing was sent or a field has a problem. */
  input: OwnershipInput | null;
  computed: OwnershipComputed | null;
};

/** The answer to the query `params` for `vehicle`, with the site's IPVA and loan calculators (`deps`). */
export function answerOwnership(
  params: URLSearchParams,
  vehicle: OwnershipVehicle,
  deps: OwnershipDeps,
): OwnershipAnswer {
  const { values, problems, input } = readOwnershipForm(params, vehicle.price, vehicle.depreciation?.ratio ?? null);
  return { ...vehicle, values, problems, input, computed: input ? ownershipCost(input, deps) : null };
}
