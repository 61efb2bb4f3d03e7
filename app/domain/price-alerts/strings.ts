// The price alerts' texts (pt-BR; our own: the product spec is silent on alerts).
export const PRICE_ALERT_STRINGS = {
  heading: "Avisar quando o preço mudar",
  intro:
    "Receba um e-mail por mês, quando sair a nova Tabela FIPE, com o preço anterior e o novo deste veículo. Você pode acompanhar até 20 veículos e parar quando quiser.",
  emailLabel: "E-mail",
  consent: "Aceito receber do Carro em Conta um e-mail por mês sobre o preço dos veículos que eu acompanhar e li a",
  privacyLink: "Política de Privacidade",
  submit: "Avisar quando o preço mudar",
  submitting: "Enviando...",
  successTitle: "Falta confirmar seu e-mail",
  successDescription:
    "Se o endereço estiver certo, você vai receber um e-mail com um link de confirmação. Os alertas só começam depois que você confirmar; sem confirmação, o pedido é apagado em 7 dias.",
  // While the site's mail is off (SMTP_URL unset): the request is stored and its confirmation
  // waits in the outbox until mail is configured.
  mailOffTitle: "Pedido de alerta registrado",
  mailOffDescription:
    "O e-mail de confirmação será enviado assim que o envio de e-mails do site estiver configurado. Os alertas só começam depois que você confirmar; sem confirmação, o pedido é apagado em 7 dias.",
  errorTitle: "Não foi possível criar o alerta",
  consentRequired: "Para criar o alerta, marque que aceita receber os e-mails e leu a Política de Privacidade.",
  rateLimited: "Muitos pedidos em pouco tempo. Aguarde um minuto e tente de novo.",
  unknownVehicle: "Este veículo não está no nosso catálogo da Tabela FIPE.",
  unavailable: "Não foi possível criar o alerta agora. Tente novamente em alguns instantes.",
  offline: "Você está sem conexão. O pedido não foi enviado; tente de novo quando a internet voltar.",
} as const;

/** The confirmation and cancel pages (the links in the e-mails) and their results. */
export const PRICE_ALERT_LINK_STRINGS = {
  confirmTitle: "Confirmar alerta de preço | Carro em Conta",
  confirmDescription: "Confirme o alerta de preço da Tabela FIPE com o link que enviamos por e-mail.",
  confirmHeading: "Confirmar alerta de preço",
  confirmText:
    "Falta pouco: confirme abaixo que quer receber neste e-mail o preço do veículo que pediu para acompanhar, uma vez por mês, quando sair a nova Tabela FIPE.",
  confirmButton: "Confirmar alerta",
  tooManyHeading: "Limite de 20 veículos",
  tooManyText:
    "Este e-mail já acompanha 20 veículos, o máximo. Pare de acompanhar algum pelo link dos nossos e-mails e peça este alerta de novo na página do veículo.",
  confirmedHeading: "Alerta confirmado",
  confirmedText:
    "Pronto: quando a próxima Tabela FIPE sair, você vai receber um e-mail com o preço anterior e o novo deste e dos outros veículos que acompanha. Cada e-mail traz links para parar quando quiser.",
  cancelTitle: "Parar alertas de preço | Carro em Conta",
  cancelDescription: "Pare de receber os alertas de preço da Tabela FIPE do Carro em Conta.",
  cancelAllHeading: "Parar todos os alertas de preço",
  cancelAllText:
    "Confirme abaixo para não receber mais nenhum alerta de preço neste e-mail. Apagamos o seu e-mail e a lista de veículos que você acompanhava.",
  cancelAllButton: "Parar todos os alertas",
  cancelOneHeading: "Parar de acompanhar este veículo",
  cancelOneText:
    "Confirme abaixo para não receber mais o preço deste veículo. Os outros veículos que você acompanha continuam nos próximos e-mails.",
  cancelOneButton: "Parar de acompanhar",
  cancelledHeading: "Alerta cancelado",
  cancelledText: "Pronto: você não vai mais receber esse alerta de preço.",
  alreadyHeading: "Alerta já cancelado",
  alreadyText: "Este alerta já estava cancelado. Você não vai receber e-mails sobre ele.",
  invalidHeading: "Link inválido",
  invalidText:
    "Este link está incompleto, foi alterado ou expirou (pedidos não confirmados são apagados em 7 dias). Crie o alerta de novo na página do veículo, na consulta da Tabela FIPE.",
  home: "Ir para a consulta da Tabela FIPE",
} as const;

/** The result pages the server's form endpoints redirect to (slug -> outcome). */
export const CONFIRM_RESULTS = {
  concluido: "confirmed",
  "limite-atingido": "too_many",
  "link-invalido": "invalid",
} as const;
export const CANCEL_RESULTS = {
  concluido: "cancelled",
  "ja-cancelado": "already_cancelled",
  "link-invalido": "invalid",
} as const;

export type PriceAlertConfirmResult = (typeof CONFIRM_RESULTS)[keyof typeof CONFIRM_RESULTS];
export type PriceAlertCancelResult = (typeof CANCEL_RESULTS)[keyof typeof CANCEL_RESULTS];

/** At most this many vehicles per e-mail address. */
export const MAX_VEHICLES_PER_EMAIL = 20;
