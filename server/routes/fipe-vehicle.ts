// Vehicle pages: GET /fipe/{tipo}/{marca}/{modelo}/{ano} (codes, each optionally followed by a
// slug) answers the /fipe page with the vehicle's head; codes the FIPE service does not know
// answer the not-found page with 404. GET /fipe/imagem/... answers the vehicle's share image
// (PNG 1200×630, made on first request and kept). The old query form /fipe?tipo=..&ano=..
// redirects permanently to the vehicle's path.
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { parseVehiclePath, vehiclePath, type VehicleCodes } from "../../app/features/fipe/vehicle-path.ts";
import { canonicalVehiclePath, type VehicleHead } from "../../app/features/fipe/vehicle-meta.ts";
import { staticFile, type StaticFile, type StaticSite } from "../static-site.ts";
import { VEHICLE_SITEMAP_PATH } from "../fipe/vehicle-sitemap.ts";
import { injectVehicleHead, resolveVehicleHead, type Lookup } from "../fipe/vehicle-page.ts";
import { sendFile, sendNotFound, sendUnavailable } from "./static.ts";

export type VehicleImageRenderer = (
  head: VehicleHead & { price: NonNullable<VehicleHead["price"]> },
) => Promise<Uint8Array>;

type Options = {
  site: StaticSite;
  lookup: Lookup;
  siteUrl: string;
  /** How long the page waits for the price before answering with the names only. */
  headTimeoutMs: number;
  renderImage?: VehicleImageRenderer;
  /** The most looked-up vehicles' sitemap (server/fipe/vehicle-sitemap.ts). */
  vehicleSitemap?: () => Promise<string>;
};

/** A small least-recently-used map: pages and images of the vehicles people open. */
function lru<V>(max: number) {
  const map = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = map.get(key);
      if (value !== undefined) {
        map.delete(key);
        map.set(key, value);
      }
      return value;
    },
    set(key: string, value: V) {
      map.delete(key);
      map.set(key, value);
      if (map.size > max) map.delete(map.keys().next().value!);
    },
  };
}

const PAGE_TTL_MS = 10 * 60 * 1000;
const keyOf = (c: VehicleCodes) => `${c.type}/${c.brand}/${c.model}/${c.year}`;

/** "/fipe/a/b/c/d?x=1" → ["/fipe/a/b/c/d", "?x=1"]. */
function splitUrl(url: string): [string, string] {
  const at = url.indexOf("?");
  return at === -1 ? [url, ""] : [url.slice(0, at), url.slice(at)];
}

function pageFile(template: StaticFile, html: string, cacheControl: string): StaticFile {
  const body = Buffer.from(html);
  return staticFile({
    body,
    br: brotliCompressSync(body),
    gzip: gzipSync(body),
    contentType: template.contentType,
    csp: template.csp,
    cacheControl,
  });
}

