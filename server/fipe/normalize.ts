// Upstream FIPE answers → the spec's shapes: codes as strings, text trimmed, quirks absorbed.
import { NOT_AVAILABLE, textOrNA, type FipeOption, type FipeResult } from "#app/lib/fipe/fipe-types.ts";

export class UpstreamShapeError extends Error {}

function text(value: unknown, field: string): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  throw new UpstreamShapeError(`unexpected ${field}: ${JSON.stringify(value)}`);
}

export function normalizeOptions(body: unknown): FipeOption[] {
  if (!Array.isArray(body)) throw new UpstreamShapeError("expected an array of options");
  return body.map((item) => {
    const { codigo, nome } = (item ?? {}) as Record<string, unknown>;
    return { codigo: text(codigo, "codigo"), nome: text(nome, "nome") };
  });
}

/** GET .../modelos answers { modelos: [...], anos: [...] }; the page needs the models. */
export function normalizeModels(body: unknown): FipeOption[] {
  const modelos = (body as { modelos?: unknown } | null)?.modelos;
  return normalizeOptions(modelos);
}

/** A valid model year (1900 to 32000, the zero-km code) stays a number; anything else is 'N/A'. */
function modelYearOrNA(value: unknown): number | typeof NOT_AVAILABLE {
  const year = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof year === "number" && Number.isInteger(year) && year >= 1900 && year <= 32000 ? year : NOT_AVAILABLE;
}

/**
 * A price answer. Only a missing `Valor` (or one that is not text) makes it an error; any other
 * field that is not text becomes 'N/A' (spec section 8) and the rest of the price still shows.
 */
export function normalizePrice(body: unknown): FipeResult {
  const raw = (body !== null && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const valor = textOrNA(raw.Valor);
  if (valor === NOT_AVAILABLE) throw new UpstreamShapeError(`unexpected Valor: ${JSON.stringify(raw.Valor)}`);
  return {
    Valor: valor,
    MesReferencia: textOrNA(raw.MesReferencia),
    Marca: textOrNA(raw.Marca),
    Modelo: textOrNA(raw.Modelo),
    AnoModelo: modelYearOrNA(raw.AnoModelo),
    Combustivel: textOrNA(raw.Combustivel),
    CodigoFipe: textOrNA(raw.CodigoFipe),
  };
}
