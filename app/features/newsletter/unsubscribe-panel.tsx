// The unsubscribe page's content. Without JavaScript the form posts to the page's own URL
// (token included) and the server redirects to a result page; with JavaScript the same
// button calls the API and the answer is shown in place. Opening the page never cancels by
// itself (mail scanners open links; RFC 8058 forbids unsubscribing on GET).
import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { EmailLinkButton, EmailLinkMessage, EmailLinkPanel } from "../../components/ui/email-link-panel.tsx";
import { UNSUBSCRIBE_STRINGS as S, type UnsubscribeState } from "../../domain/newsletter/unsubscribe-strings.ts";

const API = "/api/newsletter/unsubscribe";

type ApiAnswer = { status?: string };

function stateFrom(answer: ApiAnswer, ok: boolean): UnsubscribeState {
  if (answer.status === "invalid") return "invalid";
  if (answer.status === "cancelled") return "cancelled";
  if (answer.status === "already_cancelled") return "already_cancelled";
  if (answer.status === "active") return "confirm";
  return ok ? "confirm" : "error";
}

const RESULT_TEXT: Record<"cancelled" | "already_cancelled" | "invalid", { heading: string; text: string }> = {
  cancelled: { heading: S.cancelledHeading, text: S.cancelledText },
  already_cancelled: { heading: S.alreadyHeading, text: S.alreadyText },
  invalid: { heading: S.invalidHeading, text: S.invalidText },
};

export function UnsubscribePanel({ initial }: { initial: UnsubscribeState }) {
  const [state, setState] = useState<UnsubscribeState>(initial);
  const [token, setToken] = useState<string | null>(null);

  useEffect(() => {
    if (initial !== "confirm") return;
    const value = new URLSearchParams(window.location.search).get("token");
    setToken(value);
    if (!value) {
      setState("invalid");
      return;
    }
    const controller = new AbortController();
    fetch(`${API}?token=${encodeURIComponent(value)}`, { signal: controller.signal })
      .then(async (response) => setState(stateFrom((await response.json()) as ApiAnswer, response.ok)))
      // Offline or the API is down: keep the form; it still posts without the API.
      .catch(() => {});
    return () => controller.abort();
  }, [initial]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!token) return; // no token read yet: let the browser post the form itself
    event.preventDefault();
    setState("working");
    try {
      const response = await fetch(API, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token }),
      });
      setState(stateFrom((await response.json()) as ApiAnswer, response.ok));
    } catch {
      setState("error");
    }
  }

  const result =
    state === "cancelled" || state === "already_cancelled" || state === "invalid" ? RESULT_TEXT[state] : null;

  return (
    <EmailLinkPanel live>
      {result ? (
        <EmailLinkMessage heading={result.heading} text={result.text}>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/">{S.home}</Link>
            </Button>
            {state === "invalid" ? (
              <Button asChild variant="secondary">
                <Link to="/contato">{S.contact}</Link>
              </Button>
            ) : null}
          </div>
        </EmailLinkMessage>
      ) : (
        <EmailLinkMessage heading={S.heading} text={S.confirm}>
          {state === "error" ? (
            <p className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800" role="alert">
              {S.errorText}
            </p>
          ) : null}
          <EmailLinkButton onSubmit={submit} disabled={state === "working"}>
            {state === "working" ? S.working : S.button}
          </EmailLinkButton>
        </EmailLinkMessage>
      )}
    </EmailLinkPanel>
  );
}
