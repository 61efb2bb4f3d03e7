// Licensing texts (spec sections 2, 5 and 8), verbatim where the spec gives them.
export const LICENSING_STRINGS = {
  dueCardTitle: "Consulta de Vencimento",
  chargesCardTitle: "Cálculo de Encargos",
  consult: "Consultar Vencimento",
  calculateCharges: "Calcular Encargos",
  requiredTitle: "Campos obrigatórios",
  requiredDescription: "Preencha Estado, Final da placa e Tipo de Veículo para consultar.",
  baseRequiredTitle: "Valor base necessário",
  baseRequiredDescription: "Informe o valor base do licenciamento para calcular os encargos.",
  unavailableTitle: "Calendário Indisponível",
  unavailableDescription: (state: string) => `O calendário para ${state} ainda não foi adicionado.`,
  // Ours: the calendar needs only the plate's final digit, so only that is asked.
  finalDigitLabel: "Final da placa",
  finalDigitHint: "O último número da placa: 3 em ABC1D23.",
  finalDigitPlaceholder: "3",
  dueLabel: (digit: string, state: string) => `Mês de vencimento (final ${digit}, ${state})`,
  /** Ours (the spec is silent): months must be typed as a whole number. */
  monthsInvalid: "Informe um número inteiro de meses, de 0 a 600 (ex.: 3).",
} as const;

export const LICENSING_TIPS = [
  "Em SP, o mês de vencimento do licenciamento depende do último número da placa.",
  "Para licenciar, o IPVA e as multas do veículo precisam estar quitados.",
  "Circular com o licenciamento vencido é infração e pode levar à remoção do veículo.",
  "O documento (CRLV-e) é digital: depois de pagar, baixe-o pelo aplicativo ou site oficial do DETRAN.",
] as const;
