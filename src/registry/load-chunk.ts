let attempts = 0;

/** Imports a chunk by URL; a failed load is retried once under a fresh URL (browsers remember a failed module URL). */
export async function loadChunk<T>(url: string): Promise<T> {
  try {
    return (await import(/* @vite-ignore */ url)) as T;
  } catch {
    return (await import(/* @vite-ignore */ `${url}${url.includes('?') ? '&' : '?'}retry=${++attempts}`)) as T;
  }
}
