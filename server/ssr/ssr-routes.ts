// The pages React Router renders on request, inside this process: a vehicle's page, the pages
// whose address carries data (a calculator's share URL, a comparison), and the forms' posts
// made before (or without) JavaScript: which ones, and how, the route table says (SSR_ANSWERS
// in app/lib/routes-table.ts). Everything else is a prerendered file (server/static-site/). Each
// rendered page gets the stylesheet inlined and a Content-Security-Policy
// with its own inline scripts' hashes, like the prerendered ones; a page whose route says it
// may be cached (Cache-Control: public, max-age) is kept, precompressed, for that long, in a
// cache bounded in bytes (PAGE_CACHE_MB), under its address with only the query parameters the
// page reads (query-keys.ts); renders of pages not kept are limited per client
// (RENDER_CLIENT_LIMIT a minute: 429 + Retry-After beyond).
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppLoadContext } from "react-router";
import { contentSecurityPolicy, inlineScriptHashes } from "../http/security-headers.ts";
import { pickVariant, staticFile, type StaticFile, type StaticSite } from "../static-site/files.ts";
import { checkSameOrigin } from "../http/same-origin.ts";
import { sendFile } from "../static-site/send-file.ts";
import { inlineStylesheets } from "./inline-css.ts";
import type { PageCache } from "./page-cache.ts";
import { canonicalUrl } from "./query-keys.ts";
import { FORM_BODY_LIMIT, formPostSchema, pageSchema } from "./page-schemas.ts";
import { failedSchema, sendInvalidRequest } from "../validation/route-schemas.ts";
import { SSR_ANSWERS } from "#app/lib/routes-table.ts";
import type { RenderRequest } from "./server-build.ts";
import type { RateLimiter } from "../rate-limit/fixed-window.ts";

/** Posts to a page that are not its form (JSON, plain text, no body). */
export const NOT_A_FORM_MESSAGE =
  "Pedido inválido: envie os dados pelo formulário da página (application/x-www-form-urlencoded).";
const INVALID_FORM_MESSAGE = "Pedido inválido: não foi possível ler o formulário enviado.";
const FORM_TOO_LARGE_MESSAGE = "Formulário grande demais: encurte o texto e envie de novo.";
// Compressed on libuv's thread pool, not the event loop.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Renders of GET pages at once (a render is tens of ms of CPU on the event loop: with many at
 * once, a static page waits behind all of them), and how many may wait for their turn (beyond:
 * 503 + Retry-After). */
const RENDERS_AT_ONCE = 2;
const RENDERS_WAITING = 64;
const MAX_CACHE_TTL_MS = 10 * 60 * 1000;

type Options = {
  render: RenderRequest;
  site: StaticSite;
  /** The context a request's loaders and actions get (its services, bound to its client). */
  contextFor: (request: FastifyRequest) => AppLoadContext;
  /** The site's canonical base: a form may be posted from its origin or the request's own. */
  siteUrl: string;
  /** Rendered pages kept (page-cache.ts, bounded in bytes by PAGE_CACHE_MB: createRenderedPageCache). */
  pages: PageCache<StaticFile>;
  /** Renders of pages not in the cache, per client address (RENDER_CLIENT_LIMIT a minute). */
  renderLimiter?: RateLimiter;
};

/** What a kept page costs in memory: its three encodings, and its headers (an object and a flat
 * list per encoding, and the 304's; JavaScript strings, two bytes a character), plus the
 * entry's own bookkeeping. (A vehicle page: ≈160 KB.) */
export function renderedPageBytes(file: StaticFile): number {
  const headerChars = JSON.stringify(file.notModified).length;
  return file.body.length + (file.br?.length ?? 0) + (file.gzip?.length ?? 0) + headerChars * 2 * 7 + 1024;
}

const TOO_MANY_RENDERS =
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Muitas páginas seguidas | Carro em Conta</title></head>' +
  "<body><h1>Muitas páginas pedidas seguidas</h1><p>Aguarde um instante e tente novamente.</p></body></html>";

/** How long a rendered answer may be kept: its public max-age, capped; 0 when not to keep. */
export function cacheableFor(status: number, cacheControl: string | null): number {
  if (status !== 200 || !cacheControl || !/\bpublic\b/.test(cacheControl)) return 0;
  if (/\b(no-store|no-cache|private)\b/.test(cacheControl)) return 0;
  const maxAge = /\bmax-age=(\d+)/.exec(cacheControl);
  return maxAge ? Math.min(Number(maxAge[1]) * 1000, MAX_CACHE_TTL_MS) : 0;
}

/** A Host header that can stand in a URL ("www.example.com", "127.0.0.1:3000"); else localhost. */
const HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$/;

