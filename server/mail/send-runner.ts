// A mail job the server runs by itself on a timer (the price alerts, the IPVA and licensing
// reminders): once when started (a send a restart interrupted goes on), then every `everyMs`,
// and when nudged. One run at a time in a process: a nudge during a run asks for one more run
// after it. Across processes the job itself must be safe (each mail claimed in SQL before it is
// queued), so several servers and the job's npm script may run it at once. A run that fails is
// logged and tried again at the next tick; the timer never keeps the process alive.
export type SendRunner<R> = {
  start(): void;
  /** Runs now (or right after the run in flight). */
  nudge(): void;
  runOnce(): Promise<R | null>;
  stop(): Promise<void>;
};

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export function createSendRunner<R extends { queued: number }>(
  run: () => Promise<R>,
  options: {
    /** "price alerts", "reminders": the log lines' subject. */
    name: string;
    everyMs: number;
    log: Log;
    /** Mail was queued (the outbox worker is nudged). */
    onQueued(): void;
  },
): SendRunner<R> {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<R | null> | null = null;
  let again = false;
  let stopped = false;

  function runOnce(): Promise<R | null> {
    if (current) {
      again = true;
      return current;
    }
    current = run()
      .then(
        (result) => {
          if (result.queued) {
            options.log.info({ ...result }, `${options.name} queued`);
            options.onQueued();
          }
          return result;
        },
        (error: unknown) => {
          options.log.warn({ err: error }, `${options.name} not sent now; they are tried again later`);
          return null;
        },
      )
      .finally(() => {
        current = null;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return current;
  }

  return {
    start() {
      if (timer || stopped) return;
      void runOnce();
      timer = setInterval(() => void runOnce(), options.everyMs);
      timer.unref();
    },
    nudge() {
      if (!stopped) void runOnce();
    },
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
