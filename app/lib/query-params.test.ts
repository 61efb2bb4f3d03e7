import { describe, expect, it } from "vitest";
import { enumParam, numberParam } from "./query-params.ts";

describe("query params", () => {
  const params = new URLSearchParams("valor=25000.5&n=abc&vazio=&uf=SP&tipo=moto");

  it("reads finite numbers only", () => {
    expect(numberParam(params, "valor")).toBe(25000.5);
    expect(numberParam(params, "n")).toBeUndefined();
    expect(numberParam(params, "vazio")).toBeUndefined();
    expect(numberParam(params, "faltando")).toBeUndefined();
  });

  it("reads allowed values only", () => {
    expect(enumParam(params, "tipo", ["carro", "moto"])).toBe("moto");
    expect(enumParam(params, "uf", ["RJ"])).toBeUndefined();
  });
});
