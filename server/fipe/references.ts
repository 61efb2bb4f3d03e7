// FIPE's reference months ([{codigo, mes}], newest first) from any upstream's v1-shaped list:
// codes as strings, labels trimmed ("abril de 2024 " -> "abril de 2024").
import { UpstreamShapeError } from "./normalize.ts";

export type FipeReference = { codigo: string; mes: string };

export function normalizeReferences(body: unknown): FipeReference[] {
  if (!Array.isArray(body) || body.length === 0) throw new UpstreamShapeError("expected a list of reference months");
  return body.map((item) => {
    const { codigo, mes } = (item ?? {}) as Record<string, unknown>;
    const code = typeof codigo === "number" && Number.isInteger(codigo) ? String(codigo) : codigo;
    if (typeof code !== "string" || !/^\d{1,6}$/.test(code.trim())) {
      throw new UpstreamShapeError(`unexpected reference code: ${JSON.stringify(codigo)}`);
    }
    if (typeof mes !== "string" || !mes.trim())
      throw new UpstreamShapeError(`unexpected month: ${JSON.stringify(mes)}`);
    return { codigo: code.trim(), mes: mes.trim() };
  });
}
