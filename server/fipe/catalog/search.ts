// Search over the catalog's model-years: every word of the query must start a word of the
// model-year's search text (brand and aliases, model, model year, fuel, FIPE code digits), in
// any order, accents and case ignored. Best first: more whole-word matches, then the newest
// model year (zero-km first), then the shorter name. The candidates come from one indexed test:
// search_words (every prefix of every word, GIN) contains every query word. A word the
// catalog does not know is first rewritten (forgiving.ts): a typo to the closest words, a
// missing or extra space to the catalog's own words ("corola", "onix2020", "hb 20").
import { and, arrayContains, arrayOverlaps, desc, eq, inArray, like, lt, or, sql, type SQL } from "drizzle-orm";
import type { FipeResult, VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { formatYearOptionName } from "#app/lib/fipe/fipe-types.ts";
import { canonicalVehiclePath, catalogYearName } from "#app/lib/fipe/vehicle-meta.ts";
import type { VehicleSearchResult } from "#app/lib/fipe/search-types.ts";
import type { Db } from "../../db/client.ts";
import { fipeBrands, fipeModels, fipeModelYears } from "../../db/schema.ts";
import type { PriceFields } from "./store.ts";
import { buildVocabulary, forgivingTerms, type Vocabulary } from "./forgiving.ts";
import { MAX_PREFIX, parseQuery } from "./text.ts";
import { brandOf, modelOf, newestHeldPrice } from "./vehicle-head.ts";

export const SEARCH_LIMIT = 20;
export const MAX_QUERY_LENGTH = 100;

export type SearchResult = VehicleSearchResult;

const likeEscape = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** How long the catalog's vocabulary is kept in memory before it is read again. */
export const VOCABULARY_TTL_MS = 5 * 60_000;

const vocabularies = new WeakMap<Db, { readAt: number; vocabulary: Promise<Vocabulary> }>();

/**
 * The distinct words of the models' search texts, read once per VOCABULARY_TTL_MS per database
 * (a month's sync adds models slowly; a new word is forgiven at most five minutes later).
 */
export function catalogVocabulary(db: Db, now = Date.now()): Promise<Vocabulary> {
  const held = vocabularies.get(db);
  if (held && now - held.readAt < VOCABULARY_TTL_MS) return held.vocabulary;
  const vocabulary = db
    .selectDistinct({ w: sql<string>`unnest(string_to_array(btrim(${fipeModels.searchText}), ' '))` })
    .from(fipeModels)
    .then((rows) => buildVocabulary(rows.map((r) => r.w)));
  vocabularies.set(db, { readAt: now, vocabulary });
  // A failed read is not kept: the next search tries again.
  vocabulary.catch(() => vocabularies.delete(db));
  return vocabulary;
}

/** Whether the catalog holds no model-year at all (a fresh install before its first sync or import). */
export async function catalogIsEmpty(db: Db): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(fipeModelYears)
    .limit(1);
  return rows.length === 0;
}

/** A word of digits (up to 4) may be a model year being typed: "2014", "201". */
const YEARISH = /^(1|2)\d{0,3}$/;

