import { loadArticles } from "../features/blog/articles.server.ts";
import { STATIC_PAGE_PATHS } from "../lib/routes-table.ts";
import { absoluteUrl } from "../lib/seo.ts";
import { BRAZILIAN_STATES } from "../lib/states.ts";

export async function loader() {
  const entries = [
    ...STATIC_PAGE_PATHS.map((path) => ({ loc: absoluteUrl(path), lastmod: undefined as string | undefined })),
    // The fuel price pages are in their own sitemap, served with the data (only those that have
    // some: server/public-data/sitemap.ts).
    // Each state's IPVA and licensing pages (rendered on request from the year's data).
    ...BRAZILIAN_STATES.flatMap((s) => [`/ipva/${s.code.toLowerCase()}`, `/licenciamento/${s.code.toLowerCase()}`]).map(
      (path) => ({ loc: absoluteUrl(path), lastmod: undefined as string | undefined }),
    ),
    ...loadArticles().map((a) => ({ loc: absoluteUrl(`/blog/${a.slug}`), lastmod: a.updated ?? a.date })),
  ];
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    entries
      .map((e) => `  <url><loc>${e.loc}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`)
      .join("\n") +
    `\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
