import { absoluteUrl } from "../lib/seo.ts";

// The sitemap index (server/fipe/catalog/sitemaps.ts) lists /sitemap.xml and the FIPE catalog's
// files; /sitemap-veiculos.xml (the most looked-up vehicles) is still served for old links.
export async function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /rest/\n\nSitemap: ${absoluteUrl("/sitemap-index.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
