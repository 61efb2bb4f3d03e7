import { CalendarDays } from "../components/icons/outline/calendar-days.ts";
import { ChevronRight } from "../components/icons/outline/chevron-right.ts";
import { RefreshCw } from "../components/icons/outline/refresh-cw.ts";
import { UserRound } from "../components/icons/outline/user-round.ts";
import { Link, data } from "react-router";
import type { Route } from "./+types/blog-article";
import { ArticleIllustration } from "../features/blog/article-illustration.tsx";
import { CategoryBadge } from "../features/blog/article-card.tsx";
import { findArticle, loadArticles, toSummary } from "../features/blog/articles.server.ts";
import { OtherArticles } from "../features/blog/other-articles.tsx";
import { articleJsonLd } from "../features/blog/structured-data.ts";
import { NewsletterBox } from "../features/newsletter/newsletter-box.tsx";
import { formatDateBR } from "../lib/format.ts";
import { absoluteUrl, pageMeta } from "../lib/seo.ts";
import { articleShareImageAlt, shareImagePath } from "../lib/share-image.ts";

export async function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  const others = loadArticles()
    .filter((a) => a.slug !== article.slug)
    .map(toSummary);
  return { article, others };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article } = loaderData;
  const path = `/blog/${article.slug}`;
  return [
    ...pageMeta({
      title: article.title,
      description: article.description,
      path,
      image: { path: shareImagePath(path), alt: articleShareImageAlt(article.category, article.h1) },
      extra: [
        { name: "keywords", content: article.keywords.join(", ") },
        { name: "author", content: article.author },
        { property: "og:type", content: "article" },
        { property: "article:published_time", content: article.date },
        ...(article.updated ? [{ property: "article:modified_time", content: article.updated }] : []),
        { property: "article:section", content: article.category },
        { name: "twitter:title", content: article.title },
        { name: "twitter:description", content: article.description },
      ],
    }),
    ...articleJsonLd(article, absoluteUrl).map((item) => ({ "script:ld+json": item })),
  ];
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, others } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <nav aria-label="Trilha de navegação" className="text-sm text-brand-100">
            <ol className="flex flex-wrap items-center gap-1">
              <li>
                <Link to="/" className="hover:text-white hover:underline">
                  Início
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
              <li>
                <Link to="/blog" className="hover:text-white hover:underline">
                  Blog
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
              <li aria-current="page" className="truncate text-white">
                {article.category}
              </li>
            </ol>
          </nav>
          <div className="mt-5">
            <CategoryBadge category={article.category} />
          </div>
          <h1 className="mt-3 max-w-4xl text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">
            {article.h1}
          </h1>
          <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-brand-50">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={article.date}>{formatDateBR(article.date)}</time>
            </span>
            {article.updated && article.updated !== article.date ? (
              <span className="inline-flex items-center gap-1.5">
                <RefreshCw aria-hidden="true" className="size-4" />
                <span>
                  Atualizado em <time dateTime={article.updated}>{formatDateBR(article.updated)}</time>
                </span>
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1.5">
              <UserRound aria-hidden="true" className="size-4" />
              Por {article.author}
            </span>
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_320px]">
        <article className="min-w-0 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-10">
          <ArticleIllustration article={article} className="mb-6 rounded-xl" />
          <div className="prose-content" dangerouslySetInnerHTML={{ __html: article.html }} />
          {article.faq ? (
            <section aria-labelledby="faq" className="mt-12 border-t border-gray-200 pt-8">
              <h2 id="faq" className="text-2xl font-bold text-gray-900">
                Perguntas frequentes
              </h2>
              <div className="mt-4 space-y-3">
                {article.faq.map((item) => (
                  <details
                    key={item.question}
                    className="group rounded-xl border border-gray-200 bg-gray-50 p-4 open:bg-white"
                  >
                    <summary className="cursor-pointer font-semibold text-gray-900">{item.question}</summary>
                    <p className="mt-2 text-gray-700">{item.answer}</p>
                  </details>
                ))}
              </div>
            </section>
          ) : null}
          {article.sources ? (
            <section aria-labelledby="fontes" className="mt-12 border-t border-gray-200 pt-8">
              <h2 id="fontes" className="text-2xl font-bold text-gray-900">
                Fontes
              </h2>
              <ol className="mt-4 list-decimal space-y-2 pl-5 text-gray-700">
                {article.sources.map((source) => (
                  <li key={source.url}>
                    <a
                      href={source.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-medium text-brand-700 underline hover:text-brand-900"
                    >
                      {source.title}
                      <span className="sr-only"> (abre em nova aba)</span>
                    </a>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </article>
        <div className="space-y-8">
          <OtherArticles articles={others} />
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-14">
        <NewsletterBox title="Gostou? Receba mais dicas por e-mail" />
      </div>
    </>
  );
}
