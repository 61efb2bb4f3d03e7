import { ArrowRight } from "../../components/icons/outline/arrow-right.ts";
import { Link } from "react-router";
import { formatDateBR } from "../../lib/format.ts";
import { ArticleIllustration } from "./article-illustration.tsx";
import type { ArticleSummary } from "./article-schema.ts";

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
      {category}
    </span>
  );
}

/** An article's title, linking to the article. */
export function TitleLink({ article }: { article: ArticleSummary }) {
  return (
    <Link to={`/blog/${article.slug}`} className="hover:text-brand-700">
      {article.h1}
    </Link>
  );
}

/** An article's "Ler mais" link, named for the article (screen readers list links out of context). */
export function ReadMoreLink({ article, className }: { article: ArticleSummary; className: string }) {
  return (
    <Link
      to={`/blog/${article.slug}`}
      className={`${className} inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900`}
      aria-label={`Ler mais: ${article.h1}`}
    >
      Ler mais <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** The blog and news card: image, category badge, title, summary, date and "Ler mais". */
export function ArticleCard({ article, headingLevel = "h2" }: { article: ArticleSummary; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md">
      <ArticleIllustration article={article} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={article.category} />
          <time dateTime={article.date} className="text-xs text-gray-600">
            {formatDateBR(article.date)}
          </time>
        </div>
        <Heading className="mt-3 text-lg leading-snug font-bold text-gray-900">
          <TitleLink article={article} />
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-gray-700">{article.summary}</p>
        <ReadMoreLink article={article} className="mt-4 text-sm" />
      </div>
    </article>
  );
}
