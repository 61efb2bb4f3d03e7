import { describe, expect, it } from "vitest";
import { fipeRequest, parseFipePath } from "./paths.ts";

describe("FIPE requests", () => {
  it("carries the codes, typed, with the path they are asked and cached under", () => {
    expect(fipeRequest({ type: "carros" })).toEqual({ kind: "brands", type: "carros", path: "carros/marcas" });
    expect(fipeRequest({ type: "motos", brand: "59" })).toEqual({
      kind: "models",
      type: "motos",
      brand: "59",
      path: "motos/marcas/59/modelos",
    });
    expect(fipeRequest({ type: "carros", brand: "59", model: "5940" })?.path).toBe(
      "carros/marcas/59/modelos/5940/anos",
    );
    expect(fipeRequest({ type: "caminhoes", brand: "59", model: "5940", year: "2014-3" })).toEqual({
      kind: "price",
      type: "caminhoes",
      brand: "59",
      model: "5940",
      year: "2014-3",
      path: "caminhoes/marcas/59/modelos/5940/anos/2014-3",
    });
  });

  it("refuses malformed codes and a code without the one before it", () => {
    expect(fipeRequest({ type: "carros", brand: "5a" })).toBeNull();
    expect(fipeRequest({ type: "carros", brand: "59", model: "5940", year: "2014" })).toBeNull();
    expect(fipeRequest({ type: "carros", model: "5940" })).toBeNull();
    expect(fipeRequest({ type: "carros", brand: "59", year: "2014-3" })).toBeNull();
    expect(fipeRequest({ type: "barcos" as "carros" })).toBeNull();
  });

  it("reads a path into the same request its codes build", () => {
    for (const key of [
      { type: "carros" as const },
      { type: "carros" as const, brand: "21" },
      { type: "motos" as const, brand: "21", model: "100" },
      { type: "carros" as const, brand: "21", model: "100", year: "32000-1" },
    ]) {
      const built = fipeRequest(key)!;
      expect(parseFipePath(built.path)).toEqual(built);
      expect(parseFipePath(`/${built.path}/`)).toEqual(built);
    }
    for (const bad of [
      "carros",
      "carros/marcas/21",
      "carros/marcas/21/modelo",
      "carros/marcas/21/modelos/1/anos/2014-1/x",
      "carros/models",
    ]) {
      expect(parseFipePath(bad)).toBeNull();
    }
  });
});
