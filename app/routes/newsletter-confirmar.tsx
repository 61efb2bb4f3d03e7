import type { Route } from "./+types/newsletter-confirmar";
import { ConfirmPanel } from "../features/newsletter/confirm-panel.tsx";
import {
  CONFIRM_RESULTS,
  CONFIRM_STRINGS as S,
  type ConfirmResultSlug,
} from "../features/newsletter/confirm-strings.ts";
import { emailLinkMeta } from "../components/ui/email-link-panel.tsx";

/** /newsletter/confirmar (the link in the confirmation e-mail) and its result pages; none is indexed. */
export function meta({ params }: Route.MetaArgs) {
  return emailLinkMeta(S, "/newsletter/confirmar", params.resultado);
}

export default function NewsletterConfirmar({ params }: Route.ComponentProps) {
  const slug = params.resultado as ConfirmResultSlug | undefined;
  return <ConfirmPanel key={slug ?? "form"} result={slug && slug in CONFIRM_RESULTS ? slug : null} />;
}
