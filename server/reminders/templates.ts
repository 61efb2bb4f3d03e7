// The reminders' e-mails, pt-BR plain text: the confirmation (no visitor-written text) and the
// reminder itself (what is due for the plate and until when, with RFC 8058 one-click
// unsubscribe headers and the link). Pure.
import { VEHICLE_TYPE_LABELS } from "#app/domain/reminders/strings.ts";
import type { ReminderVehicleType } from "#app/domain/reminders/reminder-names.ts";
import { stateName } from "#app/lib/states.ts";
import type { OutboxMail } from "../mail/outbox.ts";
import { confirmationRequestMail } from "../mail/templates.ts";
import type { ReminderEvent } from "./events.ts";

export type PlateLabel = { state: string; finalDigit: number; vehicleType: ReminderVehicleType };

/** "placa de final 1 em São Paulo (SP), carro, caminhonete ou utilitário" */
export function plateText(plate: PlateLabel): string {
  return `placa de final ${plate.finalDigit} em ${stateName(plate.state) ?? plate.state} (${plate.state}), ${VEHICLE_TYPE_LABELS[plate.vehicleType].toLowerCase()}`;
}

export function reminderConfirmationMail(input: {
  email: string;
  plate: PlateLabel;
  confirmUrl: string;
  siteUrl: string;
}): OutboxMail {
  return confirmationRequestMail({
    kind: "reminder_confirmation",
    email: input.email,
    subject: "Confirme seu lembrete do IPVA e do licenciamento",
    lines: [
      "Recebemos um pedido para avisar este endereço de e-mail uma semana antes de cada prazo do",
      "IPVA e do licenciamento deste veículo:",
      plateText(input.plate),
      "",
      "Para confirmar, abra o link abaixo e toque em “Confirmar lembrete”. O link vale só para",
      "esta placa:",
      input.confirmUrl,
    ],
    siteUrl: input.siteUrl,
  });
}

export function reminderMail(input: {
  email: string;
  plate: PlateLabel;
  events: readonly ReminderEvent[];
  stopUrl: string;
  siteUrl: string;
}): OutboxMail {
  const { events } = input;
  const first = events[0]!;
  const lines = [
    "Olá!",
    "",
    `${events.length === 1 ? "Um prazo chega" : "Prazos chegam"} em breve para a ${plateText(input.plate)}:`,
    "",
    ...events.map((e) => `- ${e.title}: ${e.when}`),
    "",
    "As datas são as do calendário publicado pelo governo do estado (Sefaz e Detran); confira o valor e",
    "a guia de pagamento no site deles. Se você já pagou, desconsidere este e-mail.",
    "",
    "Você recebe este e-mail porque pediu e confirmou lembretes do IPVA no Carro em Conta.",
    "Para não receber mais nenhum lembrete:",
    input.stopUrl,
    "",
    "Equipe Carro em Conta",
    input.siteUrl,
  ];
  return {
    kind: "reminder",
    recipient: input.email,
    aboutEmail: input.email,
    subject: `Lembrete: ${first.title} ${first.when}`,
    bodyText: lines.join("\n"),
    headers: {
      "List-Unsubscribe": `<${input.stopUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
