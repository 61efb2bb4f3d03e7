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
  /** Ours: where the Detran gives a day, or licensing goes with the IPVA. */
  deadlineLabel: (digit: string, state: string) => `Prazo do licenciamento (final ${digit}, ${state})`,
  /** Ours: the charges' base is the chosen state's fee, shown with the consultation's result. */
  baseHint: "A taxa do seu estado aparece no resultado de Consultar Vencimento.",
  /** Ours (the spec is silent): months must be typed as a whole number. */
  monthsInvalid: "Informe um número inteiro de meses, de 0 a 600 (ex.: 3).",
} as const;
