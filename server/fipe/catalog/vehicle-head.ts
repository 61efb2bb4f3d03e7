// A catalog row's vehicle names as its page names itself: brand and model from the price the
// catalog holds (what the page's price answer carries), else from the lists; the year from the
// model year and fuel. The ranking and the sitemaps write the page's canonical address with
// them, so a link lands on the page, not on a redirect.
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { canonicalVehiclePath, catalogVehicleNames, vehicleName } from "#app/lib/fipe/vehicle-meta.ts";
import type { Db } from "../../db/client.ts";
import { fipeBrands, fipeModels, fipePrices } from "../../db/schema.ts";
import { sameModelYear, type ModelYearColumns } from "./keys.ts";
import type { PriceFields } from "./store.ts";

export type CatalogVehicleRow = {
  /** A vehicle type (the catalog only stores prices of the types it knows). */
  type: string;
  brandCode: string;
  modelCode: string;
  yearCode: string;
  /** The year option's name ("2014 Diesel", "32000 Gasolina"). */
  yearName: string;
  modelYear: number;
  /** The price answer's fields, as fipe_model_years.price_fields holds them. */
  priceFields: unknown;
  brandName: string | null;
  modelName: string | null;
};

export function catalogVehicleHead(r: CatalogVehicleRow) {
  const fields = r.priceFields as Partial<PriceFields> | null;
  const { brand, model, year } = catalogVehicleNames({
    brand: fields?.Marca,
    model: fields?.Modelo,
    fuel: fields?.Combustivel,
    modelYear: r.modelYear,
    brandList: r.brandName,
    modelList: r.modelName,
    yearList: r.yearName,
  });
  const codes = { type: r.type as VehicleType, brand: r.brandCode, model: r.modelCode, year: r.yearCode };
  return {
    codes,
    brand,
    model,
    year,
    name: vehicleName({ brand, model, year }),
    path: canonicalVehiclePath({ codes, brand, model, year }),
  };
}

/** The brand's name in the lists, joined to a model-year `y` (a table or a subquery's columns). */
export const brandOf = (y: ModelYearColumns) => and(eq(fipeBrands.type, y.type), eq(fipeBrands.code, y.brandCode));

/** The model's name in the lists, joined to a model-year `y`. */
export const modelOf = (y: ModelYearColumns) =>
  and(eq(fipeModels.type, y.type), eq(fipeModels.brandCode, y.brandCode), eq(fipeModels.code, y.modelCode));

/**
 * The newest price held for a model-year `y` (valor, month as "YYYY-MM" and FIPE's label mes),
 * a lateral subquery named `p`: join it with `leftJoinLateral(newestHeldPrice(db, y), sql`true`)`.
 * The rows of the code page and of the search.
 */
export function newestHeldPrice(db: Db, y: ModelYearColumns) {
  const p = fipePrices;
  return db
    .select({ valor: p.valor, month: p.month, mes: p.mes })
    .from(p)
    .where(and(sameModelYear(p, y), isNotNull(p.valor)))
    .orderBy(desc(p.month))
    .limit(1)
    .as("p");
}
