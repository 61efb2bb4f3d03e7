// What a fuel price page says when it has no prices, by why (FuelDataStatus): the ANP could not
// be reached (and when the site last tried, in Brasília time), it has not been imported yet, or
// it was imported and has nothing for this place. Pure: no React, no I/O.
import { formatDateTimeBR } from "../../lib/format.ts";
import type { FuelDataStatus } from "../../lib/public-data.ts";

/** Brasília is UTC−3 all year (no daylight saving time since 2019). */
const BRASILIA_OFFSET_MS = -3 * 60 * 60_000;

/** "27/11/2026 às 11:03" in Brasília time for an ISO instant. */
export function brasiliaDateTime(iso: string): string {
  const shifted = new Date(Date.parse(iso) + BRASILIA_OFFSET_MS).toISOString();
  return formatDateTimeBR(shifted).replace(" ", " às ");
}

/** The sentence a page shows instead of prices; `place` names the state or city ("de São Paulo"). */
export function emptyFuelDataText(status: FuelDataStatus | null | undefined, place?: string): string {
  switch (status?.kind) {
    case "unreachable":
      return `Ainda não temos os preços da ANP: o site não conseguiu acessar a pesquisa da ANP (última tentativa em ${brasiliaDateTime(status.lastAttemptAt)}, horário de Brasília). Uma nova tentativa é feita a cada 6 horas.`;
    case "imported":
      return place
        ? `A pesquisa semanal da ANP que temos não traz preços ${place}.`
        : "A pesquisa semanal da ANP que temos não traz preços.";
    default:
      return "Os preços da pesquisa da ANP ainda não foram importados: eles chegam assim que o site buscar a pesquisa, e são atualizados toda semana.";
  }
}
