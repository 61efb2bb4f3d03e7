// Polite pacing for one upstream within this process: calls start at least minIntervalMs
// apart, in the order they asked. A caller that gives up (its signal aborts: a timeout, a
// visitor who left) leaves the queue and gives its turn back, so abandoned calls never delay
// the ones still waiting. Background calls (the catalog sync, the history filler) give way:
// they wait behind every visitor's call, whenever it arrived, and start only once no visitor's
// call has started for `backgroundQuietMs` — while visitors are using this upstream, a
// background call taking a turn would make the next visitor wait a whole interval for it.
export type Pacer = (signal: AbortSignal, background?: boolean) => Promise<void>;

type Waiter = { resolve: () => void; signal: AbortSignal; onAbort: () => void; background: boolean };

export function createPacer(
  minIntervalMs: number,
  now: () => number = Date.now,
  { backgroundQuietMs = 0 }: { backgroundQuietMs?: number } = {},
): Pacer {
  let lastStart = -Infinity;
  let lastVisitorStart = -Infinity;
  const queue: Waiter[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function pump() {
    if (timer) return;
    const head = queue[0];
    if (!head) return;
    const readyAt = Math.max(
      lastStart + minIntervalMs,
      head.background ? lastVisitorStart + backgroundQuietMs : -Infinity,
    );
    const wait = readyAt - now();
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = null;
        pump();
      }, wait);
      return;
    }
    queue.shift();
    head.signal.removeEventListener("abort", head.onAbort);
    lastStart = now();
    if (!head.background) lastVisitorStart = lastStart;
    head.resolve();
    pump();
  }

  return (signal, background = false) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const waiter: Waiter = {
        resolve,
        signal,
        background,
        onAbort: () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          reject(signal.reason);
        },
      };
      signal.addEventListener("abort", waiter.onAbort, { once: true });
      const firstBackground = background ? -1 : queue.findIndex((w) => w.background);
      if (firstBackground < 0) queue.push(waiter);
      else queue.splice(firstBackground, 0, waiter);
      // The head may have changed (a visitor ahead of a background call waiting for quiet).
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      pump();
    });
}
