// The vehicle page's yearly cost (features/ownership-cost) bound to the site's own IPVA and
// financing calculators and to the catalog's depreciation: features do not import each other,
// the route composes them (docs/architecture/fipe.md). The IPVA of each state comes computed
// from the page's loader (./vehicle-ipva.ts), so the tax data stays out of the page's scripts.
import { useMemo } from "react";
import { depreciationOf } from "../features/fipe-catalog/depreciation.ts";
import type { VehiclePageData } from "../lib/fipe/vehicle-page-data.ts";
import { mergeHistories } from "../lib/fipe/price-history.ts";
import { OwnershipCost } from "../features/ownership-cost/ownership-cost.tsx";
import { parseMoney } from "../lib/masks.ts";
import { pricedVehiclePath } from "../lib/fipe/vehicle-meta.ts";
import type { DepreciationBasis, IpvaAnswer, OwnershipDeps } from "../features/ownership-cost/calc.ts";
import { loanAnswer } from "./vehicle-loan.ts";
import type { FuelKey } from "../lib/public-data.ts";
import type { StateFuelLoaderData } from "../components/public-data/state-fuel-prices.tsx";

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
 * "Quanto custa ter este carro" for the vehicle the page was rendered with; `statePrices`: the
 * query's state's ANP means, and `ipvaByState` each state's IPVA line, from the page's loader
 * (without them — a page whose vehicle was loaded in the browser — the IPVA is left out).
 */
export function VehicleOwnershipCost({
  vehicle,
  statePrices,
  ipvaByState,
}: {
  vehicle: VehiclePageData;
  statePrices?: StateFuelLoaderData | null;
  ipvaByState?: Record<string, IpvaAnswer | null> | null;
}) {
  const price = parseMoney(vehicle.price.Valor);
  const deps = useMemo<OwnershipDeps>(
    () => ({ ipva: (state) => ipvaByState?.[state] ?? null, loan: loanAnswer }),
    [ipvaByState],
  );
  const depreciation = useMemo(() => yearlyDepreciation(vehicle), [vehicle]);
  if (!(price > 0)) return null;
  return (
    <OwnershipCost
      price={price}
      action={pricedVehiclePath(vehicle.codes, vehicle.price)}
      depreciation={depreciation}
      deps={deps}
      fuel={anpFuelOf(vehicle.price.Combustivel)}
      statePrices={statePrices}
    />
  );
}
