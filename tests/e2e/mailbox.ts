// The e2e server's mailbox (scripts/e2e-server.ts): what its real SMTP server received, read
// over HTTP. Each read is bounded (5 s), so a stalled read fails with its own error, in the step
// that made it, instead of the test running out of time with no step named.
import { expect } from "@playwright/test";
import type { MailboxMessage } from "../helpers/smtp.ts";

/** The e2e server's mailbox (a spec that starts its own server passes that one's `url`). */
const E2E_MAILBOX = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 7}`;

export type Message = MailboxMessage;

/** Every message the mailbox received so far. */
export async function mailboxMessages(mailbox = E2E_MAILBOX): Promise<Message[]> {
  const response = await fetch(`${mailbox}/messages`, { signal: AbortSignal.timeout(5_000) });
  return (await response.json()) as Message[];
}

/** The messages to `email` whose subject matches. */
export async function messagesTo(email: string, subject: RegExp): Promise<Message[]> {
  return (await mailboxMessages()).filter((m) => m.to.includes(email) && subject.test(m.subject));
}

/**
 * How long a mail may take to arrive, above the 7 s default: mail leaves through the server's
 * outbox worker, at once when the server queued it, at its next poll (every 5 s) when another
 * process did (`npm run lembretes`, `npm run fipe:alerts`).
 */
export const MAIL_WAIT = { timeout: 15_000 };

/** The first message to `email` whose subject matches, once it arrived. */
export async function mailTo(email: string, subject: RegExp, timeout = MAIL_WAIT.timeout): Promise<Message> {
  await expect
    .poll(async () => (await messagesTo(email, subject)).length, {
      message: `a mail to ${email} with a subject like ${subject}`,
      timeout,
    })
    .toBeGreaterThan(0);
  return (await messagesTo(email, subject))[0]!;
}
