// Share images under a crawl: draws that ran back to back on the event loop, for clients that
// had left, with no bound and no per-client limit, froze the process (/healthz 12.7–17.9 s for
// 200 images asked for by clients that give up after 1 s; with 400, `/` and a new image took
// 75 s). Here: the real renderer (satori + resvg, in its worker thread), a real socket on
// loopback, 400 distinct vehicle images from clients that give up after 1 s, while /healthz is
// polled; then the same crawl again, which must draw nothing (tests/helpers/share-image-flood.ts).
// What is checked is the order of things, not milliseconds (those depend on the host): /healthz
// answers while a draw is in progress, no draw starts for clients that have left. How long
// /healthz takes meanwhile is measured by `npm run bench:share-images`.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { flood, pollHealthz, startFloodServer, tally, type FloodServer } from "#tests/helpers/share-image-flood.ts";

describe("a flood of share image requests", () => {
  let server: FloodServer;

  // A PGlite database with 45 models' prices (400+ vehicles) seeded, and the app: ≈80 s measured
  // beside other test files on a loaded two-core host, past the 60 s default.
  beforeAll(async () => {
    server = await startFloodServer();
  }, 180_000);
  afterAll(() => server?.close());

  it("answers /healthz while images are drawn, starts no draw for clients that left, and a second crawl draws nothing", async () => {
    const { base, paths } = server;
    expect(paths).toHaveLength(400);
    // Warm the drawing thread (its first card loads satori, resvg and the fonts).
    const warm = await fetch(`${base}${paths[0]}`);
    expect(warm.status).toBe(200);
    expect(warm.headers.get("content-type")).toBe("image/png");

    let startedAtEnd = 0;
    const crawl = flood(base, paths).then((statuses) => {
      startedAtEnd = server.started();
      return statuses;
    });
    const startedBefore = server.started();
    const answers = await pollHealthz(base, crawl, server.drawing);
    const statuses = await crawl;
    // The draws that were asked for are done (one may have been under way as the crawl ended).
    await vi.waitFor(() => expect(server.drawing()).toBeNull(), { timeout: 30_000, interval: 20 });
    const draws = server.started() - startedBefore;
    // /healthz asked while a draw was in progress and answered before that draw ended: the draw
    // ran off the event loop. Drawn on it, no answer could come before the draw's end.
    const withinADraw = answers.filter((a) => a.askedDuring !== null && a.answeredDuring === a.askedDuring);
    console.log(
      `flood: /healthz answered ${answers.length}×, ${withinADraw.length} of them within a draw; answers ${JSON.stringify(tally(statuses))}; draws ${draws}`,
    );
    expect(draws).toBeGreaterThan(0);
    expect(withinADraw.length).toBeGreaterThanOrEqual(3);
    // Every answer is an image or a refusal with Retry-After (never a 5xx other than 503).
    for (const s of statuses) expect([200, 429, 503, "gave up"]).toContain(s);
    // Far fewer draws than requests: refused at once, or dropped when their client left.
    expect(draws).toBeLessThan(100);
    // Once the crawler has gone, nothing more is drawn for it: at most the draw that was
    // starting as its last requests were given up on (the queue drops the rest, unasked).
    expect(server.started() - startedAtEnd).toBeLessThanOrEqual(1);

    // The second crawl of every image drawn: read from disk, no draw.
    const drawnBefore = server.started();
    const served = paths.filter((_, i) => statuses[i] === 200);
    for (const path of served) expect((await fetch(`${base}${path}`)).status).toBe(200);
    expect(server.started()).toBe(drawnBefore);
  });
});
