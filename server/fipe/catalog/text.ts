// Pure text rules of the FIPE catalog: the search text written beside each model-year and the
// words read from a visitor's query (lower case, accents removed, brand aliases, the model
// year as a word, FIPE codes with or without the dash), and FIPE's month labels as "YYYY-MM".
import { MONTHS as MONTH_NAMES } from "#app/lib/format.ts";

/** The months' names in lower case without accents ("marco"), January first. */
export const MONTHS = MONTH_NAMES.map((name) => name.normalize("NFD").replace(/\p{M}+/gu, ""));

/** Lower case, accents removed, anything but letters, digits and dots between digits a space. */
export function normalizeWords(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/(\d)[.,](\d)/g, "$1\uE000$2")
    .replace(/[^a-z0-9\uE000]+/g, " ")
    .replace(/\uE000/g, ".")
    .trim()
    .replace(/\s+/g, " ");
}

/**
 * Other names people type for a brand, keyed by a word of FIPE's brand name (normalized).
 * "VW - VolksWagen" already carries "vw"; "GM - Chevrolet" carries "gm".
 */
const BRAND_ALIASES: Record<string, string[]> = {
  volkswagen: ["vw", "volks"],
  chevrolet: ["gm", "chevy"],
  mercedes: ["mb", "mercedes", "benz"],
  citroen: ["citroen"],
  kia: ["kia"],
  land: ["landrover"],
  rolls: ["rollsroyce"],
  alfa: ["alfa"],
  caoa: ["chery"],
  harley: ["harley", "hd"],
  great: ["gwm"],
};

export function brandAliases(brandName: string): string[] {
  const words = normalizeWords(brandName).split(" ");
  const extra = new Set<string>();
  for (const word of words) for (const alias of BRAND_ALIASES[word] ?? []) if (!words.includes(alias)) extra.add(alias);
  return [...extra];
}

/** "001503-2" / " 001503-2 " -> "001503-2"; null when it is not a FIPE code. */
export function canonicalFipeCode(text: string): string | null {
  const m = /^\s*(\d{6})-?(\d)\s*$/.exec(text);
  return m ? `${m[1]}-${m[2]}` : null;
}

export type SearchTextParts = {
  brand: string;
  model: string;
  /** Fuels of the model's years ("Diesel"). */
  fuels: string[];
  /** FIPE codes of the model's years ("001503-2"). */
  codes: string[];
};

/**
 * The words a model is found by, padded with spaces so that " word " marks a whole word: brand
 * and its aliases, model name, its years' fuels, and their FIPE codes' digits. (Model years
 * are matched on the model-year rows.)
 */
export function searchText({ brand, model, fuels, codes }: SearchTextParts): string {
  const parts = [
    normalizeWords(brand),
    ...brandAliases(brand),
    normalizeWords(model),
    ...[...new Set(fuels.map(normalizeWords))],
    ...[...new Set(codes.map((c) => canonicalFipeCode(c)?.replace("-", "") ?? ""))],
  ].filter(Boolean);
  return ` ${parts.join(" ")} `;
}

/** Longest prefix kept per word (a longer query word is matched on its first letters, then checked whole). */
export const MAX_PREFIX = 20;

/** Every prefix of every word of a search text: the indexed set a query's words must all be in. */
export function searchWords(text: string): string[] {
  const out = new Set<string>();
  for (const word of text.trim().split(" ")) {
    for (let n = 1; n <= Math.min(word.length, MAX_PREFIX); n++) out.add(word.slice(0, n));
  }
  return [...out];
}

export type SearchQuery = { words: string[]; code: string | null };

export const MAX_QUERY_WORDS = 8;

/** A visitor's query as words (a FIPE code's dash dropped so it matches the stored digits). */
export function parseQuery(q: string): SearchQuery {
  const code = canonicalFipeCode(q);
  if (code) return { words: [code.replace("-", "")], code };
  const words = normalizeWords(q.replace(/\b(\d{6})-(\d)\b/g, "$1$2"))
    .split(" ")
    .filter(Boolean)
    .map((w) => (w === "zero" || w === "0" || w === "0km" ? "0km" : w))
    .filter((w) => w !== "km");
  return { words: [...new Set(words)].slice(0, MAX_QUERY_WORDS), code: null };
}

/** "novembro de 2026", "novembro/2026 ", "março de 2024" -> "2026-11"; null when unreadable. */
export function monthOfLabel(label: string): string | null {
  const m = /^\s*(\p{L}+)\s*(?:de|\/)\s*(\d{4})\s*$/u.exec(label.normalize("NFD").replace(/\p{M}+/gu, ""));
  if (!m) return null;
  const index = MONTHS.indexOf(m[1]!.toLowerCase());
  return index < 0 ? null : `${m[2]}-${String(index + 1).padStart(2, "0")}`;
}

/** "2026-11" -> "novembro de 2026" (pt-BR, for months known only from an import). */
export function labelOfMonth(month: string): string {
  const [year, mm] = month.split("-");
  return `${MONTH_NAMES[Number(mm) - 1]} de ${year}`;
}

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** "R$ 106.138,00" -> 10613800 (cents); null when it is not a price. */
export function centsOf(valor: string): number | null {
  const m = /^\s*R\$\s*([\d.]+),(\d{2})\s*$/.exec(valor);
  if (!m) return null;
  return Number(m[1]!.replace(/\./g, "")) * 100 + Number(m[2]);
}

/** 10613800 -> "R$ 106.138,00" (FIPE's own text form). */
export function valorOf(cents: number): string {
  const int = Math.floor(cents / 100);
  const frac = String(cents % 100).padStart(2, "0");
  return `R$ ${String(int).replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${frac}`;
}

/** "2014-3" -> {modelYear: 2014, fuelCode: 3}; "2014 Diesel" -> "Diesel". */
export function yearParts(yearCode: string, yearName: string): { modelYear: number; fuelCode: number; fuel: string } {
  const [y, f] = yearCode.split("-");
  return {
    modelYear: Number(y),
    fuelCode: Number(f),
    fuel: yearName.replace(/^\s*\d+\s*/, "").trim(),
  };
}
