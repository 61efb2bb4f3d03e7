// The vehicle page's yearly cost (features/ownership-cost) bound to the site's own IPVA and
// financing calculators and to the catalog's depreciation: features do not import each other,
// the route composes them (docs/architecture.md).
import { useMemo } from "react";
import { depreciationOf } from "../features/fipe-catalog/depreciation.ts";
import type { VehiclePageData } from "../features/fipe/vehicle-page-data.ts";
import { mergeHistories } from "../features/fipe/price-history.ts";
import { OwnershipCost, type YearlyDepreciation } from "../features/ownership-cost/ownership-cost.tsx";
import { parseMoney } from "../lib/masks.ts";
import { pricedVehiclePath } from "../features/fipe/vehicle-meta.ts";
import { asksDisplacement, calculateIpva, fuelsAsked, type IpvaVehicleType } from "../features/ipva/calc.ts";
import { calculateFinancing } from "../features/financing/calc.ts";
import type { OwnershipDeps } from "../features/ownership-cost/calc.ts";
import type { VehicleType } from "../features/fipe/fipe-types.ts";

/** The IPVA calculator's vehicle type for a FIPE type; trucks have no rates there. */
const IPVA_TYPE: Partial<Record<VehicleType, IpvaVehicleType>> = { carros: "car", motos: "motorcycle" };

export function ownershipDeps(type: VehicleType, price: number): OwnershipDeps {
  const vehicleType = IPVA_TYPE[type];
  return {
    ipva(state) {
      if (!vehicleType) return null;
      const result = calculateIpva({ vehicleValue: price, state, vehicleType });
      if (!result) return null;
      return {
        amount: result.totalValue,
        rate: result.rate,
        year: result.year,
        ruleName: result.rule?.name ?? null,
        otherRulesMayApply: fuelsAsked(state, vehicleType).length > 0 || asksDisplacement(state, vehicleType),
      };
    },
    loan(amount, rate, months) {
      const result = calculateFinancing({ vehicleValue: amount, downPayment: 0, interestRate: rate, months });
      if (!result) return null;
      const firstYear = result.schedule.slice(0, 12);
      return {
        installment: result.monthlyPayment,
        firstYearInterest: Math.round(firstYear.reduce((sum, row) => sum + row.interest * 100, 0)) / 100,
        months,
      };
    },
  };
}

/** The catalog's average yearly change of this vehicle's price, or null under 12 months of span. */
export function yearlyDepreciation(vehicle: VehiclePageData): YearlyDepreciation {
  // The same months as the page's history, so the card and the history agree.
  const found = depreciationOf(mergeHistories(vehicle.history, vehicle.fullHistory));
  return found.yearly ? { ratio: found.yearly.ratio, since: found.yearly.since, months: found.months } : null;
}

/** "Quanto custa ter este carro" for the vehicle the page was rendered with. */
export function VehicleOwnershipCost({ vehicle }: { vehicle: VehiclePageData }) {
  const price = parseMoney(vehicle.price.Valor);
  const deps = useMemo(() => ownershipDeps(vehicle.codes.type, price), [vehicle.codes.type, price]);
  const depreciation = useMemo(() => yearlyDepreciation(vehicle), [vehicle]);
  if (!(price > 0)) return null;
  return (
    <OwnershipCost
      price={price}
      action={pricedVehiclePath(vehicle.codes, vehicle.price)}
      depreciation={depreciation}
      deps={deps}
    />
  );
}
