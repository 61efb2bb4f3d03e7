import type { Route } from "./+types/newsletter-link";
import { ConfirmPanel } from "../features/newsletter/confirm-panel.tsx";
import { UnsubscribePanel } from "../features/newsletter/unsubscribe-panel.tsx";
import { CONFIRM_RESULTS, CONFIRM_STRINGS, type ConfirmResultSlug } from "../domain/newsletter/confirm-strings.ts";
import {
  UNSUBSCRIBE_RESULTS,
  UNSUBSCRIBE_STRINGS,
  type UnsubscribeResultSlug,
} from "../domain/newsletter/unsubscribe-strings.ts";
import { emailLinkMeta, linkActionOf } from "../components/ui/email-link-panel.tsx";

/** /newsletter/confirmar (the link in the confirmation e-mail), /newsletter/cancelar (the link in
 * every e-mail) and their result pages; prerendered, none is indexed. */
export function meta({ params, matches }: Route.MetaArgs) {
  const action = linkActionOf(matches, "newsletter-confirmar");
  const texts = action === "confirmar" ? CONFIRM_STRINGS : UNSUBSCRIBE_STRINGS;
  return emailLinkMeta(texts, `/newsletter/${action}`, params.resultado);
}

export default function NewsletterLink({ params, matches }: Route.ComponentProps) {
  const slug = params.resultado;
  if (linkActionOf(matches, "newsletter-confirmar") === "confirmar") {
    const result = slug && slug in CONFIRM_RESULTS ? (slug as ConfirmResultSlug) : null;
    return <ConfirmPanel key={slug ?? "form"} result={result} />;
  }
  const initial = slug && slug in UNSUBSCRIBE_RESULTS ? UNSUBSCRIBE_RESULTS[slug as UnsubscribeResultSlug] : "confirm";
  return <UnsubscribePanel key={initial} initial={initial} />;
}
