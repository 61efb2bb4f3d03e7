// A crawl of share images against the real server and renderer (satori + resvg in its worker
// thread) on a real socket on loopback: 400 distinct vehicle images the catalog prices, asked
// for by 20 clients at a time that each give up after 1 s, while /healthz is polled. Shared by
// the behaviour's test (server/share-image/share-image-flood.test.ts: what answers, in which
// order, and what is drawn) and the timing bench (scripts/bench-share-image-flood.ts: how long
// /healthz takes meanwhile, a figure that is the host's as much as the server's).
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { Agent, get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { createCatalogStore } from "../../server/fipe/catalog/store.ts";
import type { DrawJob } from "../../server/share-image/share-images.ts";
import { workerRenderer } from "../../server/share-image/worker-renderer.ts";
import { seedCatalog } from "../fixtures/fipe/catalog-seed.ts";
import { priceOf, yearsOf } from "../fixtures/fipe/data.ts";
import { makeFakeBuild } from "./fake-build.ts";

export type FloodServer = {
  base: string;
  /** 400 distinct vehicle images the catalog prices. */
  paths: string[];
  /** Draws started so far. */
  started(): number;
  /** The draw in progress (its number, counted from 1), or null between draws. */
  drawing(): number | null;
  close(): Promise<void>;
};

/** The server with a catalog of 45 Fiat models (400+ vehicles), its draws counted. */
export async function startFloodServer(): Promise<FloodServer> {
  const database: Database = await openDatabase({ dataDir: "memory://" });
  await seedCatalog(createCatalogStore(database.db), "carros", ["21"], { models: (m) => m < 21045 });
  const paths: string[] = [];
  for (let m = 21000; m < 21045 && paths.length < 400; m++) {
    for (const y of yearsOf(m)) {
      if (paths.length < 400 && priceOf("carros", "21", m, String(y.codigo)))
        paths.push(`/fipe/imagem/carros/21/${m}/${y.codigo}.png`);
    }
  }
  const renderer = workerRenderer("https://www.carroemconta.com.br");
  let started = 0;
  let drawing: number | null = null;
  const app = await buildApp(
    loadConfig({
      BUILD_DIR: makeFakeBuild(),
      LOG_LEVEL: "silent",
      // No upstream answers: everything comes from the catalog.
      FIPE_UPSTREAMS: "v1:http://127.0.0.1:9",
      FIPE_SYNC: "off",
    }),
    {
      database,
      render: null,
      mail: { autoStart: false },
      shareImages: {
        dir: mkdtempSync(join(tmpdir(), "cec-share-images-")),
        render: async (job: DrawJob) => {
          const id = ++started;
          drawing = id;
          try {
            return await renderer(job);
          } finally {
            if (drawing === id) drawing = null;
          }
        },
      },
    },
  );
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    base,
    paths,
    started: () => started,
    drawing: () => drawing,
    async close() {
      await app.close();
      await renderer.close();
    },
  };
}

/**
 * Every path asked for by 20 clients at a time (a crawler, in a process of its own so its
 * sockets and parsing cost the server's process nothing) that each give up after 1 s: each
 * path's status or "gave up".
 */
export function flood(base: string, paths: string[]): Promise<Array<number | string>> {
  const script = `
    const [base, paths] = JSON.parse(process.argv[1]);
    const ask = async (path) => {
      try {
        const res = await fetch(base + path, { signal: AbortSignal.timeout(1000) });
        await res.arrayBuffer();
        return res.status;
      } catch {
        return "gave up";
      }
    };
    const out = new Array(paths.length);
    let next = 0;
    const client = async () => {
      while (next < paths.length) {
        const i = next++;
        out[i] = await ask(paths[i]);
      }
    };
    Promise.all(Array.from({ length: 20 }, client)).then(() => process.stdout.write(JSON.stringify(out)));
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", script, JSON.stringify([base, paths])], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("exit", () => resolve(JSON.parse(out) as Array<number | string>));
  });
}

/** One /healthz answer: how long it took, and the draw in progress when it was asked and when it came. */
export type HealthzAnswer = { ms: number; askedDuring: number | null; answeredDuring: number | null };

/**
 * /healthz asked one request at a time (a keep-alive socket) until `until` settles, 10 ms apart
 * (the poll's pace, not a wait for anything); `drawing` says which draw is in progress.
 */
export async function pollHealthz(
  base: string,
  until: Promise<unknown>,
  drawing: () => number | null = () => null,
): Promise<HealthzAnswer[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let done = false;
  void until.then(
    () => (done = true),
    () => (done = true),
  );
  const answers: HealthzAnswer[] = [];
  while (!done) {
    const askedDuring = drawing();
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      get(`${base}/healthz`, { agent }, (res) => {
        res.resume();
        res.on("end", () => resolve());
      }).on("error", reject);
    });
    answers.push({ ms: performance.now() - started, askedDuring, answeredDuring: drawing() });
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  agent.destroy();
  return answers;
}

/** How many times each answer came ("200": 3, "gave up": 5...). */
export function tally(statuses: Array<number | string>): Record<string, number> {
  return statuses.reduce<Record<string, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});
}
