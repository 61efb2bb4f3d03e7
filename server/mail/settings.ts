// Mail configuration as the mail code needs it. Without SMTP_URL mail is "off": inserts still
// queue their mail in the outbox (nothing is lost), and nothing is sent until it is set.
import type { Config } from "../config.ts";

export type MailSettings = {
  smtpUrl: string | undefined;
  from: string;
  /** Where contact messages go; without it, contact messages queue no mail. */
  contactInbox: string | undefined;
  siteUrl: string;
};

export function siteHost(siteUrl: string): string {
  return new URL(siteUrl).hostname;
}

/** "Carro em Conta <nao-responda@carroemconta.com.br>" for the default SITE_URL. */
export function defaultFrom(siteUrl: string): string {
  return `Carro em Conta <nao-responda@${siteHost(siteUrl).replace(/^www\./, "")}>`;
}

export function mailSettings(config: Config): MailSettings {
  return {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM ?? defaultFrom(config.SITE_URL),
    contactInbox: config.CONTACT_INBOX,
    siteUrl: config.SITE_URL,
  };
}

export type MailState = { enabled: boolean; detail: string };

/** What the console and /readyz show about e-mail. */
export function mailState(settings: MailSettings): MailState {
  if (!settings.smtpUrl) return { enabled: false, detail: "off: SMTP_URL unset, mail waits in the outbox" };
  return {
    enabled: true,
    detail: settings.contactInbox ? "on" : "on (CONTACT_INBOX unset: contact messages are not mailed)",
  };
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/newsletter/cancelar?token=${encodeURIComponent(token)}`;
}

export function confirmUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/newsletter/confirmar?token=${encodeURIComponent(token)}`;
}
