// pt-BR display formatting for money, numbers, percents and dates (spec §9: BRL, pt-BR, UTC).

const BRL = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const DATE_LONG = new Intl.DateTimeFormat("pt-BR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const DATE_SHORT = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "UTC",
});

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
  return plainSpaces(BRL.format(roundForDisplay(n, 2)));
}

/** A number with pt-BR grouping and exactly `decimals` places: (1234.567, 2) → "1.234,57". */
export function formatNumber(n: number, decimals: number): string {
  return new Intl.NumberFormat("pt-BR", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(roundForDisplay(n, decimals));
}

/**
 * A number as typed, with pt-BR grouping and up to `maxDecimals` places, without padding:
 * (450.25, 2) → "450,25", (450.5, 2) → "450,5", (1234, 2) → "1.234".
 */
export function formatNumberUpTo(n: number, maxDecimals: number): string {
  return new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 0, maximumFractionDigits: maxDecimals }).format(
    roundForDisplay(n, maxDecimals),
  );
}

/** A ratio as a pt-BR percent: 0.714285 → "71,4%". */
export function formatPercent(ratio: number, decimals = 1): string {
  return `${formatNumber(ratio * 100, decimals)}%`;
}

/** An ISO date as a long pt-BR date in UTC: "2025-09-01" → "1 de setembro de 2025". */
export function formatDateBR(iso: string): string {
  return DATE_LONG.format(new Date(iso));
}

/** An ISO date as dd/mm/yyyy in UTC: "2025-09-01" → "01/09/2025". */
export function formatDateShortBR(iso: string): string {
  return DATE_SHORT.format(new Date(iso));
}

const DATE_TIME = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

/** An ISO instant as "dd/mm/yyyy hh:mm" in UTC: "2025-09-01T14:05:00Z" → "01/09/2025 14:05". */
export function formatDateTimeBR(iso: string): string {
  return DATE_TIME.format(new Date(iso)).replace(",", "");
}

/** A rate already in percent, with up to 2 decimals: 4 → "4%", 3.75 → "3,75%", 2.5 → "2,5%". */
export function formatRatePercent(percent: number): string {
  return `${percent.toLocaleString("pt-BR", { maximumFractionDigits: 2 })}%`;
}
