// Input masks (decisions "Amounts as people write them"): the fields show what the person
// types, formatted as it goes (thousands dots inserted, the caret kept beside the digit it was
// after), and read it with the one amount parser (./parse-amount.ts, re-exported here).
import { formatNumber, formatNumberUpTo } from "./format.ts";
import { groupThousands, onlyDigits, readAmount, stripLeadingZeros, type AmountKind } from "./parse-amount.ts";

export {
  onlyDigits,
  parseAmount,
  parseDecimal,
  parseMoney,
  parsePlainDecimal,
  type AmountKind,
} from "./parse-amount.ts";

/** Plate length (old ABC1234 and Mercosul ABC1D23). */
export const PLATE_MAX_LENGTH = 7;
/** Largest number of months a months field accepts. */
export const MAX_MONTHS = 600;

// ---------------------------------------------------------------------------------------------
// Typing into an amount field

/** What an amount field accepts and how it shows it. */
export type AmountFormat = {
  kind: AmountKind;
  /** Shown before the number once there is one ("R$ "). */
  prefix: string;
  maxIntegerDigits: number;
  maxDecimals: number;
  /** Decimals shown when the field is left with a decimal part (money: 2, "5,5" → "5,50"). */
  padDecimals: number;
};

/** Money in reais: R$ 99.999.999.999,99 at most. */
export const MONEY_FORMAT: AmountFormat = {
  kind: "grouped",
  prefix: "R$ ",
  maxIntegerDigits: 11,
  maxDecimals: 2,
  padDecimals: 2,
};
/** Distances and liters: 9.999.999,99 at most. */
export const QUANTITY_FORMAT: AmountFormat = {
  kind: "grouped",
  prefix: "",
  maxIntegerDigits: 7,
  maxDecimals: 2,
  padDecimals: 0,
};
/** Interest rates: 999,999999 % at most (a rate read off a contract can carry six decimals). */
export const RATE_FORMAT: AmountFormat = {
  kind: "percent",
  prefix: "",
  maxIntegerDigits: 3,
  maxDecimals: 6,
  padDecimals: 0,
};
/** Plain percents (licensing late fee and interest): 999,99 % at most. */
export const PERCENT_FORMAT: AmountFormat = {
  kind: "percent",
  prefix: "",
  maxIntegerDigits: 3,
  maxDecimals: 2,
  padDecimals: 0,
};

/** A field's text and where its caret goes. */
export type FieldText = { display: string; caret: number };

/** One edit turning the previous display into the new raw value. */
type Edit = { start: number; removed: string; inserted: string };

/** Describes `next` as one edit of `prev`: where it starts, the text removed and inserted. */
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
  return { start, removed: prev.slice(start, prev.length - end), inserted: next.slice(start, next.length - end) };
}

/** The display of an amount as written: prefix, grouped integer, mark and decimals. */
function render(format: AmountFormat, integer: string, mark: "," | "." | "", decimals: string): string {
  if (integer === "" && mark === "") return "";
  const shown = integer === "" ? "0" : integer;
  return `${format.prefix}${format.kind === "grouped" ? groupThousands(shown) : shown}${mark}${decimals}`;
}

/**
 * The caret position in `display` after its first `count` digits and decimal mark (thousands
 * dots and the prefix are not counted). `markIndex` is the mark's index in `display`, or -1.
 */
function caretAfter(display: string, prefixLength: number, markIndex: number, count: number): number {
  if (display === "") return 0;
  let seen = 0;
  let position = prefixLength;
  while (seen < count && position < display.length) {
    if (/\d/.test(display[position] as string) || position === markIndex) seen++;
    position++;
  }
  return position;
}

/**
 * The field's text after a paste (or a value set all at once, or the browser's own text before
 * the page's JavaScript ran): the amount as written, formatted; the caret at the end. Null when
 * the text holds no amount.
 */
function pasted(raw: string, format: AmountFormat): FieldText | null {
  const written = readAmount(raw, format.kind);
  if (written === null) return null;
  const integer = stripLeadingZeros(written.integer).slice(0, format.maxIntegerDigits);
  const decimals = written.decimals.slice(0, format.maxDecimals);
  const display = render(format, integer, written.hasMark && decimals !== "" ? "," : "", decimals);
  return { display, caret: display.length };
}

/**
 * The field's next text as the person types, given what it showed (`prev`), what the browser
 * now holds (`raw`) and the caret there:
 * - digits are kept as typed; a grouped field inserts the thousands dots itself ("80000" →
 *   "80.000"); leading zeros go;
 * - a comma starts the decimals (at most `maxDecimals`); in a percent field a dot does too
 *   (shown as a comma);
 * - in a grouped field a dot the person types stays as typed while one or two digits follow it
 *   ("5.7", "5.79": a decimal point, as `parseAmount` reads it); a third digit makes it a
 *   thousands dot ("80.000"), so typing "80.000" never passes through "80,00";
 * - backspace over a thousands dot removes the digit before it;
 * - a key that would pass a limit is refused (the text stays as it was);
 * - a paste (several characters at once) is read as written ("R$ 80.000,00", "80000.00");
 * - the caret stays after the same digit it was after.
 */
