// Kiosk generations: every reset starts a new one (the count lives in localStorage `pi-kiosk`), and each history entry
// a kiosk page shows is stamped with the generation it was opened in (history.state.piKiosk). A page of an older
// generation, reached by Back, Forward, a reload or the back/forward cache, belongs to a previous shopper: it is
// replaced by the kiosk home page. The kiosk store checks on mount, on pageshow (back/forward cache) and on popstate.
// (The loader has no room for it under its 3 KiB budget: kiosk pages are served no-store instead, so an old page is
// always loaded afresh and the kiosk island sends it home as it mounts, hidden from then on.)

export const KIOSK_STORAGE_KEY = 'pi-kiosk';

/** What the kiosk keeps across page loads (localStorage): see src/stores/kiosk.ts. */
export interface KioskSaved {
  /** The splash shows. */
  idle: boolean;
  /** Last activity (ms since the epoch). */
  last: number;
  /** A clearSession is owed (the reset's failed). */
  clear: boolean;
  /** Resets so far: the current generation. */
  gen: number;
  /** The next kiosk page starts its generation (loaded by a reset, a start or a bounce): it has nothing to go back to. */
  fresh: boolean;
  /** The kiosk home page, where an old page is sent. */
  home: string;
}

export interface KioskStamp {
  gen: number;
  /** The first page of its generation. */
  first: boolean;
}

export function readKiosk(): KioskSaved | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KIOSK_STORAGE_KEY) ?? 'null') as Partial<KioskSaved> | null;
    if (!saved || typeof saved.last !== 'number') return null;
    return {
      idle: saved.idle === true,
      last: saved.last,
      clear: saved.clear === true,
      gen: typeof saved.gen === 'number' ? saved.gen : 0,
      fresh: saved.fresh === true,
      home: typeof saved.home === 'string' ? saved.home : '/',
    };
  } catch {
    // Blocked or corrupt storage: a fresh kiosk.
    return null;
  }
}

export function writeKiosk(saved: KioskSaved): void {
  try {
    localStorage.setItem(KIOSK_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Blocked storage: the kiosk still works on this page.
  }
}

/** This history entry's stamp, if a kiosk page stamped it. */
export function entryStamp(): KioskStamp | null {
  try {
    const stamp = (history.state as { piKiosk?: Partial<KioskStamp> } | null)?.piKiosk;
    return stamp && typeof stamp.gen === 'number' ? { gen: stamp.gen, first: stamp.first === true } : null;
  } catch {
    return null;
  }
}

/** This document was reached by Back or Forward (not by a link, a reload or a replace). */
function traversed(): boolean {
  try {
    return (
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ===
      'back_forward'
    );
  } catch {
    return false;
  }
}

/**
 * Whether this page belongs to a previous shopper: stamped in an older generation, or reached by Back/Forward without a
 * stamp after a reset (a page whose kiosk never mounted, or an entry another script replaced the state of).
 */
export function isStale(saved: KioskSaved | null): boolean {
  if (!saved || saved.gen === 0) return false;
  const stamp = entryStamp();
  return stamp ? stamp.gen < saved.gen : traversed();
}

/** Sends an old page to the kiosk home page in its place (its history entry too), hiding it meanwhile. */
export function bounce(saved: KioskSaved): void {
  writeKiosk({ ...saved, fresh: true });
  document.documentElement.style.visibility = 'hidden';
  location.replace(saved.home);
}
