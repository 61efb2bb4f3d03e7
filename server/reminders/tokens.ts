// The reminders' signed links (the newsletter's token shape, ../mail/unsubscribe-token.ts, under
// keys of their own): confirm one requested plate, stop every reminder of an address. Each signs
// a row id that is never reused, so a link dies with its row.
import { createUnsubscribeSigner, type UnsubscribeSigner } from "../mail/unsubscribe-token.ts";

export type ReminderSigners = {
  /** Signs a reminder_plates id: confirms that one request. */
  confirm: UnsubscribeSigner;
  /** Signs a reminder_subscribers id: stops every reminder of the address. */
  stop: UnsubscribeSigner;
};

export function createReminderSigners(serverSecret: string): ReminderSigners {
  return {
    confirm: createUnsubscribeSigner(serverSecret, "carro-em-conta/reminder-confirm/v1"),
    stop: createUnsubscribeSigner(serverSecret, "carro-em-conta/reminder-stop/v1"),
  };
}

export const REMINDER_CONFIRM_PATH = "/lembretes-ipva/confirmar";
export const REMINDER_CANCEL_PATH = "/lembretes-ipva/cancelar";

export function confirmReminderUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${REMINDER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
}

/** Stops every reminder of the address (also the List-Unsubscribe URL). */
export function stopRemindersUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${REMINDER_CANCEL_PATH}?token=${encodeURIComponent(token)}`;
}
