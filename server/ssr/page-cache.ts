// Rendered pages kept for a while (least recently used first out): a vehicle's page whose
// price is cached renders once per TTL, not once per visit.
export type PageCache<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V, ttlMs: number): void;
};

export function createPageCache<V>(max: number, now: () => number = Date.now): PageCache<V> {
  const map = new Map<string, { value: V; expires: number }>();
  return {
    get(key) {
      const entry = map.get(key);
      if (!entry) return undefined;
      map.delete(key);
      if (entry.expires <= now()) return undefined;
      map.set(key, entry);
      return entry.value;
    },
    set(key, value, ttlMs) {
      map.delete(key);
      map.set(key, { value, expires: now() + ttlMs });
      if (map.size > max) map.delete(map.keys().next().value!);
    },
  };
}
