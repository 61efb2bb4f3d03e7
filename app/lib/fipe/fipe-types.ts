// The FIPE service's shapes as our proxy serves them (spec section 3), normalized:
// codes are strings, text is trimmed. Shared by the page and the server.
export const VEHICLE_TYPES = ["carros", "motos", "caminhoes"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** How the site names each type: as a title or a list's name ("Carros"; lowercased in a
 * sentence, "Tabela FIPE de carros") and one vehicle of it ("o carro"). */
export const VEHICLE_TYPE_LABELS: Record<VehicleType, { plural: string; noun: string }> = {
  carros: { plural: "Carros", noun: "carro" },
  motos: { plural: "Motos", noun: "moto" },
  caminhoes: { plural: "Caminhões", noun: "caminhão" },
};

export type FipeOption = { codigo: string; nome: string };

/** What a FIPE field that is not usable text is shown and saved as (spec section 8). */
export const NOT_AVAILABLE = "N/A";

/**
 * The spec's 'N/A' helper: trimmed text, or 'N/A' for anything else (missing, null, a number
 * where text is expected, an empty string).
 */
export function textOrNA(value: unknown): string {
  if (typeof value !== "string") return NOT_AVAILABLE;
  const trimmed = value.trim();
  return trimmed === "" ? NOT_AVAILABLE : trimmed;
}

export type FipeResult = {
  Valor: string;
  MesReferencia: string;
  Marca: string;
  Modelo: string;
  /** The model year, or 'N/A' when the service sent none that can be read. */
  AnoModelo: number | typeof NOT_AVAILABLE;
  Combustivel: string;
  CodigoFipe: string;
};

/** Model year 32000 means a zero-km vehicle. */
export const ZERO_KM_YEAR = 32000;

export function formatModelYear(year: number | typeof NOT_AVAILABLE): string {
  return year === ZERO_KM_YEAR ? "Zero Km" : String(year);
}

/** Year option names come as "32000 Diesel" for zero-km: show "Zero Km Diesel". */
export function formatYearOptionName(nome: string): string {
  return nome.replace(/^32000\b/, "Zero Km");
}
