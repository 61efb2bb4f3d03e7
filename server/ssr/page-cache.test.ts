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
