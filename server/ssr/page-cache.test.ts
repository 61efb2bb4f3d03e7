import { describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache.ts";

describe("createPageCache", () => {
  it("keeps a page until its TTL and drops the least recently used beyond the limit", () => {
    let now = 0;
    const cache = createPageCache<string>(2, () => now);
    cache.set("a", "A", 100);
    cache.set("b", "B", 100);
    expect(cache.get("a")).toBe("A"); // a is now the most recent
    cache.set("c", "C", 100); // b goes
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBe("C");
    now = 100;
    expect(cache.get("a")).toBeUndefined();
  });
});

describe("createPageCache with a bound in bytes", () => {
  it("drops the least recently used until the bytes held fit, and never keeps an entry larger than the bound", () => {
    const cache = createPageCache<string>(100, { maxBytes: 10, sizeOf: (v) => v.length });
    cache.set("a", "aaaa", 1000);
    cache.set("b", "bbbb", 1000);
    expect(cache.stats()).toMatchObject({ bytes: 8, entries: 2 });
    cache.get("a");
    cache.set("c", "cccc", 1000); // 12 > 10: b (least recent) goes
    expect(cache.get("b")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ bytes: 8, entries: 2 });
    cache.set("d", "d".repeat(11), 1000);
    expect(cache.get("d")).toBeUndefined();
    cache.set("a", "a", 1000); // replaced: its old size is given back
    expect(cache.stats()).toMatchObject({ bytes: 5, entries: 2 });
  });
});
