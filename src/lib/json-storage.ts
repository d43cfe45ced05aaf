// JSON values in Web Storage, never throwing (see storage.ts): other scripts may leave non-JSON values behind.
import { defaultStorage } from './storage';

/** Reads a JSON value; missing, unreadable, corrupt or differently-typed (vs a non-null fallback) values give the fallback. */
export function readStorage<T>(key: string, fallback: T, storage: Storage | null = defaultStorage()): T {
  try {
    const raw = storage?.getItem(key);
    if (raw === null || raw === undefined) return fallback;
    const value: unknown = JSON.parse(raw);
    if (fallback !== null && fallback !== undefined) {
      if (typeof value !== typeof fallback || Array.isArray(value) !== Array.isArray(fallback)) return fallback;
      if (typeof fallback === 'object' && value === null) return fallback;
    }
    return value as T;
  } catch {
    return fallback;
  }
}

/** Writes a JSON value; returns false when storage is blocked, full or the value cannot be serialized. */
export function writeStorage(key: string, value: unknown, storage: Storage | null = defaultStorage()): boolean {
  try {
    const text = JSON.stringify(value);
    if (text === undefined || !storage) return false;
    storage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key, ignoring blocked storage. */
export function removeStorage(key: string, storage: Storage | null = defaultStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Blocked storage has nothing to remove.
  }
}
