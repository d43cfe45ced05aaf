/**
 * Kiosk mode (spec 3 §2, §4, §9): active, then the "Are you still there?" prompt before the idle timeout, then idle
 * (the splash); a reset clears the shopper's session, cart and vehicle. The state lives in localStorage so it
 * carries across the kiosk's page loads (and tabs), and is polled every 500 ms.
 */
import * as api from '../api/kiosk';
import { SYSTEM_ERROR } from '../api/errors';
import { refreshCart } from '../cart/stores/cart';
import { $vehicle, emitVehicleChanged } from '../vehicle/stores/vehicle';
import { deleteCookie } from '../lib/cookies';
import { bounce, entryStamp, isStale, readKiosk, writeKiosk, type KioskSaved } from '../lib/kiosk-generation';
import {
  SHOPPER_COOKIE_PREFIXES,
  SHOPPER_COOKIES,
  SHOPPER_LOCAL_KEYS,
  SHOPPER_SESSION_KEYS,
} from '../lib/shopper-storage';
import { pageAtom, pageState } from '../registry/page';

export type KioskPhase = 'active' | 'prompt' | 'idle' | 'starting';

export interface KioskView {
  phase: KioskPhase;
  /** Seconds until the reset, while the prompt shows. */
  secondsLeft: number;
  /** Why starting failed (the session could not be cleared); the start button retries. */
  startError: string | null;
  /** Back leads somewhere of this shopper's (false on the first page after a reset). */
  canGoBack: boolean;
}

export interface KioskSettings {
  /** Minutes alone before the reset (kiosk_idle_timer). */
  idleMinutes: number;
  /** Minutes before that reset when the prompt shows (kiosk_prompt_timer). */
  promptMinutes: number;
  homepage: string;
  clearSessionUrl: string;
  videoReportUrl: string;
}

export const POLL_MS = 500;
const MINUTE = 60_000;
// Activity is written at most this often: a scroll fires many events.
const TOUCH_EVERY_MS = 1000;
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'input'] as const;

// Back starts disabled: until the kiosk has checked this history entry it does not know what Back would reach.
export const $kiosk = pageAtom<KioskView>({ phase: 'active', secondsLeft: 0, startError: null, canGoBack: false });
export const $online = pageAtom<boolean>(true);

// The running kiosk's settings, whether a reset is under way, when the state was last written, and how to stop the
// clock (its poll and listeners): a stopped page has none of them.
const state = pageState(() => ({
  settings_: null as KioskSettings | null,
  resetting_: false,
  lastWrite_: 0,
  stopClock_: null as (() => void) | null,
  stop() {
    this.stopClock_?.();
  },
}));

// localStorage directly (not src/lib/storage): importing that here would split it out of the product grid's chunk.
function read(): KioskSaved {
  return (
    readKiosk() ?? {
      idle: false,
      last: Date.now(),
      clear: false,
      gen: 0,
      fresh: false,
      home: state.settings_?.homepage ?? '/',
    }
  );
}
function save(saved: KioskSaved): void {
  state.lastWrite_ = Date.now();
  writeKiosk(saved);
}
const show = (next: Partial<KioskView>) => {
  const current = $kiosk.get();
  const view = { ...current, ...next };
  if (
    view.phase !== current.phase ||
    view.secondsLeft !== current.secondsLeft ||
    view.startError !== current.startError ||
    view.canGoBack !== current.canGoBack
  )
    $kiosk.set(view);
};

