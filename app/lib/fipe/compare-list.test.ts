import { describe, expect, it } from "vitest";
import { addToCompare, comparePath, moveInCompare, parseCompareList, removeFromCompare } from "./compare-list.ts";

const A = { type: "carros", brand: "59", model: "5940", year: "2014-3" } as const;
const B = { type: "carros", brand: "21", model: "21000", year: "2020-1" } as const;
const C = { type: "motos", brand: "80", model: "80010", year: "32000-1" } as const;
const D = { type: "caminhoes", brand: "102", model: "102000", year: "2019-3" } as const;

describe("the comparison list", () => {
  it("reads keys from the address, skipping invalid and repeated ones, at most three", () => {
    expect(
      parseCompareList([
        "carros.59.5940.2014-3",
        "lixo",
        "carros.59.5940.2014-3",
        "avioes.1.2.2020-1",
        "carros.21.21000.2020-1",
      ]),
    ).toEqual([A, B]);
    expect(
      parseCompareList([
        "carros.59.5940.2014-3",
        "carros.21.21000.2020-1",
        "motos.80.80010.32000-1",
        "caminhoes.102.102000.2019-3",
      ]),
    ).toEqual([A, B, C]);
  });

  it("adds at the end without duplicates; a fourth vehicle pushes the oldest out", () => {
    expect(addToCompare([A], B)).toEqual([A, B]);
    expect(addToCompare([A, B], A)).toEqual([B, A]);
    expect(addToCompare([A, B, C], D)).toEqual([B, C, D]);
  });

  it("removes and moves vehicles, leaving the list unchanged at the edges", () => {
    expect(removeFromCompare([A, B, C], 1)).toEqual([A, C]);
    expect(moveInCompare([A, B, C], 0, 1)).toEqual([B, A, C]);
    expect(moveInCompare([A, B, C], 2, -1)).toEqual([A, C, B]);
    expect(moveInCompare([A, B, C], 0, -1)).toEqual([A, B, C]);
    expect(moveInCompare([A, B, C], 2, 1)).toEqual([A, B, C]);
  });

  it("writes a shareable address that reads back to the same list", () => {
    const path = comparePath([A, C]);
    expect(path).toBe("/fipe/comparar?v=carros.59.5940.2014-3&v=motos.80.80010.32000-1");
    const params = new URL(path, "https://x").searchParams.getAll("v");
    expect(parseCompareList(params)).toEqual([A, C]);
    expect(comparePath([])).toBe("/fipe/comparar");
  });
});
