// The newsletter's user-facing texts (spec sections 5 and 8), verbatim; consent and the success
// description as docs/product.md settles them (consent is required): no
// "sucesso" without the tick, and the success says the e-mail must be confirmed (or, while the
// site's mail is off, that the confirmation goes once it is configured).
export const NEWSLETTER_STRINGS = {
  requiredTitle: "Campos obrigatórios",
  requiredDescription: "Por favor, preencha seu nome e e-mail.",
  emailLabel: "E-mail",
  consent: "Aceito receber e-mails do Carro em Conta e concordo com a",
  privacyLink: "Política de Privacidade",
  consentTitle: "Falta o seu aceite",
  consentRequired: "Marque a caixa para receber a newsletter.",
  successTitle: "Inscrição realizada com sucesso!",
  successDescription: "Confirme pelo e-mail que enviamos.",
  successDetail:
    "Abra o e-mail que mandamos para o endereço informado e use o link dele: a newsletter só começa depois da confirmação. Não chegou? Veja a caixa de spam.",
  // While the site's mail is off (SMTP_URL unset): the subscription is stored and its
  // confirmation waits in the outbox until mail is configured.
  mailOffTitle: "Inscrição registrada",
  mailOffDescription: "O e-mail de confirmação será enviado assim que o envio de e-mails do site estiver configurado.",
  mailOffDetail:
    "A newsletter só começa depois que você usar o link desse e-mail; sem confirmação, o pedido é apagado em 7 dias.",
  errorTitle: "Erro na inscrição",
  errorDescription: "Não foi possível se inscrever. Tente novamente mais tarde.",
  offlineTitle: "Sem conexão",
  offlineDescription: "Você está sem conexão. Sua inscrição não foi enviada; tente de novo quando a internet voltar.",
  nameRequired: "Informe seu nome.",
  nameTooLong: "O nome pode ter até 120 caracteres.",
  emailTooLong: "O e-mail pode ter até 254 caracteres.",
  submitting: "Enviando...",
  submit: "Inscrever-se",
} as const;
