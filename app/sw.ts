// The service worker (/sw.js): the site keeps working with no signal.
// - Precache (on install): the app shell (every script and style of the build but the operator
//   console's, scripts/precache-scope.ts) and the pages of the calculators, the home page,
//   /fipe and /contato. The list and the build id are
//   written into /sw.js by scripts/pwa-assets.ts, so every new build is a new worker.
// - Pages (navigations): network first, so an online visitor always gets the current HTML;
//   offline, the copy saved at the last visit (or the precached one), else a pt-BR notice.
//   Pages read online are kept (with their .data, for in-app navigation) in a runtime cache,
//   only public ones: never a page whose answer says no-store or private, one whose address
//   carries a query (a set-up token, a share URL's data: the copy is kept by path), nor the
//   operator's or the sign-in pages. An in-app link to a page never read turns into a document
//   load, answered as above.
// - /assets/* (hashed, immutable): cache first. Images, icons, manifest: stale while revalidate.
// - API and form requests (/api, /rest, anything but GET) are never touched.
// A new build's worker installs on the next visit, skips waiting, claims the open pages and
// deletes the previous build's caches.
// Compiled on its own by the postbuild step (no imports: it is not part of the app bundle).
export {};

type BuildInfo = { id: string; precache: string[]; dataPaths: string[] };
declare const __BUILD__: BuildInfo;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  /** The navigation's response, fetched by the browser while the worker started (if enabled). */
  readonly preloadResponse?: Promise<Response | undefined>;
  respondWith(response: Response | Promise<Response>): void;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly registration: { navigationPreload?: { enable(): Promise<void> } };
  skipWaiting(): Promise<void>;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<Array<{ url: string }>>;
  };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}
declare const self: ServiceWorkerScope;

const PRECACHE = `cec-precache-${__BUILD__.id}`;
const PAGES = `cec-pages-${__BUILD__.id}`;
const RUNTIME = "cec-runtime";
const KEEP = new Set([PRECACHE, PAGES, RUNTIME]);
const MAX_PAGES = 80;
const MAX_RUNTIME = 120;
const DATA_PATHS = new Set(__BUILD__.dataPaths);
const PASS_THROUGH = /^\/(api|rest|healthz|readyz|sw\.js)(\/|$)/;
/** Pages that are never kept offline: the operator's console and set-up, the sign-in. */
const PRIVATE_PAGES = /^\/(admin|entrar)(\/|$)/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(PRECACHE)
      .then((cache) => cache.addAll(__BUILD__.precache.map((url) => new Request(url, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("cec-") && !KEEP.has(name)) await caches.delete(name);
      }
      // Navigations start on the network while the worker boots, instead of after.
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      await self.clients.claim();
      // The page that registered this worker was loaded before it existed: keep it too, so
      // the article read on a first visit opens offline.
      const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      await Promise.all(
        open
          .map((client) => new URL(client.url))
          .filter(keepable)
          .map((url) => rememberPage(url.pathname).catch(() => undefined)),
      );
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || PASS_THROUGH.test(url.pathname)) return;
  if (request.mode === "navigate") event.respondWith(navigation(event, url));
  else if (url.pathname.endsWith(".data")) event.respondWith(pageData(event, url));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(cacheFirst(request));
  else if (/\.(svg|png|ico|webmanifest)$/.test(url.pathname)) event.respondWith(staleWhileRevalidate(event));
});

/** The page's .data file (React Router's data for in-app navigation), when it has one. */
function dataPathOf(pagePath: string): string | null {
  return DATA_PATHS.has(pagePath) ? `${pagePath === "/" ? "/_root" : pagePath}.data` : null;
}

function isHtml(response: Response): boolean {
  return response.ok && !response.redirected && (response.headers.get("Content-Type") ?? "").startsWith("text/html");
}

/** An answer the server allows to be kept (no `no-store`, not `private`). */
function storable(response: Response): boolean {
  return !/(^|,)\s*(no-store|private)\s*(,|$)/i.test(response.headers.get("Cache-Control") ?? "");
}

/** Whether a page read at `url` may be kept for offline use: a public page, by its path alone. */
function keepable(url: URL): boolean {
  return url.search === "" && !PRIVATE_PAGES.test(url.pathname);
}

async function trim(cacheName: string, max: number) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

