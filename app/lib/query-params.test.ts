import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enumParam, numberParam, queryNumber } from "./query-params.ts";

describe("query params", () => {
  const params = new URLSearchParams("valor=25000.5&n=abc&vazio=&uf=SP&tipo=moto");

  it("reads finite numbers only", () => {
    expect(numberParam(params, "valor")).toBe(25000.5);
    expect(numberParam(params, "n")).toBeUndefined();
    expect(numberParam(params, "vazio")).toBeUndefined();
    expect(numberParam(params, "faltando")).toBeUndefined();
  });

  it("reads a form sent before JavaScript as the person typed it", () => {
    const typed = new URLSearchParams(
      "valor=R%24+80.000&entrada=20.000&preco=R%24+5%2C79&outro=80000%2C5&km=1.000&taxa=1.99&juros=1%2C5",
    );
    expect(numberParam(typed, "valor")).toBe(80000);
    expect(numberParam(typed, "entrada")).toBe(20000);
    expect(numberParam(typed, "preco")).toBe(5.79);
    expect(numberParam(typed, "outro")).toBe(80000.5);
    expect(numberParam(typed, "km")).toBe(1000);
    expect(numberParam(typed, "taxa", "percent")).toBe(1.99);
    expect(numberParam(typed, "juros", "percent")).toBe(1.5);
  });

  it("never computes an ambiguous amount from a share URL, and reads thousands in words", () => {
    const typed = new URLSearchParams("valor=80%2C000&preco=1%2C500&entrada=50+mil&en=80%2C000.00&taxa=1%2C999");
    expect(numberParam(typed, "valor")).toBeUndefined();
    expect(numberParam(typed, "preco")).toBeUndefined();
    expect(numberParam(typed, "entrada")).toBe(50000);
    expect(numberParam(typed, "en")).toBe(80000);
    expect(numberParam(typed, "taxa", "percent")).toBe(1.999);
  });

  it("reads back every number the page writes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e15 }).map((n) => n / 1e6),
        (n) => {
          const params = new URLSearchParams({ x: queryNumber(n) });
          expect(numberParam(params, "x")).toBe(n);
          expect(numberParam(params, "x", "percent")).toBe(n);
        },
      ),
    );
    expect(queryNumber(1.234)).toBe("1.2340");
    expect(queryNumber(450.25)).toBe("450.25");
  });

  it("reads allowed values only", () => {
    expect(enumParam(params, "tipo", ["carro", "moto"])).toBe("moto");
    expect(enumParam(params, "uf", ["RJ"])).toBeUndefined();
  });
});
