// The 27 Brazilian federative units (26 states and the Federal District), spec §3.

/** Two-letter code of a Brazilian state or the Distrito Federal. */
export type StateCode =
  | "AC"
  | "AL"
  | "AP"
  | "AM"
  | "BA"
  | "CE"
  | "DF"
  | "ES"
  | "GO"
  | "MA"
  | "MT"
  | "MS"
  | "MG"
  | "PA"
  | "PB"
  | "PR"
  | "PE"
  | "PI"
  | "RJ"
  | "RN"
  | "RS"
  | "RO"
  | "RR"
  | "SC"
  | "SP"
  | "SE"
  | "TO";

/** All 27 units, in alphabetical order of name (for selects). */
export const BRAZILIAN_STATES: readonly { code: StateCode; name: string }[] = [
  { code: "AC", name: "Acre" },
  { code: "AL", name: "Alagoas" },
  { code: "AP", name: "Amapá" },
  { code: "AM", name: "Amazonas" },
  { code: "BA", name: "Bahia" },
  { code: "CE", name: "Ceará" },
  { code: "DF", name: "Distrito Federal" },
  { code: "ES", name: "Espírito Santo" },
  { code: "GO", name: "Goiás" },
  { code: "MA", name: "Maranhão" },
  { code: "MT", name: "Mato Grosso" },
  { code: "MS", name: "Mato Grosso do Sul" },
  { code: "MG", name: "Minas Gerais" },
  { code: "PA", name: "Pará" },
  { code: "PB", name: "Paraíba" },
  { code: "PR", name: "Paraná" },
  { code: "PE", name: "Pernambuco" },
  { code: "PI", name: "Piauí" },
  { code: "RJ", name: "Rio de Janeiro" },
  { code: "RN", name: "Rio Grande do Norte" },
  { code: "RS", name: "Rio Grande do Sul" },
  { code: "RO", name: "Rondônia" },
  { code: "RR", name: "Roraima" },
  { code: "SC", name: "Santa Catarina" },
  { code: "SP", name: "São Paulo" },
  { code: "SE", name: "Sergipe" },
  { code: "TO", name: "Tocantins" },
];

/** The 27 codes, in the same order. */
export const STATE_CODES: readonly StateCode[] = BRAZILIAN_STATES.map((s) => s.code);

/** A state select's options: "São Paulo (SP)". */
export const STATE_OPTIONS = BRAZILIAN_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

/** Whether `code` is one of the 27 codes (exact, upper case). */
export function isStateCode(code: string): code is StateCode {
  return BRAZILIAN_STATES.some((state) => state.code === code);
}

/** The unit's name for a code ("SP" → "São Paulo"); undefined for an unknown code. */
export function stateName(code: string): string | undefined {
  return BRAZILIAN_STATES.find((state) => state.code === code)?.name;
}

/** The article each name takes in pt-BR ("no Rio de Janeiro", "na Bahia", "em São Paulo"). */
const ARTICLES: Partial<Record<StateCode, "o" | "a">> = {
  AC: "o",
  AP: "o",
  AM: "o",
  BA: "a",
  CE: "o",
  DF: "o",
  ES: "o",
  MA: "o",
  PA: "o",
  PB: "a",
  PR: "o",
  PI: "o",
  RJ: "o",
  RN: "o",
  RS: "o",
  TO: "o",
};

/** "em" with the unit's name as pt-BR says it: "em São Paulo", "no Rio de Janeiro", "na Bahia". */
export function inState(code: StateCode): string {
  const article = ARTICLES[code];
  const name = stateName(code) ?? code;
  return article === "o" ? `no ${name}` : article === "a" ? `na ${name}` : `em ${name}`;
}
