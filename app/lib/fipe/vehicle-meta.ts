// The head of a vehicle's page (/fipe/{tipo}/{marca}/{modelo}/{ano}): title, description,
// canonical, Open Graph and Twitter tags naming the vehicle and its price, written by the
// route's meta() from the data the page is rendered with (so WhatsApp and crawlers see them
// without JavaScript). Pure: no React, no I/O.
import {
  NOT_AVAILABLE,
  formatModelYear,
  formatYearOptionName,
  type FipeResult,
  VEHICLE_TYPE_LABELS,
} from "./fipe-types.ts";
import { vehiclePath, type VehicleCodes, type VehicleNames } from "./vehicle-path.ts";

/** What the server knows of the vehicle when it answers (names may come from the lists only). */
export type VehicleHead = {
  codes: VehicleCodes;
  brand: string;
  model: string;
  /** "2014 Diesel", "Zero Km Gasolina" */
  year: string;
  price?: { value: string; month: string; fuel: string; fipeCode: string };
  /** True when a share image can be rendered (the price is known). */
  hasImage: boolean;
  /** The site's own share image, used when the vehicle has none. */
  defaultImagePath?: string;
};

const SITE_NAME = "Carro em Conta";

/** "Fiat Argo 1.0" (the brand is left out when the model already starts with it). */
export function brandAndModel(brandName: string, modelName: string): string {
  const model = modelName.trim();
  const brand = brandName.trim();
  return brand && !model.toLowerCase().startsWith(brand.toLowerCase()) ? `${brand} ${model}` : model;
}

/** "Fiat Argo 1.0 2023 Gasolina" (the brand is left out when the model already starts with it). */
export function vehicleName(head: Pick<VehicleHead, "brand" | "model" | "year">): string {
  return `${brandAndModel(head.brand, head.model)} ${formatYearOptionName(head.year.trim())}`.trim();
}

/**
 * The year option name from a price result: 2014 + "Diesel" → "2014 Diesel"; 32000 → "Zero Km".
 * A fuel FIPE left out ("N/A", or none) is left out of the name.
 */
export function yearName(modelYear: number, fuel: string): string {
  return `${formatModelYear(modelYear)} ${fuel === NOT_AVAILABLE ? "" : fuel}`.trim();
}

/**
 * A model year's name from what the catalog holds: the model year and fuel ("2014 Diesel"),
 * else the year list's option name ("32000 Gasolina" → "Zero Km Gasolina") when it is known,
 * else the model year alone.
 */
export function catalogYearName(modelYear: number, fuel: string | null | undefined, yearListName?: string): string {
  if (fuel) return yearName(modelYear, fuel);
  return yearListName === undefined ? yearName(modelYear, "") : formatYearOptionName(yearListName);
}

/** What the catalog holds of a model year's names: from the price it holds (FIPE's Marca,
 * Modelo; the fuel), and from the brand, model and year lists. */
export type HeldVehicleNames = {
  brand?: string | null;
  model?: string | null;
  fuel?: string | null;
  modelYear: number;
  brandList?: string | null;
  modelList?: string | null;
  yearList?: string;
};

/**
 * A catalog vehicle's names as its page names itself (the page's price answer carries the held
 * price's names): brand and model from the price held, else from the lists; the year as
 * catalogYearName writes it. The sitemaps, the ranking, the code and brand pages and the price
 * alerts' mails all name a vehicle, and write its canonical address, with these.
 */
export function catalogVehicleNames(held: HeldVehicleNames): { brand: string; model: string; year: string } {
  return {
    brand: held.brand ?? held.brandList ?? "",
    model: held.model ?? held.modelList ?? "",
    year: catalogYearName(held.modelYear, held.fuel, held.yearList),
  };
}

/** The names a price result gives the vehicle: brand, model and year ("2014 Diesel"). */
export function vehicleNamesOf(result: FipeResult, codes: VehicleCodes): Required<VehicleNames> {
  return {
    brand: result.Marca,
    model: result.Modelo,
    // A model year FIPE left out comes as "N/A": the year then comes from the year code.
    year: yearName(
      typeof result.AnoModelo === "number" ? result.AnoModelo : Number(codes.year.split("-")[0]),
      result.Combustivel,
    ),
  };
}

/**
 * The vehicle's canonical path: codes and the slugs of its brand, model and year, as its page's
 * canonical link, the vehicles sitemap, the address bar after a lookup and the server's
 * redirect all write it.
 */
export function canonicalVehiclePath(head: Pick<VehicleHead, "codes" | "brand" | "model" | "year">): string {
  return vehiclePath(head.codes, { brand: head.brand, model: head.model, year: head.year });
}

/** The canonical path of a priced vehicle (the address after a lookup). */
export function pricedVehiclePath(codes: VehicleCodes, result: FipeResult): string {
  return canonicalVehiclePath({ codes, ...vehicleNamesOf(result, codes) });
}

export function vehicleShareImagePath(codes: VehicleCodes): string {
  return `/fipe/imagem/${codes.type}/${codes.brand}/${codes.model}/${codes.year}.png`;
}

/** A meta descriptor in React Router's format ({title}, {name, content}, {tagName: "link", ...}). */
export type MetaDescriptor = Record<string, string>;

/** The meta descriptors for the vehicle's page. */
export function vehicleMeta(head: VehicleHead, siteUrl: string): MetaDescriptor[] {
  const name = vehicleName(head);
  const url = `${siteUrl}${canonicalVehiclePath(head)}`;
  const title = head.price
    ? `${name}: ${head.price.value} na Tabela FIPE | ${SITE_NAME}`
    : `${name} na Tabela FIPE | ${SITE_NAME}`;
  const description = head.price
    ? `Valor FIPE do ${VEHICLE_TYPE_LABELS[head.codes.type].noun} ${name} em ${head.price.month}: ${head.price.value} (código FIPE ${head.price.fipeCode}). Veja o histórico de 12 meses, compare e calcule IPVA e financiamento grátis.`
    : `Consulte grátis o valor FIPE do ${VEHICLE_TYPE_LABELS[head.codes.type].noun} ${name}, o histórico de 12 meses, e calcule IPVA e financiamento.`;
  const imagePath = head.hasImage ? vehicleShareImagePath(head.codes) : head.defaultImagePath;
  const image: MetaDescriptor[] = imagePath
    ? [
        { property: "og:image", content: `${siteUrl}${imagePath}` },
        { property: "og:image:type", content: "image/png" },
        { property: "og:image:width", content: "1200" },
        { property: "og:image:height", content: "630" },
        { property: "og:image:alt", content: head.price ? `${name}: ${head.price.value}` : name },
        { name: "twitter:image", content: `${siteUrl}${imagePath}` },
      ]
    : [];
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...image,
    { name: "twitter:card", content: image.length ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

/** The head of a priced vehicle (its page's data). */
export function pricedVehicleHead(codes: VehicleCodes, result: FipeResult): VehicleHead {
  return {
    codes,
    ...vehicleNamesOf(result, codes),
    price: { value: result.Valor, month: result.MesReferencia, fuel: result.Combustivel, fipeCode: result.CodigoFipe },
    hasImage: true,
  };
}
