// The e-mails the site sends, in pt-BR, plain text only (no tracking, no remote images).
import type { OutboxMail } from "./outbox.ts";

/** Header values come from form fields: no line breaks (header injection), bounded length. */
function oneLine(value: string, max: number): string {
  const flat = value.replace(/[\r\n\t\u2028\u2029]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const DATE_TIME = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "UTC",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

export type ContactMailInput = { name: string; email: string; topic: string; message: string };

/** A new contact message, to the team's inbox; replying answers the sender. */
export function contactMail(input: ContactMailInput, inbox: string, now = new Date()): OutboxMail {
  const name = oneLine(input.name, 120);
  return {
    kind: "contact_message",
    recipient: inbox,
    aboutEmail: input.email,
    subject: oneLine(`[Contato] ${input.topic}: ${name}`, 300),
    bodyText: [
      "Nova mensagem recebida pelo formulário de contato do site.",
      "",
      `Nome: ${name}`,
      `E-mail: ${input.email}`,
      `Assunto: ${input.topic}`,
      `Recebida em: ${DATE_TIME.format(now)} (UTC)`,
      "",
      "Mensagem:",
      input.message,
      "",
      "--",
      "Responda a este e-mail para escrever diretamente para quem enviou a mensagem.",
    ].join("\n"),
    headers: { "Reply-To": input.email },
  };
}

/**
 * A confirmation mail (the newsletter's, a price alert's): a greeting, what was asked and the
 * link (`lines`), then what becomes of a request nobody confirms, and who sent it. Plain text.
 */
export function confirmationRequestMail(input: {
  kind: string;
  email: string;
  subject: string;
  lines: string[];
  siteUrl: string;
}): OutboxMail {
  return {
    kind: input.kind,
    recipient: input.email,
    aboutEmail: input.email,
    subject: input.subject,
    bodyText: [
      "Olá!",
      "",
      ...input.lines,
      "",
      "Se não foi você quem pediu, ignore esta mensagem: sem a confirmação, você não receberá",
      "nenhum outro e-mail nosso e o pedido é apagado em 7 dias.",
      "",
      "Equipe Carro em Conta",
      input.siteUrl,
    ].join("\n"),
    headers: {},
  };
}

export type ConfirmationMailInput = { email: string; confirmUrl: string; siteUrl: string };

/**
 * The first mail of a newsletter subscription (double opt-in): a link that confirms it. It
 * carries no text the visitor wrote (not even the name), so nobody can use the form to send
 * their own words to a stranger's inbox; without the link being used nothing else is sent.
 */
export function confirmationMail(input: ConfirmationMailInput): OutboxMail {
  return confirmationRequestMail({
    kind: "newsletter_confirmation",
    email: input.email,
    subject: "Confirme sua inscrição na newsletter do Carro em Conta",
    lines: [
      "Recebemos um pedido para inscrever este endereço de e-mail na newsletter do Carro em Conta.",
      "Para confirmar a inscrição, abra o link abaixo e toque em “Confirmar inscrição”:",
      input.confirmUrl,
    ],
    siteUrl: input.siteUrl,
  });
}

export type WelcomeMailInput = { name: string; email: string; unsubscribeUrl: string; siteUrl: string };

/** Welcome to a subscriber who has just confirmed, with RFC 8058 one-click unsubscribe headers. */
export function welcomeMail(input: WelcomeMailInput): OutboxMail {
  return {
    kind: "newsletter_welcome",
    recipient: input.email,
    aboutEmail: input.email,
    subject: "Boas-vindas à newsletter do Carro em Conta",
    bodyText: [
      `Olá, ${oneLine(input.name, 120)}!`,
      "",
      "Obrigado por se inscrever na newsletter do Carro em Conta. Você vai receber por e-mail",
      "nossos novos artigos e dicas para gastar menos com o seu carro.",
      "",
      "Se não foi você quem fez esta inscrição, ou se não quiser mais receber nossos e-mails,",
      "cancele a inscrição por este link:",
      input.unsubscribeUrl,
      "",
      "Até breve,",
      "Equipe Carro em Conta",
      input.siteUrl,
    ].join("\n"),
    headers: {
      "List-Unsubscribe": `<${input.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
