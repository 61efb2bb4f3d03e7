// The home page hero card's worked example: real figures from the site's own calculators,
// computed when the page is built, for inputs the card states (never a made-up literal that
// reads as a placeholder). Pure.
import { calculateComparator } from "../features/comparator/calc.ts";
import { calculateFinancing } from "../features/financing/calc.ts";
import { calculateFuel } from "../features/fuel/calc.ts";
import { formatBRL, formatNumber, formatPercent, formatRatePercent } from "../lib/format.ts";

/** The example's inputs, as the card states them. */
export const HOME_EXAMPLE_INPUT = {
  financing: { vehicleValue: 60_000, downPayment: 12_000, interestRate: 1.49, months: 48 },
  prices: { gasolinePrice: 6, ethanolPrice: 4.11 },
  trip: { distance: 620, liters: 50, fuelPrice: 0 },
} as const;

/** The card's texts: each figure with the example it comes from. */
export function homeExample() {
  const { financing, prices, trip } = HOME_EXAMPLE_INPUT;
  const loan = calculateFinancing(financing);
  const fuel = calculateComparator(prices);
  const consumption = calculateFuel(trip);
  if (!loan || !fuel || !consumption) throw new Error("the home page's example does not compute");
  return {
    installment: formatBRL(loan.monthlyPayment),
    installmentCaption: `Exemplo: ${formatBRL(financing.vehicleValue)} com ${formatBRL(financing.downPayment)} de entrada`,
    months: `${financing.months}x`,
    rate: `${formatRatePercent(financing.interestRate)} a.m.`,
    ethanolRatio: formatPercent(fuel.ratio),
    ethanolCaption: `${formatBRL(prices.ethanolPrice)} ÷ ${formatBRL(prices.gasolinePrice)}`,
    consumption: `${formatNumber(consumption.consumption, 2)} km/l`,
    consumptionCaption: `${formatNumber(trip.distance, 0)} km com ${formatNumber(trip.liters, 0)} l`,
  };
}
