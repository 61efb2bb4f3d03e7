// Giving the event loop its turn during a long read: a chunk that is already there (a file, a
// buffered answer, inflated bytes) would otherwise be processed in one go, every request
// waiting behind it.
import { setImmediate as nextTurn } from "node:timers/promises";

/** Waits for the next turn of the event loop once `sliceMs` of work has passed since the last. */
export function createYielder(sliceMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}
