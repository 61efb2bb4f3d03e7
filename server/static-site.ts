// The prerendered site, loaded into memory at start: every file of the client build with its
// precompressed .br/.gz siblings (written by scripts/postbuild.ts), an ETag, its cache policy
// and, for pages, the Content-Security-Policy computed from its inline scripts.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { NOT_FOUND_PATH } from "../app/lib/routes-table.ts";
import { NON_HTML_CSP, SERVICE_WORKER_CSP, contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

export type StaticFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  csp: string;
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

export type StaticSite = {
  files: Map<string, StaticFile>;
  notFound: StaticFile;
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
    files.set(path, {
      body,
      br,
      gzip,
      contentType: contentTypeFor(path, full),
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      cacheControl: path.startsWith("/assets/") ? IMMUTABLE : path === SERVICE_WORKER_PATH ? "no-cache" : REVALIDATE,
      csp: isHtml
        ? contentSecurityPolicy(inlineScriptHashes(body.toString("utf8")), connectSrc)
        : path === SERVICE_WORKER_PATH
          ? SERVICE_WORKER_CSP
          : NON_HTML_CSP,
    });
  }
  const notFound = files.get(NOT_FOUND_PATH);
  if (!notFound) throw new Error(`The build has no ${NOT_FOUND_PATH} page.`);
  files.delete(NOT_FOUND_PATH);
  const pages = [...files.entries()].filter(([, f]) => f.contentType.startsWith("text/html")).map(([p]) => p);
  return { files, notFound, pages };
}

/** Picks the smallest encoding the client accepts. */
export function chooseEncoding(file: StaticFile, acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accept = (acceptEncoding ?? "").toLowerCase();
  if (file.br && /\bbr\b/.test(accept)) return "br";
  if (file.gzip && /\bgzip\b/.test(accept)) return "gzip";
  return null;
}
