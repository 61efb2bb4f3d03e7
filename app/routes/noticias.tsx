import { CalendarDays } from "../components/icons/outline/calendar-days.ts";
import type { Route } from "./+types/noticias";
import { PageHero } from "../components/layout/page-hero.tsx";
import { ArticleIllustration } from "../features/blog/article-illustration.tsx";
import { CategoryBadge, ReadMoreLink, TitleLink } from "../features/blog/article-card.tsx";
import { loadArticles, toSummary } from "../features/blog/articles.server.ts";
import { NewsFeed } from "../features/blog/news-feed.tsx";
import { NewsletterBox } from "../features/newsletter/newsletter-box.tsx";
import { formatDateBR } from "../lib/format.ts";
import { pageMeta } from "../lib/seo.ts";

const FEATURED_SLUG = "salao-do-automovel-2025-tudo-sobre-o-evento";

export async function loader() {
  const articles = loadArticles().map(toSummary);
  const featured = articles.find((a) => a.slug === FEATURED_SLUG) ?? articles[0];
  if (!featured) throw new Error("content/blog is empty");
  return { featured, articles: articles.filter((a) => a.slug !== featured.slug) };
}

export function meta() {
  return pageMeta({
    title: "Notícias Automotivas | Carro em Conta",
    description:
      "Destaques do mundo automotivo e as publicações mais recentes do Carro em Conta: eventos, economia, manutenção, segurança e guias de compra.",
    path: "/noticias",
  });
}

export default function Noticias({ loaderData }: Route.ComponentProps) {
  const { featured, articles } = loaderData;
  return (
    <>
      <PageHero title="Notícias">
        Os destaques do mundo automotivo e as publicações mais recentes do nosso blog.
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-12">
        <section aria-labelledby="destaque">
          <h2 id="destaque" className="sr-only">
            Destaque
          </h2>
          <article className="grid overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm lg:grid-cols-2">
            <ArticleIllustration article={featured} fill />
            <div className="flex flex-col justify-center p-6 sm:p-10">
              <div className="flex items-center gap-3">
                <span className="rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-bold text-orange-900 uppercase">
                  Destaque
                </span>
                <CategoryBadge category={featured.category} />
              </div>
              <h3 className="mt-4 text-2xl leading-tight font-extrabold text-gray-900 sm:text-3xl">
                <TitleLink article={featured} />
              </h3>
              <p className="mt-3 text-gray-700">{featured.summary}</p>
              <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-gray-600">
                <CalendarDays aria-hidden="true" className="size-4" />
                <time dateTime={featured.date}>{formatDateBR(featured.date)}</time>
              </p>
              <ReadMoreLink article={featured} className="mt-6" />
            </div>
          </article>
        </section>
        <NewsFeed articles={articles} />
        <NewsletterBox title="Receba as novidades por e-mail" />
      </div>
    </>
  );
}
