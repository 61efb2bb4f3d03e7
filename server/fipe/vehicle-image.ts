// A vehicle's share card (PNG 1200×630): its name, its FIPE value and month, the type's icon.
// Rendered on demand by server/routes/fipe-vehicle.ts with the site's card renderer.
import { Car, Motorbike, Truck, type LucideIcon } from "lucide-react";
import type { VehicleType } from "../../app/features/fipe/fipe-types.ts";
import { vehicleName, type VehicleHead } from "../../app/features/fipe/vehicle-meta.ts";
import { iconSvg } from "../share-image/icon-svg.ts";
import { renderShareCard } from "../share-image/render.ts";

const ICONS: Record<VehicleType, LucideIcon> = { carros: Car, motos: Motorbike, caminhoes: Truck };

export function vehicleImageRenderer(siteUrl: string) {
  const address = new URL(siteUrl).host.replace(/^www\./, "");
  return (head: VehicleHead & { price: NonNullable<VehicleHead["price"]> }): Promise<Uint8Array> =>
    renderShareCard({
      eyebrow: "Tabela FIPE",
      title: vehicleName(head),
      subtitle: `${head.price.value} · ${head.price.month}`,
      illustrationSvg: iconSvg(ICONS[head.codes.type]),
      address,
    });
}