export async function fipeVehicleRoutes(app: FastifyInstance, options: Options) {
  const { site, lookup, siteUrl, headTimeoutMs, renderImage, vehicleSitemap } = options;
  const fipePage = site.files.get("/fipe");
  if (!fipePage) return; // a build without the FIPE page (some tests): no vehicle pages either
  const template = fipePage.body.toString("utf8");
  const pages = lru<{ file: StaticFile; path: string; expires: number }>(500);
  const heads = lru<VehicleHead & { price: NonNullable<VehicleHead["price"]> }>(500);
  const images = lru<Buffer>(200);

  if (vehicleSitemap) {
    app.get(VEHICLE_SITEMAP_PATH, async (_request, reply) =>
      reply
        .header("Content-Type", "application/xml; charset=utf-8")
        .header("Cache-Control", "public, max-age=3600")
        .send(await vehicleSitemap()),
    );
  }

  // The old query form: /fipe?tipo=carros&marca=59&modelo=5940&ano=2014-3 → the vehicle's path.
  app.get<{ Querystring: Record<string, string | undefined> }>("/fipe", async (request, reply) => {
    const { tipo, marca, modelo, ano } = request.query;
    const codes = tipo && marca && modelo && ano ? parseVehiclePath(`/fipe/${tipo}/${marca}/${modelo}/${ano}`) : null;
    if (codes) return reply.redirect(vehiclePath(codes), 301);
    return sendFile(request, reply, fipePage);
  });

  app.get<{ Params: { tipo: string; marca: string; modelo: string; ano: string } }>(
    "/fipe/:tipo/:marca/:modelo/:ano",
    async (request, reply) => {
      const { tipo, marca, modelo, ano } = request.params;
      const codes = parseVehiclePath(`/fipe/${tipo}/${marca}/${modelo}/${ano}`);
      if (!codes) return sendNotFound(request, reply, site);
      const key = keyOf(codes);
      const [pathname, query] = splitUrl(request.url);
      const cached = pages.get(key);
      if (cached && cached.expires > Date.now()) {
        if (pathname !== cached.path) return reply.redirect(cached.path + query, 301);
        return sendFile(request, reply, cached.file);
      }
      const head = await resolveVehicleHead(codes, lookup, headTimeoutMs);
      if (head === "not-found") return sendNotFound(request, reply, site);
      // Nothing vouches for these codes now: no 200 page with a canonical URL for them.
      if (head === "unavailable") return sendUnavailable(request, reply, fipePage);
      const canonical = canonicalVehiclePath(head);
      const html = injectVehicleHead(template, head, siteUrl);
      if (!html) {
        request.log.warn("the /fipe page has no recognisable head: vehicle pages answer it unchanged");
        return sendFile(request, reply, fipePage);
      }
      // With the price the page holds for a while; without it, the next visitor tries again.
      const file = pageFile(fipePage, html, head.price ? "public, max-age=600" : "no-cache");
      if (head.price) {
        pages.set(key, { file, path: canonical, expires: Date.now() + PAGE_TTL_MS });
        heads.set(key, head as VehicleHead & { price: NonNullable<VehicleHead["price"]> });
        // With the price, the names are the FIPE service's own: any other spelling of the
        // address (codes alone, an old or shortened slug) moves permanently to the canonical
        // one (whose page is now cached), so links and crawlers converge on one address and
        // the page need not rewrite it itself.
        if (pathname !== canonical) return reply.redirect(canonical + query, 301);
      }
      return sendFile(request, reply, file);
    },
  );

  app.get<{ Params: { tipo: string; marca: string; modelo: string; file: string } }>(
    "/fipe/imagem/:tipo/:marca/:modelo/:file",
    async (request, reply) => {
      const { tipo, marca, modelo, file } = request.params;
      const codes = file.endsWith(".png")
        ? parseVehiclePath(`/fipe/${tipo}/${marca}/${modelo}/${file.slice(0, -4)}`)
        : null;
      if (!codes || !renderImage) return sendNotFound(request, reply, site);
      const key = keyOf(codes);
      let png = images.get(key);
      if (!png) {
        let head = heads.get(key);
        if (!head) {
          const resolved = await resolveVehicleHead(codes, lookup, headTimeoutMs);
          if (resolved === "not-found") return sendNotFound(request, reply, site);
          if (resolved === "unavailable" || !resolved.price) {
            return reply.code(503).header("Cache-Control", "no-store").header("Retry-After", "60").send({
              error: "price unavailable",
              message: "O valor deste veículo não pôde ser consultado agora. Tente novamente mais tarde.",
            });
          }
          head = resolved as VehicleHead & { price: NonNullable<VehicleHead["price"]> };
          heads.set(key, head);
        }
        png = Buffer.from(await renderImage(head));
        images.set(key, png);
      }
      return reply
        .header("Content-Type", "image/png")
        .header("Cache-Control", "public, max-age=86400")
        .header("Content-Length", png.length)
        .send(png);
    },
  );
}
