// The share images drawn at run time (a vehicle's, a catalog brand's or model's, a state's fuel
// prices' card): each is drawn once and kept on disk under DATA_DIR/share-images, named by a
// hash of what it shows, so a second crawl of the same pages costs a file read, not a draw (a
// new month's price or a new ANP week is a new card). Draws go through the process's draw queue
// (draw-queue.ts); in-progress requests are limited per client. The routes
// (server/fipe/routes/vehicle.ts and catalog-images.ts, server/public-data/image-routes.ts) turn
// the outcomes into answers (send-image.ts).
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { VehicleHead } from "#app/lib/fipe/vehicle-meta.ts";
import type { FuelCardText } from "#app/domain/fuel-prices/pages.ts";
import type { CatalogCard } from "../fipe/catalog-card.ts";
import { createClientGate, createDrawQueue, type DrawOutcome } from "./draw-queue.ts";

export type DrawJob =
  | { kind: "vehicle"; head: VehicleHead & { price: NonNullable<VehicleHead["price"]> } }
  | { kind: "catalog"; card: CatalogCard }
  | { kind: "fuel-state"; card: FuelCardText };

export type DrawRenderer = (job: DrawJob) => Promise<Uint8Array>;

/** Bump when the cards' look changes: images kept on disk are then drawn again. */
const CARD_VERSION = 1;
/** Images waiting to be drawn at most (beyond: 503 + Retry-After). */
export const MAX_WAITING_DRAWS = 16;
/** Image requests in progress per client address at most (beyond: 429 + Retry-After). */
export const IMAGE_REQUESTS_PER_CLIENT = 2;
/** What the answers' Retry-After says (seconds). */
export const IMAGE_RETRY_AFTER_SECONDS = 30;
/** Disk kept for drawn images at most; the oldest files go first beyond it. */
const DEFAULT_MAX_DISK_BYTES = 1024 * 1024 * 1024;

export type ShareImagesOptions = {
  /** Where drawn images are kept; null keeps them in memory only (tests). */
  dir: string | null;
  render: DrawRenderer;
  maxWaiting?: number;
  perClient?: number;
  maxDiskBytes?: number;
  log?: { warn(obj: object, msg: string): void };
};

export type ShareImages = ReturnType<typeof createShareImages>;

export function createShareImages({
  dir,
  render,
  maxWaiting = MAX_WAITING_DRAWS,
  perClient = IMAGE_REQUESTS_PER_CLIENT,
  maxDiskBytes = DEFAULT_MAX_DISK_BYTES,
  log,
}: ShareImagesOptions) {
  const queue = createDrawQueue({ maxWaiting });
  const gate = createClientGate(perClient);
  const memory = new Map<string, Buffer>(); // dir === null only
  let ready: Promise<void> | null = null;
  let diskBytes = 0;
  let pruning = false;

  const nameOf = (job: DrawJob) =>
    createHash("sha256")
      .update(JSON.stringify([CARD_VERSION, job]))
      .digest("hex")
      .slice(0, 40);

  function setUp(): Promise<void> {
    ready ??= (async () => {
      await mkdir(dir!, { recursive: true });
      for (const name of await readdir(dir!)) {
        if (name.endsWith(".png")) diskBytes += (await stat(join(dir!, name)).catch(() => ({ size: 0 }))).size;
      }
    })().catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  }

  async function kept(name: string): Promise<Buffer | undefined> {
    if (!dir) return memory.get(name);
    try {
      await setUp();
      return await readFile(join(dir, `${name}.png`));
    } catch {
      return undefined;
    }
  }

  /** The oldest images out until the folder is at 90 % of its bound. */
  async function prune() {
    if (pruning || !dir) return;
    pruning = true;
    try {
      const files = await Promise.all(
        (await readdir(dir))
          .filter((n) => n.endsWith(".png"))
          .map(async (n) => ({ n, s: await stat(join(dir, n)).catch(() => null) })),
      );
      const byAge = files.filter((f) => f.s).sort((a, b) => a.s!.mtimeMs - b.s!.mtimeMs);
      for (const f of byAge) {
        if (diskBytes <= maxDiskBytes * 0.9) break;
        await unlink(join(dir, f.n)).catch(() => {});
        diskBytes -= f.s!.size;
      }
    } finally {
      pruning = false;
    }
  }

  async function keep(name: string, png: Buffer) {
    if (!dir) {
      memory.set(name, png);
      return;
    }
    try {
      await setUp();
      const file = join(dir, `${name}.png`);
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, png);
      await rename(partial, file); // readers see a whole file or none
      diskBytes += png.length;
      if (diskBytes > maxDiskBytes) void prune();
    } catch (error) {
      log?.warn({ err: error }, "share image not kept on disk");
    }
  }

  return {
    /** enter(client address) -> release, or null when the client is at its limit. */
    enter: (client: string) => gate.enter(client),

    /** The card's PNG: kept, else drawn (waiting in the queue); "busy" or "gone" otherwise. */
    async get(job: DrawJob, signal?: AbortSignal): Promise<DrawOutcome> {
      const name = nameOf(job);
      const png = await kept(name);
      if (png) return { status: "drawn", png };
      return queue.draw(
        name,
        async () => {
          const drawn = Buffer.from(await render(job));
          await keep(name, drawn);
          return drawn;
        },
        signal,
      );
    },
  };
}

/** An AbortSignal that fires when the request's client goes away before its answer is sent. */
export function clientGone(raw: { on(event: "close", fn: () => void): unknown; writableFinished: boolean }) {
  const controller = new AbortController();
  raw.on("close", () => {
    if (!raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
