let attempts = 0;

/**
 * Imports a chunk by URL; a failed load is retried once under a fresh URL (browsers remember a failed module URL). The
 * loader's chunk URLs carry no query (they resolve against its own URL), so the marker starts one.
 */
export async function loadChunk<T>(url: string): Promise<T> {
  try {
    return (await import(/* @vite-ignore */ url)) as T;
  } catch {
    return (await import(/* @vite-ignore */ `${url}?retry=${++attempts}`)) as T;
  }
}
