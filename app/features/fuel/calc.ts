// Fuel consumption calculator (spec §9): km / liters, and the trip cost when a price is given.
import { roundCents } from "../../lib/money.ts";

export type FuelInput = { distance: number; liters: number; fuelPrice: number };

export type FuelResult = {
  /** km per liter at full precision (shown with 2 decimals). */
  consumption: number;
  /** liters × price rounded half up to the cent, or null when no price above 0 was given. */
  totalCost: number | null;
  distance: number;
  liters: number;
  fuelPrice: number;
};

function positive(n: number): boolean {
  return Number.isFinite(n) && n > 0;
}

/** Consumption for a trip; null unless distance and liters are both above 0. */
export function calculateFuel(input: FuelInput): FuelResult | null {
  const { distance, liters, fuelPrice } = input;
  if (!positive(distance) || !positive(liters)) return null;
  return {
    consumption: distance / liters,
    totalCost: positive(fuelPrice) ? roundCents(liters * fuelPrice) : null,
    distance,
    liters,
    fuelPrice,
  };
}
