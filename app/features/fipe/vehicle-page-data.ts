// What a vehicle's page is rendered with (/fipe/{tipo}/{marca}/{modelo}/{ano}): the server's
// loader gathers it from the FIPE proxy, the page shows it without asking again. Pure types.
import type { FipeOption, FipeResult } from "./fipe-types.ts";
import type { HistoryMonth } from "./price-history.ts";
import type { VehicleCodes } from "./vehicle-path.ts";

export type VehiclePageData = {
  codes: VehicleCodes;
  /** The three lists the lookup's fields show, each holding at least the chosen option. */
  brands: FipeOption[];
  models: FipeOption[];
  years: FipeOption[];
  price: FipeResult;
  /** The last months' values (oldest first); null when they could not be had in time (the
   * page then asks for them itself). */
  history: HistoryMonth[] | null;
};

/** A vehicle page's lookup: its data, or why there is none. */
export type VehicleLookup =
  | { status: "found"; data: VehiclePageData }
  /** An upstream says these codes do not exist. */
  | { status: "not-found" }
  /** No upstream answered and nothing is cached: the page cannot be verified now. */
  | { status: "unavailable" };
