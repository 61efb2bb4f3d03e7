// The server's parts of a calculator page that starts from a state's ANP fuel prices
// (/combustivel, /comparador): a share URL's `?uf=` loads that state's prices. Server only: the
// routes re-export them, and the client's build drops them (no chunk of their own).
import type { LoaderFunctionArgs } from "react-router";
import { cityParam, stateParam, type StateFuelLoaderData } from "./state-fuel-prices.tsx";

/** A share URL is rendered on the server the same way for everyone: kept for a while. */
export function headers() {
  return { "Cache-Control": "public, max-age=600" };
}

/** With `?uf=` (and `?cidade=`), the place's ANP mean prices and the state's surveyed cities,
 * so the prices the calculator starts from are in the server's HTML. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<StateFuelLoaderData | null> {
  const params = new URL(request.url).searchParams;
  const uf = stateParam(params);
  const service = context.services?.publicData;
  if (!uf || !service) return null;
  const city = cityParam(params);
  const [place, cities] = await Promise.all([service.placeFuelPrices(uf, city || null), service.fuelCities(uf)]);
  return { uf, city: place?.city?.slug ?? "", cities, place: place?.place ?? uf, prices: place?.prices ?? null };
}