/** Saves a page (by path, without its query) and its .data in the pages cache. */
async function rememberPage(pagePath: string, html?: Response) {
  if (PRIVATE_PAGES.test(pagePath)) return;
  const cache = await caches.open(PAGES);
  const page = html ?? (await fetch(pagePath));
  if (!isHtml(page) || !storable(page)) return;
  await cache.put(pagePath, page);
  const data = dataPathOf(pagePath);
  if (data) {
    const response = await fetch(data);
    if (response.ok && storable(response)) await cache.put(data, response);
  }
  await trim(PAGES, MAX_PAGES);
}

async function navigation(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const response = (await event.preloadResponse) ?? (await fetch(event.request));
    if (isHtml(response) && keepable(url)) {
      event.waitUntil(rememberPage(url.pathname, response.clone()).catch(() => undefined));
    }
    return response;
  } catch {
    // No answer (a TypeError from fetch, a DOMException from the navigation preload).
    const cached = await caches.match(url.pathname, { ignoreSearch: true, ignoreVary: true });
    return cached ?? offlinePage();
  }
}

async function pageData(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const response = await fetch(event.request);
    const pagePath = pagePathOf(url);
    if (response.ok && storable(response) && keepable(pageUrlOf(url))) {
      const copy = response.clone();
      event.waitUntil(
        (async () => {
          await (await caches.open(PAGES)).put(url.pathname, copy);
          // Read through in-app navigation: keep the page's HTML too, for a later offline visit.
          if (!(await caches.match(pagePath, { ignoreVary: true }))) await rememberPage(pagePath);
        })().catch(() => undefined),
      );
    }
    return response;
  } catch (error) {
    const cached = await caches.match(url.pathname, { ignoreVary: true });
    if (cached) return cached;
    if (!(error instanceof TypeError)) throw error;
    // Offline and never read: ask React Router to load the page as a document instead, which
    // the navigation handler answers (saved copy or the offline notice) rather than the
    // app's generic error screen.
    return new Response(null, {
      status: 204,
      headers: { "X-Remix-Redirect": pagePathOf(url), "X-Remix-Status": "302", "X-Remix-Reload-Document": "true" },
    });
  }
}

/** The page a .data request is for, with the page's own query (React Router's `_routes` aside). */
function pageUrlOf(dataUrl: URL): URL {
  const page = new URL(pagePathOf(dataUrl), dataUrl);
  for (const [key, value] of dataUrl.searchParams) if (key !== "_routes") page.searchParams.append(key, value);
  return page;
}

function pagePathOf(dataUrl: URL): string {
  return dataUrl.pathname === "/_root.data" ? "/" : dataUrl.pathname.slice(0, -".data".length);
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(RUNTIME);
    await cache.put(request, response.clone());
    await trim(RUNTIME, MAX_RUNTIME);
  }
  return response;
}

async function staleWhileRevalidate(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const cached = await caches.match(request, { ignoreVary: true });
  const fresh = fetch(request).then(async (response) => {
    if (response.ok) {
      await (await caches.open(RUNTIME)).put(request, response.clone());
      await trim(RUNTIME, MAX_RUNTIME);
    }
    return response;
  });
  if (cached) {
    event.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
  return fresh;
}

const OFFLINE_HTML = `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sem conexão | Carro em Conta</title><style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f3f4f6;color:#111827}main{max-width:36rem;margin:0 auto;padding:4rem 1.25rem;text-align:center}h1{font-size:1.75rem;margin:0 0 1rem}p{line-height:1.6;color:#374151}ul{list-style:none;padding:0;margin:2rem 0 0;display:grid;gap:.5rem}a{display:block;padding:.75rem 1rem;border-radius:.75rem;background:#fff;border:1px solid #e5e7eb;color:#1e40af;font-weight:600;text-decoration:none}</style></head><body><main><h1>Você está sem conexão</h1><p>Esta página ainda não foi aberta neste aparelho, por isso não está disponível sem internet. As calculadoras e as páginas que você já visitou continuam funcionando.</p><ul><li><a href="/">Página inicial</a></li><li><a href="/financiamento">Financiamento</a></li><li><a href="/ipva">IPVA</a></li><li><a href="/combustivel">Consumo de Combustível</a></li><li><a href="/comparador">Álcool ou Gasolina</a></li><li><a href="/licenciamento">Licenciamento</a></li></ul></main></body></html>`;

function offlinePage(): Response {
  return new Response(OFFLINE_HTML, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
      "Cache-Control": "no-store",
    },
  });
}