function webRequest(request: FastifyRequest, path: string): Request {
  const host = request.headers.host && HOST.test(request.headers.host) ? request.headers.host : "localhost";
  const url = new URL(path, `${request.protocol}://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const body = request.method === "POST" && typeof request.body === "string" ? request.body : undefined;
  return new Request(url, { method: request.method, headers, body });
}

/** At most `max` at once, `waiting` more in line; acquire() -> release, or null when full. */
function createRenderGate(max: number, waiting: number) {
  let running = 0;
  const line: Array<() => void> = [];
  const release = () => {
    const next = line.shift();
    if (next) next();
    else running--;
  };
  return async (): Promise<(() => void) | null> => {
    if (running < max) {
      running++;
      return release;
    }
    if (line.length >= waiting) return null;
    await new Promise<void>((resolve) => line.push(resolve));
    return release;
  };
}

export async function ssrRoutes(
  app: FastifyInstance,
  { render, site, contextFor, siteUrl, pages, renderLimiter }: Options,
) {
  const renderTurn = createRenderGate(RENDERS_AT_ONCE, RENDERS_WAITING);
  const readCss = (href: string) => {
    const file = site.files.get(href);
    if (!file) throw new Error(`stylesheet ${href} is not in the build`);
    return file.body.toString("utf8");
  };

  // Forms post as HTML forms do; the body reaches the route's action as it came. Any other body
  // (JSON, text/plain, none) is read as a string here too, so it never reaches a parser that
  // fails on it, and the form's route answers 415 below: React Router's action would throw on
  // request.formData() and answer a 500.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: FORM_BODY_LIMIT }, (_request, _body, done) =>
    done(null, undefined),
  );
  // A body too large or unreadable: a pt-BR 4xx JSON, never a 500 with the parser's words.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (failedSchema(error))
      return sendInvalidRequest(request, reply, { code: "invalid_request", message: "Pedido inválido." });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status === 413 ? 413 : 400)
        .header("Cache-Control", "no-store")
        .send(
          status === 413
            ? { code: "payload_too_large", message: FORM_TOO_LARGE_MESSAGE }
            : { code: "invalid_request", message: INVALID_FORM_MESSAGE },
        );
    }
    throw error;
  });

  /** `kind`: which page it is, for the query parameters it reads (query-keys.ts). */
  async function answer(request: FastifyRequest, reply: FastifyReply, kind: string) {
    // A GET is rendered from, and kept under, its address with only the parameters the page
    // reads; a form's POST reaches its action as it came.
    const key = request.method === "GET" ? canonicalUrl(kind, request.url) : request.url;
    if (request.method === "GET") {
      const cached = pages.get(key);
      if (cached) return sendFile(request, reply, cached);
      if (renderLimiter) {
        const { allowed, retryAfterSeconds } = await renderLimiter.hit(request.ip);
        if (!allowed) {
          return reply
            .code(429)
            .header("Retry-After", String(retryAfterSeconds))
            .header("Cache-Control", "no-store")
            .header("Content-Type", "text/html; charset=utf-8")
            .send(TOO_MANY_RENDERS);
        }
      }
    }
    // GET renders take turns (a form's POST goes straight to its action).
    const release = request.method === "GET" ? await renderTurn() : () => {};
    if (!release) {
      return reply
        .code(503)
        .header("Retry-After", "10")
        .header("Cache-Control", "no-store")
        .header("Content-Type", "text/html; charset=utf-8")
        .send(TOO_MANY_RENDERS);
    }
    // Rendered while this one waited its turn (the same page asked for twice at once).
    const meanwhile = request.method === "GET" ? pages.get(key) : undefined;
    if (meanwhile) {
      release();
      return sendFile(request, reply, meanwhile);
    }
    let response: Response;
    let html: string | null = null;
    try {
      response = await render(webRequest(request, key), contextFor(request));
      if ((response.headers.get("content-type") ?? "").startsWith("text/html")) html = await response.text();
    } finally {
      release();
    }
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
    html = inlineStylesheets(html ?? (await response.text()), readCss);
    const cacheControl = response.headers.get("cache-control");
    const ttl = request.method === "GET" ? cacheableFor(response.status, cacheControl) : 0;
    const body = Buffer.from(html);
    const file = staticFile({
      body,
      // Quick settings: these are compressed as they are served (the build's files use the best).
      br: await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: await gzipAsync(body, { level: 6 }),
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

  const as = (kind: string) => (request: FastifyRequest, reply: FastifyReply) => answer(request, reply, kind);
  for (const { path, kind, render: rendering, data } of SSR_ANSWERS) {
    const schema = pageSchema(path, kind);
    if (rendering === "always") {
      app.get(path, { schema }, as(kind));
    } else {
      const prerendered = site.files.get(path);
      app.get(path, { schema }, async (request, reply) => {
        // Only a parameter the page reads makes it differ from the prerendered file.
        const hasQuery = canonicalUrl(kind, request.url).includes("?");
        if (!hasQuery && prerendered && rendering !== "bare") return sendFile(request, reply, prerendered);
        return answer(request, reply, kind);
      });
    }
    // A client navigation's data request for the same address (its loader's answer).
    if (data) app.get(`${path}.data`, { schema: pageSchema(path, kind, { data: true }) }, as(kind));
  }

  // A form posted from another site is refused here with a clear 403 (React Router would abort
  // the action with a 500): the visitor's origin must be the site's or the request's own.
  // The vehicle page's own forms (the price alert) post to its address; never cached (POST).
  for (const { path, kind } of SSR_ANSWERS.filter((a) => a.form)) {
    app.post(path, { schema: formPostSchema(path, kind) }, async (request, reply) => {
      const refused = checkSameOrigin(request, siteUrl);
      if (refused && typeof request.headers.origin === "string") {
        return reply
          .code(403)
          .header("Cache-Control", "no-store")
          .send({ code: refused.code, message: "Formulário enviado de outro site: recusado." });
      }
      if (!isFormBody(request.headers["content-type"])) {
        return reply
          .code(415)
          .header("Cache-Control", "no-store")
          .send({ code: "unsupported_media_type", message: NOT_A_FORM_MESSAGE });
      }
      return answer(request, reply, kind);
    });
  }
}

/** What a page's form sends: application/x-www-form-urlencoded (charset and other parameters aside). */
function isFormBody(contentType: string | undefined): boolean {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase() === "application/x-www-form-urlencoded";
}
