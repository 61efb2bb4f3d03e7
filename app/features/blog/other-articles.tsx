import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatDateBR } from "../../lib/format.ts";
import type { ArticleSummary } from "./article-schema.ts";

export const SIDEBAR_COUNT = 4;

/** Fisher–Yates pick of `count` items; `random` is injectable for tests. */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

/**
 * Sidebar "Outras Notícias": 4 random other articles, drawn after hydration so the
 * prerendered HTML (which lists the first four) and the first client render agree.
 */
export function OtherArticles({ articles }: { articles: ArticleSummary[] }) {
  const [shown, setShown] = useState(() => articles.slice(0, SIDEBAR_COUNT));
  useEffect(() => setShown(pickRandom(articles, SIDEBAR_COUNT)), [articles]);
  return (
    <aside aria-labelledby="outras-noticias" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="outras-noticias" className="text-lg font-bold text-gray-900">
        Outras Notícias
      </h2>
      <ul className="mt-4 divide-y divide-gray-100">
        {shown.map((a) => (
          <li key={a.slug} className="py-3 first:pt-0 last:pb-0">
            <Link to={`/blog/${a.slug}`} className="group block">
              <span className="text-xs font-semibold text-brand-700">{a.category}</span>
              <span className="mt-0.5 block text-sm leading-snug font-semibold text-gray-900 group-hover:text-brand-700">
                {a.h1}
              </span>
              <span className="mt-1 block text-xs text-gray-600">{formatDateBR(a.date)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
