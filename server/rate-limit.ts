// Fixed-window counter per client address, in memory (per process).
export type RateLimiter = { hit(key: string, now?: number): { allowed: boolean; retryAfterSeconds: number } };

export function createRateLimiter(max: number, windowMs = 60_000): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, now = Date.now()) {
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= max, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
    },
  };
}
