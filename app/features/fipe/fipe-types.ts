// The FIPE service's shapes as our proxy serves them (spec section 3), normalized:
// codes are strings, text is trimmed. Shared by the page and the server.
export const VEHICLE_TYPES = ["carros", "motos", "caminhoes"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export type FipeOption = { codigo: string; nome: string };

export type FipeResult = {
  Valor: string;
  MesReferencia: string;
  Marca: string;
  Modelo: string;
  AnoModelo: number;
  Combustivel: string;
  CodigoFipe: string;
};

/** Model year 32000 means a zero-km vehicle. */
export const ZERO_KM_YEAR = 32000;

export function formatModelYear(year: number): string {
  return year === ZERO_KM_YEAR ? "Zero Km" : String(year);
}

/** Year option names come as "32000 Diesel" for zero-km: show "Zero Km Diesel". */
export function formatYearOptionName(nome: string): string {
  return nome.replace(/^32000\b/, "Zero Km");
}
