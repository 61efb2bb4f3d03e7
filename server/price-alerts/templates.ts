// The price alerts' e-mails, pt-BR: the confirmation (plain text, no visitor-written text) and
// the monthly alert (plain text and HTML, no tracking, no remote images; RFC 8058 one-click
// unsubscribe headers). Pure.
import { formatBRL, formatPercent } from "#app/lib/format.ts";
import type { OutboxMail } from "../mail/outbox.ts";
import { confirmationRequestMail } from "../mail/templates.ts";

export type ConfirmationInput = { email: string; vehicleName: string; confirmUrl: string; siteUrl: string };

export function alertConfirmationMail(input: ConfirmationInput): OutboxMail {
  return confirmationRequestMail({
    kind: "price_alert_confirmation",
    email: input.email,
    subject: "Confirme seu alerta de preço da Tabela FIPE",
    lines: [
      "Recebemos um pedido para avisar este endereço de e-mail, uma vez por mês, quando o preço",
      "deste veículo na Tabela FIPE mudar:",
      input.vehicleName,
      "",
      "Para confirmar, abra o link abaixo e toque em “Confirmar alerta”. O link vale só para",
      "este veículo:",
      input.confirmUrl,
    ],
    siteUrl: input.siteUrl,
  });
}

export type AlertVehicle = {
  name: string;
  pageUrl: string;
  stopUrl: string;
  /** Cents; null when the catalog holds no earlier price. */
  oldCents: number | null;
  oldLabel: string | null;
  newCents: number;
};

export type AlertMailInput = {
  email: string;
  /** "novembro de 2026" */
  monthLabel: string;
  vehicles: AlertVehicle[];
  stopAllUrl: string;
  siteUrl: string;
};

/** "+R$ 500,00 (+1,7%)", "-R$ 1.200,00 (-2,4%)", "sem alteração". */
export function changeText(oldCents: number | null, newCents: number): string | null {
  if (oldCents === null) return null;
  const diff = newCents - oldCents;
  if (diff === 0) return "sem alteração";
  const sign = diff > 0 ? "+" : "-";
  const money = formatBRL(Math.abs(diff) / 100);
  const percent = oldCents > 0 ? ` (${sign}${formatPercent(Math.abs(diff) / oldCents)})` : "";
  return `${sign}${money}${percent}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function priceAlertMail(input: AlertMailInput): OutboxMail {
  const { monthLabel, vehicles } = input;
  const count = vehicles.length;
  const lines = [
    "Olá!",
    "",
    `Saiu a Tabela FIPE de ${monthLabel}. Veja o preço ${count === 1 ? "do veículo" : `dos ${count} veículos`} que você acompanha:`,
    "",
  ];
  for (const v of vehicles) {
    lines.push(v.name);
    lines.push(
      `  Antes${v.oldLabel ? ` (${v.oldLabel})` : ""}: ${v.oldCents === null ? "sem preço anterior no nosso catálogo" : formatBRL(v.oldCents / 100)}`,
    );
    lines.push(`  Agora (${monthLabel}): ${formatBRL(v.newCents / 100)}`);
    const change = changeText(v.oldCents, v.newCents);
    if (change) lines.push(`  Variação: ${change}`);
    lines.push(`  Ver o veículo: ${v.pageUrl}`);
    lines.push(`  Parar de acompanhar este veículo: ${v.stopUrl}`);
    lines.push("");
  }
  lines.push(
    "Os valores são os preços médios da Tabela FIPE, referência para negociar; o preço de cada",
    "veículo depende do estado dele.",
    "",
    "Você recebe este e-mail porque pediu e confirmou alertas de preço no Carro em Conta.",
    "Para não receber mais nenhum alerta:",
    input.stopAllUrl,
    "",
    "Equipe Carro em Conta",
    input.siteUrl,
  );

  const rows = vehicles
    .map((v) => {
      const change = changeText(v.oldCents, v.newCents);
      return `<tr><td style="padding:12px 0;border-top:1px solid #e5e7eb">
<p style="margin:0 0 6px;font-weight:bold"><a href="${escapeHtml(v.pageUrl)}" style="color:#1d4ed8">${escapeHtml(v.name)}</a></p>
<p style="margin:0">Antes${v.oldLabel ? ` (${escapeHtml(v.oldLabel)})` : ""}: ${v.oldCents === null ? "sem preço anterior no nosso catálogo" : escapeHtml(formatBRL(v.oldCents / 100))}</p>
<p style="margin:0">Agora (${escapeHtml(monthLabel)}): <strong>${escapeHtml(formatBRL(v.newCents / 100))}</strong></p>
${change ? `<p style="margin:0">Variação: ${escapeHtml(change)}</p>` : ""}
<p style="margin:6px 0 0;font-size:13px"><a href="${escapeHtml(v.stopUrl)}" style="color:#4b5563">Parar de acompanhar este veículo</a></p>
</td></tr>`;
    })
    .join("\n");
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Tabela FIPE de ${escapeHtml(monthLabel)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">
<p>Olá!</p>
<p>Saiu a Tabela FIPE de ${escapeHtml(monthLabel)}. Veja o preço ${count === 1 ? "do veículo" : `dos ${count} veículos`} que você acompanha:</p>
<table role="presentation" style="border-collapse:collapse;width:100%;max-width:560px">
${rows}
</table>
<p style="font-size:13px;color:#4b5563">Os valores são os preços médios da Tabela FIPE, referência para negociar; o preço de cada veículo depende do estado dele.</p>
<p style="font-size:13px;color:#4b5563">Você recebe este e-mail porque pediu e confirmou alertas de preço no Carro em Conta. <a href="${escapeHtml(input.stopAllUrl)}" style="color:#4b5563">Parar todos os alertas</a>.</p>
<p>Equipe Carro em Conta<br><a href="${escapeHtml(input.siteUrl)}" style="color:#1d4ed8">${escapeHtml(input.siteUrl)}</a></p>
</body></html>`;
  return {
    kind: "price_alert",
    recipient: input.email,
    aboutEmail: input.email,
    subject: `Tabela FIPE de ${monthLabel}: o preço ${count === 1 ? "do veículo" : "dos veículos"} que você acompanha`,
    bodyText: lines.join("\n"),
    bodyHtml: html,
    headers: {
      "List-Unsubscribe": `<${input.stopAllUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
