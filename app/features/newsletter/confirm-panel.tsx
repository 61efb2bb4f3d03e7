// The newsletter confirmation page's content (double opt-in). The button posts a plain form to
// the page's own URL (token included) with or without JavaScript; the server confirms and
// redirects to a result page. Opening the page never confirms by itself (mail scanners open
// links).
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { CONFIRM_RESULTS, CONFIRM_STRINGS as S, type ConfirmResultSlug } from "./confirm-strings.ts";

const RESULT_TEXT: Record<(typeof CONFIRM_RESULTS)[ConfirmResultSlug], { heading: string; text: string }> = {
  confirmed: { heading: S.confirmedHeading, text: S.confirmedText },
  already_confirmed: { heading: S.alreadyHeading, text: S.alreadyText },
  invalid: { heading: S.invalidHeading, text: S.invalidText },
};

export function ConfirmPanel({ result }: { result: ConfirmResultSlug | null }) {
  const shown = result ? RESULT_TEXT[CONFIRM_RESULTS[result]] : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-10">
        {shown ? (
          <>
            <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{shown.heading}</h1>
            <p className="mt-4 text-gray-700">{shown.text}</p>
            <div className="mt-8">
              <Button asChild>
                <Link to="/">{S.home}</Link>
              </Button>
            </div>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{S.heading}</h1>
            <p className="mt-4 text-gray-700">{S.confirm}</p>
            <form method="post" className="mt-8">
              <Button type="submit">{S.button}</Button>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
