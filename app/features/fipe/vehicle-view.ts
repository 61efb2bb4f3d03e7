// A vehicle page seen counts as a FIPE consultation (the console's "Consultas por dia" and
// "Veículos mais consultados"), however the visitor got there: the search, a catalog link, a
// shared link, a comparison, a reload. "Consultar FIPE" records its own lookup
// (fipe-lookup.tsx saveConsultation); this records the price a page showed without it. One row
// per price shown: the caller passes each shown result once (see fipe-lookup.tsx). No React.
import { insertRows } from "../../lib/rest-client.ts";
import { consultationRow } from "./fipe-api.ts";
import type { FipeResult } from "../../lib/fipe/fipe-types.ts";
import type { VehicleCodes } from "../../lib/fipe/vehicle-path.ts";

/** Records one view of a vehicle's price; a failure is only logged (the page is not about it). */
export async function recordVehicleView(result: FipeResult, codes: VehicleCodes): Promise<void> {
  try {
    await insertRows("fipe_consultations", [consultationRow(result, codes)]);
  } catch (error) {
    console.warn("Visita ao veículo não registrada", error);
  }
}
