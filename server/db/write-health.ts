// Whether the database takes writes, as the inserts last saw it: a write that failed for the
// database's own reason (disk full, read-only, gone) makes /readyz answer "not ready" until a
// write succeeds again, so a load balancer sends the traffic elsewhere. The failures are logged
// as one line per minute at most (with how many there were), not a stack trace per request.
// While writes fail, the server checks them itself every WRITE_PROBE_EVERY_MS (`probe`: one
// small committed write): a load balancer that trusts /readyz sends no visitor's insert to an
// unready server, so waiting for one would keep it unready for good.
export const WRITE_FAULT_LOG_EVERY_MS = 60_000;
export const WRITE_PROBE_EVERY_MS = 5_000;

type Log = { error(obj: object, msg: string): void; info(obj: object, msg: string): void };

export type WriteHealth = {
  failed(error: unknown): void;
  succeeded(): void;
  /** null while writes work; else since when they fail and the last reason. */
  fault(): { since: string; reason: string } | null;
  /** Stops the periodic check (the server closes). */
  stop(): void;
};

export type WriteProbe = { probe: () => Promise<void>; everyMs?: number };

function reasonOf(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e?.code === "string" ? `${e.code}: ` : "";
  const message = typeof e?.message === "string" ? e.message.split("\n")[0]!.slice(0, 200) : String(error);
  return `${code}${message}`;
}

export function createWriteHealth(
  log: Log,
  now: () => number = Date.now,
  { probe, everyMs = WRITE_PROBE_EVERY_MS }: Partial<WriteProbe> = {},
): WriteHealth {
  let since: number | null = null;
  let reason = "";
  let lastLog = -Infinity;
  let unlogged = 0;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const check = async () => {
    try {
      await probe!();
      health.succeeded();
    } catch (error) {
      if (since !== null) health.failed(error);
    }
  };
  const health: WriteHealth = {
    failed(error) {
      const t = now();
      since ??= t;
      if (probe && !timer && !stopped) {
        timer = setInterval(() => void check(), everyMs);
        timer.unref();
      }
      reason = reasonOf(error);
      unlogged += 1;
      if (t - lastLog >= WRITE_FAULT_LOG_EVERY_MS) {
        log.error(
          { failedWrites: unlogged, reason },
          "database writes are failing (disk full, read-only or unreachable?): answering 503 until one succeeds",
        );
        lastLog = t;
        unlogged = 0;
      }
    },
    succeeded() {
      if (timer) clearInterval(timer);
      timer = null;
      if (since === null) return;
      log.info({ failedSince: new Date(since).toISOString() }, "database writes work again");
      since = null;
      unlogged = 0;
      lastLog = -Infinity;
    },
    fault: () => (since === null ? null : { since: new Date(since).toISOString(), reason }),
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
  return health;
}
