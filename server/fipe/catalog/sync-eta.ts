// When the catalog sync will end, honestly: from the calls still needed, the pace this run
// measured, and what the budgets allow. v1/v2 answer fast but only until their daily budget
// less the reserve is spent; then the FIPE site, paced (one call per SITE_INTERVAL_MS, behind
// visitors), carries the rest; without the site the rest waits for the next UTC days' budgets.
// Pure.

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The background calls the upstreams allow (Failover.backgroundCapacity). */
export type BackgroundCapacity = {
  /** Calls v1/v2 still allow the sync today (their budgets less the reserve, less what was used), summed. */
  leftToday: number;
  /** The same for a whole day. */
  perDay: number;
  /** Milliseconds between calls to the FIPE site when it is an upstream (it has no budget); null without it. */
  siteIntervalMs: number | null;
};

export type EtaInput = BackgroundCapacity & {
  /** Upstream calls still needed (one per key not held). */
  remaining: number;
  now: number;
  /** Wall-clock ms per completed call over this run's recent calls; null before there are enough. */
  msPerCall: number | null;
};

/** The next UTC midnight after `t`. */
export function nextUtcDay(t: number): number {
  return Math.floor(t / DAY_MS) * DAY_MS + DAY_MS;
}

/** The estimated end (ms since epoch), or null when it cannot be estimated yet (no pace measured, nothing allows calls). */
export function estimateEnd(input: EtaInput): number | null {
  const { remaining, now, msPerCall, leftToday, perDay, siteIntervalMs } = input;
  if (remaining <= 0) return now;
  if (msPerCall === null) return null;
  // Fast calls first, as many as today's budgets allow.
  const fast = Math.min(remaining, Math.max(0, leftToday));
  const afterFast = now + fast * msPerCall;
  const left = remaining - fast;
  if (left === 0) return afterFast;
  // The site carries the rest at its pace (never faster than this run was measured to go).
  if (siteIntervalMs !== null) return afterFast + left * Math.max(siteIntervalMs, msPerCall);
  // No site: the rest waits for the next days' budgets.
  if (perDay <= 0) return null;
  const days = Math.ceil(left / perDay);
  const lastDayCalls = left - (days - 1) * perDay;
  return nextUtcDay(afterFast) + (days - 1) * DAY_MS + lastDayCalls * msPerCall;
}

/** Wall-clock ms per call over the last `window` call completions (null until there are 5). */
export function createPaceMeter(window = 50) {
  const ends: number[] = [];
  return {
    record(t: number) {
      ends.push(t);
      if (ends.length > window) ends.shift();
    },
    msPerCall(): number | null {
      if (ends.length < 5) return null;
      return (ends[ends.length - 1]! - ends[0]!) / (ends.length - 1);
    },
  };
}

/** "45 min", "3 h 05 min", "2 d 4 h": a duration for an operator. */
export function formatDuration(ms: number): string {
  const min = Math.max(0, Math.round(ms / 60_000));
  if (min < 1) return "< 1 min";
  if (min < 60) return `${min} min`;
  const hours = Math.floor(min / 60);
  if (hours < 48) return `${hours} h ${String(min % 60).padStart(2, "0")} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
