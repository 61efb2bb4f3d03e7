// The site's one route table (every page of docs/product.md, with the console, the
// e-mail links' pages, the not-found page and the generated files). Everything else is derived
// from it: React Router's routes (app/routes.ts: routeConfig), the prerender list
// (react-router.config.ts: PRERENDERED_PATHS, plus the blog's content), the sitemap's pages
// (STATIC_PAGE_PATHS) and what the server renders on request (server/ssr/ssr-routes.ts:
// SSR_ANSWERS). Pure data and functions: the config, the server and the pages all read it.
// Its derivations are checked in routes-table.test.ts.

import { FIRST_ADMIN_SETUP_PATH, NEWSLETTER_PATH, NOT_FOUND_PATH } from "./paths.ts";

export { FIRST_ADMIN_SETUP_PATH, NEWSLETTER_PATH, NOT_FOUND_PATH, SIGN_IN_PATH } from "./paths.ts";

/**
 * How the server answers a path on request (server/ssr/ssr-routes.ts):
 * - "always": every GET is rendered (its HTML is the data: a vehicle, a catalog page);
 * - "query": the prerendered file, unless the address carries a parameter the page reads (a
 *   calculator's share URL, a comparison);
 * - "bare": rendered even without a query (/fipe lists the brands the catalog prices,
 *   /financiamento the Banco Central's newest rate, /ipva the tax year of the request's day),
 *   while a prerendered copy is still built for the service worker.
 */
export type Rendering = "always" | "query" | "bare";

export type SsrAnswerSpec = {
  /** Fastify's pattern; the route's own address when left out. */
  path?: string;
  /** Which page it is for the query parameters it reads (server/ssr/query-keys.ts); the path when left out. */
  kind?: string;
  render: Rendering;
  /** A client navigation's data request (`{path}.data`) is answered too (a pattern whose last
   * segment is a parameter takes it without this). */
  data?: boolean;
  /** The page's form posts to this address when JavaScript has not taken it over. */
  form?: boolean;
};

export type RouteEntry = {
  /** React Router's pattern, without the leading slash. */
  path: string;
  /** The route module, from app/. */
  file: string;
  /** The home page (React Router's index route). */
  index?: boolean;
  /** When one module serves more than one route. */
  id?: string;
  /** The layout routes it is nested in, outermost first. */
  layouts?: readonly string[];
  /** The addresses prerendered to files at build. */
  prerender?: readonly string[];
  /** The prerendered addresses are the sitemap's pages (indexed). */
  sitemap?: boolean;
  /** What the server renders on request for it. */
  ssr?: readonly SsrAnswerSpec[];
};

const AUTH = "routes/auth-layout.tsx";
const ADMIN = "routes/admin-layout.tsx";

/** A console page: its prerendered shell at its own address, inside the auth and admin layouts. */
function consolePage<const P extends string>(path: P, file: string) {
  return { path, file, layouts: [AUTH, ADMIN], prerender: [`/${path}`] } as const;
}

