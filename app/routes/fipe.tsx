import { Suspense, lazy, useCallback, useState } from "react";
import { data, redirect, useSearchParams, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/fipe";
import { PageHero } from "../components/layout/page-hero.tsx";
import { VehicleSearch } from "../features/fipe-catalog/vehicle-search.tsx";
import { submitPriceAlert } from "../domain/price-alerts/price-alert-post.ts";
import {
  CONSENT_FIELD,
  PRICE_ALERT_DONE_QUERY,
  PRICE_ALERT_INTENT,
  PRICE_ALERT_SECTION_ID,
} from "../domain/price-alerts/price-alert-names.ts";
import { checked, formFields } from "../lib/form-post.ts";
import { realTermsOf, type RealTerms } from "../features/fipe-catalog/real-terms.ts";
import { cityParam, stateParam, type StateFuelLoaderData } from "../components/public-data/state-fuel-prices.tsx";
import { FipeOfflineNotice } from "../features/fipe/fipe-offline-notice.tsx";
import { FIPE_STRINGS } from "../features/fipe/strings.ts";
import { COMPARE_CARRY_PARAM, compareKey, parseCompareList } from "../lib/fipe/compare-list.ts";
import { CompareCarryNotice } from "../features/fipe/compare-carry-notice.tsx";
import type { VehiclePageData } from "../lib/fipe/vehicle-page-data.ts";
import { mergeHistories } from "../lib/fipe/price-history.ts";
import { VEHICLE_TYPES, VEHICLE_TYPE_LABELS, type FipeResult, type VehicleType } from "../lib/fipe/fipe-types.ts";
import type { TypeBrand } from "../lib/fipe/catalog-pages.ts";
import { pricedVehicleHead, pricedVehiclePath, vehicleMeta, vehicleName } from "../lib/fipe/vehicle-meta.ts";
import { vehicleFromParams, type VehicleCodes } from "../lib/fipe/vehicle-path.ts";
import type { MailDelivery } from "../lib/mail-delivery.ts";
import { SITE_URL } from "../lib/public-env.ts";
import { vehicleOwnershipAnswer } from "./vehicle-ownership-cost.server.ts";
import type { OwnershipAnswer } from "../features/ownership-cost/answer.ts";
import { OWNERSHIP_FIELDS } from "../features/ownership-cost/fields.ts";
import { OwnershipCost } from "../features/ownership-cost/ownership-cost.tsx";
import { PriceAlertForm } from "../features/price-alerts/price-alert-form.tsx";
import { FipeLookup } from "../features/fipe/fipe-lookup.tsx";
import { pageMeta } from "../lib/seo.ts";
import { VehicleMonths } from "../features/fipe-catalog/vehicle-months.tsx";

// The depreciation is read, not filled in: it has no field that could hold what a person types,
// so its code is split from the page's first scripts (React's lazy: the server renders it in
// full, and it hydrates once its code arrives). The yearly cost holds fields: it is part of the
// page's first scripts, and light, as its answer is computed by the loader on the server.
const VehicleDepreciation = lazy(() =>
  import("../features/fipe-catalog/vehicle-depreciation.tsx").then((m) => ({ default: m.VehicleDepreciation })),
);

// /fipe (prerendered: the lookup, empty) and each vehicle's own page
// /fipe/{tipo}/{marca}/{modelo}/{ano} (rendered on the server with its price, names and
// history; codes the FIPE service does not know answer 404). The older query form
// /fipe?tipo=..&marca=..&modelo=..&ano=.. moves to the vehicle's address in one redirect.

/** Bare /fipe: each type's brands the catalog prices (empty where it holds none). */
type BrandIndex = Array<{ type: VehicleType; brands: TypeBrand[] }>;

type PageData =
  | {
      codes: VehicleCodes;
      vehicle: VehiclePageData | null;
      brands?: undefined;
      realTerms?: RealTerms | null;
      /** The `?uf=` state's ANP means, for the yearly cost's price per litre in the server's HTML. */
      fuel?: StateFuelLoaderData | null;
      /** The yearly cost's answer to the query's send, computed here (the calculators stay on the server). */
      ownership?: OwnershipAnswer | null;
      /** Whether the site's mail is on, for the price alert's text after a post without JavaScript. */
      mail?: MailDelivery;
    }
  | {
      codes: null;
      vehicle: null;
      brands: BrandIndex;
      realTerms?: undefined;
      fuel?: undefined;
      ownership?: undefined;
      mail?: undefined;
    }
  | null;

const QUERY_CODES = ["tipo", "marca", "modelo", "ano"] as const;

function codesFromQuery(query: URLSearchParams): VehicleCodes | null {
  const [tipo, marca, modelo, ano] = QUERY_CODES.map((name) => query.get(name) ?? undefined);
  return vehicleFromParams({ tipo, marca, modelo, ano });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const fromPath = vehicleFromParams(params);
  if (!fromPath && params.tipo) throw data(null, { status: 404 });
  const codes = fromPath ?? codesFromQuery(url.searchParams);
  // Prerendering (no services): nothing to load.
  if (!context.services) return null;
  // The bare lookup: the links to every brand of each type (none before the catalog has any).
  if (!codes) {
    const { fipeCatalog } = context.services;
    const pages = await Promise.all(VEHICLE_TYPES.map((type) => fipeCatalog.type(type)));
    const brands = VEHICLE_TYPES.map((type, i) => ({ type, brands: pages[i]?.brands ?? [] }));
    return data<PageData>(
      { codes: null, vehicle: null, brands },
      // Kept a while once there are brands; an empty catalog's page is not kept (brands come soon).
      { headers: { "Cache-Control": brands.some((b) => b.brands.length) ? "public, max-age=600" : "no-cache" } },
    );
  }
  // ?referencia=AAAA-MM: a past month the catalog holds (the canonical address stays without it).
  // A month the catalog does not hold (or not a month at all) is a page that does not exist.
  const referencia = url.searchParams.get("referencia") || null;
  if (referencia && !/^\d{4}-(0[1-9]|1[0-2])$/.test(referencia)) throw data(null, { status: 404 });
  const found = await context.services.vehicle(codes, referencia);
  if (found.status === "not-found") throw data(null, { status: 404 });
  if (found.status === "unavailable" || found.status === "limited") {
    // Not verifiable now (or this client's FIPE lookups are spent for the minute: 429, never a
    // 5xx): the page loads the vehicle in the browser; crawlers are told to come back.
    const limited = found.status === "limited";
    const retryAfter = limited ? String(found.retryAfterSeconds) : "60";
    return data<PageData>(
      { codes, vehicle: null, mail: context.services.mailDelivery },
      {
        status: limited ? 429 : 503,
        headers: { "Cache-Control": "no-store", "Retry-After": retryAfter, "X-Robots-Tag": "noindex" },
      },
    );
  }
  const canonical = pricedVehiclePath(codes, found.data.price);
  if (url.pathname !== canonical) {
    const query = new URLSearchParams(url.search);
    for (const name of QUERY_CODES) query.delete(name);
    const rest = query.toString();
    throw redirect(rest ? `${canonical}?${rest}` : canonical, 301);
  }
  // The 12-month change after inflation (IPCA, public data), when both are held. The yearly
  // cost's state comes from the query (a shared cost, or its form sent without JavaScript):
  // that state's ANP means fill its price per litre already in the HTML.
  const { publicData } = context.services;
  const uf = stateParam(url.searchParams);
  const city = cityParam(url.searchParams);
  const [realTerms, place, cities] = await Promise.all([
    realTermsOf(found.data.fullHistory, publicData),
    uf && publicData ? publicData.placeFuelPrices(uf, city || null) : null,
    uf && publicData ? publicData.fuelCities(uf) : [],
  ]);
  const fuel = uf
    ? { uf, city: place?.city?.slug ?? "", cities, place: place?.place ?? uf, prices: place?.prices ?? null }
    : null;
  const ownership = vehicleOwnershipAnswer(codes.type, found.data, url.searchParams);
  return data<PageData>(
    { codes, vehicle: found.data, realTerms, fuel, ownership, mail: context.services.mailDelivery },
    // Months still coming in the background: not kept, so the next view shows them.
    { headers: { "Cache-Control": found.data.historyPending ? "no-cache" : "public, max-age=600" } },
  );
}

// The vehicle page's forms posted before (or without) JavaScript: the price alert.
export async function action({ params, request, context }: Route.ActionArgs) {
  const codes = vehicleFromParams(params);
  if (!codes) throw data(null, { status: 404 });
  const form = await request.formData();
  if (form.get("intent") !== PRICE_ALERT_INTENT) throw data(null, { status: 400 });
  const services = context.services;
  const result = await submitPriceAlert(
    {
      ...(formFields(form, ["email", "website"]) as { email: string; website: string }),
      consent: checked(form, CONSENT_FIELD),
    },
    codes,
    services ? (body) => services.followPriceAlert(body) : null,
  );
  // See Other to an address without personal data: a reload does not post again.
  const path = new URL(request.url).pathname;
  if (result.status === "pending") throw redirect(`${path}?${PRICE_ALERT_DONE_QUERY}=1#${PRICE_ALERT_SECTION_ID}`, 303);
  return data(result, { status: 400, headers: { "Cache-Control": "no-store" } });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  // A refused post is never kept anywhere.
  return actionHeaders.get("Cache-Control") ? actionHeaders : loaderHeaders;
}

// The yearly cost's send and its place for fuel prices: the server answers them.
const OWNERSHIP_QUERY = [...OWNERSHIP_FIELDS, "cidade"];

/** Whether the two addresses are the same vehicle page with another send of its yearly cost. */
function ownershipSent(currentUrl: URL, nextUrl: URL): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  return OWNERSHIP_QUERY.some((name) => currentUrl.searchParams.get(name) !== nextUrl.searchParams.get(name));
}

