// The FIPE catalog search's answer (GET /api/fipe/busca?q=), shared by the server and the page.
export type VehicleSearchResult = {
  tipo: "carros" | "motos" | "caminhoes";
  marca: { codigo: string; nome: string };
  modelo: { codigo: string; nome: string };
  ano: { codigo: string; nome: string };
  codigoFipe: string | null;
  /** The newest price held ("R$ 71.234,00") and its month, when the catalog has one. */
  valor: string | null;
  mes: string | null;
  /** The vehicle's page. */
  path: string;
};

export type VehicleSearchAnswer = {
  q: string;
  results: VehicleSearchResult[];
  /** Only with no results: true while the catalog holds no vehicle at all (a fresh install). */
  catalogEmpty?: boolean;
};

export const SEARCH_STRINGS = {
  label: "Buscar veículo",
  placeholder: "Ex.: Onix 2020, Corolla XEi ou 001503-2",
  hint: "Digite o modelo, o ano ou o código FIPE e escolha um resultado.",
  loading: "Buscando…",
  error: "Não foi possível buscar agora. Tente novamente.",
  none: (q: string) => `Nenhum veículo encontrado para “${q}”.`,
  catalogLoading:
    "A tabela está sendo carregada: a busca ainda não tem veículos. Enquanto isso, escolha tipo, marca, modelo e ano abaixo, ou tente a busca mais tarde.",
  count: (n: number) => (n === 1 ? "1 veículo encontrado." : `${n} veículos encontrados.`),
  minLength: "Digite ao menos 2 letras ou números.",
} as const;

/** "R$ 71.234,00 em novembro de 2026" under a result, when the price is known. */
export function resultDetail(r: VehicleSearchResult): string {
  const parts = [r.ano.nome];
  if (r.codigoFipe) parts.push(`FIPE ${r.codigoFipe}`);
  if (r.valor) parts.push(r.valor);
  return parts.join(" · ");
}
