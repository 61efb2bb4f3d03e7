import { useState } from "react";
import { cn } from "../../lib/cn.ts";
import { ArticleCard } from "./article-card.tsx";
import type { ArticleSummary } from "./article-schema.ts";

const ALL = "Todas";

/** News cards with category filter chips (docs/product.md, "/noticias"). */
export function NewsFeed({ articles }: { articles: ArticleSummary[] }) {
  const categories = [ALL, ...new Set(articles.map((a) => a.category))];
  const [category, setCategory] = useState(ALL);
  const shown = category === ALL ? articles : articles.filter((a) => a.category === category);
  return (
    <section aria-labelledby="ultimas">
      <h2 id="ultimas" className="text-2xl font-bold text-gray-900">
        Últimas publicações
      </h2>
      <div role="group" aria-label="Filtrar por categoria" className="mt-4 flex flex-wrap gap-2">
        {categories.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={c === category}
            onClick={() => setCategory(c)}
            className={cn(
              "rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors",
              c === category
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-gray-300 bg-white text-gray-800 hover:border-brand-300",
            )}
          >
            {c}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">{`${shown.length} publicações`}</p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((a) => (
          <li key={a.slug}>
            <ArticleCard article={a} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