// The lookup runs in the page once it is there: changing the vehicle changes the address but
// asks the server for nothing. A send of the yearly cost asks the page's loader for its answer.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (ownershipSent(currentUrl, nextUrl)) return true;
  return currentUrl.pathname.startsWith("/fipe") && nextUrl.pathname.startsWith("/fipe")
    ? false
    : defaultShouldRevalidate;
};

export function meta({ data: page }: Route.MetaArgs) {
  if (page?.codes && page.vehicle) return vehicleMeta(pricedVehicleHead(page.codes, page.vehicle.price), SITE_URL);
  const base = pageMeta({
    title: "Consulta Tabela FIPE Grátis (Carros, Motos e Caminhões) | Carro em Conta",
    description:
      "Consulte grátis a Tabela FIPE de carros, motos e caminhões: o preço médio de referência para negociar a compra ou a venda do seu veículo.",
    path: "/fipe",
  });
  return page?.codes ? [...base, { name: "robots", content: "noindex" }] : base;
}

export default function FipePage({ loaderData, actionData }: Route.ComponentProps) {
  const vehicle = loaderData?.vehicle ?? null;
  const ownership = loaderData?.ownership;
  const [searchParams] = useSearchParams();
  // The heading names the vehicle whose price is on screen (the one rendered, then the one chosen).
  const [shown, setShown] = useState(() =>
    vehicle ? vehicleName(pricedVehicleHead(vehicle.codes, vehicle.price)) : null,
  );
  // The price alert follows the vehicle on screen (a new choice in the page changes it).
  const [alertFor, setAlertFor] = useState(() =>
    vehicle ? { codes: vehicle.codes, path: pricedVehiclePath(vehicle.codes, vehicle.price) } : null,
  );
  // Told on mount of the vehicle the page was rendered with, too: the same vehicle keeps the
  // same state, so the page is not rendered again right after hydration.
  const onShown = useCallback((priced: { codes: VehicleCodes; result: FipeResult } | null) => {
    setShown(priced ? vehicleName(pricedVehicleHead(priced.codes, priced.result)) : null);
    const path = priced ? pricedVehiclePath(priced.codes, priced.result) : null;
    setAlertFor((current) =>
      current?.path === path ? current : priced && path ? { codes: priced.codes, path } : null,
    );
  }, []);
  // A comparison in progress (?comparar=): the vehicle picked here (search or fields) joins it.
  const carried = parseCompareList((searchParams.get(COMPARE_CARRY_PARAM) ?? "").split(","));
  const carryQuery = carried.length ? `${COMPARE_CARRY_PARAM}=${carried.map(compareKey).join(",")}` : undefined;
  const search = (
    <VehicleSearch
      className={vehicle ? undefined : "max-w-2xl"}
      linkQuery={carryQuery}
      note={carried.length ? "Adicionando à comparação: o veículo que você escolher na busca entra nela." : undefined}
    />
  );
  // Every month the page shows (the history, its spans, the depreciation, the yearly cost): one list.
  const shownHistory = vehicle ? mergeHistories(vehicle.history, vehicle.fullHistory) : [];
  return (
    <>
      {/* A vehicle's page names it and goes straight to its price (the intro is the lookup's). */}
      <PageHero title={shown ?? FIPE_STRINGS.heading} eyebrow={shown ? FIPE_STRINGS.heading : undefined}>
        {vehicle ? null : FIPE_STRINGS.intro}
      </PageHero>
      <FipeOfflineNotice />
      <CompareCarryNotice list={carried} onVehiclePage={shown !== null} />
      {vehicle ? null : (
        <div className="mx-auto max-w-6xl px-4 pt-8" data-print="hide">
          {search}
        </div>
      )}
      <FipeLookup initial={vehicle} onShown={onShown} search={vehicle ? search : undefined} />
      {vehicle?.months?.length ? (
        <VehicleMonths
          action={pricedVehiclePath(vehicle.codes, vehicle.price)}
          months={vehicle.months}
          referencia={vehicle.referencia ?? null}
          history={shownHistory}
        />
      ) : null}
      {/* Only while the rendered vehicle is the one on screen (the lookup can change it in place). */}
      {vehicle && shown === vehicleName(pricedVehicleHead(vehicle.codes, vehicle.price)) ? (
        <>
          {shownHistory.length ? (
            <Suspense fallback={null}>
              <VehicleDepreciation history={shownHistory} realTerms={loaderData?.realTerms} />
            </Suspense>
          ) : null}
          {ownership ? (
            <OwnershipCost
              answer={ownership}
              action={pricedVehiclePath(vehicle.codes, vehicle.price)}
              statePrices={loaderData?.fuel}
            />
          ) : null}
        </>
      ) : null}
      {alertFor ? (
        <PriceAlertForm
          key={alertFor.path}
          codes={alertFor.codes}
          action={alertFor.path}
          done={searchParams.get(PRICE_ALERT_DONE_QUERY) === "1"}
          mail={loaderData?.mail ?? "on"}
          posted={actionData?.status === "error" ? actionData : null}
        />
      ) : null}
      <BrandIndexLinks index={loaderData?.brands ?? []} />
    </>
  );
}

