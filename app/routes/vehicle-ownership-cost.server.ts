// The vehicle page's yearly cost (features/ownership-cost), answered on the server: the page's
// loader binds it to the site's own IPVA and financing calculators and to the catalog's
// depreciation (features do not import each other, the route composes them:
// docs/architecture/fipe.md). Server-only, so the tax rates, the form's reader and the financing
// formula stay out of the page's scripts; the card renders the answer it is handed.
import { depreciationOf } from "../features/fipe-catalog/depreciation.ts";
import { answerOwnership, type OwnershipAnswer } from "../features/ownership-cost/answer.ts";
import type { DepreciationBasis } from "../features/ownership-cost/calc.ts";
import type { VehiclePageData } from "../lib/fipe/vehicle-page-data.ts";
import type { VehicleType } from "../lib/fipe/fipe-types.ts";
import { mergeHistories } from "../lib/fipe/price-history.ts";
import { parseMoney } from "../lib/masks.ts";
import type { FuelKey } from "../lib/public-data.ts";
import { ownershipDeps } from "./vehicle-ipva.ts";

/**
 * The ANP product whose state mean prices a FIPE vehicle's litre: etanol for an ethanol-only
 * vehicle ("Álcool"), diesel S10 for a diesel one, gasolina otherwise (gasoline, flex, unknown).
 */
export function anpFuelOf(fipeFuel: string | undefined): FuelKey {
  const name = (fipeFuel ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
  if (name === "alcool" || name === "etanol") return "etanol";
  if (name === "diesel") return "diesel_s10";
  return "gasolina";
}

/**
 * The yearly change of this vehicle's price the yearly cost uses: the change the page's price
 * history shows ("Variação desde <mês>", oldest month held to newest) as a compound yearly
 * rate, over `spanMonths` months (from 6: depreciation.ts); null under that.
 */
export function yearlyDepreciation(vehicle: VehiclePageData): DepreciationBasis | null {
  // The same months as the page's history, so the card and the history agree.
  const found = depreciationOf(mergeHistories(vehicle.history, vehicle.fullHistory));
  const yearly = found.annualised;
  return yearly
    ? { ratio: yearly.ratio, since: yearly.since, months: found.months, spanMonths: yearly.spanMonths }
    : null;
}

/**
 * "Quanto custa ter este carro" for the page's vehicle and the query's send (none: the empty
 * form); null for a vehicle without a price.
 */
export function vehicleOwnershipAnswer(
  type: VehicleType,
  vehicle: VehiclePageData,
  query: URLSearchParams,
): OwnershipAnswer | null {
  const price = parseMoney(vehicle.price.Valor);
  if (!(price > 0)) return null;
  return answerOwnership(
    query,
    { price, fuel: anpFuelOf(vehicle.price.Combustivel), depreciation: yearlyDepreciation(vehicle) },
    ownershipDeps(type, price, vehicle.price.AnoModelo),
  );
}
