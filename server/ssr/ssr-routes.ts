// The pages React Router renders on request, inside this process: a vehicle's page, the pages
// whose address carries data (a calculator's share URL, a comparison), and the forms' posts
// made before (or without) JavaScript. Everything else is a prerendered file (server/routes/
// static.ts). Each rendered page gets the stylesheet inlined and a Content-Security-Policy
// with its own inline scripts' hashes, like the prerendered ones; a page whose route says it
// may be cached (Cache-Control: public, max-age) is kept, precompressed, for that long.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppLoadContext } from "react-router";
import { contentSecurityPolicy, inlineScriptHashes } from "../security-headers.ts";
import { pickVariant, staticFile, type StaticFile, type StaticSite } from "../static-site.ts";
import { checkSameOrigin } from "../admin/guard.ts";
import { sendFile } from "../routes/static.ts";
import { inlineStylesheets } from "./inline-css.ts";
import { createPageCache } from "./page-cache.ts";
import type { RenderRequest } from "./server-build.ts";

/** Prerendered without a query; rendered here when the address carries one (its data). */
export const RENDERED_WITH_QUERY = [
  "/fipe",
  "/fipe/comparar",
  "/financiamento",
  "/ipva",
  "/combustivel",
  "/comparador",
  "/licenciamento",
  "/admin/configurar",
  "/contato",
  "/newsletter",
  "/entrar",
] as const;

/**
 * Rendered even without a query: /fipe lists every brand the catalog prices; /ipva names the tax
 * year of the request's day (from 1 December the coming year), which a file prerendered in
 * November cannot (kept for its max-age like any rendered page).
 */
export const RENDERED_BARE = ["/fipe", "/ipva"] as const;

/** Pages whose form posts to their own address when JavaScript has not taken it over. */
export const FORM_PATHS = ["/contato", "/newsletter", "/entrar", "/admin/configurar"] as const;

const VEHICLE_PATH = "/fipe/:tipo/:marca/:modelo/:ano";
/** The catalog's type, brand and model pages (server/fipe/catalog/brand-pages.ts); each pattern
 * also takes the page's `.data` address (the last segment then ends in ".data"). */
const CATALOG_PATHS = ["/fipe/:tipo", "/fipe/:tipo/:marca", "/fipe/:tipo/:marca/:modelo"];
/** Every model year of a FIPE code (server/fipe/catalog/pages.ts). */
const CODE_PATH = "/fipe/codigo/:codigo";
/** The depreciation ranking (server/fipe/catalog/depreciation-ranking.ts). */
const DEPRECIATION_PATH = "/fipe/desvalorizacao";
const FORM_BODY_LIMIT = 32 * 1024;
// ≈90 KB a page with its two compressed copies: at most ≈45 MB.
const MAX_CACHED_PAGES = 500;
const MAX_CACHE_TTL_MS = 10 * 60 * 1000;

type Options = {
  render: RenderRequest;
  site: StaticSite;
  /** The context a request's loaders and actions get (its services, bound to its client). */
  contextFor: (request: FastifyRequest) => AppLoadContext;
  /** The site's canonical base: a form may be posted from its origin or the request's own. */
  siteUrl: string;
};

/** How long a rendered answer may be kept: its public max-age, capped; 0 when not to keep. */
export function cacheableFor(status: number, cacheControl: string | null): number {
  if (status !== 200 || !cacheControl || !/\bpublic\b/.test(cacheControl)) return 0;
  if (/\b(no-store|no-cache|private)\b/.test(cacheControl)) return 0;
  const maxAge = /\bmax-age=(\d+)/.exec(cacheControl);
  return maxAge ? Math.min(Number(maxAge[1]) * 1000, MAX_CACHE_TTL_MS) : 0;
}

/** A Host header that can stand in a URL ("www.example.com", "127.0.0.1:3000"); else localhost. */
const HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$/;

function webRequest(request: FastifyRequest): Request {
  const host = request.headers.host && HOST.test(request.headers.host) ? request.headers.host : "localhost";
  const url = new URL(request.url, `${request.protocol}://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const body = request.method === "POST" && typeof request.body === "string" ? request.body : undefined;
  return new Request(url, { method: request.method, headers, body });
}

export async function ssrRoutes(app: FastifyInstance, { render, site, contextFor, siteUrl }: Options) {
  const pages = createPageCache<StaticFile>(MAX_CACHED_PAGES);
  const readCss = (href: string) => {
    const file = site.files.get(href);
    if (!file) throw new Error(`stylesheet ${href} is not in the build`);
    return file.body.toString("utf8");
  };

  // Forms post as HTML forms do; the body reaches the route's action as it came.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const key = request.url;
    if (request.method === "GET") {
      const cached = pages.get(key);
      if (cached) return sendFile(request, reply, cached);
    }
    const response = await render(webRequest(request), contextFor(request));
    const contentType = response.headers.get("content-type") ?? "";
    if (!contentType.startsWith("text/html")) {
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header("set-cookie", cookies);
      return reply.send(Buffer.from(await response.arrayBuffer()));
    }
    const html = inlineStylesheets(await response.text(), readCss);
    const cacheControl = response.headers.get("cache-control");
    const ttl = request.method === "GET" ? cacheableFor(response.status, cacheControl) : 0;
    const body = Buffer.from(html);
    const file = staticFile({
      body,
      // Quick settings: these are compressed as they are served (the build's files use the best).
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(body, { level: 6 }),
      contentType: "text/html; charset=utf-8",
      cacheControl: cacheControl ?? "no-cache",
      csp: contentSecurityPolicy(inlineScriptHashes(html)),
    });
    if (ttl) pages.set(key, file, ttl);
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    for (const name of ["retry-after", "x-robots-tag"]) {
      const value = response.headers.get(name);
      if (value) reply.header(name, value);
    }
    if (response.status === 200) return sendFile(request, reply, file);
    const { body: encoded, headers } = pickVariant(file.ok, request.headers["accept-encoding"]);
    return reply.code(response.status).headers(headers).send(encoded);
  }

  app.get(VEHICLE_PATH, answer);
  app.get(CODE_PATH, answer);
  for (const path of CATALOG_PATHS) app.get(path, answer);
  app.get(DEPRECIATION_PATH, answer);
  app.get(`${DEPRECIATION_PATH}.data`, answer);

  for (const path of RENDERED_WITH_QUERY) {
    const prerendered = site.files.get(path);
    app.get(path, async (request, reply) => {
      const hasQuery = request.url.length > path.length + 1 && request.url.includes("?");
      const bare = (RENDERED_BARE as readonly string[]).includes(path);
      if (!hasQuery && prerendered && !bare) return sendFile(request, reply, prerendered);
      return answer(request, reply);
    });
    // A client navigation's data request for the same address (its loader's answer).
    if (path !== "/fipe") app.get(`${path}.data`, answer);
  }
  app.get("/fipe.data", answer);

  // A form posted from another site is refused here with a clear 403 (React Router would abort
  // the action with a 500): the visitor's origin must be the site's or the request's own.
  // The vehicle page's own forms (the price alert) post to its address; never cached (POST).
  for (const path of [...FORM_PATHS, VEHICLE_PATH]) {
    app.post(path, async (request, reply) => {
      const refused = checkSameOrigin(request, siteUrl);
      if (refused && typeof request.headers.origin === "string") {
        return reply
          .code(403)
          .header("Cache-Control", "no-store")
          .send({ code: refused.code, message: "Formulário enviado de outro site: recusado." });
      }
      return answer(request, reply);
    });
  }
}
