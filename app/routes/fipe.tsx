import { useCallback, useState } from "react";
import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/fipe";
import { PageHero } from "../components/layout/page-hero.tsx";
import { VehicleSearch } from "../features/fipe-catalog/vehicle-search.tsx";
import { VehicleMonths } from "../features/fipe-catalog/vehicle-months.tsx";
import { VehicleDepreciation } from "../features/fipe-catalog/vehicle-depreciation.tsx";
import { FipeLookup } from "../features/fipe/fipe-lookup.tsx";
import { FipeOfflineNotice } from "../features/fipe/fipe-offline-notice.tsx";
import { FIPE_STRINGS } from "../features/fipe/strings.ts";
import type { VehiclePageData } from "../features/fipe/vehicle-page-data.ts";
import type { FipeResult } from "../features/fipe/fipe-types.ts";
import { pricedVehicleHead, pricedVehiclePath, vehicleMeta, vehicleName } from "../features/fipe/vehicle-meta.ts";
import { vehicleFromParams, type VehicleCodes } from "../features/fipe/vehicle-path.ts";
import { SITE_URL } from "../lib/public-env.ts";
import { pageMeta } from "../lib/seo.ts";

// /fipe (prerendered: the lookup, empty) and each vehicle's own page
// /fipe/{tipo}/{marca}/{modelo}/{ano} (rendered on the server with its price, names and
// history; codes the FIPE service does not know answer 404). The older query form
// /fipe?tipo=..&marca=..&modelo=..&ano=.. moves to the vehicle's address in one redirect.

type PageData = { codes: VehicleCodes; vehicle: VehiclePageData | null } | null;

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
  // Prerendering (no services) or the bare lookup: nothing to load.
  if (!codes || !context.services) return null;
  // ?referencia=AAAA-MM: a past month the catalog holds (the canonical address stays without it).
  // A month the catalog does not hold (or not a month at all) is a page that does not exist.
  const referencia = url.searchParams.get("referencia") || null;
  if (referencia && !/^\d{4}-(0[1-9]|1[0-2])$/.test(referencia)) throw data(null, { status: 404 });
  const found = await context.services.vehicle(codes, referencia);
  if (found.status === "not-found") throw data(null, { status: 404 });
  if (found.status === "unavailable") {
    // Not verifiable now: the page tries again in the browser; crawlers are told to come back.
    return data<PageData>(
      { codes, vehicle: null },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "60", "X-Robots-Tag": "noindex" } },
    );
  }
  const canonical = pricedVehiclePath(codes, found.data.price);
  if (url.pathname !== canonical) {
    const query = new URLSearchParams(url.search);
    for (const name of QUERY_CODES) query.delete(name);
    const rest = query.toString();
    throw redirect(rest ? `${canonical}?${rest}` : canonical, 301);
  }
  return data<PageData>({ codes, vehicle: found.data }, { headers: { "Cache-Control": "public, max-age=600" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

// The lookup runs in the page once it is there: changing the vehicle changes the address but
// asks the server for nothing.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname.startsWith("/fipe") && nextUrl.pathname.startsWith("/fipe") ? false : defaultShouldRevalidate;

export function meta({ data: page }: Route.MetaArgs) {
  if (page?.vehicle) return vehicleMeta(pricedVehicleHead(page.codes, page.vehicle.price), SITE_URL);
  const base = pageMeta({
    title: "Consulta Tabela FIPE Grátis (Carros, Motos e Caminhões) | Carro em Conta",
    description:
      "Consulte grátis a Tabela FIPE de carros, motos e caminhões: o preço médio de referência para negociar a compra ou a venda do seu veículo.",
    path: "/fipe",
  });
  return page?.codes ? [...base, { name: "robots", content: "noindex" }] : base;
}

export default function FipePage({ loaderData }: Route.ComponentProps) {
  const vehicle = loaderData?.vehicle ?? null;
  // The heading names the vehicle whose price is on screen (the one rendered, then the one chosen).
  const [shown, setShown] = useState(() =>
    vehicle ? vehicleName(pricedVehicleHead(vehicle.codes, vehicle.price)) : null,
  );
  const onShown = useCallback(
    (priced: { codes: VehicleCodes; result: FipeResult } | null) =>
      setShown(priced ? vehicleName(pricedVehicleHead(priced.codes, priced.result)) : null),
    [],
  );
  return (
    <>
      <PageHero title={shown ?? FIPE_STRINGS.heading} eyebrow={shown ? FIPE_STRINGS.heading : undefined}>
        {FIPE_STRINGS.intro}
      </PageHero>
      <FipeOfflineNotice />
      <div className="mx-auto max-w-6xl px-4 pt-8" data-print="hide">
        <VehicleSearch className="max-w-2xl" />
      </div>
      <FipeLookup initial={vehicle} onShown={onShown} />
      {vehicle?.months?.length ? (
        <VehicleMonths
          action={pricedVehiclePath(vehicle.codes, vehicle.price)}
          months={vehicle.months}
          referencia={vehicle.referencia ?? null}
          history={vehicle.fullHistory ?? []}
        />
      ) : null}
      {vehicle?.fullHistory?.length ? <VehicleDepreciation history={vehicle.fullHistory} /> : null}
    </>
  );
}
