// Search over the catalog's model-years: every word of the query must start a word of the
// model-year's search text (brand and aliases, model, model year, fuel, FIPE code digits), in
// any order, accents and case ignored. Best first: more whole-word matches, then the newest
// model year (zero-km first), then the shorter name. The candidates come from one indexed test:
// search_words (every prefix of every word, GIN) contains every query word. A word the
// catalog does not know is first rewritten (forgiving.ts): a typo to the closest words, a
// missing or extra space to the catalog's own words ("corola", "onix2020", "hb 20").
import { sql } from "drizzle-orm";
import type { FipeResult, VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { formatYearOptionName } from "#app/lib/fipe/fipe-types.ts";
import { canonicalVehiclePath, catalogYearName } from "#app/lib/fipe/vehicle-meta.ts";
import type { VehicleSearchResult } from "#app/lib/fipe/search-types.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { wordsLiteral, type PriceFields } from "./store.ts";
import { buildVocabulary, forgivingTerms, type Vocabulary } from "./forgiving.ts";
import { MAX_PREFIX, parseQuery } from "./text.ts";
import { LIST_NAMES_AND_NEWEST_PRICE } from "./vehicle-head.ts";

export const SEARCH_LIMIT = 20;
export const MAX_QUERY_LENGTH = 100;

export type SearchResult = VehicleSearchResult;

const likeEscape = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

type Row = {
  type: VehicleType;
  brand_code: string;
  model_code: string;
  year_code: string;
  name: string;
  model_year: number;
  codigo_fipe: string | null;
  brand_name: string | null;
  model_name: string | null;
  price_fields: PriceFields | null;
  valor: string | null;
  mes: string | null;
};

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
  const vocabulary = rowsOf<{ w: string }>(
    db,
    sql`select distinct w from fipe_models, unnest(string_to_array(btrim(search_text), ' ')) as w`,
  ).then((rows) => buildVocabulary(rows.map((r) => r.w)));
  vocabularies.set(db, { readAt: now, vocabulary });
  // A failed read is not kept: the next search tries again.
  vocabulary.catch(() => vocabularies.delete(db));
  return vocabulary;
}

/** Whether the catalog holds no model-year at all (a fresh install before its first sync or import). */
export async function catalogIsEmpty(db: Db): Promise<boolean> {
  const rows = await rowsOf<{ held: boolean }>(db, sql`select exists (select 1 from fipe_model_years) as held`);
  return !rows[0]?.held;
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
  const modelWords: string[] = [];
  const conditions = [];
  for (const alternatives of misspelt) {
    const prefixes = [...new Set(alternatives.map((w) => w.slice(0, MAX_PREFIX)))];
    conditions.push(sql`m.search_words && ${wordsLiteral(prefixes)}::text[]`);
  }
  for (const w of words) {
    if (code) continue;
    if (w === "0km") {
      conditions.push(sql`(y.model_year = 32000 or m.search_words @> ${wordsLiteral([w])}::text[])`);
    } else if (YEARISH.test(w)) {
      // A model year, or a word of the model ("Peugeot 2008").
      const year =
        w.length === 4
          ? sql`y.model_year = ${Number(w)}`
          : sql`(y.model_year::text like ${`${w}%`} and y.model_year < 32000)`;
      conditions.push(sql`(${year} or m.search_words @> ${wordsLiteral([w])}::text[])`);
    } else {
      modelWords.push(w);
    }
  }
  if (code) conditions.push(sql`y.codigo_fipe = ${code}`);
  const prefixes = modelWords.map((w) => w.slice(0, MAX_PREFIX));
  if (prefixes.length) conditions.push(sql`m.search_words @> ${wordsLiteral(prefixes)}::text[]`);
  // Words longer than the indexed prefixes are checked whole on the text.
  for (const w of modelWords.filter((w) => w.length > MAX_PREFIX)) {
    conditions.push(sql`m.search_text like ${`% ${likeEscape(w)}%`}`);
  }
  // Only year words: every model of that year (the year index leads).
  if (!prefixes.length && !misspelt.length && !code && words.every((w) => w.length === 4 && YEARISH.test(w))) {
    conditions.splice(
      0,
      conditions.length,
      sql`y.model_year in (${sql.join(
        words.map((w) => sql`${Number(w)}`),
        sql`, `,
      )})`,
    );
  }
  const wholeTests = [
    ...modelWords.map((w) => sql`(m.search_text like ${`% ${likeEscape(w)} %`})::int`),
    // A misspelt word scores as its closest words do (the first, shortest, ahead).
    ...misspelt.map(
      (alternatives) =>
        sql`(${sql.join(
          alternatives.map((w) => sql`m.search_text like ${`% ${likeEscape(w)} %`}`),
          sql` or `,
        )})::int`,
    ),
  ];
  const whole = wholeTests.length ? sql.join(wholeTests, sql` + `) : sql`0`;
  const rows = await rowsOf<Row>(
    db,
    sql`select y.type, y.brand_code, y.model_code, y.year_code, y.name, y.model_year, y.codigo_fipe,
          b.name as brand_name, m.name as model_name, y.price_fields, p.valor, p.mes
        from (
          select y.type, y.brand_code, y.model_code, y.year_code, y.name, y.model_year, y.codigo_fipe, y.price_fields,
            ${whole} as score, length(m.search_text) as len, m.search_text
          from fipe_model_years y
          join fipe_models m on m.type = y.type and m.brand_code = y.brand_code and m.code = y.model_code
          where ${sql.join(conditions, sql` and `)}
          order by score desc, y.model_year desc, len, m.search_text, y.year_code
          limit ${limit}
        ) y
        ${LIST_NAMES_AND_NEWEST_PRICE}
        order by y.score desc, y.model_year desc, y.len, y.search_text, y.year_code`,
  );
  return rows.map((r) => {
    const fields = r.price_fields;
    const brand = r.brand_name ?? fields?.Marca ?? "";
    const model = r.model_name ?? fields?.Modelo ?? "";
    const codes = { type: r.type, brand: r.brand_code, model: r.model_code, year: r.year_code };
    const fuel = (fields as Partial<FipeResult> | null)?.Combustivel;
    const year = catalogYearName(r.model_year, fuel, r.name);
    return {
      tipo: r.type,
      marca: { codigo: r.brand_code, nome: brand },
      modelo: { codigo: r.model_code, nome: model },
      ano: { codigo: r.year_code, nome: formatYearOptionName(r.name) },
      codigoFipe: r.codigo_fipe,
      valor: r.valor,
      mes: r.mes?.trim() ?? null,
      path: canonicalVehiclePath({ codes, brand, model, year }),
    };
  });
}
