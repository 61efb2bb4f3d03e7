import { describe, expect, it } from "vitest";
import { createHistoryFiller } from "./history-filler.ts";
import type { VehicleKey } from "./upstreams/types.ts";

const car = (model: string): VehicleKey => ({ type: "carros", brand: "59", model, year: "2014-3" });

/** A stand-in for the proxy: answers each month with the status `statusOf` gives it, recording the ask. */
function proxyAnswering(statusOf: (vehicle: VehicleKey, reference: string) => number) {
  const asked: string[] = [];
  return {
    asked,
    proxy: {
      priceInMonth: async (vehicle: VehicleKey, reference: string) => {
        asked.push(`${vehicle.model}@${reference}`);
        const status = statusOf(vehicle, reference);
        return { status, body: {}, cache: "MISS" as const } as never;
      },
    },
  };
}

describe("the price history filler", () => {
  it("asks for each month queued once, in order, a 404 (no price that month) included", async () => {
    const { proxy, asked } = proxyAnswering((_, reference) => (reference === "330" ? 404 : 200));
    const filler = createHistoryFiller(proxy, { intervalMs: 0 });
    filler.request(car("5940"), ["331", "330", "329"]);
    filler.request(car("5940"), ["330"]);
    await filler.idle();
    expect(asked).toEqual(["5940@331", "5940@330", "5940@329"]);
    expect(filler.calls()).toBe(3);
  });

  it("a failed call drops what waits, so a page seen after an outage is filled at once", async () => {
    let down = true;
    const { proxy, asked } = proxyAnswering(() => (down ? 502 : 200));
    const filler = createHistoryFiller(proxy, { intervalMs: 0 });
    // Seen during the outage: 30 months of three vehicles.
    for (const model of ["1", "2", "3"]) {
      filler.request(
        car(model),
        Array.from({ length: 10 }, (_, i) => String(330 - i)),
      );
    }
    await filler.idle();
    expect(asked).toEqual(["1@330"]);
    expect(filler.pending()).toBe(0);

    down = false;
    filler.request(car("5940"), ["331", "330"]);
    await filler.idle();
    expect(asked.slice(1)).toEqual(["5940@331", "5940@330"]);
  });

  it("a call that throws drops what waits too", async () => {
    const asked: string[] = [];
    const filler = createHistoryFiller(
      {
        priceInMonth: async (_vehicle: VehicleKey, reference: string) => {
          asked.push(reference);
          throw new Error("connection reset");
        },
      },
      { intervalMs: 0 },
    );
    filler.request(car("5940"), ["331", "330", "329"]);
    await filler.idle();
    expect(asked).toEqual(["331"]);
    expect(filler.pending()).toBe(0);
  });
});
