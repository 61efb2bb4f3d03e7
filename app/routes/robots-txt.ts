import { absoluteUrl } from "../lib/seo.ts";

export async function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /rest/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\nSitemap: ${absoluteUrl("/sitemap-veiculos.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
