import { describe, expect, it } from "vitest";
import {
  brandPath,
  modelPath,
  parseCatalogPath,
  parseVehiclePath,
  vehicleFromParams,
  vehiclePath,
  vehicleSlug,
} from "./vehicle-path.ts";

describe("vehicle paths", () => {
  const codes = { type: "carros", brand: "59", model: "5940", year: "2014-3" } as const;

  it("writes codes with readable slugs and reads them back", () => {
    const path = vehiclePath(codes, {
      brand: "VW - VolksWagen",
      model: "AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut",
      year: "2014 Diesel",
    });
    expect(path).toBe("/fipe/carros/59-vw-volkswagen/5940-amarok-high-cd-2-0-16v-tdi-4x4-dies-aut/2014-3-2014-diesel");
    expect(parseVehiclePath(path)).toEqual(codes);
  });

  it("reads bare codes, zero-km years and route params", () => {
    expect(parseVehiclePath("/fipe/carros/59/5940/2014-3")).toEqual(codes);
    expect(parseVehiclePath("/fipe/motos/80/1234/32000-1")).toEqual({
      type: "motos",
      brand: "80",
      model: "1234",
      year: "32000-1",
    });
    expect(vehicleFromParams({ tipo: "carros", marca: "59-vw", modelo: "5940", ano: "2014-3" })).toEqual(codes);
    expect(vehicleFromParams({ tipo: "carros", marca: "59" })).toBeNull();
  });

  it("refuses what is not a vehicle", () => {
    for (const bad of [
      "/fipe",
      "/fipe/comparar",
      "/fipe/avioes/59/5940/2014-3",
      "/fipe/carros/vw/5940/2014-3",
      "/fipe/carros/59/5940/2014",
      "/fipe/carros/59/5940/2014-3/extra",
      "/fipe/carros/59/5940/2014-3-<script>",
    ]) {
      expect(parseVehiclePath(bad), bad).toBeNull();
    }
  });

  it("slugifies pt-BR names, at most 60 characters", () => {
    expect(vehicleSlug("Citroën C3 Aircross 1.6 Automático")).toBe("citroen-c3-aircross-1-6-automatico");
    expect(vehicleSlug("  --  ")).toBe("");
    expect(vehicleSlug("A".repeat(59) + " B").length).toBeLessThanOrEqual(60);
  });
});

describe("brand and model paths", () => {
  it("writes the codes with readable slugs, like a vehicle's path", () => {
    expect(brandPath("carros", "21", "Fiat")).toBe("/fipe/carros/21-fiat");
    expect(
      modelPath({ type: "carros", brand: "59", model: "5940" }, { brand: "VW - VolksWagen", model: "AMAROK CD2.0" }),
    ).toBe("/fipe/carros/59-vw-volkswagen/5940-amarok-cd2-0");
    expect(modelPath({ type: "motos", brand: "80", model: "123" })).toBe("/fipe/motos/80/123");
  });

  it("reads the codes back, and refuses what is not a brand or model path", () => {
    expect(parseCatalogPath({ tipo: "carros", marca: "21-fiat" })).toEqual({ type: "carros", brand: "21" });
    expect(parseCatalogPath({ tipo: "carros", marca: "21-fiat", modelo: "7541-argo-1-0" })).toEqual({
      type: "carros",
      brand: "21",
      model: "7541",
    });
    expect(parseCatalogPath({ tipo: "avioes", marca: "21" })).toBeNull();
    expect(parseCatalogPath({ tipo: "carros", marca: "fiat" })).toBeNull();
    expect(parseCatalogPath({ tipo: "carros", marca: "21", modelo: "argo" })).toBeNull();
  });
});
