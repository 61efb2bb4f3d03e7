// A vehicle's share card (PNG 1200×630): its name, its FIPE value and month, the type's icon.
// Rendered on demand by server/routes/fipe-vehicle.ts with the site's card renderer. The
// renderer (satori, resvg, React DOM, the icons: several MB of code) loads on the first card,
// not when the server starts.
import type { VehicleHead } from "#app/features/fipe/vehicle-meta.ts";

type VehicleCardModule = typeof import("./vehicle-card.ts");

export function vehicleImageRenderer(siteUrl: string) {
  const address = new URL(siteUrl).host.replace(/^www\./, "");
  let loading: Promise<VehicleCardModule> | null = null;
  return async (head: VehicleHead & { price: NonNullable<VehicleHead["price"]> }): Promise<Uint8Array> => {
    loading ??= import("./vehicle-card.ts").catch((error: unknown) => {
      loading = null; // try again on the next card
      throw error;
    });
    const { renderVehicleCard } = await loading;
    return renderVehicleCard(head, address);
  };
}
