// The pages the reminders' e-mails link to: confirm one plate (double opt-in), cancel every
// reminder, and their results. The button posts a plain form to the page's own address (token
// included) with or without JavaScript; the server acts and redirects to a result page. Opening
// a page never changes anything by itself (mail scanners open links).
import { EmailLinkButton, EmailLinkMessage, EmailLinkPanel } from "../../components/ui/email-link-panel.tsx";
import { REMINDERS_PATH } from "../../domain/reminders/reminder-names.ts";
import {
  REMINDER_CANCEL_RESULTS,
  REMINDER_CONFIRM_RESULTS,
  REMINDER_LINK_STRINGS as S,
  type ReminderCancelResult,
  type ReminderConfirmResult,
} from "../../domain/reminders/strings.ts";

export type ReminderLinkAction = "confirmar" | "cancelar";

const RESULT_TEXT: Record<ReminderConfirmResult | ReminderCancelResult, { heading: string; text: string }> = {
  confirmed: { heading: S.confirmedHeading, text: S.confirmedText },
  too_many: { heading: S.tooManyHeading, text: S.tooManyText },
  cancelled: { heading: S.cancelledHeading, text: S.cancelledText },
  already_cancelled: { heading: S.alreadyHeading, text: S.alreadyText },
  invalid: { heading: S.invalidHeading, text: S.invalidText },
};

/** The outcome a result slug names on this page, or null (the form). */
function linkResult(action: ReminderLinkAction, slug: string | undefined) {
  if (!slug) return null;
  const results: Record<string, ReminderConfirmResult | ReminderCancelResult> =
    action === "confirmar" ? REMINDER_CONFIRM_RESULTS : REMINDER_CANCEL_RESULTS;
  return results[slug] ?? null;
}

export function ReminderLinkPanel({ action, slug }: { action: ReminderLinkAction; slug?: string }) {
  const result = linkResult(action, slug);
  return (
    <EmailLinkPanel result={result ? RESULT_TEXT[result] : null} resultLink={<a href={REMINDERS_PATH}>{S.home}</a>}>
      {action === "confirmar" ? (
        <EmailLinkMessage heading={S.confirmHeading} text={S.confirmText}>
          <EmailLinkButton>{S.confirmButton}</EmailLinkButton>
        </EmailLinkMessage>
      ) : (
        <EmailLinkMessage heading={S.cancelHeading} text={S.cancelText}>
          <EmailLinkButton>{S.cancelButton}</EmailLinkButton>
        </EmailLinkMessage>
      )}
    </EmailLinkPanel>
  );
}
