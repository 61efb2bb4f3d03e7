import type { Route } from "./+types/lembretes-ipva-link";
import { ReminderLinkPanel } from "../features/reminders/link-panel.tsx";
import { REMINDER_LINK_STRINGS as S } from "../domain/reminders/strings.ts";
import { emailLinkMeta, linkActionOf } from "../components/ui/email-link-panel.tsx";

/** /lembretes-ipva/confirmar and /cancelar (the links in the reminders' e-mails) and their
 * result pages; prerendered, none is indexed. */
export function meta({ params, matches }: Route.MetaArgs) {
  const action = linkActionOf(matches, "reminder-confirm");
  const texts =
    action === "confirmar"
      ? { title: S.confirmTitle, description: S.confirmDescription }
      : { title: S.cancelTitle, description: S.cancelDescription };
  return emailLinkMeta(texts, `/lembretes-ipva/${action}`, params.resultado);
}

export default function LembretesIpvaLink({ params, matches }: Route.ComponentProps) {
  const action = linkActionOf(matches, "reminder-confirm");
  return <ReminderLinkPanel key={`${action}/${params.resultado ?? ""}`} action={action} slug={params.resultado} />;
}
