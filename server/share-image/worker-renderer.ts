// Draws share cards in a worker thread (worker-thread.ts), so the ≈100 ms of CPU a card costs
// never blocks the server's event loop. The thread starts with the first card (it
// loads satori, resvg's WebAssembly and the fonts: ≈0.5–3 s) and ends after a minute without
// one, giving its memory back; a thread that dies fails the cards it held and the next card
// starts a new one.
import { Worker } from "node:worker_threads";
import type { DrawJob } from "./share-images.ts";

const IDLE_MS = 60_000;

type Pending = { resolve: (png: Uint8Array) => void; reject: (error: Error) => void };

export function workerRenderer(siteUrl: string, { idleMs = IDLE_MS }: { idleMs?: number } = {}) {
  const address = new URL(siteUrl).host.replace(/^www\./, "");
  let worker: Worker | null = null;
  const pending = new Map<number, Pending>();
  let seq = 0;
  let idleTimer: NodeJS.Timeout | null = null;

  function failAll(error: Error) {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  }

  function start(): Worker {
    // From the sources (tsx, tests) the thread runs worker-thread.ts through tsx; compiled, the
    // .js file scripts/build-server.ts writes for it beside the bundle (server/share-image-worker.js).
    const fromSource = import.meta.url.endsWith(".ts");
    const file = new URL(fromSource ? "./worker-thread.ts" : "../share-image-worker.js", import.meta.url);
    // (Node 20 does not apply `--import tsx` to a worker's own entry file: register it first.)
    const w = fromSource
      ? new Worker(
          `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`,
          { eval: true },
        )
      : new Worker(file);
    w.unref();
    w.on("message", (message: { id: number; png?: Uint8Array; error?: string }) => {
      const p = pending.get(message.id);
      if (!p) return;
      pending.delete(message.id);
      if (message.png) p.resolve(message.png);
      else p.reject(new Error(message.error ?? "share card not drawn"));
      if (pending.size === 0) armIdle();
    });
    w.on("error", (error) => {
      if (worker === w) worker = null;
      failAll(error);
    });
    w.on("exit", () => {
      if (worker === w) worker = null;
      failAll(new Error("share card thread exited"));
    });
    return w;
  }

  function armIdle() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (pending.size === 0 && worker) {
        const w = worker;
        worker = null;
        void w.terminate();
      }
    }, idleMs);
    idleTimer.unref();
  }

  const render = (job: DrawJob): Promise<Uint8Array> => {
    worker ??= start();
    if (idleTimer) clearTimeout(idleTimer);
    const id = ++seq;
    const w = worker;
    return new Promise<Uint8Array>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      w.postMessage({ id, job, address });
    });
  };

  return Object.assign(render, {
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  });
}
