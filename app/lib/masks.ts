// Input masks for the calculator forms (spec §5, decisions "Calculators"). Each function takes
// the input's new raw value and returns what the input should display; parse* read it back.

/** Longest money amount in digits (cents included): R$ 99.999.999.999,99. */
export const MONEY_MAX_DIGITS = 13;
/** Longest digit-fill rate: 999,99. */
export const DECIMAL_FILL_MAX_DIGITS = 5;
/** Free decimal entry limits: 999,999999. */
export const DECIMAL_FREE_MAX_INTEGER_DIGITS = 3;
export const DECIMAL_FREE_MAX_DECIMALS = 6;
/** Plate length (old ABC1234 and Mercosul ABC1D23). */
export const PLATE_MAX_LENGTH = 7;
/** Largest number of months a months field accepts. */
export const MAX_MONTHS = 600;

/** Keeps only the ASCII digits of `text`. */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, "");
}

function stripLeadingZeros(digits: string): string {
  return digits.replace(/^0+/, "");
}

/** pt-BR thousands grouping of a digit string: "1234567" → "1.234.567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** Splits significant digits into "int,cc" with the last two digits as the fraction. */
function fillFromRight(digits: string): { integer: string; fraction: string } {
  const padded = digits.padStart(3, "0");
  return { integer: stripLeadingZeros(padded.slice(0, -2)) || "0", fraction: padded.slice(-2) };
}

// ---------------------------------------------------------------------------------------------
// Money

/**
 * Money mask, filled from the cents side: "1" → "R$ 0,01", "123456" → "R$ 1.234,56".
 * Takes whatever the input now holds (previous display plus a typed char, the display minus its
 * last char after backspace, or pasted text), keeps the digits, strips leading zeros and keeps
 * at most 13 digits (extra digits typed at the end are dropped). "" when no digit is left.
 */
export function maskMoney(raw: string): string {
  const digits = stripLeadingZeros(onlyDigits(raw)).slice(0, MONEY_MAX_DIGITS);
  if (digits === "") return "";
  const { integer, fraction } = fillFromRight(digits);
  return `R$ ${groupThousands(integer)},${fraction}`;
}

/** Reads a money display back as reais: "R$ 1.234,56" → 1234.56, "" → 0. */
export function parseMoney(display: string): number {
  const digits = onlyDigits(display);
  return digits === "" ? 0 : Number(digits) / 100;
}

// ---------------------------------------------------------------------------------------------
// Rates and percents

/**
 * A rate/percent input. In "fill" mode digits fill from the right with two decimals
 * ("199" → "1,99"); in "free" mode the user typed or pasted a separator and decimals are
 * entered freely ("0,629890").
 */
export type DecimalInputState = { display: string; mode: "fill" | "free" };

/** The empty input. */
export const EMPTY_DECIMAL_INPUT: DecimalInputState = { display: "", mode: "fill" };

const SEPARATOR = /[.,]/;

/** Fill rule: digits only, leading zeros stripped, at most 5 digits, comma before the last two. */
function fillDisplay(raw: string): string {
  const digits = stripLeadingZeros(onlyDigits(raw)).slice(0, DECIMAL_FILL_MAX_DIGITS);
  if (digits === "") return "";
  const { integer, fraction } = fillFromRight(digits);
  return `${integer},${fraction}`;
}

/** Digits before and after the first "," or "." of `raw`; null when there is none. */
function splitAtSeparator(raw: string): { integer: string; decimals: string } | null {
  const match = SEPARATOR.exec(raw);
  if (match === null) return null;
  return {
    integer: stripLeadingZeros(onlyDigits(raw.slice(0, match.index))),
    decimals: onlyDigits(raw.slice(match.index + 1)),
  };
}

/**
 * Free rule: digits and the first separator (shown as ","), at most 3 integer digits (leading
 * zeros stripped, one "0" kept before the comma) and 6 decimals. Null when there is no
 * separator, i.e. the value has left free mode.
 */
function freeDisplay(raw: string): string | null {
  const parts = splitAtSeparator(raw);
  if (parts === null) return null;
  const integer = parts.integer.slice(0, DECIMAL_FREE_MAX_INTEGER_DIGITS) || "0";
  return `${integer},${parts.decimals.slice(0, DECIMAL_FREE_MAX_DECIMALS)}`;
}

