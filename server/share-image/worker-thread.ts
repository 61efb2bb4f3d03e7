// The share cards' drawing thread (server/share-image/worker-renderer.ts starts it): satori and
// resvg take ≈100 ms of CPU a card, which here never holds up the server's event loop.
// scripts/build-server.ts compiles it as an entry of its own, directly into the compiled
// server's folder: build/server-js/server/share-image-worker.js.
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { renderCatalogCard } from "../fipe/catalog-card.ts";
import { renderVehicleCard } from "../fipe/vehicle-card.ts";
import { renderFuelStateCard } from "../public-data/fuel-card.ts";
import type { DrawJob } from "./share-images.ts";

// On Linux a thread has its own nice value (setpriority on the calling thread): the drawing
// thread gives way to the event loop's thread when the machine is busy.
try {
  setPriority(19);
} catch {
  // not permitted or not supported: draw at normal priority
}

type Message = { id: number; job: DrawJob; address: string };

parentPort!.on("message", async ({ id, job, address }: Message) => {
  try {
    const png =
      job.kind === "vehicle"
        ? await renderVehicleCard(job.head, address)
        : job.kind === "catalog"
          ? await renderCatalogCard(job.card, address)
          : await renderFuelStateCard(job.card, address);
    parentPort!.postMessage({ id, png });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
