import { vi } from 'vitest';

/** Replaces window.location.assign with a spy so navigation is observed, not performed. */
export function stubLocationAssign() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => {});
}

/** Puts the page at `path` (same origin) without navigating, as if the shopper were on that page. */
export function setPagePath(path: string): void {
  window.history.replaceState(null, '', path);
}
