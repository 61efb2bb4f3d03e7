// The page's calls to our FIPE proxy (same paths as the FIPE service, spec section 7).
import { textOrNA, type FipeOption, type FipeResult, type VehicleType } from "../../lib/fipe/fipe-types.ts";
import type { HistoryMonth } from "../../lib/fipe/price-history.ts";
import type { VehicleCodes } from "../../lib/fipe/vehicle-path.ts";
import { FIPE_STRINGS } from "./strings.ts";
import { reportReachable, reportUnreachable } from "../../lib/use-online.ts";

export class FipeApiError extends Error {
  /** The proxy's HTTP status (429: too many lookups; 502-504: the FIPE services failed), null
   * without an answer; with a 429, the seconds its Retry-After asks to wait. */
  constructor(
    readonly status: number | null = null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(FIPE_STRINGS.apiErrorMessage);
    this.name = "FipeApiError";
  }
}

/** Seconds from a Retry-After header (a number of seconds), null when absent or not one. */
function retryAfterOf(response: Response): number | null {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

async function get<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/fipe/${path}`, { headers: { accept: "application/json" }, signal });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    reportUnreachable(); // no answer at all: the page says it is without a connection
    throw new FipeApiError(null);
  }
  reportReachable();
  if (!response.ok) throw new FipeApiError(response.status, retryAfterOf(response));
  return (await response.json()) as T;
}

export const fipeApi = {
  brands: (type: VehicleType, signal?: AbortSignal) => get<FipeOption[]>(`${type}/marcas`, signal),
  models: (type: VehicleType, brand: string, signal?: AbortSignal) =>
    get<FipeOption[]>(`${type}/marcas/${encodeURIComponent(brand)}/modelos`, signal),
  years: (type: VehicleType, brand: string, model: string, signal?: AbortSignal) =>
    get<FipeOption[]>(`${type}/marcas/${encodeURIComponent(brand)}/modelos/${encodeURIComponent(model)}/anos`, signal),
  price: (type: VehicleType, brand: string, model: string, year: string, signal?: AbortSignal) =>
    get<FipeResult>(
      `${type}/marcas/${encodeURIComponent(brand)}/modelos/${encodeURIComponent(model)}/anos/${encodeURIComponent(year)}`,
      signal,
    ),
  /** The vehicle's value in the last reference months (oldest first); months it lacks are absent. */
  history: (codes: VehicleCodes, signal?: AbortSignal) =>
    get<{ months: HistoryMonth[] }>(
      `${codes.type}/marcas/${encodeURIComponent(codes.brand)}/modelos/${encodeURIComponent(codes.model)}/anos/${encodeURIComponent(codes.year)}/historico`,
      signal,
    ),
};

/** A request whose failure is handled where it is awaited, later (no "unhandled rejection" meanwhile). */
function started<T>(request: Promise<T>): Promise<T> {
  request.catch(() => {});
  return request;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Everything a lookup restored from its address needs (three lists and the price), asked at
 * once: no request waits for another's answer. They start one per task, the price first:
 * starting a request costs a slow phone's main thread a few milliseconds, and the four in one
 * go made a long task right after the page came to life.
 */
export async function restoreLookup(c: VehicleCodes, signal?: AbortSignal) {
  const price = started(fipeApi.price(c.type, c.brand, c.model, c.year, signal));
  await nextTask();
  const years = started(fipeApi.years(c.type, c.brand, c.model, signal));
  await nextTask();
  const models = started(fipeApi.models(c.type, c.brand, signal));
  await nextTask();
  const brands = started(fipeApi.brands(c.type, signal));
  const [b, m, y, p] = await Promise.all([brands, models, years, price]);
  return { brands: b, models: m, years: y, price: p };
}

/**
 * The fipe_consultations row for a result (spec section 3 mapping). Text fields that are not
 * text are saved as 'N/A'. ano_modelo is a number column: when the answer has no readable model
 * year it comes from the chosen year code (`{modelYear}-{fuel}`), which carries the same year.
 */
export function consultationRow(result: FipeResult, codes: VehicleCodes) {
  const fromCode = Number(codes.year.split("-")[0]);
  return {
    valor: textOrNA(result.Valor),
    marca: textOrNA(result.Marca),
    modelo: textOrNA(result.Modelo),
    ano_modelo: typeof result.AnoModelo === "number" ? result.AnoModelo : fromCode,
    combustivel: textOrNA(result.Combustivel),
    codigo_fipe: textOrNA(result.CodigoFipe),
    mes_referencia: textOrNA(result.MesReferencia),
    // Beyond the spec's seven fields: the codes, so the vehicle's own page can be listed in the
    // vehicles sitemap.
    tipo_veiculo: codes.type,
    codigo_marca: codes.brand,
    codigo_modelo: codes.model,
    codigo_ano: codes.year,
  };
}