/** Every route, in React Router's order (see the catalog's note below). */
export const ROUTES = [
  { path: "", index: true, file: "routes/home.tsx", prerender: ["/"], sitemap: true },
  { path: "calculadoras", file: "routes/calculadoras.tsx", prerender: ["/calculadoras"], sitemap: true },
  {
    path: "financiamento",
    file: "routes/financiamento.tsx",
    prerender: ["/financiamento"],
    sitemap: true,
    ssr: [{ render: "bare", data: true }],
  },
  { path: "ipva", file: "routes/ipva.tsx", prerender: ["/ipva"], sitemap: true, ssr: [{ render: "bare", data: true }] },
  // A state's IPVA page (rates, rules, calendar, discounts and the calculator preset to it) and
  // its reminders' calendar file: rendered on request, for the tax year of the request's day.
  { path: "ipva/:uf", file: "routes/ipva-uf.tsx", ssr: [{ render: "always", kind: "/ipva/:uf" }] },
  {
    path: "ipva/:uf/lembretes.ics",
    file: "routes/ipva-lembretes-ics.ts",
    ssr: [{ render: "always", kind: "/ipva/:uf/lembretes.ics" }],
  },
  {
    path: "combustivel",
    file: "routes/combustivel.tsx",
    prerender: ["/combustivel"],
    sitemap: true,
    ssr: [{ render: "query", data: true }],
  },
  {
    path: "comparador",
    file: "routes/comparador.tsx",
    prerender: ["/comparador"],
    sitemap: true,
    ssr: [{ render: "query", data: true }],
  },
  {
    path: "licenciamento",
    file: "routes/licenciamento.tsx",
    prerender: ["/licenciamento"],
    sitemap: true,
    ssr: [{ render: "query", data: true }],
  },
  // A state's licensing page (fee, calendar, sources and the calculator preset to it).
  {
    path: "licenciamento/:uf",
    file: "routes/licenciamento-uf.tsx",
    ssr: [{ render: "always", kind: "/licenciamento/:uf" }],
  },
  // Every model year of a FIPE code, from the catalog.
  { path: "fipe/codigo/:codigo", file: "routes/fipe-codigo.tsx", ssr: [{ render: "always", kind: "catalog" }] },
  // Which vehicles lost the least and the most value in 12 months.
  { path: "fipe/desvalorizacao", file: "routes/fipe-desvalorizacao.tsx", ssr: [{ render: "always", data: true }] },
  // The catalog's pages of a type's brands, a brand's models and a model's years (server/fipe/
  // catalog/brand-pages.ts; each pattern also takes the page's `.data` address). Listed before the
  // optional-segment route below: for /fipe/carros/21 both match with the same rank, and React
  // Router then takes the route defined first.
  { path: "fipe/:tipo", file: "routes/fipe-tipo.tsx", ssr: [{ render: "always", kind: "catalog" }] },
  { path: "fipe/:tipo/:marca", file: "routes/fipe-marca.tsx", ssr: [{ render: "always", kind: "catalog" }] },
  { path: "fipe/:tipo/:marca/:modelo", file: "routes/fipe-modelo.tsx", ssr: [{ render: "always", kind: "catalog" }] },
  // /fipe (the lookup) and each vehicle's own page /fipe/{tipo}/{marca}/{modelo}/{ano}, whose
  // forms (the price alert) post to its address.
  {
    path: "fipe/:tipo?/:marca?/:modelo?/:ano?",
    file: "routes/fipe.tsx",
    prerender: ["/fipe"],
    sitemap: true,
    ssr: [
      { path: "/fipe", render: "bare", data: true },
      { path: "/fipe/:tipo/:marca/:modelo/:ano", kind: "vehicle", render: "always", form: true },
    ],
  },
  {
    path: "fipe/comparar",
    file: "routes/fipe-compare.tsx",
    prerender: ["/fipe/comparar"],
    sitemap: true,
    ssr: [{ render: "query", data: true }],
  },
  // This week's ANP fuel prices per state and a state's page (server/public-data/).
  { path: "precos-combustiveis", file: "routes/precos-combustiveis.tsx", ssr: [{ render: "always", data: true }] },
  { path: "precos-combustiveis/:uf", file: "routes/precos-combustiveis-uf.tsx", ssr: [{ render: "always" }] },
  // A surveyed municipality's page (404 for one the state does not hold).
  {
    path: "precos-combustiveis/:uf/:cidade",
    file: "routes/precos-combustiveis-cidade.tsx",
    ssr: [{ render: "always" }],
  },
  { path: "noticias", file: "routes/noticias.tsx", prerender: ["/noticias"], sitemap: true },
  { path: "blog", file: "routes/blog.tsx", prerender: ["/blog"], sitemap: true },
  // Articles are prerendered from content/blog (react-router.config.ts).
  { path: "blog/:slug", file: "routes/blog-article.tsx" },
  { path: "sobre-nos", file: "routes/sobre-nos.tsx", prerender: ["/sobre-nos"], sitemap: true },
  {
    path: "contato",
    file: "routes/contato.tsx",
    prerender: ["/contato"],
    sitemap: true,
    ssr: [{ render: "query", data: true, form: true }],
  },
  {
    path: "termos-de-uso",
    file: "routes/legal-page.tsx",
    id: "legal-terms",
    prerender: ["/termos-de-uso"],
    sitemap: true,
  },
  {
    path: "politica-de-privacidade",
    file: "routes/legal-page.tsx",
    id: "legal-privacy",
    prerender: ["/politica-de-privacidade"],
    sitemap: true,
  },
  {
    path: "politica-de-cookies",
    file: "routes/legal-page.tsx",
    id: "legal-cookies",
    prerender: ["/politica-de-cookies"],
    sitemap: true,
  },
  {
    path: "newsletter",
    file: "routes/newsletter.tsx",
    prerender: [NEWSLETTER_PATH],
    ssr: [{ render: "query", data: true, form: true }],
  },
  // The newsletter's e-mail links (unsubscribe; confirm, double opt-in) and the result pages the
  // server's form endpoints redirect to: prerendered, not in the sitemap, noindex.
  {
    path: "newsletter/cancelar",
    file: "routes/newsletter-link.tsx",
    id: "newsletter-cancelar",
    prerender: ["/newsletter/cancelar"],
  },
  {
    path: "newsletter/cancelar/:resultado",
    file: "routes/newsletter-link.tsx",
    id: "newsletter-cancelar-resultado",
    prerender: [
      "/newsletter/cancelar/concluido",
      "/newsletter/cancelar/ja-cancelada",
      "/newsletter/cancelar/link-invalido",
    ],
  },
  {
    path: "newsletter/confirmar",
    file: "routes/newsletter-link.tsx",
    id: "newsletter-confirmar",
    prerender: ["/newsletter/confirmar"],
  },
  {
    path: "newsletter/confirmar/:resultado",
    file: "routes/newsletter-link.tsx",
    id: "newsletter-confirmar-resultado",
    prerender: [
      "/newsletter/confirmar/concluida",
      "/newsletter/confirmar/ja-confirmada",
      "/newsletter/confirmar/link-invalido",
    ],
  },
  // The price alerts' e-mail links (confirm, stop one vehicle or all) and their result pages.
  {
    path: "alertas-de-preco/confirmar",
    file: "routes/alertas-de-preco.tsx",
    id: "price-alert-confirm",
    prerender: ["/alertas-de-preco/confirmar"],
  },
  {
    path: "alertas-de-preco/confirmar/:resultado",
    file: "routes/alertas-de-preco.tsx",
    id: "price-alert-confirm-result",
    prerender: [
      "/alertas-de-preco/confirmar/concluido",
      "/alertas-de-preco/confirmar/limite-atingido",
      "/alertas-de-preco/confirmar/link-invalido",
    ],
  },
  {
    path: "alertas-de-preco/cancelar",
    file: "routes/alertas-de-preco.tsx",
    id: "price-alert-cancel",
    prerender: ["/alertas-de-preco/cancelar"],
  },
  {
    path: "alertas-de-preco/cancelar/:resultado",
    file: "routes/alertas-de-preco.tsx",
    id: "price-alert-cancel-result",
    prerender: [
      "/alertas-de-preco/cancelar/concluido",
      "/alertas-de-preco/cancelar/ja-cancelado",
      "/alertas-de-preco/cancelar/link-invalido",
    ],
  },
  // IPVA and licensing reminders by e-mail: the card on a page of its own (where every reminder
  // card posts without JavaScript; not in the sitemap while the state pages place the card), the
  // e-mails' links (confirm, cancel) and their result pages.
  {
    path: "lembretes-ipva",
    file: "routes/lembretes-ipva.tsx",
    prerender: ["/lembretes-ipva"],
    ssr: [{ render: "query", data: true, form: true }],
  },
  {
    path: "lembretes-ipva/confirmar",
    file: "routes/lembretes-ipva-link.tsx",
    id: "reminder-confirm",
    prerender: ["/lembretes-ipva/confirmar"],
  },
  {
    path: "lembretes-ipva/confirmar/:resultado",
    file: "routes/lembretes-ipva-link.tsx",
    id: "reminder-confirm-result",
    prerender: [
      "/lembretes-ipva/confirmar/concluido",
      "/lembretes-ipva/confirmar/limite-atingido",
      "/lembretes-ipva/confirmar/link-invalido",
    ],
  },
  {
    path: "lembretes-ipva/cancelar",
    file: "routes/lembretes-ipva-link.tsx",
    id: "reminder-cancel",
    prerender: ["/lembretes-ipva/cancelar"],
  },
  {
    path: "lembretes-ipva/cancelar/:resultado",
    file: "routes/lembretes-ipva-link.tsx",
    id: "reminder-cancel-result",
    prerender: [
      "/lembretes-ipva/cancelar/concluido",
      "/lembretes-ipva/cancelar/ja-cancelado",
      "/lembretes-ipva/cancelar/link-invalido",
    ],
  },
  // The operator console: prerendered shells (data from /api/admin), noindex, never in the
  // sitemap. Only these pages read the session: the auth layout wraps them, not the whole site.
  // The sign-in page reads it on the server, on every request (a signed-in visitor is sent on):
  // never a prerendered file, never kept.
  {
    path: "entrar",
    file: "routes/entrar.tsx",
    layouts: [AUTH],
    ssr: [{ render: "always", data: true, form: true }],
  },
  {
    path: "admin/configurar",
    file: "routes/admin-configurar.tsx",
    layouts: [AUTH],
    prerender: [FIRST_ADMIN_SETUP_PATH],
    ssr: [{ render: "query", data: true, form: true }],
  },
  consolePage("admin", "routes/admin-overview.tsx"),
  consolePage("admin/mensagens", "routes/admin-mensagens.tsx"),
  consolePage("admin/newsletter", "routes/admin-newsletter.tsx"),
  consolePage("admin/fipe", "routes/admin-fipe.tsx"),
  consolePage("admin/dados-pessoais", "routes/admin-dados-pessoais.tsx"),
  consolePage("admin/administradores", "routes/admin-administradores.tsx"),
  // Resource routes prerendered to files, and the blog's images (from content/blog).
  { path: "sitemap.xml", file: "routes/sitemap-xml.ts", prerender: ["/sitemap.xml"] },
  { path: "robots.txt", file: "routes/robots-txt.ts", prerender: ["/robots.txt"] },
  { path: "rss.xml", file: "routes/rss-xml.ts", prerender: ["/rss.xml"] },
  { path: "images/blog/:file", file: "routes/blog-image-svg.ts" },
  { path: "images/blog/figuras/:file", file: "routes/blog-figure-svg.ts" },
  { path: "*", file: "routes/not-found.tsx", prerender: [NOT_FOUND_PATH] },
] as const satisfies readonly RouteEntry[];

type Entry = (typeof ROUTES)[number];
type SitemapPath = Extract<Entry, { sitemap: true }>["prerender"][number];

/** The sitemap's pages (the spec's route table), in the table's order. */
export const STATIC_PAGE_PATHS: readonly SitemapPath[] = ROUTES.flatMap((r: RouteEntry) =>
  r.sitemap ? (r.prerender ?? []) : [],
) as SitemapPath[];

/** Every address the table prerenders (the blog's articles and images are added from content/). */
export const PRERENDERED_PATHS: readonly string[] = ROUTES.flatMap((r: RouteEntry) => r.prerender ?? []);

/** One answer of the server's, resolved: its pattern, page kind, rendering, `.data` and form. */
export type SsrAnswer = { path: string; kind: string; render: Rendering; data: boolean; form: boolean };

/** What the server renders on request, in the table's order. */
export const SSR_ANSWERS: readonly SsrAnswer[] = ROUTES.flatMap((r: RouteEntry) =>
  (r.ssr ?? []).map((a) => {
    const path = a.path ?? `/${r.path}`;
    return { path, kind: a.kind ?? path, render: a.render, data: a.data ?? false, form: a.form ?? false };
  }),
);
