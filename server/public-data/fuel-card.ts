// A state's fuel price share card drawn (PNG 1200×630): run in the share images' worker thread
// (server/share-image/worker-thread.ts), as the catalog's cards are. The texts are the page's own
// (app/domain/fuel-prices/pages.ts: stateCardText).
import { Fuel } from "lucide-react";
import type { FuelCardText } from "#app/domain/fuel-prices/pages.ts";
import { iconSvg } from "../share-image/icon-svg.ts";
import { renderShareCard } from "../share-image/render.ts";

/** Greens, so a fuel card reads apart from the catalog's blue ones. */
const FUEL_CARD_COLORS = { from: "#14532d", to: "#15803d" };

export function renderFuelStateCard(card: FuelCardText, address: string): Promise<Uint8Array> {
  return renderShareCard({ ...card, illustrationSvg: iconSvg(Fuel), colors: FUEL_CARD_COLORS, address });
}
