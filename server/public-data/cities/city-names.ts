// Municipalities' names as people write them: the ANP's survey writes them in capitals, mostly
// without accents ("SAO JOSE DOS CAMPOS"); the IBGE's table (ibge-municipios.json, made by
// scripts/ibge-municipios.ts) has "São José dos Campos". A name is matched by its state and its
// normalised form (citySlug: no accents, no case, words joined by "-"), so the same name in two
// states stays two cities. A name the table does not have (a spelling the IBGE does not use) is
// written in title case as the ANP spelled it.
import { citySlug } from "#app/lib/public-data.ts";
import municipios from "./ibge-municipios.json" with { type: "json" };

const byUf = new Map<string, Map<string, string>>();
for (const [uf, names] of Object.entries(municipios as Record<string, string[]>)) {
  byUf.set(uf, new Map(names.map((name) => [citySlug(name), name])));
}

const LOWER_WORDS = new Set(["de", "da", "do", "das", "dos", "e", "d"]);

/** "SANTA RITA DO PASSA QUATRO" → "Santa Rita do Passa Quatro" (as the ANP spelled it). */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .split(/(\s+|-|')/)
    .map((word, i) => (i > 0 && LOWER_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join("");
}

/** The IBGE's name of a state's municipality, by any spelling of it; null when it has none. */
export function ibgeCityName(uf: string, name: string): string | null {
  return byUf.get(uf)?.get(citySlug(name)) ?? null;
}

/** The name to show for a municipality as the ANP writes it. */
export function cityDisplayName(uf: string, anpName: string): string {
  return ibgeCityName(uf, anpName) ?? titleCase(anpName);
}
