// The vehicle page's yearly cost card as the page renders it: its answer computed from the
// address's query, as the page's loader does on the server for each send.
import { useSearchParams } from "react-router";
import { answerOwnership, type OwnershipVehicle } from "#app/features/ownership-cost/answer.ts";
import type { OwnershipDeps } from "#app/features/ownership-cost/calc.ts";
import { OwnershipCost } from "#app/features/ownership-cost/ownership-cost.tsx";
import type { StateFuelLoaderData } from "#app/components/public-data/state-fuel-prices.tsx";

export function ownershipCard(
  vehicle: OwnershipVehicle,
  deps: OwnershipDeps,
  statePrices?: StateFuelLoaderData | null,
) {
  return function OwnershipCard() {
    const [query] = useSearchParams();
    return <OwnershipCost answer={answerOwnership(query, vehicle, deps)} action="/x" statePrices={statePrices} />;
  };
}
