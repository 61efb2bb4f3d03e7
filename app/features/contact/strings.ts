// Contact texts (spec sections 2, 5 and 8), verbatim.
export const CONTACT_STRINGS = {
  requiredTitle: "Campos obrigatórios",
  requiredDescription: "Por favor, preencha todos os campos.",
  errorTitle: "Erro ao enviar",
  errorDescription: "Ocorreu um erro ao enviar sua mensagem. Tente novamente.",
  offlineTitle: "Sem conexão",
  offlineDescription: "Você está sem conexão. Sua mensagem não foi enviada; tente de novo quando a internet voltar.",
  successToastTitle: "Mensagem Enviada!",
  successToastDescription: "Obrigado por entrar em contato. Responderemos em breve.",
  successPageTitle: "Mensagem Enviada com Sucesso!",
  submit: "Enviar Mensagem",
  submitting: "Enviando...",
} as const;

/** The messages beside the fields (ours; the spec is silent): what is wrong and with which field. */
export const CONTACT_FIELD_MESSAGES = {
  nameRequired: "Informe seu nome.",
  nameTooLong: "O nome pode ter até 120 caracteres.",
  emailTooLong: "O e-mail pode ter até 254 caracteres.",
  messageRequired: "Escreva sua mensagem.",
  messageTooLong: "A mensagem pode ter até 5.000 caracteres: encurte-a.",
} as const;
