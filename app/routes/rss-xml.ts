import { loadArticles } from "../features/blog/articles.server.ts";
import { SITE } from "../lib/site.ts";
import { absoluteUrl } from "../lib/seo.ts";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export async function loader() {
  const items = loadArticles()
    .map((a) => {
      const url = absoluteUrl(`/blog/${a.slug}`);
      return `    <item>
      <title>${escapeXml(a.h1)}</title>
      <link>${url}</link>
      <guid isPermaLink="true">${url}</guid>
      <description>${escapeXml(a.summary)}</description>
      <category>${escapeXml(a.category)}</category>
      <pubDate>${new Date(`${a.date}T12:00:00Z`).toUTCString()}</pubDate>
    </item>`;
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${SITE.name} — Blog</title>
    <link>${absoluteUrl("/blog")}</link>
    <atom:link href="${absoluteUrl("/rss.xml")}" rel="self" type="application/rss+xml" />
    <description>Guias de compra, manutenção, segurança e economia para quem dirige no Brasil.</description>
    <language>pt-BR</language>
${items}
  </channel>
</rss>
`;
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
