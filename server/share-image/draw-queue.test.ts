import { describe, expect, it } from "vitest";
import { createDrawQueue } from "./draw-queue.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("the share images' draw queue", () => {
  it("draws one image at a time, and once for requests that arrive while it is drawn", async () => {
    const queue = createDrawQueue();
    let running = 0;
    let most = 0;
    const drawn: string[] = [];
    const draw = (key: string) => async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
      drawn.push(key);
      return new TextEncoder().encode(key);
    };
    const answers = await Promise.all([
      queue("a", draw("a")),
      queue("a", draw("a")),
      queue("b", draw("b")),
      queue("c", draw("c")),
      queue("b", draw("b")),
    ]);
    expect(answers.map((b) => b.toString())).toEqual(["a", "a", "b", "c", "b"]);
    expect(drawn).toEqual(["a", "b", "c"]);
    expect(most).toBe(1);
  });

  it("a failed draw fails its callers only, and the next request draws again", async () => {
    const queue = createDrawQueue();
    await expect(queue("a", async () => Promise.reject(new Error("font")))).rejects.toThrow("font");
    expect((await queue("a", async () => new TextEncoder().encode("ok"))).toString()).toBe("ok");
  });
});
