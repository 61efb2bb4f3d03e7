// A vehicle's own page: the prerendered /fipe HTML with the vehicle's head (title, description,
// canonical, Open Graph, Twitter) written in by the server, so a link pasted in WhatsApp shows
// the vehicle's name and price without JavaScript. No server-side React: the tags come from
// the same pure function the route's meta() uses (app/features/fipe/vehicle-meta.ts), and the
// data travels as a JSON block that the browser reads at hydration.
import {
  VEHICLE_HEAD_ELEMENT_ID,
  vehicleMeta,
  vehicleNamesOf,
  type VehicleHead,
} from "../../app/features/fipe/vehicle-meta.ts";
import type { FipeOption, FipeResult } from "../../app/features/fipe/fipe-types.ts";
import type { VehicleCodes } from "../../app/features/fipe/vehicle-path.ts";
import type { ProxyAnswer } from "./proxy.ts";
import { parseFipePath, type FipeRequest } from "./paths.ts";
import { vehicleStatus } from "./vehicle-status.ts";

type Descriptor = Record<string, string>;

/** Escapes text and attribute values the way React does (so hydration reads the same text). */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!,
  );
}

/** React Router's <Meta/> output for these descriptors. */
export function renderMetaTags(descriptors: Descriptor[]): string {
  return descriptors
    .map((d) => {
      if ("title" in d) return `<title>${escapeHtml(d.title!)}</title>`;
      const { tagName = "meta", ...attributes } = d;
      const attrs = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join("");
      return `<${tagName}${attrs}/>`;
    })
    .join("");
}

/** The page's <Meta/> block in the prerendered HTML: the title and the tags right after it. */
const META_BLOCK = /<title>[\s\S]*?<\/title>(?:<meta [^>]*\/>|<link rel="canonical"[^>]*\/>)*/;

/** The /fipe page with the vehicle's head; null when the page has no recognisable head. */
export function injectVehicleHead(fipeHtml: string, head: VehicleHead, siteUrl: string): string | null {
  const match = META_BLOCK.exec(fipeHtml);
  if (!match) return null;
  const defaultImage = /<meta property="og:image" content="([^"]+)"/.exec(match[0])?.[1];
  const defaultImagePath = defaultImage?.startsWith(siteUrl) ? defaultImage.slice(siteUrl.length) : undefined;
  const full: VehicleHead = { ...head, defaultImagePath };
  const tags = renderMetaTags(vehicleMeta(full, siteUrl));
  // JSON in a non-executable script block: no CSP hash needed; "<" escaped so it cannot close it.
  const data = JSON.stringify(full).replace(/</g, "\\u003c");
  const json = `<script type="application/json" id="${VEHICLE_HEAD_ELEMENT_ID}">${data}</script>`;
  const withTags = fipeHtml.replace(match[0], () => tags);
  return withTags.replace("</head>", () => `${json}</head>`);
}

export type Lookup = (request: FipeRequest) => Promise<ProxyAnswer>;

function request(path: string): FipeRequest {
  const parsed = parseFipePath(path);
  if (!parsed) throw new Error(`not a FIPE path: ${path}`);
  return parsed;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}

function nameIn(answer: ProxyAnswer | null, code: string): string | undefined {
  if (!answer || answer.status !== 200) return undefined;
  const body = answer.body as FipeOption[] | { modelos?: FipeOption[] };
  const list = Array.isArray(body) ? body : (body.modelos ?? []);
  return list.find((o) => o.codigo === code)?.nome;
}

/**
 * What the page's head can say about the vehicle within `timeoutMs`: its price when the FIPE
 * service (or the cache) answers in time; else its names from the lists (usually cached), when
 * the year list vouches for it; "not-found" when the service (or the cached list its code must
 * be in) says these codes do not exist; "unavailable" when nothing can vouch for them now
 * (vehicle-status.ts).
 */
export async function resolveVehicleHead(
  codes: VehicleCodes,
  lookup: Lookup,
  timeoutMs: number,
): Promise<VehicleHead | "not-found" | "unavailable"> {
  const base = `${codes.type}/marcas/${codes.brand}/modelos`;
  const price = await withTimeout(lookup(request(`${base}/${codes.model}/anos/${codes.year}`)), timeoutMs);
  if (price?.status === 200) {
    const r = price.body as FipeResult;
    return {
      codes,
      ...vehicleNamesOf(r, codes),
      price: { value: r.Valor, month: r.MesReferencia, fuel: r.Combustivel, fipeCode: r.CodigoFipe },
      hasImage: true,
    };
  }
  if (price?.status === 404) return "not-found";
  // No price in time: the names from the lists (usually cached), each within a short wait.
  const [brands, models, years] = await Promise.all([
    withTimeout(lookup(request(`${codes.type}/marcas`)), 300),
    withTimeout(lookup(request(base)), 300),
    withTimeout(lookup(request(`${base}/${codes.model}/anos`)), 300),
  ]);
  const status = vehicleStatus(price, years, codes.year);
  if (status === "not-found" || status === "unavailable") return status;
  return {
    codes,
    brand: nameIn(brands, codes.brand) ?? "",
    model: nameIn(models, codes.model) ?? `Modelo ${codes.model}`,
    year: nameIn(years, codes.year)!,
    hasImage: false,
  };
}
