// Stands in for React Router's server build in server tests (which run before any build): a
// vehicle path answers, as JSON, what the server's services say of that vehicle — what the
// page's loader would render it with.
import { parseVehiclePath } from "#app/lib/fipe/vehicle-path.ts";
import type { RenderRequest } from "#server/ssr/server-build.ts";

export const vehicleAsJson: RenderRequest = async (request, context) => {
  const codes = parseVehiclePath(new URL(request.url).pathname);
  return Response.json(codes ? await context.services!.vehicle(codes) : null);
};