/** Forgets every cookie and storage key the bundle wrote about the shopper (the one list, src/lib/shopper-storage.ts). */
export function forgetShopper(): void {
  for (const name of SHOPPER_COOKIES) deleteCookie(name);
  for (const pair of document.cookie.split(';')) {
    const name = decodeURIComponent(pair.split('=')[0]?.trim() ?? '');
    if (SHOPPER_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix))) deleteCookie(name);
  }
  try {
    for (const key of SHOPPER_LOCAL_KEYS) localStorage.removeItem(key);
    for (const key of SHOPPER_SESSION_KEYS) sessionStorage.removeItem(key);
    // The theme's own per-tab notes belong to the shopper too.
    sessionStorage.clear();
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

/**
 * Stamps this history entry with the kiosk generation it belongs to, or sends the page home when it belongs to an
 * older one (Back, Forward or the back/forward cache reaching a previous shopper's page). Returns false when it left.
 */
function claimEntry(): boolean {
  const saved = read();
  if (!state.settings_) return true;
  if (isStale(saved)) {
    bounce({ ...saved, home: state.settings_.homepage });
    return false;
  }
  const stamp = entryStamp();
  const first = stamp?.gen === saved.gen ? stamp.first || saved.fresh : saved.fresh;
  if (!stamp || stamp.gen !== saved.gen || stamp.first !== first) {
    const entry = (history.state as Record<string, unknown> | null) ?? {};
    history.replaceState({ ...entry, piKiosk: { gen: saved.gen, first } }, '');
  }
  save({ ...saved, fresh: false, home: state.settings_.homepage });
  show({ canGoBack: !first });
  return true;
}

/** One poll: where the kiosk should be now, from the saved state and the clock. */
export function tick(): void {
  if (!state.settings_ || state.resetting_ || $kiosk.get().phase === 'starting') return;
  const saved = read();
  if (saved.idle) return show({ phase: 'idle', secondsLeft: 0 });
  const idleMs = state.settings_.idleMinutes * MINUTE;
  const promptMs = Math.min(state.settings_.promptMinutes * MINUTE, idleMs);
  const elapsed = Date.now() - saved.last;
  if (elapsed >= idleMs) return void resetKiosk();
  if (elapsed >= idleMs - promptMs) return show({ phase: 'prompt', secondsLeft: Math.ceil((idleMs - elapsed) / 1000) });
  show({ phase: 'active', secondsLeft: 0 });
}

function touch(force = false): void {
  if (!force && Date.now() - state.lastWrite_ < TOUCH_EVERY_MS) return;
  save({ ...read(), idle: false, last: Date.now() });
}

/** A shopper using the page keeps the kiosk active; while the prompt shows only "I'm still here" does. */
function onActivity(): void {
  if ($kiosk.get().phase === 'active') touch();
}

/** Starts the kiosk's clock on this page; returns the cleanup. */
export function startKiosk(next: KioskSettings): () => void {
  state.settings_ = next;
  state.resetting_ = false;
  if (!claimEntry()) return () => {};
  const online = () => $online.set(navigator.onLine);
  online();
  window.addEventListener('online', online);
  window.addEventListener('offline', online);
  for (const type of ACTIVITY) document.addEventListener(type, onActivity, { capture: true, passive: true });
  // A page restored from the back/forward cache, or a history step within it, may be a previous shopper's.
  const recheck = () => {
    if (claimEntry()) tick();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) recheck();
  };
  window.addEventListener('pageshow', onPageShow);
  window.addEventListener('popstate', recheck);
  tick();
  const timer = setInterval(tick, POLL_MS);
  const stopClock = () => {
    state.stopClock_ = null;
    clearInterval(timer);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', online);
    window.removeEventListener('pageshow', onPageShow);
    window.removeEventListener('popstate', recheck);
    for (const type of ACTIVITY) document.removeEventListener(type, onActivity, { capture: true });
    state.settings_ = null;
  };
  state.stopClock_ = stopClock;
  return stopClock;
}

/** "I'm still here": back to active with a fresh idle timer. */
export function stillHere(): void {
  touch(true);
  show({ phase: 'active', secondsLeft: 0 });
}

/**
 * Reset: the splash covers the page at once, a new generation starts (every page of the previous shopper's is sent
 * home if Back or Forward reaches it), every cookie and storage key the bundle wrote is forgotten, the server forgets
 * the shopper (clearSession, which also gives a new session), the cart and vehicle stores follow (other tabs too),
 * and the kiosk home page replaces this page behind the splash. A clear that fails is owed: the splash stays, and
 * start retries it.
 */
export async function resetKiosk(): Promise<void> {
  if (!state.settings_ || state.resetting_) return;
  const { clearSessionUrl, homepage } = state.settings_;
  state.resetting_ = true;
  const saved = read();
  save({ ...saved, idle: true, last: Date.now(), clear: true, gen: saved.gen + 1, home: homepage });
  show({ phase: 'idle', secondsLeft: 0, startError: null });
  forgetShopper();
  try {
    await api.clearSession(clearSessionUrl);
  } catch (error) {
    // Offline or refused: the splash stays over this page (inert behind it) and start retries the clear.
    console.warn('[parts-islands] kiosk: the session could not be cleared; retried on start', error);
    state.resetting_ = false;
    return;
  }
  save({ ...read(), clear: false, fresh: true });
  await refreshCart();
  $vehicle.set({ known: true, facets: [], hasYmm: false, hasEngine: false, showUniversal: true });
  emitVehicleChanged();
  window.location.replace(homepage);
}

/**
 * "Press here to get started": "Warming up the engine..." while an owed clear is made, then the kiosk home page in
 * place of this one (the first page of the new shopper's history: Back has nowhere to go).
 */
export async function startShopping(): Promise<void> {
  if (!state.settings_ || $kiosk.get().phase === 'starting') return;
  const { clearSessionUrl, homepage } = state.settings_;
  show({ phase: 'starting', startError: null });
  if (read().clear) {
    try {
      await api.clearSession(clearSessionUrl);
    } catch (error) {
      console.warn('[parts-islands] kiosk: the session could not be cleared', error);
      show({ phase: 'idle', startError: SYSTEM_ERROR });
      return;
    }
  }
  save({ ...read(), idle: false, last: Date.now(), clear: false, fresh: true });
  window.location.replace(homepage);
}

/** The kiosk's Back: never past the first page of this shopper's (the button is disabled there too). */
export function goBack(): void {
  if ($kiosk.get().canGoBack) window.history.back();
}

export function goForward(): void {
  window.history.forward();
}

const pad = (n: number) => String(n).padStart(2, '0');
/** "YYYY-MM-DD HH:MM:SS" in local time: the store's datetime columns. */
export function storeDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Each playback is reported (POST /tool/kiosk/video); a failed report is logged and never bothers the shopper. */
export async function reportPlayback(videoId: number | string, start: Date, end: Date): Promise<void> {
  if (!state.settings_) return;
  try {
    await api.reportVideoPlayback(state.settings_.videoReportUrl, {
      video_id: videoId,
      start_date: storeDateTime(start),
      end_date: storeDateTime(end),
    });
  } catch (error) {
    console.warn('[parts-islands] kiosk: video playback not reported', error);
  }
}
