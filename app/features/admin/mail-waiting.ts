// What waits in the mail outbox while e-mail is off, in words for the console's notice: one line
// per kind of e-mail, singular or plural by its count. Pure.
import { formatCount } from "../../lib/format.ts";

/** Each kind of e-mail the site queues (server/mail, price-alerts, reminders templates). */
const KINDS: Record<string, [one: string, many: string]> = {
  newsletter_confirmation: ["confirmação de inscrição na newsletter", "confirmações de inscrição na newsletter"],
  newsletter_welcome: ["boas-vindas da newsletter", "boas-vindas da newsletter"],
  price_alert_confirmation: ["confirmação de alerta de preço", "confirmações de alertas de preço"],
  price_alert: ["alerta de preço mensal", "alertas de preço mensais"],
  reminder_confirmation: ["confirmação de lembrete do IPVA", "confirmações de lembretes do IPVA"],
  reminder: ["lembrete do IPVA e do licenciamento", "lembretes do IPVA e do licenciamento"],
  contact_message: ["mensagem de contato para a caixa da equipe", "mensagens de contato para a caixa da equipe"],
};

/** "3 confirmações de inscrição na newsletter", in the order above (an unknown kind last, by name). */
export function waitingMailLines(waiting: Record<string, number>): string[] {
  const known = Object.keys(KINDS).filter((kind) => (waiting[kind] ?? 0) > 0);
  const other = Object.keys(waiting)
    .filter((kind) => !(kind in KINDS) && waiting[kind]! > 0)
    .sort();
  return [...known, ...other].map((kind) => {
    const [one, many] = KINDS[kind] ?? [`e-mail (${kind})`, `e-mails (${kind})`];
    return formatCount(waiting[kind]!, one, many);
  });
}
