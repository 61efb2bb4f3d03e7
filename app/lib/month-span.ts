// FIPE reference months as numbers, and the one rule every span on a vehicle's page is named
// by (the price history, its spans, the depreciation block, the comparison): "12 meses" only
// between the same month a year apart, otherwise what it really is. Pure.
import { MONTHS } from "./format.ts";

/** "novembro de 2026" -> 2026 * 12 + 10; null when unreadable. */
export function monthIndex(label: string): number | null {
  const m = /^\s*(\p{L}+)\s+de\s+(\d{4})\s*$/u.exec(label);
  const i = m ? (MONTHS as readonly string[]).indexOf(m[1]!.toLowerCase()) : -1;
  return m && i >= 0 ? Number(m[2]) * 12 + i : null;
}

/**
 * What a change between two months is called, by what it computes: "em 12 meses" only between
 * the same month a year apart, "em N anos" between the same month N years apart, otherwise
 * "desde <mês>" (dezembro de 2025 to novembro de 2026 is 11 months, not 12).
 */
export function spanPhrase(from: { index: number; label: string }, to: { index: number }): string {
  const months = to.index - from.index;
  if (months === 12) return "em 12 meses";
  if (months > 0 && months % 12 === 0) return `em ${months / 12} anos`;
  return `desde ${from.label.trim()}`;
}

/** The month a year before `newest` among `points`, when held: the only base a 12-month change has. */
export function yearBefore<T extends { index: number }>(
  points: readonly T[],
  newest: { index: number },
): T | undefined {
  return points.find((p) => p.index === newest.index - 12);
}
