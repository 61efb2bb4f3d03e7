// A search that forgives: the words of a visitor's query (already normalized by parseQuery)
// rewritten against the catalog's vocabulary, the distinct words of the models' search texts.
// Pure, in the process, so it works the same on PGlite and PostgreSQL without an extension on
// the server (pg_trgm: docs/architecture/catalog.md says why not). Only a word the catalog does not
// know is rewritten, so a query that already matches reads as before:
//   - "hb 20"     two words that together are one of the catalog's words -> "hb20"
//   - "onix2020"  a word the catalog does not know, split between letters and digits -> "onix" "2020"
//   - "corola"    a word the catalog does not know -> the catalog's words within one typo
//                 (words of 4-5 letters) or two (6 or more), the closest only: "corolla"

/**
 * The catalog's words, sorted, for whole-word and prefix look-ups; `lettered`: those with a
 * letter, the only ones a misspelt word is compared with (the thousands of FIPE code digits
 * are not names anyone misspells).
 */
export type Vocabulary = { words: readonly string[]; set: ReadonlySet<string>; lettered: readonly string[] };

export function buildVocabulary(words: Iterable<string>): Vocabulary {
  const set = new Set<string>();
  for (const w of words) if (w) set.add(w);
  const sorted = [...set].sort();
  return { words: sorted, set, lettered: sorted.filter((w) => /[a-z]/.test(w)) };
}

/** Whether some word of the catalog starts with `prefix` (binary search in the sorted words). */
export function isKnownPrefix(vocabulary: Vocabulary, prefix: string): boolean {
  const { words } = vocabulary;
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo < words.length && words[lo]!.startsWith(prefix);
}

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions, and two neighbours
 * swapped, each 1), or max + 1 as soon as it must exceed max.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let row = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[n]!;
}

/** Typos forgiven in a word of this length: none up to 3 letters, one up to 5, then two. */
export function typosAllowed(length: number): number {
  return length <= 3 ? 0 : length <= 5 ? 1 : 2;
}

/** Most alternatives kept for one misspelt word (the closest ones). */
export const MAX_ALTERNATIVES = 8;

/**
 * The catalog's words closest to a word it does not know, within the typos its length allows:
 * a whole word ("corola" -> "corolla") or the start of one being typed ("corrol" -> "corolla").
 * Only those at the smallest distance found; none when nothing is that close.
 */
export function closestWords(vocabulary: Vocabulary, word: string): string[] {
  const max = typosAllowed(word.length);
  if (max === 0) return [];
  let bestDistance = max + 1;
  let best: string[] = [];
  if (!/[a-z]/.test(word)) return [];
  for (const candidate of vocabulary.lettered) {
    if (candidate.length + max < word.length) continue;
    const whole = boundedEditDistance(word, candidate, Math.min(max, bestDistance));
    const start =
      candidate.length > word.length
        ? boundedEditDistance(word, candidate.slice(0, word.length), Math.min(max, bestDistance))
        : whole;
    const d = Math.min(whole, start);
    if (d > max || d > bestDistance) continue;
    if (d < bestDistance) {
      bestDistance = d;
      best = [];
    }
    best.push(candidate);
  }
  // Shorter words first (a whole-word match over a longer word that only starts alike).
  return best.sort((x, y) => x.length - y.length || (x < y ? -1 : 1)).slice(0, MAX_ALTERNATIVES);
}

/** A query word and the words that may stand for it (any one of them must match). */
export type QueryTerm = { word: string; alternatives: string[] };

/** Words that are not model words: a model year being typed, "0km", digits. */
const LEAVE_AS_IS = /^(\d+|0km)$/;

/** "onix2020" -> ["onix", "2020"]; "hb20s" -> ["hb", "20", "s"]. */
function lettersAndDigits(word: string): string[] {
  return word.match(/[a-z]+|\d+(?:\.\d+)*/g) ?? [word];
}

/**
 * The query's words rewritten where the catalog does not know them (see the top of the file).
 * A term whose alternatives are just its word is searched as before.
 */
export function forgivingTerms(words: readonly string[], vocabulary: Vocabulary): QueryTerm[] {
  if (vocabulary.words.length === 0) return words.map((word) => ({ word, alternatives: [word] }));
  const known = (w: string) => LEAVE_AS_IS.test(w) || isKnownPrefix(vocabulary, w);
  // Missing space: an unknown word split between letters and digits, when every part is known
  // or close to a known word ("corola2020").
  const split: string[] = [];
  for (const word of words) {
    const parts = lettersAndDigits(word);
    const usable = (part: string) => known(part) || closestWords(vocabulary, part).length > 0;
    if (!known(word) && parts.length > 1 && parts.every(usable)) split.push(...parts);
    else split.push(word);
  }
  // Extra space: two neighbours that together are one of the catalog's words ("hb" "20"),
  // unless the first is a whole word of its own.
  const joined: string[] = [];
  for (let i = 0; i < split.length; i++) {
    const word = split[i]!;
    const next = split[i + 1];
    if (next !== undefined && !vocabulary.set.has(word) && vocabulary.set.has(word + next)) {
      joined.push(word + next);
      i++;
    } else {
      joined.push(word);
    }
  }
  // Typos: a word the catalog does not know stands for the closest words it does.
  return [...new Set(joined)].map((word) => {
    if (known(word)) return { word, alternatives: [word] };
    const close = closestWords(vocabulary, word);
    return { word, alternatives: close.length ? close : [word] };
  });
}
