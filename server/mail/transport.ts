// SMTP delivery with nodemailer: a small pool with short timeouts, so a hanging mail server
// delays one send at most and never blocks shutdown.
import nodemailer from "nodemailer";

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative (multipart/alternative with the text), when the mail has one. */
  html?: string;
  messageId: string;
  replyTo?: string;
  headers: Record<string, string>;
};

export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    maxMessages: 100,
    ...SMTP_TIMEOUTS,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: mail.messageId,
        replyTo: mail.replyTo,
        headers: mail.headers,
      });
    },
    close: () => transporter.close(),
  };
}
