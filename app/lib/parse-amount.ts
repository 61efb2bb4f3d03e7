// The one amount parser (ADR 012, amounts as people write them): `parseAmount` reads a
// field's text, or a GET form's query on the server, as the amount a Brazilian reads there
// ("80000", "80.000", "R$ 80.000,00", "1,99"...). The fields' input masks are ./masks.ts; this
// module stands alone so that pages reading an amount from their address need no mask code.

/** Keeps only the ASCII digits of `text`. */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, "");
}

export function stripLeadingZeros(digits: string): string {
  return digits.replace(/^0+/, "");
}

/** pt-BR thousands grouping of a digit string: "1234567" → "1.234.567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

// ---------------------------------------------------------------------------------------------
// The amount parser

/**
 * How a lone dot reads. "grouped" (money, km, liters): a dot followed by exactly three digits
 * groups thousands ("80.000" is eighty thousand), any other dot is a decimal point pasted from
 * elsewhere ("80000.00", "5.79"). "percent": a single dot or comma is the decimal point
 * ("1.99" and "1,99" are 1,99 %; a percent never needs a thousands separator).
 */
export type AmountKind = "grouped" | "percent";

/** An amount as written: sign, integer digits, and the decimals after its decimal mark. */
type WrittenAmount = { negative: boolean; integer: string; decimals: string; hasMark: boolean };

/** Splits `chars` (digits, dots and commas only) at a decimal mark at `mark` (or none). */
function split(chars: string, mark: number | null, negative: boolean): WrittenAmount | null {
  const integer = (mark === null ? chars : chars.slice(0, mark)).replace(/[.,]/g, "");
  const decimals = mark === null ? "" : chars.slice(mark + 1);
  if (!/^\d*$/.test(decimals) || integer + decimals === "") return null;
  return { negative, integer, decimals, hasMark: mark !== null };
}

/** Digit groups after the first are all three digits long ("1.234.567"). */
const groupsOfThree = (parts: string[]) => parts[0] !== "" && parts.slice(1).every((p) => p.length === 3);

/**
 * Reads an amount as written, or null when it is not one:
 * - "R$", spaces and other non-number characters are ignored; a leading "-" makes it negative;
 * - with both "," and ".", the last one is the decimal mark ("80.000,50", "80,000.50");
 * - one comma is the decimal mark ("80000,5"); several commas group thousands ("1,234,567");
 * - one dot: see `AmountKind`; several dots group thousands ("1.234.567"), except that the last
 *   one is a decimal point when one or two digits follow it ("80.000.5", typed on a keyboard
 *   with no comma).
 */
export function readAmount(text: string, kind: AmountKind): WrittenAmount | null {
  const negative = /^\s*(R\$\s*)?-/.test(text);
  const chars = text.replace(/[^\d.,]/g, "");
  if (!/\d/.test(chars)) return null;
  const lastComma = chars.lastIndexOf(",");
  const lastDot = chars.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    const mark = Math.max(lastComma, lastDot);
    return chars.indexOf(chars[mark] as string) === mark ? split(chars, mark, negative) : null;
  }
  if (lastComma < 0 && lastDot < 0) return split(chars, null, negative);
  const separator = lastComma >= 0 ? "," : ".";
  const parts = chars.split(separator);
  const mark = Math.max(lastComma, lastDot);
  if (parts.length === 2) {
    const [before = "", after = ""] = parts;
    const thousands = kind === "grouped" && separator === "." && after.length === 3 && stripLeadingZeros(before) !== "";
    return split(chars, thousands ? null : mark, negative);
  }
  if (kind === "percent") return null;
  if (groupsOfThree(parts)) return split(chars, null, negative);
  const last = parts[parts.length - 1] as string;
  if (separator === "." && groupsOfThree(parts.slice(0, -1)) && last.length >= 1 && last.length <= 2) {
    return split(chars, mark, negative);
  }
  return null;
}

/** The number a `WrittenAmount` holds, or null when it is not finite. */
function valueOf(written: WrittenAmount): number | null {
  const value = Number(`${written.integer || "0"}.${written.decimals || "0"}`);
  if (!Number.isFinite(value)) return null;
  return written.negative && value !== 0 ? -value : value;
}

/** `written` × 1000, by moving its decimal point three places (so "1,001 mil" is exactly 1001). */
function thousandsOf(written: WrittenAmount): WrittenAmount {
  const decimals = written.decimals.padEnd(3, "0");
  return { ...written, integer: written.integer + decimals.slice(0, 3), decimals: decimals.slice(3) };
}

