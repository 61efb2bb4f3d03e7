import type { Route } from "./+types/alertas-de-preco";
import { PriceAlertLinkPanel } from "../features/price-alerts/link-panel.tsx";
import { PRICE_ALERT_LINK_STRINGS as S } from "../domain/price-alerts/strings.ts";
import { emailLinkMeta, linkActionOf } from "../components/ui/email-link-panel.tsx";

/** /alertas-de-preco/confirmar and /cancelar (the links in the price alerts' e-mails) and
 * their result pages; prerendered, none is indexed. */
export function meta({ params, matches }: Route.MetaArgs) {
  const action = linkActionOf(matches, "price-alert-confirm");
  const texts =
    action === "confirmar"
      ? { title: S.confirmTitle, description: S.confirmDescription }
      : { title: S.cancelTitle, description: S.cancelDescription };
  return emailLinkMeta(texts, `/alertas-de-preco/${action}`, params.resultado);
}

export default function AlertasDePreco({ params, matches }: Route.ComponentProps) {
  const action = linkActionOf(matches, "price-alert-confirm");
  return <PriceAlertLinkPanel key={`${action}/${params.resultado ?? ""}`} action={action} slug={params.resultado} />;
}
