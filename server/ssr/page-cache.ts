// Rendered pages kept for a while (least recently used first out): a vehicle's page whose
// price is cached renders once per TTL, not once per visit. Bounded by entries and, when a
// size function is given, by bytes: an entry that alone exceeds the bound is not kept.
export type PageCache<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V, ttlMs: number): void;
  /** The bytes held (by `sizeOf`; 0 without it) and the entries. */
  stats(): { bytes: number; entries: number; maxBytes: number };
};

export type PageCacheOptions<V> = {
  maxBytes?: number;
  sizeOf?: (value: V) => number;
  now?: () => number;
};

export function createPageCache<V>(max: number, options: PageCacheOptions<V> | (() => number) = {}): PageCache<V> {
  const { maxBytes = Infinity, sizeOf, now = Date.now } = typeof options === "function" ? { now: options } : options;
  const map = new Map<string, { value: V; expires: number; size: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = map.get(key);
    if (!entry) return;
    map.delete(key);
    bytes -= entry.size;
  };
  return {
    get(key) {
      const entry = map.get(key);
      if (!entry) return undefined;
      map.delete(key);
      if (entry.expires <= now()) {
        bytes -= entry.size;
        return undefined;
      }
      map.set(key, entry);
      return entry.value;
    },
    set(key, value, ttlMs) {
      drop(key);
      const size = sizeOf ? sizeOf(value) : 0;
      if (size > maxBytes) return;
      map.set(key, { value, expires: now() + ttlMs, size });
      bytes += size;
      while (map.size > max || bytes > maxBytes) drop(map.keys().next().value!);
    },
    stats: () => ({ bytes, entries: map.size, maxBytes }),
  };
}
