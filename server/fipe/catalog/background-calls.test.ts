// The sync never takes what visitors need: at the FIPE site's pacer its calls wait behind every
// visitor's call, and on v1/v2 it stops at the daily budget less the reserve, which stays for
// visitors (their calls still go through, and the upstream is not marked spent for them).
import { describe, expect, it } from "vitest";
import type { Budget } from "../budget.ts";
import { createFailover } from "../failover.ts";
import { createPacer } from "../pacer.ts";

describe("background calls", () => {
  it("wait behind visitors at the pacer, whenever the visitors arrived", async () => {
    const pace = createPacer(30);
    const order: string[] = [];
    const go = (name: string, background: boolean) =>
      pace(new AbortController().signal, background).then(() => order.push(name));
    await go("first", false);
    const waits = [
      go("sync 1", true),
      go("sync 2", true),
      go("visitor", false),
      go("sync 3", true),
      go("visitor 2", false),
    ];
    await Promise.all(waits);
    expect(order).toEqual(["first", "visitor", "visitor 2", "sync 1", "sync 2", "sync 3"]);
  });

  it("start only once visitors have been quiet a while; a visitor arriving meanwhile is not held up", async () => {
    const pace = createPacer(20, Date.now, { backgroundQuietMs: 300 });
    const t0 = Date.now();
    const at: Record<string, number> = {};
    const go = (name: string, background: boolean) =>
      pace(new AbortController().signal, background).then(() => (at[name] = Date.now() - t0));
    await go("visitor", false);
    const sync = go("sync", true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The sync is waiting for quiet: this visitor starts at once, not after it.
    await go("visitor 2", false);
    expect(at["visitor 2"]).toBeLessThan(200);
    await sync;
    // Quiet counted from the last visitor's call.
    expect(at.sync! - at["visitor 2"]!).toBeGreaterThanOrEqual(290);
  });

  it("stop at the daily budget less the reserve; visitors keep the rest", async () => {
    const used: Record<string, number> = {};
    const budget: Budget = {
      async take(upstream, limit) {
        const n = used[upstream] ?? 0;
        if (limit !== null && n >= limit) return false;
        used[upstream] = n + 1;
        return true;
      },
      async today() {
        return used;
      },
    };
    const fetchImpl = (async () =>
      new Response(JSON.stringify([{ codigo: "1", nome: "Acura" }]), {
        headers: { "content-type": "application/json" },
      })) as typeof fetch;
    const failover = createFailover({
      specs: [{ kind: "v1", url: "http://v1.test" }],
      dailyLimit: 10,
      timeoutMs: 1000,
      budget,
      backgroundReserve: 0.4,
      fetchImpl,
    });
    const call = (u: Parameters<Parameters<typeof failover.run>[0]>[0], ctx: { signal: AbortSignal }) =>
      u.brands("carros", ctx);
    const parse = (raw: unknown) => raw;
    for (let i = 0; i < 6; i++) await failover.runInBackground(call, parse);
    await expect(failover.runInBackground(call, parse)).rejects.toMatchObject({ reason: "budget-spent" });
    // The reserve (4 of 10) is the visitors'.
    for (let i = 0; i < 4; i++) await failover.run(call, parse);
    await expect(failover.run(call, parse)).rejects.toMatchObject({ reason: "budget-spent" });
    expect(used.v1).toBe(10);
  });
});
