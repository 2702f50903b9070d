/**
 * Sliding-window counters kept in memory, one bucket per key (an IP, say). Each limiter holds one or
 * more windows; a hit is refused when any window is full, and refused hits are not counted.
 */
export type Window = { windowMs: number; max: number };
export type LimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

const MAX_KEYS = 100_000;

export function createRateLimiter(windows: readonly Window[], now: () => number) {
  const longest = Math.max(...windows.map((w) => w.windowMs));
  const hits = new Map<string, number[]>();

  /** Index of the first time after `from` in an ascending list (binary search). */
  function firstAfter(list: number[], from: number): number {
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((list[mid] ?? 0) > from) high = mid;
      else low = mid + 1;
    }
    return low;
  }

  return {
    /** Counts a hit for `key` if every window has room; otherwise says how long until one does. */
    hit(key: string): LimitDecision {
      const at = now();
      const list = hits.get(key) ?? [];
      const expired = firstAfter(list, at - longest);
      if (expired > 0) list.splice(0, expired);
      let retryAfterMs = 0;
      for (const w of windows) {
        const start = firstAfter(list, at - w.windowMs);
        const count = list.length - start;
        if (count >= w.max) {
          const oldest = list[list.length - w.max] ?? at;
          retryAfterMs = Math.max(retryAfterMs, oldest + w.windowMs - at);
        }
      }
      if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
      list.push(at);
      hits.delete(key);
      hits.set(key, list);
      // Forget the least recently used keys rather than grow without bound.
      if (hits.size > MAX_KEYS) hits.delete(hits.keys().next().value as string);
      return { allowed: true };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
