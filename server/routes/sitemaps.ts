// GET /sitemap-index.xml (the site's sitemap and the FIPE catalog's) and each FIPE sitemap
// file /sitemap-fipe-{n}.xml (server/fipe/catalog/sitemaps.ts); a file number past the last
// answers the site's 404 page.
import type { FastifyInstance } from "fastify";
import type { FipeSitemaps } from "../fipe/catalog/sitemaps.ts";
import { SITEMAP_INDEX_PATH } from "../fipe/catalog/sitemaps.ts";
import type { StaticSite } from "../static-site.ts";
import { sendNotFound } from "./static.ts";

type Options = { site: StaticSite; sitemaps: () => Promise<FipeSitemaps> };

const XML = "application/xml; charset=utf-8";
const CACHE = "public, max-age=3600";

export async function sitemapRoutes(app: FastifyInstance, { site, sitemaps }: Options) {
  app.get(SITEMAP_INDEX_PATH, async (_request, reply) =>
    reply
      .header("Content-Type", XML)
      .header("Cache-Control", CACHE)
      .send((await sitemaps()).index),
  );
  app.get<{ Params: { n: string } }>("/sitemap-fipe-:n.xml", async (request, reply) => {
    const n = /^[1-9]\d{0,4}$/.test(request.params.n) ? Number(request.params.n) : 0;
    const file = n ? (await sitemaps()).files[n - 1] : undefined;
    if (!file) return sendNotFound(request, reply, site);
    return reply.header("Content-Type", XML).header("Cache-Control", CACHE).send(file);
  });
}
