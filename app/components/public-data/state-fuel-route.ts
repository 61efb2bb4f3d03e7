// The server's parts of a calculator page that starts from a state's ANP fuel prices
// (/combustivel, /comparador): a share URL's `?uf=` loads that state's prices. Server only: the
// routes re-export them, and the client's build drops them (no chunk of their own).
import type { LoaderFunctionArgs } from "react-router";
import { stateParam, type StateFuelLoaderData } from "./state-fuel-prices.tsx";

/** A share URL is rendered on the server the same way for everyone: kept for a while. */
export function headers() {
  return { "Cache-Control": "public, max-age=600" };
}

/** With `?uf=`, the state's ANP mean prices, so the prices the calculator starts from are in the
 * server's HTML. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<StateFuelLoaderData | null> {
  const uf = stateParam(new URL(request.url).searchParams);
  const service = context.services?.publicData;
  if (!uf || !service) return null;
  return { uf, prices: (await service.fuelPrices(uf))?.prices ?? null };
}
