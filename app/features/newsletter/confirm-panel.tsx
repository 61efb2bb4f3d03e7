// The newsletter confirmation page's content (double opt-in). The button posts a plain form to
// the page's own URL (token included) with or without JavaScript; the server confirms and
// redirects to a result page. Opening the page never confirms by itself (mail scanners open
// links).
import { Link } from "react-router";
import { EmailLinkButton, EmailLinkMessage, EmailLinkPanel } from "../../components/ui/email-link-panel.tsx";
import {
  CONFIRM_RESULTS,
  CONFIRM_STRINGS as S,
  type ConfirmResultSlug,
} from "../../domain/newsletter/confirm-strings.ts";

const RESULT_TEXT: Record<(typeof CONFIRM_RESULTS)[ConfirmResultSlug], { heading: string; text: string }> = {
  confirmed: { heading: S.confirmedHeading, text: S.confirmedText },
  already_confirmed: { heading: S.alreadyHeading, text: S.alreadyText },
  invalid: { heading: S.invalidHeading, text: S.invalidText },
};

export function ConfirmPanel({ result }: { result: ConfirmResultSlug | null }) {
  const shown = result ? RESULT_TEXT[CONFIRM_RESULTS[result]] : null;
  return (
    <EmailLinkPanel result={shown} resultLink={<Link to="/">{S.home}</Link>}>
      <EmailLinkMessage heading={S.heading} text={S.confirm}>
        <EmailLinkButton>{S.button}</EmailLinkButton>
      </EmailLinkMessage>
    </EmailLinkPanel>
  );
}
