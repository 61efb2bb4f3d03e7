// The licensing calendar needs only the plate's final digit: the form asks for that digit and
// the share URL carries it as `final`, so a whole plate never reaches a URL, a log or a link.
import { lastPlateDigit, type Digit } from "./calc.ts";

/** The share URL's parameter for the final digit. */
export const FINAL_DIGIT_PARAM = "final";
/** The parameter older share URLs carried the whole plate in. */
export const LEGACY_PLATE_PARAM = "placa";

/**
 * What the final-digit field keeps of what was typed or pasted: the last digit in it, so "3",
 * a pasted plate "ABC1D23" and "ABC-1234" give "3", "3" and "4"; no digit gives "".
 */
export function maskFinalDigit(raw: string): Digit | "" {
  return lastPlateDigit(raw) ?? "";
}

/** The final digit a share URL names ("final=3"); null when it names none. */
export function finalDigitParam(params: URLSearchParams): Digit | null {
  const value = params.get(FINAL_DIGIT_PARAM)?.trim() ?? "";
  return /^\d$/.test(value) ? (value as Digit) : null;
}

/**
 * An older share URL with the whole plate (`?placa=ABC1D23&uf=SP`) as the address to send it
 * to: the same query with only the plate's final digit (`?uf=SP&final=3`), the plate dropped
 * (a plate without a digit leaves nothing). Null when the URL has no plate.
 */
export function withoutLegacyPlate(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has(LEGACY_PLATE_PARAM)) return null;
  const digit = lastPlateDigit(params.getAll(LEGACY_PLATE_PARAM).join(""));
  params.delete(LEGACY_PLATE_PARAM);
  if (digit !== null && !params.has(FINAL_DIGIT_PARAM)) params.set(FINAL_DIGIT_PARAM, digit);
  const query = params.toString();
  return query ? `?${query}` : "";
}
