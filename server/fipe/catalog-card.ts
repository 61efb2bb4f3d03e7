// The share cards of the catalog's brand and model pages (PNG 1200×630): drawn in the share
// images' worker thread (server/share-image/worker-thread.ts), as the vehicle card is.
import { Car, Motorbike, Truck, type LucideIcon } from "lucide-react";
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { iconSvg } from "../share-image/icon-svg.ts";
import { renderShareCard } from "../share-image/render.ts";

const ICONS: Record<VehicleType, LucideIcon> = { carros: Car, motos: Motorbike, caminhoes: Truck };

export type CatalogCard = { type: VehicleType; title: string; subtitle: string };

export function renderCatalogCard(card: CatalogCard, address: string): Promise<Uint8Array> {
  return renderShareCard({
    eyebrow: "Tabela FIPE",
    title: card.title,
    subtitle: card.subtitle,
    illustrationSvg: iconSvg(ICONS[card.type]),
    address,
  });
}
