// The unsubscribe page's content. Without JavaScript the form posts to the page's own URL
// (token included) and the server redirects to a result page; with JavaScript the same
// button calls the API and the answer is shown in place. Opening the page never cancels by
// itself (mail scanners open links; RFC 8058 forbids unsubscribing on GET).
import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { UNSUBSCRIBE_STRINGS as S, type UnsubscribeState } from "./unsubscribe-strings.ts";

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
    <div className="mx-auto max-w-xl px-4 py-16">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-10" aria-live="polite">
        {result ? (
          <>
            <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{result.heading}</h1>
            <p className="mt-4 text-gray-700">{result.text}</p>
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
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{S.heading}</h1>
            <p className="mt-4 text-gray-700">{S.confirm}</p>
            {state === "error" ? (
              <p className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800" role="alert">
                {S.errorText}
              </p>
            ) : null}
            <form method="post" className="mt-8" onSubmit={submit}>
              <Button type="submit" disabled={state === "working"}>
                {state === "working" ? S.working : S.button}
              </Button>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
