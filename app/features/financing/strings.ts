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

// "Descobrir a taxa": the rate a quoted installment implies.
export const RATE_STRINGS = {
  invalidTitle: "Campos inválidos",
  invalidDescription: "Por favor, preencha o valor financiado, o número de parcelas e o valor da parcela corretamente.",
  calculate: "Descobrir a taxa",
  noInterest:
    "Nenhuma taxa de juros fecha essa conta: as parcelas somadas dão menos que o valor financiado. Confira os valores da proposta.",
  tooHigh: "A parcela informada corresponde a mais de 100% ao mês: confira os valores da proposta.",
} as const;

export const RATE_TIPS = [
  "A taxa é encontrada pela mesma fórmula da Tabela Price usada na simulação da parcela e mostrada com 4 casas decimais; a taxa anual é a mensal composta por 12 meses.",
  "IOF para pessoa física (Decreto nº 6.306/2007, art. 7º, inciso I, alínea b, item 2, e §§ 1º e 15): 0,0082% ao dia sobre o valor principal de cada parcela, contando no máximo 365 dias, mais o adicional de 0,38% sobre o valor financiado, incluído pelo Decreto nº 6.339/2008.",
  "A estimativa de IOF conta 30 dias por mês e considera o imposto pago à parte; o banco conta os dias do calendário e costuma incluir o IOF no valor financiado, então o valor real muda alguns reais.",
  "O Custo Efetivo Total (CET) oficial inclui também tarifas, seguros e registro do contrato: peça o CET por escrito antes de assinar.",
  "Taxas são estimativas: confirme as condições com a instituição financeira antes de assinar.",
] as const;

/** The URL's `modo` for the rate finder ("Descobrir a taxa"). */
export const RATE_MODE = "taxa";

/** Beside a Price result whose last installment cannot stay within cents (adjustmentWithinCents false). */
export const largeAdjustment = (step: string) =>
  `A essa taxa, cada centavo a mais ou a menos na parcela muda a última em ${step}: nenhuma parcela em centavos inteiros fecha a conta com um ajuste de centavos, e a última parcela acerta a diferença.`;
