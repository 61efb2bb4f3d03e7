// HTML blocks an article renders from a year's IPVA data at build (the `{{ipva-…}}` lines of
// content/blog, expanded by app/lib/data-directives.ts), so the rates an article
// lists are the ones the calculator uses: one source of truth, app/domain/ipva/data/<year>.json.
import { formatRatePercent } from "../../lib/format.ts";
import { BRAZILIAN_STATES } from "../../lib/states.ts";
import type { IpvaYearData } from "./data-schema.ts";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The status a visitor reads: "conferido", or "não conferido para <ano>" (as the calculator says). */
export function ipvaStatusLabel(status: IpvaYearData["states"][keyof IpvaYearData["states"]]["status"], year: number) {
  return status === "confirmed" ? "conferido" : `não conferido para ${year}`;
}

/**
 * The 27 states' rates for cars and motorcycles, with whether each was confirmed for the year,
 * as one HTML table (no blank line inside, so markdown keeps it as one block). States in the
 * order of their names.
 */
export function ipvaRatesTableHtml(data: IpvaYearData): string {
  const rows = BRAZILIAN_STATES.map((s) => {
    const entry = data.states[s.code];
    return (
      `<tr><td>${escapeHtml(s.name)} (${s.code})</td>` +
      `<td>${formatRatePercent(entry.car)}</td>` +
      `<td>${formatRatePercent(entry.motorcycle)}</td>` +
      `<td>${ipvaStatusLabel(entry.status, data.year)}</td></tr>`
    );
  });
  // `ipva-rates` (app.css) narrows the cells' padding on small screens so the four columns fit.
  return [
    '<div class="ipva-rates">',
    "<table>",
    `<caption class="sr-only">Alíquotas do IPVA ${data.year} por estado</caption>`,
    `<thead><tr><th scope="col">Estado</th><th scope="col">Carros</th><th scope="col">Motos</th><th scope="col">Situação</th></tr></thead>`,
    "<tbody>",
    ...rows,
    "</tbody>",
    "</table>",
    "</div>",
  ].join("\n");
}

/**
 * The special rules of the year as a list: the national ones first, then each state's rules
 * and minimum, by the names the calculator shows with a result.
 */
export function ipvaRulesListHtml(data: IpvaYearData): string {
  const items: string[] = [];
  for (const rule of data.national ?? [])
    items.push(`<li><strong>Todo o país</strong>: ${escapeHtml(rule.name)}.</li>`);
  for (const s of BRAZILIAN_STATES) {
    const entry = data.states[s.code];
    const names = [...(entry.rules ?? []).map((r) => r.name), ...(entry.minimumTax ? [entry.minimumTax.name] : [])];
    if (names.length === 0) continue;
    items.push(`<li><strong>${escapeHtml(s.name)}</strong>: ${names.map((n) => `${escapeHtml(n)}.`).join(" ")}</li>`);
  }
  return ["<ul>", ...items, "</ul>"].join("\n");
}
