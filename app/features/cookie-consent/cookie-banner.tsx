import { Cookie } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { consentCookie, readConsent, type ConsentValue } from "./consent.ts";

/** Bottom banner shown only while no cookie_consent value is stored (spec section 4). */
export function CookieBanner() {
  // Unknown until hydrated: the prerendered HTML cannot know the visitor's cookies.
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(readConsent(document.cookie) === null);
  }, []);

  if (!visible) return null;

  function choose(value: ConsentValue) {
    document.cookie = consentCookie(value, window.location.protocol === "https:");
    setVisible(false);
  }

  return (
    <section
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
          <Button variant="secondary" size="sm" onClick={() => choose("declined")}>
            Recusar
          </Button>
          <Button size="sm" onClick={() => choose("accepted")}>
            Aceitar
          </Button>
        </div>
      </div>
    </section>
  );
}
