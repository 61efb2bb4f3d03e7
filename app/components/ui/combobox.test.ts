import { describe, expect, it } from "vitest";
import { filterOptions, searchKey } from "./combobox.tsx";

const options = [
  { value: "1", label: "Gol 1.0 Flex 12V 5p" },
  { value: "2", label: "Polo Highline 1.4 TSI Aut." },
  { value: "3", label: "Álcool Único" },
];

describe("combobox search", () => {
  it("ignores case and accents", () => {
    expect(searchKey("ÁLCOOL Único")).toBe("alcool unico");
    expect(filterOptions(options, "alcool").map((o) => o.value)).toEqual(["3"]);
  });

  it("matches every typed word in any order", () => {
    expect(filterOptions(options, "tsi polo").map((o) => o.value)).toEqual(["2"]);
    expect(filterOptions(options, "gol tsi")).toEqual([]);
  });

  it("returns everything for an empty query", () => {
    expect(filterOptions(options, "  ")).toHaveLength(3);
  });
});
