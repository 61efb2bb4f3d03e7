// Share images are drawn on request (satori + resvg: tens of milliseconds of CPU each). So that
// a crawler asking for many at once cannot take every core, draws run one at a time in this
// process, and requests for an image already being drawn wait for that draw instead of
// starting another.
export type DrawQueue = (key: string, draw: () => Promise<Uint8Array>) => Promise<Buffer>;

export function createDrawQueue(): DrawQueue {
  const inFlight = new Map<string, Promise<Buffer>>();
  let tail: Promise<unknown> = Promise.resolve();
  return (key, draw) => {
    const running = inFlight.get(key);
    if (running) return running;
    const turn = tail.then(async () => Buffer.from(await draw()));
    tail = turn.catch(() => {});
    const done = turn.finally(() => inFlight.delete(key));
    inFlight.set(key, done);
    return done;
  };
}

/** The process's one queue, shared by every route that draws share images. */
export const shareImageDraws = createDrawQueue();
