export const IPVA_STRINGS = {
  errorTitle: "Erro",
  errorDescription: "Por favor, insira um valor válido para o veículo.",
  calculate: "Calcular IPVA",
  linkUnavailable: "link indisponível",
  dpvatNote: "O DPVAT não é cobrado desde 2021, por isso não entra no total.",
} as const;

/** Official vehicle-value lookup: only SP has one (decisions.md). */
export const OFFICIAL_LOOKUP: Partial<Record<string, { label: string; href: string }>> = {
  SP: { label: "Consultar na Secretaria da Fazenda de SP", href: "https://portal.fazenda.sp.gov.br/servicos/ipva" },
};

export const IPVA_TIPS = [
  "O IPVA é calculado sobre o valor venal do veículo, divulgado pela Secretaria da Fazenda de cada estado.",
  "Muitos estados dão desconto para pagamento à vista ou em cota única: confira o calendário do seu estado.",
  "O atraso gera multa e juros, e o veículo sem IPVA quitado não pode ser licenciado.",
  "Alguns estados isentam veículos antigos ou adaptados: verifique as regras locais.",
] as const;
