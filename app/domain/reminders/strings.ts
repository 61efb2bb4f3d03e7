// The IPVA and licensing reminders' texts (pt-BR; our own: the product spec is silent on them).
import type { ReminderVehicleType } from "./reminder-names.ts";

export const REMINDER_STRINGS = {
  heading: "Lembrete do IPVA e do licenciamento por e-mail",
  intro:
    "Receba um e-mail uma semana antes de cada vencimento do IPVA da sua placa, do último dia do desconto da cota única e do prazo do licenciamento, quando o calendário do estado estiver no site. Você pode cancelar quando quiser.",
  stateLabel: "Estado",
  statePlaceholder: "Escolha o estado",
  finalDigitLabel: "Final da placa",
  finalDigitPlaceholder: "Escolha o final",
  finalDigitHint: "O último número da placa.",
  vehicleTypeLabel: "Tipo de veículo",
  emailLabel: "E-mail",
  consent: "Aceito receber do Carro em Conta e-mails com os prazos do IPVA e do licenciamento desta placa e li a",
  privacyLink: "Política de Privacidade",
  submit: "Receber lembretes",
  submitting: "Enviando...",
  successTitle: "Falta confirmar seu e-mail",
  successDescription:
    "Se o endereço estiver certo, você vai receber um e-mail com um link de confirmação. Os lembretes só começam depois que você confirmar; sem confirmação, o pedido é apagado em 7 dias.",
  // While the site's mail is off (SMTP_URL unset): the request is stored and its confirmation
  // waits in the outbox until mail is configured.
  mailOffTitle: "Pedido de lembrete registrado",
  mailOffDescription:
    "O e-mail de confirmação será enviado assim que o envio de e-mails do site estiver configurado. Os lembretes só começam depois que você confirmar; sem confirmação, o pedido é apagado em 7 dias.",
  errorTitle: "Não foi possível criar o lembrete",
  stateRequired: "Escolha o estado onde o veículo é registrado.",
  finalDigitRequired: "Escolha o último número da placa (de 0 a 9).",
  vehicleTypeRequired: "Escolha o tipo de veículo.",
  consentRequired: "Para criar o lembrete, marque que aceita receber os e-mails e leu a Política de Privacidade.",
  rateLimited: "Muitos pedidos em pouco tempo. Aguarde um minuto e tente de novo.",
  unavailable: "Não foi possível criar o lembrete agora. Tente novamente em alguns instantes.",
  offline: "Você está sem conexão. O pedido não foi enviado; tente de novo quando a internet voltar.",
} as const;

export const VEHICLE_TYPE_LABELS: Record<ReminderVehicleType, string> = {
  car: "Carro, caminhonete ou utilitário",
  motorcycle: "Moto",
  truck: "Caminhão",
};

/** The confirmation and cancel pages (the links in the e-mails) and their results. */
export const REMINDER_LINK_STRINGS = {
  confirmTitle: "Confirmar lembrete do IPVA | Carro em Conta",
  confirmDescription: "Confirme o lembrete do IPVA e do licenciamento com o link que enviamos por e-mail.",
  confirmHeading: "Confirmar lembrete",
  confirmText:
    "Falta pouco: confirme abaixo que quer receber neste e-mail um lembrete uma semana antes de cada prazo do IPVA e do licenciamento da placa que você informou.",
  confirmButton: "Confirmar lembrete",
  tooManyHeading: "Limite de 10 placas",
  tooManyText:
    "Este e-mail já recebe lembretes de 10 placas, o máximo. Cancele alguma pelo link dos nossos e-mails e peça este lembrete de novo.",
  confirmedHeading: "Lembrete confirmado",
  confirmedText:
    "Pronto: uma semana antes de cada prazo do IPVA e do licenciamento desta placa, você vai receber um e-mail. Cada e-mail traz um link para cancelar quando quiser.",
  cancelTitle: "Cancelar lembretes do IPVA | Carro em Conta",
  cancelDescription: "Pare de receber os lembretes do IPVA e do licenciamento do Carro em Conta.",
  cancelHeading: "Cancelar lembretes",
  cancelText:
    "Confirme abaixo para não receber mais nenhum lembrete do IPVA e do licenciamento neste e-mail. Apagamos o seu e-mail e as placas que você informou.",
  cancelButton: "Cancelar lembretes",
  cancelledHeading: "Lembretes cancelados",
  cancelledText: "Pronto: você não vai mais receber lembretes do IPVA e do licenciamento.",
  alreadyHeading: "Lembretes já cancelados",
  alreadyText: "Estes lembretes já estavam cancelados. Você não vai receber e-mails sobre eles.",
  invalidHeading: "Link inválido",
  invalidText:
    "Este link está incompleto, foi alterado ou expirou (pedidos não confirmados são apagados em 7 dias). Peça o lembrete de novo na página de lembretes do IPVA.",
  home: "Ir para os lembretes do IPVA",
} as const;

/** The result pages the server's form endpoints redirect to (slug -> outcome). */
export const REMINDER_CONFIRM_RESULTS = {
  concluido: "confirmed",
  "limite-atingido": "too_many",
  "link-invalido": "invalid",
} as const;
export const REMINDER_CANCEL_RESULTS = {
  concluido: "cancelled",
  "ja-cancelado": "already_cancelled",
  "link-invalido": "invalid",
} as const;

export type ReminderConfirmResult = (typeof REMINDER_CONFIRM_RESULTS)[keyof typeof REMINDER_CONFIRM_RESULTS];
export type ReminderCancelResult = (typeof REMINDER_CANCEL_RESULTS)[keyof typeof REMINDER_CANCEL_RESULTS];

/** At most this many confirmed plates per e-mail address. */
export const MAX_PLATES_PER_EMAIL = 10;
