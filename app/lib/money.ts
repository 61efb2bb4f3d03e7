// The site's one rounding of money: half up (away from zero) to the cent, as banks and the
// tax offices charge it, on the decimal the person reads rather than on its binary
// approximation. 85,5 L × R$ 5,89 is 503,595 on paper; in binary floating point it is
// 503.59499999999997, which `Math.round(n * 100) / 100` rounds down to 503,59. Pure.

/**
 * `n` rounded to the nearest whole number, halves away from zero (2.5 → 3, −2.5 → −3). A value
 * within a few units of the last place of a half (what binary arithmetic leaves of an exact
 * half, 50359.49999999999 for 50359.5) counts as that half. Never returns −0.
 */
export function roundHalfUp(n: number): number {
  if (!Number.isFinite(n)) return n;
  const abs = Math.abs(n);
  const floor = Math.floor(abs);
  const nearHalf = Math.abs(abs - floor - 0.5) <= abs * Number.EPSILON * 4;
  const rounded = nearHalf ? floor + 1 : Math.round(abs);
  return rounded === 0 ? 0 : n < 0 ? -rounded : rounded;
}

/** Reais as whole cents, rounded half up: 503.595 (or 85.5 × 5.89) → 50360. */
export function toCents(reais: number): number {
  return roundHalfUp(reais * 100);
}

/** Reais rounded half up to the cent: 503.595 (or 85.5 × 5.89) → 503.6; 1.005 → 1.01. */
export function roundCents(reais: number): number {
  return toCents(reais) / 100;
}
