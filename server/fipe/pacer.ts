// Polite pacing for one upstream within this process: calls start at least minIntervalMs
// apart (each caller reserves the next free slot and waits for it).
export type Pacer = (signal: AbortSignal) => Promise<void>;

export function createPacer(minIntervalMs: number, now: () => number = Date.now): Pacer {
  let nextSlot = 0;
  return (signal) => {
    const t = now();
    const slot = Math.max(t, nextSlot);
    nextSlot = slot + minIntervalMs;
    const wait = slot - t;
    if (wait <= 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const timer = setTimeout(() => {
        signal.removeEventListener("abort", onAbort);
        resolve();
      }, wait);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal.reason);
      };
      signal.addEventListener("abort", onAbort, { once: true });
    });
  };
}
