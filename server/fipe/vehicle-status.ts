// What a vehicle's own page may say about a vehicle path, from the proxy's answers: a page is
// only answered 200 for a vehicle an upstream vouched for. Used by the vehicle page (and its
// share image) so that made-up codes never get a 200 page with a canonical URL (a soft 404):
// - "found": the price answered;
// - "listed": no price now, but the model's year list (from an upstream, usually cached) has
//   the year: the vehicle exists, its page shows the names;
// - "not-found": an upstream (or the cached list the code must be in) says it does not exist: 404;
// - "unavailable": nothing can vouch for it now (upstreams down, no cached list): 503 + noindex,
//   so search engines come back later instead of indexing it.
import type { FipeOption } from "../../app/features/fipe/fipe-types.ts";
import type { ProxyAnswer } from "./proxy.ts";

export type VehicleStatus = "found" | "listed" | "not-found" | "unavailable";

/**
 * @param price the price lookup's answer, null when it did not come in time
 * @param years the model's year list's answer, null when not asked or not in time
 */
export function vehicleStatus(price: ProxyAnswer | null, years: ProxyAnswer | null, yearCode: string): VehicleStatus {
  if (price?.status === 200) return "found";
  if (price?.status === 404) return "not-found";
  if (years?.status === 200) {
    const listed = (years.body as FipeOption[]).some((option) => String(option.codigo) === yearCode);
    return listed ? "listed" : "not-found";
  }
  if (years?.status === 404) return "not-found";
  return "unavailable";
}
