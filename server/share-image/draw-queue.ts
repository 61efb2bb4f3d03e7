// Share images are drawn on request (satori + resvg: ≈100 ms of CPU each, more on a busy
// machine). A crawler asking for hundreds at once must not take the process from everyone
// else, so draws go through one queue per process:
// - one draw at a time, and the queue yields to the event loop (setImmediate) before each one,
//   so requests that arrived meanwhile (/healthz, pages) are answered between draws; the draw
//   itself runs in a worker thread (worker-thread.ts), off the event loop;
// - a request for an image already waiting or being drawn waits for that draw, not another;
// - at most `maxWaiting` images wait (beyond: "busy", the route answers 503 + Retry-After);
// - each waiter passes an AbortSignal (its client went away): a waiting image nobody waits for
//   any more is dropped before it is drawn.
export type DrawOutcome = { status: "drawn"; png: Buffer } | { status: "busy" } | { status: "gone" };

export type DrawQueue = {
  draw(key: string, draw: () => Promise<Uint8Array>, signal?: AbortSignal): Promise<DrawOutcome>;
  /** Images waiting (not counting the one being drawn); for tests and diagnostics. */
  waiting(): number;
};

type Job = {
  key: string;
  draw: () => Promise<Uint8Array>;
  waiters: Set<(outcome: DrawOutcome | Error) => void>;
};

export const DEFAULT_MAX_WAITING = 16;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createDrawQueue({ maxWaiting = DEFAULT_MAX_WAITING }: { maxWaiting?: number } = {}): DrawQueue {
  const jobs = new Map<string, Job>(); // waiting or being drawn, by key
  const queue: Job[] = []; // waiting, oldest first
  let running = false;

  async function pump() {
    if (running) return;
    running = true;
    try {
      for (;;) {
        await nextTurn();
        const job = queue.shift();
        if (!job) return;
        if (job.waiters.size === 0) {
          jobs.delete(job.key);
          continue;
        }
        let result: DrawOutcome | Error;
        try {
          result = { status: "drawn", png: Buffer.from(await job.draw()) };
        } catch (error) {
          result = error instanceof Error ? error : new Error(String(error));
        }
        jobs.delete(job.key);
        for (const settle of job.waiters) settle(result);
      }
    } finally {
      running = false;
    }
  }

  return {
    waiting: () => queue.length,
    draw(key, draw, signal) {
      if (signal?.aborted) return Promise.resolve({ status: "gone" });
      let job = jobs.get(key);
      if (!job) {
        if (queue.length >= maxWaiting) return Promise.resolve({ status: "busy" });
        job = { key, draw, waiters: new Set() };
        jobs.set(key, job);
        queue.push(job);
        void pump();
      }
      const joined = job;
      return new Promise<DrawOutcome>((resolve, reject) => {
        const settle = (outcome: DrawOutcome | Error) => {
          signal?.removeEventListener("abort", leave);
          if (outcome instanceof Error) reject(outcome);
          else resolve(outcome);
        };
        const leave = () => {
          joined.waiters.delete(settle);
          // A waiting image nobody waits for any more: out of the queue now (its room is free).
          if (joined.waiters.size === 0 && queue.includes(joined)) {
            queue.splice(queue.indexOf(joined), 1);
            jobs.delete(joined.key);
          }
          resolve({ status: "gone" });
        };
        joined.waiters.add(settle);
        signal?.addEventListener("abort", leave, { once: true });
      });
    },
  };
}

/**
 * In-progress image requests per client (the lookup and the draw): at most `max` at once; the
 * route answers 429 beyond. enter() returns the release, or null when the client is at its limit.
 */
export function createClientGate(max: number) {
  const inProgress = new Map<string, number>();
  return {
    enter(client: string): (() => void) | null {
      const n = inProgress.get(client) ?? 0;
      if (n >= max) return null;
      inProgress.set(client, n + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inProgress.get(client) ?? 1) - 1;
        if (left > 0) inProgress.set(client, left);
        else inProgress.delete(client);
      };
    },
  };
}
