// Web Storage access that never throws: private modes and sandboxed frames throw SecurityError on
// access and QuotaExceededError on write. Raw strings here (the listing's view mode, in the shopper core chunk); JSON
// values, which only the POS checkout keeps, in json-storage.ts.

/** Finds localStorage, or null where merely touching it throws (blocked storage, no window). */
export function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Reads a raw string (e.g. the listing view mode under "display"), or the fallback when missing or blocked. */
export function readString(key: string, fallback = '', storage: Storage | null = defaultStorage()): string {
  try {
    return storage?.getItem(key) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Writes a raw string; returns false when storage is blocked or full. */
export function writeString(key: string, value: string, storage: Storage | null = defaultStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
