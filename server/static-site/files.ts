// The prerendered site, loaded into memory at start: every file of the client build with its
// precompressed .br/.gz siblings (written by scripts/postbuild.ts), an ETag, its cache policy
// and, for pages, the Content-Security-Policy computed from its inline scripts.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { NOT_FOUND_PATH } from "#app/lib/routes-table.ts";
import {
  BASE_SECURITY_HEADERS,
  NON_HTML_CSP,
  SERVICE_WORKER_CSP,
  contentSecurityPolicy,
  inlineScriptHashes,
} from "../http/security-headers.ts";

/** One encoding of a file with every response header precomputed (none is built per request). */
export type Encoded = {
  body: Buffer;
  headers: Readonly<Record<string, string>>;
  /** The same headers as a flat [name, value, ...] list: what Node writes fastest. */
  rawHeaders: readonly string[];
};
export type Variants = { br?: Encoded; gzip?: Encoded; identity: Encoded };

export type StaticFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  csp: string;
  /** The 200 answer in each encoding. */
  ok: Variants;
  /** Headers of the 304 answer to a matching If-None-Match. */
  notModified: Readonly<Record<string, string>>;
};

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
/** The service worker script: browsers must always check it, so a new build takes over. */
const SERVICE_WORKER_PATH = "/sw.js";
/** Build outputs that are not meant to be requested directly. */
const HIDDEN = new Set(["/__spa-fallback.html"]);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

function contentTypeFor(urlPath: string, filePath: string): string {
  if (urlPath === "/rss.xml") return "application/rss+xml; charset=utf-8";
  return CONTENT_TYPES[extname(filePath)] ?? "application/octet-stream";
}

/** The URL a file answers: "index.html" files answer their folder ("/blog" for blog/index.html). */
export function urlPathFor(relativePath: string): string {
  const path = `/${relativePath.split(sep).join("/")}`;
  if (path === "/index.html") return "/";
  if (path.endsWith("/index.html")) return path.slice(0, -"/index.html".length);
  return path;
}

function headersFor(
  file: Pick<StaticFile, "contentType" | "csp">,
  cacheControl: string,
  etag: string | null,
): Record<string, string> {
  return {
    ...BASE_SECURITY_HEADERS,
    "Content-Type": file.contentType,
    "Cache-Control": cacheControl,
    "Content-Security-Policy": file.csp,
    Vary: "Accept-Encoding",
    ...(etag ? { ETag: etag } : {}),
  };
}

/** The answers of a file in each encoding it has, for one status's headers. */
function variantsOf(file: Pick<StaticFile, "body" | "br" | "gzip">, base: Record<string, string>): Variants {
  const encoded = (body: Buffer, encoding: string | null): Encoded => {
    const headers = {
      ...base,
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      "Content-Length": String(body.length),
    };
    return { body, headers, rawHeaders: Object.entries(headers).flat() };
  };
  return {
    br: file.br && encoded(file.br, "br"),
    gzip: file.gzip && encoded(file.gzip, "gzip"),
    identity: encoded(file.body, null),
  };
}

/** A file (of the build, or a page made from one) with its ETag and precomputed answers. */
export function staticFile(
  file: Pick<StaticFile, "body" | "br" | "gzip" | "contentType" | "cacheControl" | "csp">,
): StaticFile {
  const etag = `"${createHash("sha1").update(file.body).digest("base64url").slice(0, 22)}"`;
  const okHeaders = headersFor(file, file.cacheControl, etag);
  return { ...file, etag, ok: variantsOf(file, okHeaders), notModified: okHeaders };
}

export type StaticSite = {
  files: Map<string, StaticFile>;
  notFound: StaticFile;
  /** The not-found page's 404 answer (revalidated, no ETag). */
  notFoundVariants: Variants;
  /** Page paths (HTML), for tests and diagnostics. */
  pages: string[];
};

export function loadStaticSite(buildDir: string, connectSrc: string[] = []): StaticSite {
  if (!existsSync(join(buildDir, "index.html"))) {
    throw new Error(`No build found in ${buildDir}: run "npm run build" (npm start does it for you).`);
  }
  const files = new Map<string, StaticFile>();
  for (const full of walk(buildDir)) {
    if (full.endsWith(".br") || full.endsWith(".gz")) continue;
    const rel = relative(buildDir, full);
    const path = urlPathFor(rel);
    if (HIDDEN.has(path)) continue;
    const body = readFileSync(full);
    const isHtml = full.endsWith(".html");
    const br = existsSync(`${full}.br`) ? readFileSync(`${full}.br`) : undefined;
    const gzip = existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`) : undefined;
    const cacheControl = path.startsWith("/assets/")
      ? IMMUTABLE
      : path === SERVICE_WORKER_PATH
        ? "no-cache"
        : REVALIDATE;
    const csp = isHtml
      ? contentSecurityPolicy(inlineScriptHashes(body.toString("utf8")), connectSrc)
      : path === SERVICE_WORKER_PATH
        ? SERVICE_WORKER_CSP
        : NON_HTML_CSP;
    files.set(path, staticFile({ body, br, gzip, contentType: contentTypeFor(path, full), cacheControl, csp }));
  }
  const notFound = files.get(NOT_FOUND_PATH);
  if (!notFound) throw new Error(`The build has no ${NOT_FOUND_PATH} page.`);
  files.delete(NOT_FOUND_PATH);
  const notFoundVariants = variantsOf(notFound, headersFor(notFound, "no-cache", null));
  const pages = [...files.entries()].filter(([, f]) => f.contentType.startsWith("text/html")).map(([p]) => p);
  return { files, notFound, notFoundVariants, pages };
}

/**
 * Which of br and gzip an Accept-Encoding header accepts (RFC 9110 §12.5.3): a coding listed
 * with q=0 is not acceptable; `*` stands for the codings not listed.
 */
export function parseAcceptEncoding(header: string): { br: boolean; gzip: boolean } {
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [coding, ...params] = part.split(";").map((p) => p.trim());
    if (!coding) continue;
    let weight = 1;
    for (const param of params) {
      const m = /^q\s*=\s*([0-9.]+)$/.exec(param);
      if (m) weight = Number(m[1]);
    }
    q.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const ok = (coding: string) => (q.get(coding) ?? q.get(`x-${coding}`) ?? q.get("*") ?? 0) > 0;
  return { br: ok("br"), gzip: ok("gzip") };
}

/** Clients send few distinct Accept-Encoding values: parse each once. */
const acceptCache = new Map<string, { br: boolean; gzip: boolean }>();

function accepted(acceptEncoding: string | undefined): { br: boolean; gzip: boolean } {
  const key = acceptEncoding ?? "";
  let found = acceptCache.get(key);
  if (found === undefined) {
    found = parseAcceptEncoding(key);
    if (acceptCache.size < 256) acceptCache.set(key, found);
  }
  return found;
}

/** The smallest encoding of the file that the client accepts. */
export function pickVariant(variants: Variants, acceptEncoding: string | undefined): Encoded {
  const accept = accepted(acceptEncoding);
  if (variants.br && accept.br) return variants.br;
  if (variants.gzip && accept.gzip) return variants.gzip;
  return variants.identity;
}

/** If-None-Match against an ETag: "*", the tag itself, or a list containing it (weak or strong). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch === etag || ifNoneMatch.trim() === "*" || ifNoneMatch.includes(etag);
}
