// The share images of the catalog's pages (PNG 1200×630): GET /fipe/imagem/{tipo}/{marca}.png
// (a brand) and /fipe/imagem/{tipo}/{marca}/{modelo}.png (a model), drawn on first request from
// the page's own data and kept a day; 404 for what the catalog does not hold. The texts are the
// pages' own (app/features/fipe-catalog/catalog-pages.ts: brandCardText, modelCardText).
import type { FastifyInstance } from "fastify";
import { brandCardText, modelCardText } from "#app/features/fipe-catalog/catalog-pages.ts";
import { parseCatalogPath } from "#app/features/fipe/vehicle-path.ts";
import type { CatalogPages } from "#app/load-context.ts";
import type { CatalogCard } from "../fipe/catalog-card.ts";
import { createPageCache } from "../ssr/page-cache.ts";
import { shareImageDraws } from "../share-image/draw-queue.ts";
import type { StaticSite } from "../static-site.ts";
import { sendNotFound } from "./static.ts";

type Options = {
  site: StaticSite;
  pages: CatalogPages;
  siteUrl: string;
  /** Tests may draw without satori. */
  render?: (card: CatalogCard) => Promise<Uint8Array>;
};

const IMAGE_TTL_MS = 24 * 60 * 60 * 1000;

function lazyRenderer(siteUrl: string) {
  const address = new URL(siteUrl).host.replace(/^www\./, "");
  let loading: Promise<typeof import("../fipe/catalog-card.ts")> | null = null;
  return async (card: CatalogCard) => {
    loading ??= import("../fipe/catalog-card.ts").catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return (await loading).renderCatalogCard(card, address);
  };
}

export async function fipeCatalogImageRoutes(app: FastifyInstance, { site, pages, siteUrl, render }: Options) {
  const draw = render ?? lazyRenderer(siteUrl);
  const images = createPageCache<Buffer>(200);

  async function answer(
    params: Record<string, string | undefined>,
    file: string,
    request: Parameters<typeof sendNotFound>[0],
    reply: Parameters<typeof sendNotFound>[1],
  ) {
    const codes = file.endsWith(".png")
      ? parseCatalogPath({ ...params, [params.marca ? "modelo" : "marca"]: file.slice(0, -4) })
      : null;
    if (!codes) return sendNotFound(request, reply, site);
    const key = [codes.type, codes.brand, codes.model ?? ""].join("/");
    let png = images.get(key);
    if (!png) {
      let card: CatalogCard | null = null;
      if (codes.model) {
        const page = await pages.model(codes.type, codes.brand, codes.model);
        if (page) card = { type: codes.type, ...modelCardText(page) };
      } else {
        const page = await pages.brand(codes.type, codes.brand);
        if (page) card = { type: codes.type, ...brandCardText(page) };
      }
      if (!card) return sendNotFound(request, reply, site);
      const drawn = card;
      png = await shareImageDraws(`catalog/${key}`, () => draw(drawn));
      images.set(key, png, IMAGE_TTL_MS);
    }
    return reply
      .header("Content-Type", "image/png")
      .header("Cache-Control", "public, max-age=86400")
      .header("Content-Length", png.length)
      .send(png);
  }

  app.get<{ Params: { tipo: string; file: string } }>("/fipe/imagem/:tipo/:file", (request, reply) =>
    answer({ tipo: request.params.tipo }, request.params.file, request, reply),
  );
  app.get<{ Params: { tipo: string; marca: string; file: string } }>(
    "/fipe/imagem/:tipo/:marca/:file",
    (request, reply) =>
      answer({ tipo: request.params.tipo, marca: request.params.marca }, request.params.file, request, reply),
  );
}