export async function searchCatalog(db: Db, q: string, limit = SEARCH_LIMIT): Promise<SearchResult[]> {
  const parsed = parseQuery(q.slice(0, MAX_QUERY_LENGTH));
  const { code } = parsed;
  if (!parsed.words.length) return [];
  const terms = code
    ? parsed.words.map((word) => ({ word, alternatives: [word] }))
    : forgivingTerms(parsed.words, await catalogVocabulary(db));
  const words = terms.filter((t) => t.alternatives.length === 1).map((t) => t.alternatives[0]!);
  // Misspelt words: any of the closest words of the catalog.
  const misspelt = terms.filter((t) => t.alternatives.length > 1).map((t) => t.alternatives);
  const y = fipeModelYears;
  const m = fipeModels;
  /** The model's search text holds `w` as a whole word (a test scored 1). */
  const holdsWord = (w: string) => like(m.searchText, `% ${likeEscape(w)} %`);
  const modelWords: string[] = [];
  const conditions: SQL[] = [];
  for (const alternatives of misspelt) {
    const prefixes = [...new Set(alternatives.map((w) => w.slice(0, MAX_PREFIX)))];
    conditions.push(arrayOverlaps(m.searchWords, prefixes));
  }
  for (const w of words) {
    if (code) continue;
    if (w === "0km") {
      conditions.push(or(eq(y.modelYear, 32000), arrayContains(m.searchWords, [w]))!);
    } else if (YEARISH.test(w)) {
      // A model year, or a word of the model ("Peugeot 2008").
      const year =
        w.length === 4
          ? eq(y.modelYear, Number(w))
          : and(like(sql`${y.modelYear}::text`, `${w}%`), lt(y.modelYear, 32000))!;
      conditions.push(or(year, arrayContains(m.searchWords, [w]))!);
    } else {
      modelWords.push(w);
    }
  }
  if (code) conditions.push(eq(y.codigoFipe, code));
  const prefixes = modelWords.map((w) => w.slice(0, MAX_PREFIX));
  if (prefixes.length) conditions.push(arrayContains(m.searchWords, prefixes));
  // Words longer than the indexed prefixes are checked whole on the text.
  for (const w of modelWords.filter((w) => w.length > MAX_PREFIX)) {
    conditions.push(like(m.searchText, `% ${likeEscape(w)}%`));
  }
  // Only year words: every model of that year (the year index leads).
  if (!prefixes.length && !misspelt.length && !code && words.every((w) => w.length === 4 && YEARISH.test(w))) {
    conditions.splice(
      0,
      conditions.length,
      inArray(
        y.modelYear,
        words.map((w) => Number(w)),
      ),
    );
  }
  const wholeTests = [
    ...modelWords.map((w) => sql`(${holdsWord(w)})::int`),
    // A misspelt word scores as its closest words do (the first, shortest, ahead).
    ...misspelt.map((alternatives) => sql`(${or(...alternatives.map(holdsWord))})::int`),
  ];
  const whole = wholeTests.length ? sql.join(wholeTests, sql` + `) : sql`0`;
  // The best `limit` model-years, then their names and newest price.
  const best = db
    .select({
      type: y.type,
      brandCode: y.brandCode,
      modelCode: y.modelCode,
      yearCode: y.yearCode,
      name: y.name,
      modelYear: y.modelYear,
      codigoFipe: y.codigoFipe,
      priceFields: y.priceFields,
      score: sql<number>`${whole}`.as("score"),
      len: sql<number>`length(${m.searchText})`.as("len"),
      searchText: m.searchText,
    })
    .from(y)
    .innerJoin(m, and(eq(m.type, y.type), eq(m.brandCode, y.brandCode), eq(m.code, y.modelCode)))
    .where(and(...conditions))
    .orderBy(desc(sql`score`), desc(y.modelYear), sql`len`, m.searchText, y.yearCode)
    .limit(limit)
    .as("y");
  const price = newestHeldPrice(db, best);
  const rows = await db
    .select({
      type: best.type,
      brandCode: best.brandCode,
      modelCode: best.modelCode,
      yearCode: best.yearCode,
      name: best.name,
      modelYear: best.modelYear,
      codigoFipe: best.codigoFipe,
      brandName: fipeBrands.name,
      modelName: fipeModels.name,
      priceFields: best.priceFields,
      valor: price.valor,
      mes: price.mes,
    })
    .from(best)
    .leftJoin(fipeBrands, brandOf(best))
    .leftJoin(fipeModels, modelOf(best))
    .leftJoinLateral(price, sql`true`)
    .orderBy(desc(best.score), desc(best.modelYear), best.len, best.searchText, best.yearCode);
  return rows.map((r) => {
    const fields = r.priceFields as PriceFields | null;
    const brand = r.brandName ?? fields?.Marca ?? "";
    const model = r.modelName ?? fields?.Modelo ?? "";
    const type = r.type as VehicleType;
    const codes = { type, brand: r.brandCode, model: r.modelCode, year: r.yearCode };
    const fuel = (fields as Partial<FipeResult> | null)?.Combustivel;
    const year = catalogYearName(r.modelYear, fuel, r.name);
    return {
      tipo: type,
      marca: { codigo: r.brandCode, nome: brand },
      modelo: { codigo: r.modelCode, nome: model },
      ano: { codigo: r.yearCode, nome: formatYearOptionName(r.name) },
      codigoFipe: r.codigoFipe,
      valor: r.valor,
      mes: r.mes?.trim() ?? null,
      path: canonicalVehiclePath({ codes, brand, model, year }),
    };
  });
}
