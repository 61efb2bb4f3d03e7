// Upstream FIPE answers → the spec's shapes: codes as strings, text trimmed, quirks absorbed.
import { NOT_AVAILABLE, textOrNA, type FipeOption, type FipeResult } from "#app/lib/fipe/fipe-types.ts";

export class UpstreamShapeError extends Error {}

/** The longest name kept from an upstream (FIPE's longest model names are ≈60 characters). */
export const UPSTREAM_TEXT_MAX = 160;

/**
 * Upstream text as the site keeps it: control characters (NUL included: PostgreSQL's jsonb
 * refuses it) become spaces, runs of spaces one, trimmed, and at most UPSTREAM_TEXT_MAX
 * characters (an endless name would make every page and image that shows it huge).
 */
export function cleanText(value: string): string {
  const clean = value
    // C0 and C1 control characters, NUL included: exactly what this rule warns about.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
  return clean.length > UPSTREAM_TEXT_MAX ? `${clean.slice(0, UPSTREAM_TEXT_MAX - 1).trimEnd()}…` : clean;
}

/** textOrNA of the cleaned text. */
function cleanOrNA(value: unknown): string {
  return textOrNA(typeof value === "string" ? cleanText(value) : value);
}

function text(value: unknown, field: string): string {
  if (typeof value === "string") return cleanText(value);
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
  const valor = cleanOrNA(raw.Valor);
  if (valor === NOT_AVAILABLE) throw new UpstreamShapeError(`unexpected Valor: ${JSON.stringify(raw.Valor)}`);
  return {
    Valor: valor,
    MesReferencia: cleanOrNA(raw.MesReferencia),
    Marca: cleanOrNA(raw.Marca),
    Modelo: cleanOrNA(raw.Modelo),
    AnoModelo: modelYearOrNA(raw.AnoModelo),
    Combustivel: cleanOrNA(raw.Combustivel),
    CodigoFipe: cleanOrNA(raw.CodigoFipe),
  };
}
