// Upstream FIPE answers → the spec's shapes: codes as strings, text trimmed, quirks absorbed.
import type { FipeOption, FipeResult } from "../../app/features/fipe/fipe-types.ts";

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

export function normalizePrice(body: unknown): FipeResult {
  const raw = (body ?? {}) as Record<string, unknown>;
  const year = Number(raw.AnoModelo);
  if (!Number.isInteger(year)) throw new UpstreamShapeError(`unexpected AnoModelo: ${JSON.stringify(raw.AnoModelo)}`);
  return {
    Valor: text(raw.Valor, "Valor"),
    MesReferencia: text(raw.MesReferencia, "MesReferencia"),
    Marca: text(raw.Marca, "Marca"),
    Modelo: text(raw.Modelo, "Modelo"),
    AnoModelo: year,
    Combustivel: text(raw.Combustivel, "Combustivel"),
    CodigoFipe: text(raw.CodigoFipe, "CodigoFipe"),
  };
}
