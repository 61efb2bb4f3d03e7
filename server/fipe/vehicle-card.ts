// A vehicle's share card drawn: run in the share images' worker thread
// (server/share-image/worker-thread.ts), so satori, React DOM and the icons stay out of the server.
import { Car, Motorbike, Truck, type LucideIcon } from "lucide-react";
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { vehicleName, type VehicleHead } from "#app/lib/fipe/vehicle-meta.ts";
import { iconSvg } from "../share-image/icon-svg.ts";
import { renderShareCard } from "../share-image/render.ts";

const ICONS: Record<VehicleType, LucideIcon> = { carros: Car, motos: Motorbike, caminhoes: Truck };

export function renderVehicleCard(
  head: VehicleHead & { price: NonNullable<VehicleHead["price"]> },
  address: string,
): Promise<Uint8Array> {
  return renderShareCard({
    eyebrow: "Tabela FIPE",
    title: vehicleName(head),
    subtitle: `${head.price.value} · ${head.price.month}`,
    illustrationSvg: iconSvg(ICONS[head.codes.type]),
    address,
  });
}
