// The query parameters each page rendered on request reads: only these make a page differ, so
// only these reach the render and the page cache's key; any other (a tracking tag, `?x=N` made
// up to miss the cache) is ignored, and the address bar keeps it. A route that starts reading
// a new parameter must list it here (query-keys.test.ts checks the app's sources against the
// list).
import { PRICE_ALERT_DONE_QUERY } from "#app/domain/price-alerts/price-alert-post.ts";
import { REMINDER_DONE_QUERY } from "#app/domain/reminders/reminder-names.ts";
import { COMPARE_CARRY_PARAM, COMPARE_PARAM } from "#app/lib/fipe/compare-list.ts";

/** React Router's own parameter on a client navigation's `.data` request. */
export const DATA_ROUTES_PARAM = "_routes";

const IPVA = ["valor", "uf", "tipo", "combustivel", "cc", "cv", "proprietario", "fabricacao", "exercicio", "final"];
const OWNERSHIP_COST = ["uf", "cidade", "km", "litro", "kml", "seguro", "manutencao", "financiado", "taxa", "parcelas"];

/** By the path the page answers (a pattern's first segments for the catalog's and vehicles' pages). */
export const QUERY_PARAMS: Record<string, readonly string[]> = {
  vehicle: ["referencia", PRICE_ALERT_DONE_QUERY, COMPARE_CARRY_PARAM, ...OWNERSHIP_COST],
  catalog: [],
  "/fipe": ["tipo", "marca", "modelo", "ano", "referencia", COMPARE_CARRY_PARAM],
  "/fipe/comparar": [COMPARE_PARAM, "uf"],
  "/fipe/desvalorizacao": [],
  "/financiamento": ["valor", "entrada", "taxa", "parcelas", "confirmar-taxa", "modo", "financiado", "parcela", "iof"],
  "/ipva": IPVA,
  // A state's page: its calculator's fields (the state is the page's); its reminders' file.
  "/ipva/:uf": IPVA.filter((name) => name !== "uf"),
  "/ipva/:uf/lembretes.ics": ["final", "tipo"],
  "/combustivel": ["distancia", "litros", "preco", "uf", "cidade", "combustivel"],
  "/comparador": ["gasolina", "etanol", "uf", "cidade"],
  // `placa` only to redirect an old link to `final` without echoing the plate.
  "/licenciamento": ["final", "placa", "uf", "tipo", "base", "multa", "juros", "meses", "encargos"],
  "/licenciamento/:uf": ["final", "tipo", "base", "multa", "juros", "meses", "encargos"],
  "/admin/configurar": ["token"],
  "/contato": ["enviada"],
  "/newsletter": ["inscricao"],
  "/lembretes-ipva": [REMINDER_DONE_QUERY],
  "/entrar": ["voltar"],
};

/**
 * The request's address with only the parameters `kind` reads (sorted by name, repeated ones
 * in their order): what the page is rendered from and cached under. `.data` requests keep
 * React Router's `_routes`.
 */
export function canonicalUrl(kind: string, url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const path = url.slice(0, q);
  const read = QUERY_PARAMS[kind] ?? [];
  const keep = path.endsWith(".data") ? [...read, DATA_ROUTES_PARAM] : read;
  const params = new URLSearchParams(url.slice(q + 1));
  const kept = [...params].filter(([name]) => keep.includes(name));
  if (!kept.length) return path;
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return `${path}?${new URLSearchParams(kept).toString()}`;
}
