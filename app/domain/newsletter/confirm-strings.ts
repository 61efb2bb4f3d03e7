// The newsletter confirmation page's texts (pt-BR; double opt-in, our own: the spec is silent).
export const CONFIRM_STRINGS = {
  title: "Confirmar inscrição na newsletter | Carro em Conta",
  description: "Confirme a inscrição na newsletter do Carro em Conta com o link que enviamos por e-mail.",
  heading: "Confirmar inscrição na newsletter",
  confirm:
    "Falta pouco: confirme abaixo que quer receber a newsletter do Carro em Conta neste e-mail. Nenhum login é necessário.",
  button: "Confirmar inscrição",
  confirmedHeading: "Inscrição confirmada",
  confirmedText:
    "Pronto: você vai receber nossos novos artigos e dicas por e-mail. Enviamos uma mensagem de boas-vindas com o link para cancelar quando quiser.",
  alreadyHeading: "Inscrição já confirmada",
  alreadyText: "Esta inscrição já estava confirmada. Você continua recebendo a newsletter neste e-mail.",
  invalidHeading: "Link de confirmação inválido",
  invalidText:
    "Este link está incompleto, foi alterado ou expirou (pedidos não confirmados são apagados em 7 dias). Inscreva-se de novo no rodapé de qualquer página.",
  home: "Ir para a página inicial",
} as const;

/** The result pages the server's form endpoint redirects to. */
export const CONFIRM_RESULTS = {
  concluida: "confirmed",
  "ja-confirmada": "already_confirmed",
  "link-invalido": "invalid",
} as const;

export type ConfirmResultSlug = keyof typeof CONFIRM_RESULTS;
