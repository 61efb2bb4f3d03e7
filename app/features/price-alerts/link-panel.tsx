// The pages the price alerts' e-mails link to: confirm (double opt-in), stop one vehicle, stop
// everything, and their results. The button posts a plain form to the page's own address
// (token included) with or without JavaScript; the server acts and redirects to a result page.
// Opening a page never changes anything by itself (mail scanners open links).
import { useSearchParams } from "react-router";
import { EmailLinkButton, EmailLinkMessage, EmailLinkPanel } from "../../components/ui/email-link-panel.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import {
  CANCEL_RESULTS,
  CONFIRM_RESULTS,
  PRICE_ALERT_LINK_STRINGS as S,
  type PriceAlertCancelResult,
  type PriceAlertConfirmResult,
} from "../../domain/price-alerts/strings.ts";

export type LinkAction = "confirmar" | "cancelar";

const RESULT_TEXT: Record<PriceAlertConfirmResult | PriceAlertCancelResult, { heading: string; text: string }> = {
  confirmed: { heading: S.confirmedHeading, text: S.confirmedText },
  too_many: { heading: S.tooManyHeading, text: S.tooManyText },
  cancelled: { heading: S.cancelledHeading, text: S.cancelledText },
  already_cancelled: { heading: S.alreadyHeading, text: S.alreadyText },
  invalid: { heading: S.invalidHeading, text: S.invalidText },
};

/** The outcome a result slug names on this page, or null (the form). */
export function linkResult(action: LinkAction, slug: string | undefined) {
  if (!slug) return null;
  const results: Record<string, PriceAlertConfirmResult | PriceAlertCancelResult> =
    action === "confirmar" ? CONFIRM_RESULTS : CANCEL_RESULTS;
  return results[slug] ?? null;
}

function CancelForm() {
  // Which link was opened is in the address: read once the page's script runs (the server's
  // HTML, prerendered without it, shows the text that fits both).
  const hydrated = useHydrated();
  const [query] = useSearchParams();
  const one = hydrated && query.has("veiculo");
  return (
    <EmailLinkMessage
      heading={one ? S.cancelOneHeading : S.cancelAllHeading}
      text={one ? S.cancelOneText : S.cancelAllText}
    >
      <EmailLinkButton>{one ? S.cancelOneButton : S.cancelAllButton}</EmailLinkButton>
    </EmailLinkMessage>
  );
}

export function PriceAlertLinkPanel({ action, slug }: { action: LinkAction; slug?: string }) {
  const result = linkResult(action, slug);
  const shown = result ? RESULT_TEXT[result] : null;
  return (
    <EmailLinkPanel result={shown} resultLink={<a href="/fipe">{S.home}</a>}>
      {action === "confirmar" ? (
        <EmailLinkMessage heading={S.confirmHeading} text={S.confirmText}>
          <EmailLinkButton>{S.confirmButton}</EmailLinkButton>
        </EmailLinkMessage>
      ) : (
        <CancelForm />
      )}
    </EmailLinkPanel>
  );
}
