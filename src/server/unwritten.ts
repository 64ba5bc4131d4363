/**
 * Successful keyed answers the idempotency store could not take (it was down or slow): kept in
 * this process so that a retry here replays them, and written to the store, oldest first, once it
 * answers again (tried after 1 s, then at most every 30 s). Bounded: at most
 * {@link UNWRITTEN_MAX_ENTRIES} answers and {@link UNWRITTEN_MAX_UNITS} UTF-16 code units, the
 * oldest dropped first; each for the store's default time to live at most.
 */
import { IDEMPOTENCY_TTL_MS, idempotencyEntrySize, type IdempotencyStore, type IdempotentAnswer } from './memory-store.js';
import { withDeadline } from './deadline.js';

/** Most answers one proxy keeps while its store is away. */
export const UNWRITTEN_MAX_ENTRIES = 10_000;
/** Most UTF-16 code units of key, request and answer one proxy keeps while its store is away: 32 Mi. */
export const UNWRITTEN_MAX_UNITS = 32 * 1024 * 1024;

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

interface Kept {
  answer: IdempotentAnswer;
  at: number;
  units: number;
}

export function createUnwritten(store: IdempotencyStore, storeTimeoutMs: number) {
  // A Map iterates in insertion order: the first entry is the oldest.
  const kept = new Map<string, Kept>();
  let units = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pause = FIRST_RETRY_MS;

  function drop(key: string): void {
    const entry = kept.get(key);
    if (!entry) return;
    units -= entry.units;
    kept.delete(key);
  }

  function schedule(): void {
    if (timer !== undefined || kept.size === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, pause);
    // Nothing here keeps a process alive that has nothing else to do.
    (timer as { unref?: () => void }).unref?.();
  }

  async function flush(): Promise<void> {
    for (const [key, entry] of kept) {
      if (Date.now() - entry.at >= IDEMPOTENCY_TTL_MS) {
        drop(key);
        continue;
      }
      try {
        await withDeadline(() => store.set(key, entry.answer), storeTimeoutMs);
      } catch {
        pause = Math.min(pause * 2, MAX_RETRY_MS);
        schedule();
        return;
      }
      // The store holds it now (unless a newer answer replaced it meanwhile).
      if (kept.get(key) === entry) drop(key);
    }
    pause = FIRST_RETRY_MS;
    schedule();
  }

  return {
    /** The answer kept for `key`, if any and not too old. */
    get(key: string): IdempotentAnswer | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (Date.now() - entry.at >= IDEMPOTENCY_TTL_MS) {
        drop(key);
        return undefined;
      }
      return entry.answer;
    },
    /** Keeps `answer` until the store takes it. */
    keep(key: string, answer: IdempotentAnswer): void {
      drop(key);
      const size = idempotencyEntrySize(key, answer);
      kept.set(key, { answer, at: Date.now(), units: size });
      units += size;
      for (const [oldest] of kept) {
        if (kept.size <= UNWRITTEN_MAX_ENTRIES && units <= UNWRITTEN_MAX_UNITS) break;
        drop(oldest);
      }
      schedule();
    },
  };
}
