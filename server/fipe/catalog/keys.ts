// The catalog's tables are keyed by a model-year's codes (type, brand, model, year): the join
// and filter conditions every catalog query writes, for tables and the builder's subqueries.
import { and, eq, type SQL, type SQLWrapper } from "drizzle-orm";
import type { VehicleKey } from "../upstreams/types.ts";

/** Columns (of a table or a subquery) holding a model-year's codes. */
export type ModelYearColumns = Record<"type" | "brandCode" | "modelCode" | "yearCode", SQLWrapper>;

/** The same model-year in `a` and `b`. */
export function sameModelYear(a: ModelYearColumns, b: ModelYearColumns): SQL {
  return and(
    eq(a.type, b.type),
    eq(a.brandCode, b.brandCode),
    eq(a.modelCode, b.modelCode),
    eq(a.yearCode, b.yearCode),
  )!;
}

/** `columns` are the vehicle's codes. */
export function isVehicle(columns: ModelYearColumns, vehicle: VehicleKey): SQL {
  return and(
    eq(columns.type, vehicle.type),
    eq(columns.brandCode, vehicle.brand),
    eq(columns.modelCode, vehicle.model),
    eq(columns.yearCode, vehicle.year),
  )!;
}
