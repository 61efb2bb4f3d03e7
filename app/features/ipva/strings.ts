import type { IpvaFuel } from "./data-schema.ts";
import { IPVA_DATA } from "./rates.ts";

export const IPVA_STRINGS = {
  errorTitle: "Erro",
  errorDescription: "Por favor, insira um valor válido para o veículo.",
  calculate: "Calcular IPVA",
  linkUnavailable: "link indisponível",
  dpvatNote:
    "O seguro obrigatório (DPVAT/SPVAT) não é cobrado: o DPVAT deixou de ser cobrado em 2021, e o SPVAT, criado pela Lei Complementar 207/2024 para substituí-lo, foi revogado pela Lei Complementar 211/2024 antes de qualquer cobrança. Por isso ele não entra no total.",
  exempt: "Isento",
  exemptRate: "0% (isento)",
} as const;

/** The fuels the rules know, as the form names them. */
export const FUEL_LABELS: Record<IpvaFuel, string> = {
  "hybrid-ethanol": "Híbrido flex ou a etanol",
  gnv: "GNV (gás natural)",
};
export const OTHER_FUEL_LABEL = "Gasolina, etanol, flex ou diesel";

/** The fuel in the share URL (`combustivel=`). */
export const FUEL_PARAM: Record<IpvaFuel, string> = { "hybrid-ethanol": "hibrido-etanol", gnv: "gnv" };

/** Official vehicle-value lookup: only SP has one (decisions.md). */
export const OFFICIAL_LOOKUP: Partial<Record<string, { label: string; href: string }>> = {
  SP: { label: "Consultar na Secretaria da Fazenda de SP", href: "https://portal.fazenda.sp.gov.br/servicos/ipva" },
};

/** The special rules of the data's year, named in one tip ("motos de até 170 cc…; híbridos…"). */
function rulesTip(): string {
  const names = Object.values(IPVA_DATA.states).flatMap((entry) =>
    entry.rules.map((rule) => rule.name.charAt(0).toLowerCase() + rule.name.slice(1)),
  );
  return `O cálculo de ${IPVA_DATA.year} já considera as regras especiais por combustível e cilindrada: ${names.join("; ")}.`;
}

export const IPVA_TIPS = [
  "O IPVA é calculado sobre o valor venal do veículo, divulgado pela Secretaria da Fazenda de cada estado.",
  rulesTip(),
  "Muitos estados dão desconto para pagamento à vista ou em cota única: confira o calendário do seu estado.",
  "O atraso gera multa e juros, e o veículo sem IPVA quitado não pode ser licenciado.",
  "Alguns estados isentam veículos antigos ou adaptados: verifique as regras locais.",
] as const;
