import { describe, expect, it } from "vitest";
import { filterOptions, searchKey } from "./combobox.tsx";
import { moveActive, pageSize, scrollToShow, visibleRange, type ListGeometry } from "./list-window.ts";

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

  it("returns everything for an empty query, with no cap on long lists", () => {
    expect(filterOptions(options, "  ")).toHaveLength(3);
    const many = Array.from({ length: 1500 }, (_, i) => ({ value: String(i), label: `Modelo ${i}` }));
    expect(filterOptions(many, "")).toHaveLength(1500);
    expect(filterOptions(many, "modelo 149")).toHaveLength(12); // 149, 1149, 1490-1499
  });
});

const g: ListGeometry = { row: 44, view: 320, pad: 4, overscan: 6 };

describe("combobox keyboard", () => {
  it("moves by one, by a page, and to the ends, staying inside the list", () => {
    expect(moveActive("ArrowDown", 0, 300, 7)).toBe(1);
    expect(moveActive("ArrowDown", 299, 300, 7)).toBe(299);
    expect(moveActive("ArrowUp", 0, 300, 7)).toBe(0);
    expect(moveActive("PageDown", 10, 300, 7)).toBe(17);
    expect(moveActive("PageDown", 297, 300, 7)).toBe(299);
    expect(moveActive("PageUp", 3, 300, 7)).toBe(0);
    expect(moveActive("Home", 150, 300, 7)).toBe(0);
    expect(moveActive("End", 0, 300, 7)).toBe(299);
    expect(moveActive("a", 0, 300, 7)).toBeNull();
    expect(moveActive("End", 0, 0, 7)).toBeNull();
  });

  it("a page is the number of whole rows in view", () => {
    expect(pageSize(g)).toBe(7);
  });
});

describe("combobox window", () => {
  it("renders the rows in view plus a few, wherever the list is scrolled", () => {
    expect(visibleRange(0, 300, g)).toEqual({ start: 0, end: 14 });
    const bottom = 4 + 300 * 44 + 4 - 320;
    const { start, end } = visibleRange(bottom, 300, g);
    expect(end).toBe(300);
    expect(start).toBeLessThanOrEqual(300 - 7 - 6);
    expect(visibleRange(0, 3, g)).toEqual({ start: 0, end: 3 });
    expect(visibleRange(0, 0, g)).toEqual({ start: 0, end: 0 });
  });

  it("scrolls just enough to show the active row, which is then rendered", () => {
    expect(scrollToShow(0, 0, g)).toBe(0);
    expect(scrollToShow(5, 0, g)).toBe(0); // rows 0-6 are in view
    const down = scrollToShow(7, 0, g);
    expect(down).toBe(4 + 8 * 44 + 4 - 320);
    expect(scrollToShow(2, down, g)).toBe(down); // already in view
    expect(scrollToShow(0, down, g)).toBe(0);
    expect(scrollToShow(1, 200, g)).toBe(44);
    for (const index of [0, 7, 150, 299]) {
      const top = scrollToShow(index, index < 100 ? 13_000 : 0, g);
      const { start, end } = visibleRange(top, 300, g);
      expect(index >= start && index < end).toBe(true);
    }
  });
});
