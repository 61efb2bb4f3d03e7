import { describe, expect, it } from "vitest";
import { listContains, parentOf } from "./parent-list.ts";
import { parseFipePath } from "./paths.ts";

const req = (path: string) => parseFipePath(path)!;

describe("parentOf", () => {
  it("names the list each code must be in", () => {
    expect(parentOf(req("carros/marcas"))).toBeNull();
    expect(parentOf(req("carros/marcas/59/modelos"))).toEqual({ parent: req("carros/marcas"), code: "59" });
    expect(parentOf(req("motos/marcas/59/modelos/5940/anos"))).toEqual({
      parent: req("motos/marcas/59/modelos"),
      code: "5940",
    });
    expect(parentOf(req("caminhoes/marcas/59/modelos/5940/anos/2014-3"))).toEqual({
      parent: req("caminhoes/marcas/59/modelos/5940/anos"),
      code: "2014-3",
    });
  });

  it("listContains compares codes as text", () => {
    const list = [
      { codigo: "59", nome: "VW" },
      { codigo: "2014-3", nome: "2014 Diesel" },
    ];
    expect(listContains(list, "59")).toBe(true);
    expect(listContains(list, "2014-3")).toBe(true);
    expect(listContains(list, "1234567")).toBe(false);
    expect(listContains({ modelos: list }, "59")).toBe(false);
  });
});