/** One edit turning the previous display into the new raw value. */
type Edit = { prefix: string; removed: string; inserted: string; suffix: string };

/** Describes `next` as one edit of `prev`: common prefix, removed text, inserted text, suffix. */
function diffEdit(prev: string, next: string): Edit {
  let start = 0;
  while (start < prev.length && start < next.length && prev[start] === next[start]) start++;
  let end = 0;
  while (
    end < prev.length - start &&
    end < next.length - start &&
    prev[prev.length - 1 - end] === next[next.length - 1 - end]
  ) {
    end++;
  }
  return {
    prefix: next.slice(0, start),
    removed: prev.slice(start, prev.length - end),
    inserted: next.slice(start, next.length - end),
    suffix: next.slice(next.length - end),
  };
}

/** Fill-mode edit: does the user's new text ask for free decimal entry? Returns its display. */
function explicitDecimal(prev: string, raw: string): string | null {
  const { prefix, removed, inserted, suffix } = diffEdit(prev, raw);
  if (SEPARATOR.test(inserted)) {
    // The user typed or pasted a separator: it replaces the comma the fill mask showed,
    // so "0,01" + "," → "1,", and "0,629890" pasted into an empty field stays as is.
    return freeDisplay(onlyDigits(prefix) + inserted + onlyDigits(suffix));
  }
  if (removed !== "" && inserted !== "") {
    // Text replaced a selection (e.g. "0,629890" pasted over a selected "0,01"): keep what
    // the user sees when its comma is not where the fill rule would put it.
    const free = freeDisplay(raw);
    if (free !== null && free !== fillDisplay(raw)) return free;
  }
  return null;
}

/**
 * Next state of a rate/percent input, given the previous state and the input's new raw value.
 *
 * - Fill mode, and the user typed or pasted a "," or ".": switch to free mode. The comma the
 *   fill mask had shown is dropped, so the user's separator is the real one: typing "," after
 *   "0,01" (from typing "1") gives "1,"; pasting "0,629890" or "1.99" into an empty or
 *   selected field gives "0,629890" / "1,99".
 * - Free mode: free rule (digits, first separator as ",", ≤ 3 integer digits, ≤ 6 decimals);
 *   if the comma was deleted, back to fill mode with the remaining digits.
 * - Otherwise the fill rule: "1" → "0,01", "199" → "1,99", at most 5 digits, "" when empty.
 */
export function nextDecimalInput(prev: DecimalInputState, raw: string): DecimalInputState {
  if (prev.mode === "fill") {
    const free = explicitDecimal(prev.display, raw);
    return free === null ? { display: fillDisplay(raw), mode: "fill" } : { display: free, mode: "free" };
  }
  const free = freeDisplay(raw);
  return free === null ? { display: fillDisplay(raw), mode: "fill" } : { display: free, mode: "free" };
}

/**
 * The input state showing `n` (e.g. restored from a URL): 1.99 → fill "1,99";
 * 0.62989 → free "0,62989". `n` is rounded to 6 decimals; a result of zero or less, 1000 or
 * more, or a non-finite `n` gives the empty input.
 */
export function decimalFromNumber(n: number): DecimalInputState {
  if (!Number.isFinite(n)) return EMPTY_DECIMAL_INPUT;
  const fixed = n.toFixed(DECIMAL_FREE_MAX_DECIMALS); // e.g. "0.629890"
  const value = Number(fixed);
  if (value <= 0 || value >= 10 ** DECIMAL_FREE_MAX_INTEGER_DIGITS) return EMPTY_DECIMAL_INPUT;
  const [integer = "0", decimals = ""] = fixed.split(".");
  const significant = decimals.replace(/0+$/, "");
  if (significant.length <= 2) {
    return { display: fillDisplay(integer + decimals.slice(0, 2)), mode: "fill" };
  }
  return { display: `${integer},${significant}`, mode: "free" };
}

/** Reads a rate display back as a number: "0,629890" → 0.62989, "1,99" → 1.99, "" → 0. */
export function parseDecimal(display: string): number {
  const parts = splitAtSeparator(display);
  const text = parts === null ? onlyDigits(display) : `${parts.integer || "0"}.${parts.decimals}`;
  return text === "" ? 0 : Number(text);
}

