import { data } from "react-router";
import type { Route } from "./+types/legal-page";
import { PageHero } from "../components/layout/page-hero.tsx";
import { ResetConsentButton } from "../features/cookie-consent/reset-consent-button.tsx";
import { LEGAL_SLUGS, loadLegalPage, type LegalSlug } from "../features/legal/legal-content.server.ts";
import { pageMeta } from "../lib/seo.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/|\/$/g, "");
  if (!(LEGAL_SLUGS as readonly string[]).includes(slug)) throw data(null, { status: 404 });
  return { slug, ...loadLegalPage(slug as LegalSlug) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ title: loaderData.title, description: loaderData.description, path: `/${loaderData.slug}` });
}

export default function LegalPageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={loaderData.h1} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <article className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-10">
          <div className="prose-content" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
          {loaderData.slug === "politica-de-cookies" ? (
            <div className="mt-8 border-t border-gray-200 pt-6">
              <ResetConsentButton />
            </div>
          ) : null}
        </article>
      </div>
    </>
  );
}
