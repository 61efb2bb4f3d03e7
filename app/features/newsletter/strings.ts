// The newsletter's user-facing texts (spec sections 5 and 8), verbatim.
export const NEWSLETTER_STRINGS = {
  requiredTitle: "Campos obrigatórios",
  requiredDescription: "Por favor, preencha seu nome e e-mail.",
  successTitle: "Inscrição realizada com sucesso!",
  successDescription: "Obrigado por se inscrever na nossa newsletter!",
  errorTitle: "Erro na inscrição",
  errorDescription: "Não foi possível se inscrever. Tente novamente mais tarde.",
  offlineTitle: "Sem conexão",
  offlineDescription: "Você está sem conexão. Sua inscrição não foi enviada; tente de novo quando a internet voltar.",
  submitting: "Enviando...",
  submit: "Inscrever-se",
} as const;
