// Amount fields' formats (ADR 012, amounts as people write them): the fields keep every key
// as the person types it; when the person leaves a field it is shown the field's way
// (`settleAmountInput`), and the form reads it with the one amount parser (./parse-amount.ts,
// re-exported here) when it is sent.
import { formatNumber, formatNumberUpTo } from "./format.ts";
import { groupThousands, readAmount, stripLeadingZeros, type AmountKind } from "./parse-amount.ts";

export {
  onlyDigits,
  parseAmount,
  parseDecimal,
  parseMoney,
  parsePlainDecimal,
  type AmountKind,
} from "./parse-amount.ts";

/** Largest number of months a months field accepts. */
export const MAX_MONTHS = 600;

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

/** The display of an amount as written: prefix, grouped integer, mark and decimals. */
function render(format: AmountFormat, integer: string, mark: "," | "." | "", decimals: string): string {
  if (integer === "" && mark === "") return "";
  const shown = integer === "" ? "0" : integer;
  return `${format.prefix}${format.kind === "grouped" ? groupThousands(shown) : shown}${mark}${decimals}`;
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