export function nextAmountInput(prev: string, raw: string, caret: number, format: AmountFormat): FieldText {
  const edit = diffEdit(prev, raw);
  if (edit.inserted.length > 1) return pasted(raw, format) ?? { display: prev, caret: edit.start };
  let text = raw;
  let at = caret;
  // Backspace over a thousands dot (one the field inserted: three digits follow it), the caret
  // where the dot was (a value set all at once, "1000" over "1.000", only looks like one).
  if (
    format.kind === "grouped" &&
    edit.removed === "." &&
    edit.inserted === "" &&
    caret === edit.start &&
    /^\d{3}(\D|$)/.test(prev.slice(edit.start + 1)) &&
    edit.start > 0
  ) {
    text = raw.slice(0, edit.start - 1) + raw.slice(edit.start);
    at = edit.start - 1;
  }
  // The kept characters (digits, dots, commas) and how many of them precede the caret.
  let chars = "";
  let before = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (!/[\d.,]/.test(c)) continue;
    chars += c;
    if (i < at) before = chars.length;
  }
  const comma = format.kind === "percent" ? chars.search(/[.,]/) : chars.indexOf(",");
  let mark: "," | "." | "" = "";
  let markAt = -1;
  if (comma >= 0) {
    mark = ",";
    markAt = comma;
  } else if (format.kind === "grouped") {
    const dot = chars.lastIndexOf(".");
    const literal =
      dot >= 0 &&
      /^\d{0,2}$/.test(chars.slice(dot + 1)) &&
      ((edit.inserted === "." && edit.start <= text.length) || /\.\d{0,2}$/.test(prev));
    if (literal) {
      mark = ".";
      markAt = dot;
    }
  }
  const head = markAt >= 0 ? chars.slice(0, markAt) : chars;
  const headDigits = onlyDigits(head);
  const integer = stripLeadingZeros(headDigits);
  const tail = markAt >= 0 ? onlyDigits(chars.slice(markAt + 1)) : "";
  if (integer.length > format.maxIntegerDigits || tail.length > format.maxDecimals) {
    return { display: prev, caret: Math.min(edit.start, prev.length) };
  }
  if (integer === "" && headDigits !== "" && mark === "") {
    // Only zeros typed: one is shown.
    const display = render(format, "0", "", "");
    return { display, caret: display.length };
  }
  // The digits and mark before the caret, not counting the leading zeros that went.
  let zeros = headDigits.length - integer.length;
  let count = 0;
  for (let i = 0; i < before; i++) {
    const c = chars[i] as string;
    if (i === markAt) count++;
    else if (/\d/.test(c)) {
      if ((markAt < 0 || i < markAt) && zeros > 0) zeros--;
      else count++;
    }
  }
  // "0" is shown before a mark with no integer digits ("0,5").
  if (integer === "" && count > 0) count++;
  const display = render(format, integer, mark, tail);
  const markIndex =
    mark === "" ? -1 : format.prefix.length + render({ ...format, prefix: "" }, integer || "0", "", "").length;
  return { display, caret: caretAfter(display, format.prefix.length, markIndex, count) };
}

/**
 * The field's text once the person leaves it: the amount as `parseAmount` reads it, shown the
 * field's way ("R$ 5.79" → "R$ 5,79", "R$ 80.000,5" → "R$ 80.000,50", "1," → "1"). Only the
 * way it is written changes, never the amount: what the form would refuse or ask about is left
 * as typed.
 */
export function settleAmountInput(display: string, format: AmountFormat): string {
  // Words ("50 mil") and an English thousands comma ("80,000") are left as written: the form
  // reads the first and asks about the second when it is sent.
  if (!/^\s*(R\$)?\s*-?[\d.,\s]*$/i.test(display)) return display;
  if (format.kind === "grouped" && /^[^.,]*\d,\d{3}$/.test(display.trim())) return display;
  const written = readAmount(display, format.kind);
  if (written === null) return "";
  // A negative ("-5.000") is left as written, sign and all, for the form to refuse: shown
  // without its sign it would be sent as a positive amount. So is an amount with more digits
  // than the field shows: cutting them would send another amount than the one typed.
  if (written.negative) return display;
  const integer = stripLeadingZeros(written.integer);
  if (integer.length > format.maxIntegerDigits || written.decimals.length > format.maxDecimals) return display;
  let decimals = written.decimals;
  if (decimals !== "" && format.padDecimals > 0) decimals = decimals.padEnd(format.padDecimals, "0");
  return render(format, integer, decimals !== "" ? "," : "", decimals);
}

/**
 * The display of an amount in a field of this format (e.g. restored from a share URL):
 * money 80000 → "R$ 80.000", 5.79 → "R$ 5,79"; a rate 0.62989 → "0,62989". Zero, a negative
 * or a non-finite number gives the empty field.
 */
export function amountInputFromNumber(n: number | undefined, format: AmountFormat): string {
  if (n === undefined || !Number.isFinite(n) || n <= 0) return "";
  const text =
    format.padDecimals > 0 && !Number.isInteger(Number(n.toFixed(format.maxDecimals)))
      ? formatNumber(n, format.padDecimals)
      : formatNumberUpTo(n, format.maxDecimals);
  return format.kind === "grouped" ? `${format.prefix}${text}` : `${format.prefix}${text.replace(/\./g, "")}`;
}

/** Money as a field shows it: 80000 → "R$ 80.000", 5.79 → "R$ 5,79", 0 or less → "". */
export function moneyInputFromNumber(n: number | undefined): string {
  return amountInputFromNumber(n, MONEY_FORMAT);
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
