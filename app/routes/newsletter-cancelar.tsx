import type { Route } from "./+types/newsletter-cancelar";
import { UnsubscribePanel } from "../features/newsletter/unsubscribe-panel.tsx";
import {
  UNSUBSCRIBE_RESULTS,
  UNSUBSCRIBE_STRINGS as S,
  type UnsubscribeResultSlug,
} from "../features/newsletter/unsubscribe-strings.ts";
import { emailLinkMeta } from "../components/ui/email-link-panel.tsx";

/** /newsletter/cancelar (the link in the e-mails) and its result pages; none is indexed. */
export function meta({ params }: Route.MetaArgs) {
  return emailLinkMeta(S, "/newsletter/cancelar", params.resultado);
}

export default function NewsletterCancelar({ params }: Route.ComponentProps) {
  const slug = params.resultado as UnsubscribeResultSlug | undefined;
  const initial = slug && slug in UNSUBSCRIBE_RESULTS ? UNSUBSCRIBE_RESULTS[slug] : "confirm";
  return <UnsubscribePanel key={initial} initial={initial} />;
}
