// The vehicle page's yearly cost (features/ownership-cost) bound to the site's own IPVA and
// financing calculators and to the catalog's depreciation: features do not import each other,
// the route composes them (docs/architecture/fipe.md).
import { useMemo } from "react";
import { depreciationOf } from "../features/fipe-catalog/depreciation.ts";
import type { VehiclePageData } from "../lib/fipe/vehicle-page-data.ts";
import { mergeHistories } from "../lib/fipe/price-history.ts";
import { OwnershipCost } from "../features/ownership-cost/ownership-cost.tsx";
import { parseMoney } from "../lib/masks.ts";
import { pricedVehiclePath } from "../lib/fipe/vehicle-meta.ts";
import { calculateIpva, ipvaNeeds, type IpvaVehicleType } from "../features/ipva/calc.ts";
import { calculateFinancing } from "../features/financing/calc.ts";
import { roundHalfUp } from "../lib/money.ts";
import type { DepreciationBasis, OwnershipDeps } from "../features/ownership-cost/calc.ts";
import { ZERO_KM_YEAR, type VehicleType } from "../lib/fipe/fipe-types.ts";
import { currentIpvaData } from "../features/ipva/rates.ts";
import type { FuelKey } from "../lib/public-data.ts";
import type { StateFuelLoaderData } from "../components/public-data/state-fuel-prices.tsx";

/** The IPVA calculator's vehicle type for a FIPE type (trucks priced where the state's data has their rate). */
const IPVA_TYPE: Record<VehicleType, IpvaVehicleType> = { carros: "car", motos: "motorcycle", caminhoes: "truck-bus" };

/**
 * The year of manufacture the IPVA calculator gets for a FIPE model year: the model year itself
 * (the year of manufacture is the same or one before, so a vehicle may turn 20 a year later
 * here than in fact), the tax year for a zero-km, none when unknown or after the tax year.
 */
export function manufactureYearOf(modelYear: number | string | undefined, taxYear: number): number | undefined {
  if (modelYear === ZERO_KM_YEAR) return taxYear;
  return typeof modelYear === "number" && Number.isInteger(modelYear) && modelYear <= taxYear ? modelYear : undefined;
}

/** The site's one IPVA logic for a FIPE vehicle: its type, price and model year (the comparator too). */
export function fipeVehicleIpva(type: VehicleType, price: number, state: string, modelYear?: number | string) {
  const data = currentIpvaData();
  const manufactureYear = manufactureYearOf(modelYear, data.year);
  return calculateIpva(
    { vehicleValue: price, state, vehicleType: IPVA_TYPE[type], ...(manufactureYear ? { manufactureYear } : {}) },
    data,
  );
}

export function ownershipDeps(type: VehicleType, price: number, modelYear?: number | string): OwnershipDeps {
  const vehicleType = IPVA_TYPE[type];
  return {
    ipva(state) {
      const result = fipeVehicleIpva(type, price, state, modelYear);
      if (!result) return null;
      const decided = result.decision;
      return {
        amount: result.totalValue,
        rate: result.rate,
        year: result.year,
        ruleName:
          decided.kind === "national-rule" || decided.kind === "state-rule"
            ? decided.rule.name
            : decided.kind === "minimum"
              ? decided.name
              : null,
        otherRulesMayApply: ipvaNeeds(state, vehicleType, currentIpvaData()).length > 0,
      };
    },
    loan(amount, rate, months) {
      const result = calculateFinancing({ vehicleValue: amount, downPayment: 0, interestRate: rate, months });
      if (!result) return null;
      const firstYear = result.schedule.slice(0, 12);
      return {
        installment: result.monthlyPayment,
        firstYearInterest: roundHalfUp(firstYear.reduce((sum, row) => sum + row.interest * 100, 0)) / 100,
        months,
      };
    },
  };
}

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
 * query's state's ANP means, from the page's loader (null without a state in the query).
 */
export function VehicleOwnershipCost({
  vehicle,
  statePrices,
}: {
  vehicle: VehiclePageData;
  statePrices?: StateFuelLoaderData | null;
}) {
  const price = parseMoney(vehicle.price.Valor);
  const modelYear = vehicle.price.AnoModelo;
  const deps = useMemo(
    () => ownershipDeps(vehicle.codes.type, price, modelYear),
    [vehicle.codes.type, price, modelYear],
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
