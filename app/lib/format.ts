// pt-BR display formatting for money, numbers, percents and dates (spec §9: BRL, pt-BR, UTC).
//
// Written out here instead of through Intl: a page's first Intl formatter loads the locale's
// data, 16–35 ms on a desktop core in Chromium (four times that on a slow phone), and the
// pages format prices and dates while they hydrate. The output is Intl's for pt-BR (the tests
// compare the two on thousands of values) with plain spaces instead of U+00A0; money is first
// rounded half up to the cent (./money.ts).
import { roundCents } from "./money.ts";

/** The months' names in pt-BR, January first ("janeiro"). */
export const MONTHS = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
] as const;

/**
 * |n| rounded to `decimals` places, as the digits before and after the point. Like Intl (ICU),
 * it rounds the shortest decimal that reads back as n (what String(n) shows), half away from
 * zero: 1.005 → "1" and "01", 143706476166726.1 → "…726" and "10".
 */
function roundedParts(abs: number, decimals: number): { whole: string; fraction: string } {
  const [mantissa, exponent] = abs.toExponential().split("e") as [string, string];
  const digits = mantissa.replace(".", "");
  const point = Number(exponent) + 1; // digits before the decimal point
  const whole = point <= 0 ? "0" : digits.slice(0, point).padEnd(point, "0");
  const fraction = point <= 0 ? "0".repeat(-point) + digits : digits.slice(point);
  const kept = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, "0"));
  const rounded = (fraction[decimals] ?? "0") >= "5" ? kept + 1n : kept;
  const text = rounded.toString().padStart(decimals + 1, "0");
  return { whole: text.slice(0, text.length - decimals), fraction: text.slice(text.length - decimals) };
}

/**
 * A number in pt-BR with `minDecimals` to `maxDecimals` places, after `prefix`: "-R$ 1.234,5".
 * A value that rounds to zero has no minus sign, so nothing ever shows as "-0,00".
 */
function decimal(n: number, minDecimals: number, maxDecimals: number, prefix = ""): string {
  if (!Number.isFinite(n)) return `${n < 0 ? "-" : ""}${prefix}${Number.isNaN(n) ? "NaN" : "∞"}`;
  const { whole, fraction: all } = roundedParts(Math.abs(n), maxDecimals);
  let fraction = all;
  while (fraction.length > minDecimals && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  const sign = n < 0 && /[1-9]/.test(whole + all) ? "-" : "";
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${sign}${prefix}${grouped}${fraction ? `,${fraction}` : ""}`;
}

/** Below this many reais a double holds every cent; above it its own digits are shown. */
const EXACT_CENTS_BELOW = 1e12;

/**
 * Reais in pt-BR: 1234.56 → "R$ 1.234,56", -5 → "-R$ 5,00", 0 → "R$ 0,00". Rounded half up to
 * the cent with the site's money rounding (./money.ts), so what binary arithmetic leaves of a
 * half cent shows as the bank charges it: 85.5 × 5.89 (503.59499999999997) → "R$ 503,60".
 */
export function formatBRL(n: number): string {
  return decimal(Math.abs(n) < EXACT_CENTS_BELOW ? roundCents(n) : n, 2, 2, "R$ ");
}

/** A number with pt-BR grouping and exactly `decimals` places: (1234.567, 2) → "1.234,57". */
export function formatNumber(n: number, decimals: number): string {
  return decimal(n, decimals, decimals);
}

/**
 * A number as typed, with pt-BR grouping and up to `maxDecimals` places, without padding:
 * (450.25, 2) → "450,25", (450.5, 2) → "450,5", (1234, 2) → "1.234".
 */
export function formatNumberUpTo(n: number, maxDecimals: number): string {
  return decimal(n, 0, maxDecimals);
}

/** A ratio as a pt-BR percent: 0.714285 → "71,4%". */
export function formatPercent(ratio: number, decimals = 1): string {
  return `${formatNumber(ratio * 100, decimals)}%`;
}

/** A rate already in percent, with up to 2 decimals: 4 → "4%", 3.75 → "3,75%", 2.5 → "2,5%". */
export function formatRatePercent(percent: number): string {
  return `${formatNumberUpTo(percent, 2)}%`;
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** The ISO date or instant as a Date; an invalid one throws, as Intl's format does. */
function utcDate(iso: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${iso}`);
  return date;
}

/** An ISO date as a long pt-BR date in UTC: "2025-09-01" → "1 de setembro de 2025". */
export function formatDateBR(iso: string): string {
  const d = utcDate(iso);
  return `${d.getUTCDate()} de ${MONTHS[d.getUTCMonth()]} de ${d.getUTCFullYear()}`;
}

/** An ISO date as dd/mm/yyyy in UTC: "2025-09-01" → "01/09/2025". */
export function formatDateShortBR(iso: string): string {
  const d = utcDate(iso);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** An ISO instant as "dd/mm/yyyy hh:mm" in UTC: "2025-09-01T14:05:00Z" → "01/09/2025 14:05". */
export function formatDateTimeBR(iso: string): string {
  const d = utcDate(iso);
  return `${formatDateShortBR(iso)} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
}

/**
 * The noun that goes with a count in pt-BR: singular for exactly one (1 and -1), plural for
 * every other number, zero and fractions included ("0 consultas", "1,5 anos").
 */
export function pluralWord(n: number, one: string, many: string): string {
  return Math.abs(n) === 1 ? one : many;
}

/**
 * A count and its noun, the number with pt-BR grouping: (1, "consulta", "consultas") →
 * "1 consulta", (1234, …) → "1.234 consultas". Every count the interface shows goes through here.
 */
export function formatCount(n: number, one: string, many: string): string {
  return `${Number.isInteger(n) ? formatNumber(n, 0) : formatNumberUpTo(n, 1)} ${pluralWord(n, one, many)}`;
}
