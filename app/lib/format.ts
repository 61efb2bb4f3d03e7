// pt-BR display formatting for money, numbers, percents and dates (spec §9: BRL, pt-BR, UTC).
//
// Each Intl formatter is made on first use and then kept: making one costs milliseconds (the
// locale's data is loaded), and this module is in every page's JavaScript, so formatters made
// when it loads were a long task during hydration on pages that format nothing then.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat("pt-BR", options)));
  return format;
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat("pt-BR", { ...options, timeZone: "UTC" })));
  return format;
}

/** Intl puts U+00A0 / U+202F between symbol and digits; the site uses a plain space. */
function plainSpaces(text: string): string {
  return text.replace(/[\u00A0\u202F]/g, " ");
}

/** Rounds to `decimals` places and turns -0 into 0, so nothing ever shows as "-0,00". */
function roundForDisplay(n: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(n * factor) / factor;
  return rounded === 0 ? 0 : n;
}

/** Reais in pt-BR: 1234.56 → "R$ 1.234,56", -5 → "-R$ 5,00", 0 → "R$ 0,00". */
export function formatBRL(n: number): string {
  return plainSpaces(numberFormat({ style: "currency", currency: "BRL" }).format(roundForDisplay(n, 2)));
}

/** A number with pt-BR grouping and exactly `decimals` places: (1234.567, 2) → "1.234,57". */
export function formatNumber(n: number, decimals: number): string {
  return numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    roundForDisplay(n, decimals),
  );
}

/**
 * A number as typed, with pt-BR grouping and up to `maxDecimals` places, without padding:
 * (450.25, 2) → "450,25", (450.5, 2) → "450,5", (1234, 2) → "1.234".
 */
export function formatNumberUpTo(n: number, maxDecimals: number): string {
  return numberFormat({ minimumFractionDigits: 0, maximumFractionDigits: maxDecimals }).format(
    roundForDisplay(n, maxDecimals),
  );
}

/** A ratio as a pt-BR percent: 0.714285 → "71,4%". */
export function formatPercent(ratio: number, decimals = 1): string {
  return `${formatNumber(ratio * 100, decimals)}%`;
}

/** An ISO date as a long pt-BR date in UTC: "2025-09-01" → "1 de setembro de 2025". */
export function formatDateBR(iso: string): string {
  return dateFormat({ day: "numeric", month: "long", year: "numeric" }).format(new Date(iso));
}

/** An ISO date as dd/mm/yyyy in UTC: "2025-09-01" → "01/09/2025". */
export function formatDateShortBR(iso: string): string {
  return dateFormat({ day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date(iso));
}

/** An ISO instant as "dd/mm/yyyy hh:mm" in UTC: "2025-09-01T14:05:00Z" → "01/09/2025 14:05". */
export function formatDateTimeBR(iso: string): string {
  const format = dateFormat({ day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });
  return format.format(new Date(iso)).replace(",", "");
}

/** A rate already in percent, with up to 2 decimals: 4 → "4%", 3.75 → "3,75%", 2.5 → "2,5%". */
export function formatRatePercent(percent: number): string {
  return `${percent.toLocaleString("pt-BR", { maximumFractionDigits: 2 })}%`;
}
