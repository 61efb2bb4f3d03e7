import type { StateCode } from "../../lib/states.ts";
import type { IpvaFuel, IpvaOwner, IpvaVehicleType, IpvaYearData } from "../../domain/ipva/data-schema.ts";

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

/** Official vehicle-value lookup: only SP has one (docs/product.md). */
export const OFFICIAL_LOOKUP: Partial<Record<string, { label: string; href: string }>> = {
  SP: { label: "Consultar na Secretaria da Fazenda de SP", href: "https://portal.fazenda.sp.gov.br/servicos/ipva" },
};

/**
 * The tips beside the calculator for a year's data: short ones, each readable on a phone. The
 * rules are not listed for the whole country (27 states' rules made one 400-word tip); with a
 * state, its own rules follow, one tip each.
 */
export function ipvaTips(data: IpvaYearData, state?: StateCode): string[] {
  const national = (data.national ?? []).map((rule) => `${rule.name}.`);
  const own = state ? (data.states[state].rules ?? []).map((rule) => `${rule.name}.`) : [];
  return [
    "O IPVA é calculado sobre o valor venal do veículo, divulgado pela Secretaria da Fazenda de cada estado.",
    ...national,
    `O cálculo de ${data.year} considera as regras especiais de cada estado por idade, combustível, cilindrada, potência e proprietário; a regra aplicada aparece com o resultado.`,
    ...own,
    "Muitos estados dão desconto para pagamento à vista ou em cota única: confira o calendário do seu estado.",
    "O atraso gera multa e juros, e o veículo sem IPVA quitado não pode ser licenciado.",
    "Além da regra nacional dos 20 anos, alguns estados isentam veículos mais novos, e há isenções para veículos adaptados a pessoas com deficiência: verifique as regras do seu estado.",
  ];
}

/** The sales tax authority's short name, as calendars name it ("Sefaz-SP", "Sefa-PA"…). */
export const TAX_AGENCY: Partial<Record<StateCode, string>> = {
  DF: "Receita do DF",
  GO: "Secretaria da Economia de Goiás",
  MG: "SEF-MG",
  PA: "Sefa-PA",
  RN: "SET-RN",
  RO: "Sefin-RO",
  SC: "SEF-SC",
};
export const taxAgency = (state: StateCode) => TAX_AGENCY[state] ?? `Sefaz-${state}`;

/**
 * What a payment plan of a year without its calendar says (app/domain/ipva/calendar.ts): not
 * published yet (last year's shown for reference), or not found in a dated source.
 */
export function ipvaCalendarNotice(
  status: "not-published" | "not-found",
  year: number,
  state: StateCode,
  withReference = true,
): string {
  if (status === "not-found")
    return `Calendário de ${year} não conferido numa fonte datada: confira na ${taxAgency(state)}.`;
  return withReference
    ? `Calendário de ${year} ainda não publicado pela ${taxAgency(state)}: abaixo, o de ${year - 1}, só para referência.`
    : `Calendário de ${year} ainda não publicado pela ${taxAgency(state)}.`;
}
