// The cheapest stations kept while a file is read: the few cheapest per municipality and
// product, each station once at its lowest price, the newest week only.
import { describe, expect, it } from "vitest";
import { CHEAPEST_STATIONS, CheapestStations } from "./cheapest-stations.ts";

const station = (cnpj: string) => ({
  cnpj,
  name: `POSTO ${cnpj}`,
  brand: "BRANCA",
  street: "RUA A",
  number: "1",
  district: "CENTRO",
});

describe("CheapestStations", () => {
  it("keeps the cheapest few, cheapest first, each station once at its lowest price", () => {
    const kept = new CheapestStations();
    const prices = [6190, 5990, 6390, 6090, 5890, 6290, 6490];
    prices.forEach((milli, i) =>
      kept.add("SP", "CAMPINAS", "GASOLINA", "2026-11-15", "2026-11-16", milli, station(`S${i}`)),
    );
    // S6 surveyed again, cheaper: it moves up; S1 again, dearer: nothing changes.
    kept.add("SP", "CAMPINAS", "GASOLINA", "2026-11-15", "2026-11-18", 5790, station("S6"));
    kept.add("SP", "CAMPINAS", "GASOLINA", "2026-11-15", "2026-11-18", 6990, station("S1"));
    const list = [...kept.entries()];
    expect(list).toHaveLength(CHEAPEST_STATIONS);
    expect(list.map((s) => [s.cnpj, s.milli, s.day])).toEqual([
      ["S6", 5790, "2026-11-18"],
      ["S4", 5890, "2026-11-16"],
      ["S1", 5990, "2026-11-16"],
      ["S3", 6090, "2026-11-16"],
      ["S0", 6190, "2026-11-16"],
    ]);
    expect(list[0]).toMatchObject({ uf: "SP", municipio: "CAMPINAS", product: "GASOLINA", name: "POSTO S6" });
  });
  it("keeps the newest week only, whatever the lines' order", () => {
    const kept = new CheapestStations();
    kept.add("SP", "CAMPINAS", "ETANOL", "2026-11-08", "2026-11-09", 3990, station("OLD"));
    kept.add("SP", "CAMPINAS", "ETANOL", "2026-11-15", "2026-11-16", 4190, station("NEW"));
    kept.add("SP", "CAMPINAS", "ETANOL", "2026-11-08", "2026-11-10", 3890, station("OLD2"));
    expect([...kept.entries()].map((s) => [s.cnpj, s.weekStart])).toEqual([["NEW", "2026-11-15"]]);
  });
});
