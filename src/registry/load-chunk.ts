/** Imports a chunk by URL; a failed load is retried once under a fresh URL (browsers cache the failure). */
export async function loadChunk<T>(url: string): Promise<T> {
  try {
    return (await import(/* @vite-ignore */ url)) as T;
  } catch {
    return (await import(/* @vite-ignore */ `${url}${url.includes('?') ? '&' : '?'}retry=1`)) as T;
  }
}
