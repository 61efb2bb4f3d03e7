import type { IpvaFuel, IpvaOwner, IpvaVehicleType, IpvaYearData } from "./data-schema.ts";

export const IPVA_STRINGS = {
  errorTitle: "Erro",
  errorDescription: "Por favor, insira um valor válido para o veículo.",
  errorYear: "Informe o ano de fabricação do veículo (por exemplo, 2018).",
  calculate: "Calcular IPVA",
  linkUnavailable: "link indisponível",
  dpvatNote:
    "O seguro obrigatório (DPVAT/SPVAT) não é cobrado: o DPVAT deixou de ser cobrado em 2021, e o SPVAT, criado pela Lei Complementar 207/2024 para substituí-lo, foi revogado pela Lei Complementar 211/2024 antes de qualquer cobrança. Por isso ele não entra no total.",
  exempt: "Isento",
  immune: "Imune",
  exemptRate: "0% (isento)",
} as const;

export const VEHICLE_TYPE_LABELS: Record<IpvaVehicleType, string> = {
  car: "Carro",
  pickup: "Caminhonete",
  motorcycle: "Moto",
  "truck-bus": "Caminhão ou ônibus",
};

/** The vehicle type in the share URL (`tipo=`). */
export const VEHICLE_TYPE_PARAM: Record<IpvaVehicleType, string> = {
  car: "carro",
  pickup: "caminhonete",
  motorcycle: "moto",
  "truck-bus": "caminhao-onibus",
};

/** The fuels the rules know, as the form names them. */
export const FUEL_LABELS: Record<IpvaFuel, string> = {
  flex: "Flex",
  gasoline: "Gasolina",
  ethanol: "Etanol",
  diesel: "Diesel",
  gnv: "GNV (gás natural)",
  electric: "Elétrico",
  hybrid: "Híbrido",
  "hybrid-ethanol": "Híbrido flex ou a etanol",
};
/** The choice for any fuel no rule of the state names. */
export const OTHER_FUEL_LABEL = "Outro (gasolina, etanol, flex ou diesel)";

/** The fuel in the share URL (`combustivel=`). */
export const FUEL_PARAM: Record<IpvaFuel, string> = {
  flex: "flex",
  gasoline: "gasolina",
  ethanol: "etanol",
  diesel: "diesel",
  gnv: "gnv",
  electric: "eletrico",
  hybrid: "hibrido",
  "hybrid-ethanol": "hibrido-etanol",
};

export const OWNER_LABELS: Record<IpvaOwner, string> = {
  individual: "Pessoa física",
  company: "Pessoa jurídica (empresa)",
};
/** The owner in the share URL (`proprietario=`). */
export const OWNER_PARAM: Record<IpvaOwner, string> = { individual: "pf", company: "pj" };

/** Official vehicle-value lookup: only SP has one (decisions.md). */
export const OFFICIAL_LOOKUP: Partial<Record<string, { label: string; href: string }>> = {
  SP: { label: "Consultar na Secretaria da Fazenda de SP", href: "https://portal.fazenda.sp.gov.br/servicos/ipva" },
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The tips beside the calculator for a year's data: its national and state rules, named. */
export function ipvaTips(data: IpvaYearData): string[] {
  const national = (data.national ?? []).map((rule) => `${rule.name}.`);
  const names = Object.values(data.states).flatMap((entry) => (entry.rules ?? []).map((rule) => lowerFirst(rule.name)));
  return [
    "O IPVA é calculado sobre o valor venal do veículo, divulgado pela Secretaria da Fazenda de cada estado.",
    ...national,
    `O cálculo de ${data.year} já considera as regras especiais por idade, combustível, cilindrada e proprietário: ${names.join("; ")}.`,
    "Muitos estados dão desconto para pagamento à vista ou em cota única: confira o calendário do seu estado.",
    "O atraso gera multa e juros, e o veículo sem IPVA quitado não pode ser licenciado.",
    "Além da regra nacional dos 20 anos, alguns estados isentam veículos mais novos, e há isenções para veículos adaptados a pessoas com deficiência: verifique as regras do seu estado.",
  ];
}
