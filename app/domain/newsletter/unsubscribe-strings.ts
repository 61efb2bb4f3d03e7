// The unsubscribe page's texts (pt-BR). The server's API answers carry the same meanings.
export const UNSUBSCRIBE_STRINGS = {
  title: "Cancelar inscrição na newsletter | Carro em Conta",
  description: "Cancele o recebimento da newsletter do Carro em Conta com o link que enviamos por e-mail.",
  heading: "Cancelar inscrição na newsletter",
  confirm: "Para deixar de receber a newsletter do Carro em Conta, confirme abaixo. Nenhum login é necessário.",
  button: "Cancelar inscrição",
  working: "Cancelando...",
  cancelledHeading: "Inscrição cancelada",
  cancelledText:
    "Pronto: seu e-mail foi removido da nossa lista e você não receberá mais a newsletter do Carro em Conta.",
  alreadyHeading: "Inscrição já cancelada",
  alreadyText: "Esta inscrição já estava cancelada. Você não receberá mais a newsletter por este e-mail.",
  invalidHeading: "Link de cancelamento inválido",
  invalidText:
    "Este link está incompleto ou foi alterado. Use o link do e-mail que enviamos, sem mudanças, ou fale com a gente pela página de contato.",
  errorText: "Não foi possível cancelar agora. Tente novamente em alguns instantes.",
  home: "Ir para a página inicial",
  contact: "Fale conosco",
} as const;

/** The result pages the server's form endpoint redirects to (visitors without JavaScript). */
export const UNSUBSCRIBE_RESULTS = {
  concluido: "cancelled",
  "ja-cancelada": "already_cancelled",
  "link-invalido": "invalid",
} as const;

export type UnsubscribeResultSlug = keyof typeof UNSUBSCRIBE_RESULTS;
export type UnsubscribeState = "confirm" | "working" | "error" | (typeof UNSUBSCRIBE_RESULTS)[UnsubscribeResultSlug];