// ---------------------------------------------------------------------------------------------
// Plate and months

/** Plate mask: upper case, only A–Z and 0–9, at most 7 characters ("abc-1d23" → "ABC1D23"). */
export function maskPlate(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, PLATE_MAX_LENGTH);
}

/**
 * Months from a URL query value (lenient, never shown as typed): a non-number or empty text
 * counts as 0, negatives become 0, decimals are floored ("3,7" and "3.7" → 3), and the result
 * is capped at 600. Forms use `parseWholeMonths`, which refuses what it would have to change.
 */
export function parseMonths(raw: string): number {
  const text = raw.trim().replace(",", ".");
  const value = text === "" ? 0 : Number(text);
  if (Number.isNaN(value)) return 0;
  return Math.min(MAX_MONTHS, Math.max(0, Math.floor(value)));
}

/**
 * Months as typed in a form: empty counts as 0 (the spec's "a non-number counts as 0");
 * a whole number from 0 to 600 is taken as is; anything else ("-3", "3,7", "3.7", "abc",
 * "601") gives null so the form can say so instead of silently changing it.
 */
export function parseWholeMonths(raw: string): number | null {
  const text = raw.trim();
  if (text === "") return 0;
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_MONTHS ? value : null;
}

// ---------------------------------------------------------------------------------------------
// Plain decimals (distance in km, liters): typed as written, comma or dot as separator

/** Longest integer part of a plain decimal (distance, liters). */
export const PLAIN_MAX_INTEGER_DIGITS = 7;

/**
 * Keeps digits and the first separator (shown as ","), at most `maxDecimals` decimals and
 * `maxIntegerDigits` integer digits: "450.5" → "450,5", "1a2,3,4" → "12,34", "" → "".
 */
export function maskPlainDecimal(raw: string, maxDecimals = 2, maxIntegerDigits = PLAIN_MAX_INTEGER_DIGITS): string {
  const cleaned = raw.replace(/[^\d.,]/g, "");
  const sep = cleaned.search(/[.,]/);
  if (sep === -1) return stripLeadingZeros(cleaned).slice(0, maxIntegerDigits) || (cleaned ? "0" : "");
  const integer = (stripLeadingZeros(cleaned.slice(0, sep)) || "0").slice(0, maxIntegerDigits);
  const decimals = onlyDigits(cleaned.slice(sep + 1)).slice(0, maxDecimals);
  return `${integer},${decimals}`;
}

// ---------------------------------------------------------------------------------------------
// Plain percents (licensing late fee and monthly interest, decisions "Calculators")

/** Plain percent limits: 999,99 %. */
export const PERCENT_MAX_INTEGER_DIGITS = 3;
export const PERCENT_MAX_DECIMALS = 2;

/**
 * Plain percent mode: what is typed is the percent, as written ("20" → "20" = 20 %,
 * "1,5" or "1.5" → "1,5" = 1,5 %). Digits and the first separator, at most 3 integer digits and
 * 2 decimals. Read it back with `parsePlainDecimal`.
 */
export function maskPlainPercent(raw: string): string {
  return maskPlainDecimal(raw, PERCENT_MAX_DECIMALS, PERCENT_MAX_INTEGER_DIGITS);
}

/** A percent as a plain percent display (e.g. restored from a URL): 20 → "20", 1.5 → "1,5". */
export function plainPercentFromNumber(n: number): string {
  if (!Number.isFinite(n) || n <= 0 || n >= 10 ** PERCENT_MAX_INTEGER_DIGITS) return "";
  return maskPlainPercent(String(Number(n.toFixed(PERCENT_MAX_DECIMALS))));
}

/** Reads a plain decimal display: "450,5" → 450.5, "" → 0. */
export function parsePlainDecimal(display: string): number {
  const text = display.replace(",", ".");
  const value = text === "" || text === "." ? 0 : Number(text);
  return Number.isFinite(value) ? value : 0;
}

/** A number as a plain decimal display: 450.5 → "450,5". */
export function plainDecimalFromNumber(n: number, maxDecimals = 2): string {
  if (!Number.isFinite(n) || n <= 0) return "";
  return maskPlainDecimal(String(Number(n.toFixed(maxDecimals))), maxDecimals);
}
