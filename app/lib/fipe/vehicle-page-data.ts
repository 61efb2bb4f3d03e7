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
  /** Every month's value (oldest first): the last months the FIPE service answered and every
   * month the catalog holds; null when the last months could not be had in time (the page then
   * asks for them itself and adds `fullHistory`). */
  history: HistoryMonth[] | null;
  /** The months the FIPE catalog holds this vehicle's price in (newest first: "2026-11",
   * "novembro de 2026"), for the month select; absent without a catalog. */
  months?: Array<{ value: string; label: string }>;
  /** The month shown (?referencia=AAAA-MM) when it is not the newest; null for the newest. */
  referencia?: string | null;
  /** Every month the catalog holds (oldest first), for the long history's spans. */
  fullHistory?: HistoryMonth[];
  /** Some of the last months are being asked for in the background: a later view has more
   * (the page is then not kept by caches). */
  historyPending?: boolean;
};

/** A vehicle page's lookup: its data, or why there is none. */
export type VehicleLookup =
  | { status: "found"; data: VehiclePageData }
  /** An upstream says these codes do not exist. */
  | { status: "not-found" }
  /** No upstream answered and nothing is cached: the page cannot be verified now. */
  | { status: "unavailable" }
  /** Not held, and this client has spent its FIPE lookups for now (FIPE_CLIENT_LIMIT). */
  | { status: "limited"; retryAfterSeconds: number };
