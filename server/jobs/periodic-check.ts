// A check the server runs in the background on a timer (the FIPE catalog sync, the public
// data refresh): the first `firstCheckMs` after start, each next one `checkMs` after the
// previous ended. One at a time in a process: runOnce while a check runs gets that check's
// result. The timer never keeps the process alive.
export type PeriodicCheck<T> = {
  start(): void;
  /** No check is started any more; resolves once the running one ended. */
  stop(): Promise<void>;
  /** One check now (or the one running); a check that throws resolves with `onError`'s value. */
  runOnce(): Promise<T>;
};

export function createPeriodicCheck<T>(
  check: () => Promise<T>,
  {
    checkMs,
    firstCheckMs,
    onError,
    onStop,
  }: {
    checkMs: number;
    firstCheckMs: number;
    /** Logs a check's failure; what runOnce resolves with then. */
    onError: (error: unknown) => T;
    /** Called as stop() begins, to cut short the running check. */
    onStop?: () => void;
  },
): PeriodicCheck<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<T> | null = null;
  let stopped = false;

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void periodic.runOnce().finally(() => schedule(checkMs));
    }, ms);
    timer.unref?.();
  }

  const periodic: PeriodicCheck<T> = {
    start: () => schedule(firstCheckMs),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      onStop?.();
      await running?.catch(() => null);
    },
    runOnce() {
      running ??= check()
        .catch(onError)
        .finally(() => (running = null));
      return running;
    },
  };
  return periodic;
}
