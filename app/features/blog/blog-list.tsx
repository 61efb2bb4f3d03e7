import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { formatCount } from "../../lib/format.ts";
import { ArticleCard } from "./article-card.tsx";
import type { ArticleSummary } from "./article-schema.ts";

export const BLOG_PAGE_SIZE = 6;

/** 6 cards first; "Mostrar mais" adds 6 and disappears when all are shown (spec section 4). */
export function BlogList({ articles }: { articles: ArticleSummary[] }) {
  const [visible, setVisible] = useState(BLOG_PAGE_SIZE);
  const shown = articles.slice(0, visible);
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {`Mostrando ${shown.length} de ${formatCount(articles.length, "artigo", "artigos")}`}
      </p>
      {visible < articles.length ? (
        <div className="mt-10 flex justify-center">
          <Button variant="secondary" size="lg" onClick={() => setVisible((v) => v + BLOG_PAGE_SIZE)}>
            Mostrar mais
          </Button>
        </div>
      ) : null}
    </>
  );
}
