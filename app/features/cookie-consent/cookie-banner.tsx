import { Cookie } from "../../components/icons/outline/cookie.ts";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { CONSENT_CHOICE_ATTRIBUTE, consentCookie, readConsent, type ConsentValue } from "./consent.ts";

/**
 * Bottom banner shown only while no cookie_consent value is stored (spec section 4). Every
 * prerendered page contains it; until React runs, the stylesheet shows it only when the inline
 * head script found no choice (CONSENT_PENDING_SCRIPT), so it paints with the page instead of
 * appearing after the JavaScript (it was the largest paint on some pages for phones).
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (readConsent(document.cookie) !== null) setVisible(false);
  }, []);

  if (!visible) return null;

  function choose(value: ConsentValue) {
    document.cookie = consentCookie(value, window.location.protocol === "https:");
    setVisible(false);
  }

  return (
    <section
      data-cookie-banner=""
      aria-label="Aviso de cookies"
      className="no-print fixed inset-x-0 bottom-0 z-50 border-t border-gray-200 bg-white/95 shadow-[0_-4px_20px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-3 text-sm text-gray-700">
          <Cookie aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>
            Usamos apenas cookies necessários para lembrar suas preferências. Saiba mais na nossa{" "}
            <Link to="/politica-de-cookies" className="font-semibold text-brand-700 underline">
              Política de Cookies
            </Link>
            .
          </span>
        </p>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="secondary"
            size="sm"
            {...{ [CONSENT_CHOICE_ATTRIBUTE]: "declined" }}
            onClick={() => choose("declined")}
          >
            Recusar
          </Button>
          <Button size="sm" {...{ [CONSENT_CHOICE_ATTRIBUTE]: "accepted" }} onClick={() => choose("accepted")}>
            Aceitar
          </Button>
        </div>
      </div>
    </section>
  );
}