/** Every brand of each type the catalog prices, under a link to the type's page (only the
 * type links before the catalog holds a brand, and in the prerendered copy). */
function BrandIndexLinks({ index }: { index: BrandIndex }) {
  const withBrands = index.filter((entry) => entry.brands.length);
  return (
    <nav aria-labelledby="tabela-por-marca" className="mx-auto max-w-6xl px-4 pb-12" data-print="hide">
      <h2 id="tabela-por-marca" className="text-xl font-bold text-gray-900">
        Tabela FIPE por marca
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {VEHICLE_TYPES.map((type) => (
          <li key={type}>
            <a
              href={`/fipe/${type}`}
              className="inline-flex min-h-11 items-center rounded-lg border border-gray-200 px-4 py-2 font-medium text-brand-700 hover:border-brand-300 hover:bg-brand-50"
            >
              Marcas de {VEHICLE_TYPE_LABELS[type].plural.toLowerCase()}
            </a>
          </li>
        ))}
      </ul>
      {withBrands.map(({ type, brands }) => (
        <section key={type} aria-labelledby={`marcas-${type}`} className="mt-6">
          <h3 id={`marcas-${type}`} className="text-lg font-semibold text-gray-900">
            {VEHICLE_TYPE_LABELS[type].plural}
          </h3>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-5">
            {brands.map((brand) => (
              <li key={brand.codigo}>
                <a href={brand.path} className="inline-flex min-h-11 items-center text-brand-700 hover:underline">
                  {brand.nome}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
