import { describe, expect, it } from "vitest";
import { createClientGate, createDrawQueue, type DrawOutcome } from "./draw-queue.ts";

/** A turn of the event loop: a draw that awaits something, in no particular time. */
const turn = () => new Promise((resolve) => setImmediate(resolve));
const text = (o: DrawOutcome) => (o.status === "drawn" ? o.png.toString() : o.status);

describe("the share images' draw queue", () => {
  it("draws one image at a time, and once for requests that arrive while it waits or is drawn", async () => {
    const queue = createDrawQueue();
    let running = 0;
    let most = 0;
    const drawn: string[] = [];
    const draw = (key: string) => async () => {
      running++;
      most = Math.max(most, running);
      await turn();
      running--;
      drawn.push(key);
      return new TextEncoder().encode(key);
    };
    const answers = await Promise.all([
      queue.draw("a", draw("a")),
      queue.draw("a", draw("a")),
      queue.draw("b", draw("b")),
      queue.draw("c", draw("c")),
      queue.draw("b", draw("b")),
    ]);
    expect(answers.map(text)).toEqual(["a", "a", "b", "c", "b"]);
    expect(drawn).toEqual(["a", "b", "c"]);
    expect(most).toBe(1);
  });

  it("a failed draw fails its callers only, and the next request draws again", async () => {
    const queue = createDrawQueue();
    await expect(queue.draw("a", async () => Promise.reject(new Error("font")))).rejects.toThrow("font");
    expect(text(await queue.draw("a", async () => new TextEncoder().encode("ok")))).toBe("ok");
  });

  // Draws yield between each other (back to back, a crawler's hundreds froze /healthz for
  // seconds), the queue is bounded and nothing is drawn for clients that have left.
  it("lets the event loop run between draws", async () => {
    const queue = createDrawQueue();
    const order: string[] = [];
    // Draws that hold the thread (as satori does) and never await anything real.
    const busy = (key: string) => async () => {
      const until = Date.now() + 20;
      while (Date.now() < until);
      order.push(key);
      return new Uint8Array([1]);
    };
    const all = Promise.all(["a", "b", "c"].map((k) => queue.draw(k, busy(k))));
    setImmediate(() => order.push("io"));
    await all;
    // The I/O callback queued while the first draw was waiting runs before the second draw.
    expect(order.indexOf("io")).toBeLessThan(order.indexOf("b"));
  });

  it("refuses beyond its bound (busy) and drops waiting images nobody waits for", async () => {
    const queue = createDrawQueue({ maxWaiting: 2 });
    const drawn: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const draw = (key: string) => async () => {
      drawn.push(key);
      if (key === "first") {
        started();
        await gate;
      }
      return new TextEncoder().encode(key);
    };
    const first = queue.draw("first", draw("first"));
    await firstStarted; // "first" is being drawn
    const left = new AbortController();
    const second = queue.draw("second", draw("second"), left.signal);
    const third = queue.draw("third", draw("third"));
    expect(queue.waiting()).toBe(2);
    expect(await queue.draw("fourth", draw("fourth"))).toEqual({ status: "busy" });
    left.abort(); // its client went away: "second" leaves the queue, and makes room
    expect(await second).toEqual({ status: "gone" });
    expect(queue.waiting()).toBe(1);
    const fifth = queue.draw("fifth", draw("fifth"));
    release();
    expect((await Promise.all([first, third, fifth])).map(text)).toEqual(["first", "third", "fifth"]);
    expect(drawn).toEqual(["first", "third", "fifth"]);
  });
});

describe("the per-client gate", () => {
  it("admits at most n requests per client at once", () => {
    const gate = createClientGate(2);
    const a = gate.enter("1.1.1.1");
    const b = gate.enter("1.1.1.1");
    expect(a && b).toBeTruthy();
    expect(gate.enter("1.1.1.1")).toBeNull();
    expect(gate.enter("2.2.2.2")).not.toBeNull();
    a!();
    a!(); // twice is once
    expect(gate.enter("1.1.1.1")).not.toBeNull();
    expect(gate.enter("1.1.1.1")).toBeNull();
  });
});