/**
 * What a field's text says, for a form to answer it:
 * - `empty`: nothing but spaces, "R$" or "%" (an untouched field);
 * - `invalid`: text that holds no amount ("abc", "1.2,3.4", "50 mil" in a rate);
 * - `amount`: the amount, as `parseAmount` reads it;
 * - `ambiguous`: two readings a person may have meant: `value` is the Brazilian reading,
 *   `suggestion` the other one, to ask about ("Você quis dizer R$ 80.000,00?").
 */
export type AmountReading =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { kind: "amount"; value: number }
  | { kind: "ambiguous"; value: number; suggestion: number };

/** "50 mil", "50mil", "1,5 mil", "R$ 50 mil": a number followed by the word "mil" and nothing else. */
const THOUSANDS_WORD = /^(.*?\d[\d.,]*)\s*mil\s*$/iu;

/**
 * A comma followed by exactly three digits, one to three digits before it (not starting with a
 * 0) and no other mark: "80,000", "1,500", "R$ 80,000". In Brazil the comma is the decimal
 * mark, but this is also how an English keyboard writes thousands.
 */
const ENGLISH_THOUSANDS = /^[1-9]\d{0,2},\d{3}$/;

/**
 * Reads a field's text (`raw`, as typed or posted) as an `AmountReading`. Decisions:
 * - "mil" after a number means thousands in money and quantities ("grouped"): "50 mil" and
 *   "50mil" are 50.000, "1,5 mil" 1.500; the number before "mil" is read as usual ("1.5 mil" is
 *   1.500 too). A rate in "mil" is `invalid` (no lender quotes thousands of percent).
 * - In "grouped" fields a lone comma followed by exactly three digits (see ENGLISH_THOUSANDS) is
 *   `ambiguous`: "80,000" is 80 (the pt-BR reading, `value`) or 80.000 (`suggestion`); "1,500"
 *   is 1,5 or 1.500 alike. Never read silently either way: the form asks. "0,500" is not
 *   ambiguous (no one writes zero thousand): 0,5. "1234,567" is not either (an English mark
 *   would group three digits): 1.234,567.
 * - English marks that cannot be pt-BR are read as English, unambiguously: "80,000.00" (comma
 *   then dot: the last mark is the decimal point) is 80.000; "1,234,567" (several commas)
 *   is 1.234.567.
 * - Rates ("percent") have no thousands: "1,999" is 1,999 %, never ambiguous.
 */
export function readAmountText(raw: string, kind: AmountKind): AmountReading {
  if (raw.replace(/\s|R\$|%/g, "") === "") return { kind: "empty" };
  const word = THOUSANDS_WORD.exec(raw);
  if (word) {
    const written = kind === "grouped" ? readAmount(word[1] as string, kind) : null;
    const value = written && valueOf(thousandsOf(written));
    return value === null || value === undefined ? { kind: "invalid" } : { kind: "amount", value };
  }
  const written = readAmount(raw, kind);
  const value = written && valueOf(written);
  if (value === null || value === undefined) return { kind: "invalid" };
  const marks = raw.replace(/[^\d.,]/g, "");
  if (kind === "grouped" && ENGLISH_THOUSANDS.test(marks)) {
    const suggestion = Number(marks.replace(",", ""));
    return { kind: "ambiguous", value, suggestion: value < 0 ? -suggestion : suggestion };
  }
  return { kind: "amount", value };
}

/**
 * The amount a person wrote, or null when the text holds none or could mean two amounts
 * (`readAmountText`'s "ambiguous": "80,000" in money is never read as 80; a form asks with
 * `readAmountText`, a share URL takes it as no amount): "80000", "80.000", "80.000,00",
 * "R$ 80.000", "80000.00" → 80000; "50 mil" → 50000; "80000,5" → 80000.5; "1,99" and "1.99" →
 * 1.99 (either kind); "1.999" → 1999 ("grouped") or 1.999 ("percent"). The browser's fields and
 * the server (GET forms, share URLs) read amounts with this one function.
 */
export function parseAmount(text: string, kind: AmountKind = "grouped"): number | null {
  const reading = readAmountText(text, kind);
  return reading.kind === "amount" ? reading.value : null;
}

/** Reads a money field: "R$ 80.000" → 80000, "R$ 5,79" → 5.79, "" (or no number) → 0. */
export function parseMoney(display: string): number {
  return parseAmount(display, "grouped") ?? 0;
}

/** Reads a rate or percent field: "1,99" and "1.99" → 1.99, "" → 0. */
export function parseDecimal(display: string): number {
  return parseAmount(display, "percent") ?? 0;
}

/** Reads a distance or liters field: "1.000" → 1000, "450,5" → 450.5, "" → 0. */
export function parsePlainDecimal(display: string): number {
  return parseAmount(display, "grouped") ?? 0;
}
