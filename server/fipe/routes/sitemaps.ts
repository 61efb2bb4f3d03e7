// GET /sitemap-index.xml (the site's sitemap and the FIPE catalog's) and each FIPE sitemap
// file /sitemap-fipe-{n}.xml (server/fipe/catalog/sitemaps.ts); a file number past the last
// answers the site's 404 page. Each file is compressed once per build of the sitemaps (brotli
// and gzip, on libuv's thread pool, not the event loop) and served as the client accepts it,
// with an ETag (a file is up to 50,000 addresses, ≈2.4 MB plain, ≈0.1 MB compressed).
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance } from "fastify";
import type { FipeSitemaps } from "../catalog/sitemaps.ts";
import { SITEMAP_INDEX_PATH } from "../catalog/sitemaps.ts";
import { NON_HTML_CSP } from "../../http/security-headers.ts";
import { staticFile, type StaticFile, type StaticSite } from "../../static-site/files.ts";
import { sendFile, sendNotFound } from "../../static-site/send-file.ts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { noQuery, pathSegment } from "../../validation/fields.ts";

type Options = { site: StaticSite; sitemaps: () => Promise<FipeSitemaps> };

const XML = "application/xml; charset=utf-8";
const CACHE = "public, max-age=3600";
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A sitemap's number (1 to 99999); 0 for anything else: the site's 404 page. */
const sitemapParams = z.object({
  n: pathSegment.transform((n) => (/^[1-9]\d{0,4}$/.test(n) ? Number(n) : 0)),
});

async function compressed(text: string): Promise<StaticFile> {
  const body = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 6 }),
  ]);
  return staticFile({ body, br, gzip: gz, contentType: XML, cacheControl: CACHE, csp: NON_HTML_CSP });
}

export async function sitemapRoutes(app: FastifyInstance, { site, sitemaps }: Options) {
  // The sitemaps' builder keeps one set for an hour: compress each file of that set once.
  const files = new WeakMap<FipeSitemaps, Map<number, Promise<StaticFile>>>();
  function fileOf(set: FipeSitemaps, n: number): Promise<StaticFile> | undefined {
    const text = n === 0 ? set.index : set.files[n - 1];
    if (text === undefined) return undefined;
    let done = files.get(set);
    if (!done) files.set(set, (done = new Map()));
    let file = done.get(n);
    if (!file) {
      file = compressed(text);
      done.set(n, file);
      file.catch(() => done.delete(n));
    }
    return file;
  }

  app.get(SITEMAP_INDEX_PATH, { schema: { querystring: noQuery } }, async (request, reply) =>
    sendFile(request, reply, await fileOf(await sitemaps(), 0)!),
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/sitemap-fipe-:n.xml",
      { schema: { params: sitemapParams, querystring: noQuery } },
      async (request, reply) => {
        const { n } = request.params;
        const file = n ? fileOf(await sitemaps(), n) : undefined;
        if (!file) return sendNotFound(request, reply, site);
        return sendFile(request, reply, await file);
      },
    );
}
