// Financing texts (spec sections 5 and 8), verbatim where the spec gives them.
export const FINANCING_STRINGS = {
  invalidTitle: "Campos inválidos",
  invalidDescription: "Por favor, preencha o valor do veículo, a taxa de juros e o número de parcelas corretamente.",
  calculate: "Calcular Financiamento",
} as const;

export const FINANCING_TIPS = [
  "Compare o Custo Efetivo Total (CET) entre bancos: ele inclui juros, tarifas, seguros e impostos.",
  "Uma entrada maior reduz o valor financiado e, com ele, o total de juros pago.",
  "Prazos longos deixam a parcela menor, mas aumentam bastante o custo final.",
  "No SAC as parcelas começam mais altas e caem todo mês; na Tabela Price elas são fixas.",
  "Antecipar parcelas reduz os juros proporcionalmente: consulte seu banco.",
  "Taxas são estimativas: confirme as condições com a instituição financeira antes de assinar.",
] as const;
