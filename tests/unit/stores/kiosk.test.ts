import { describe, expect, it, vi } from 'vitest';
import {
  $kiosk,
  goBack,
  resetKiosk,
  startShopping,
  stillHere,
  storeDateTime,
  reportPlayback,
} from '../../../src/stores/kiosk';
import { KIOSK_STORAGE_KEY as STORAGE_KEY } from '../../../src/lib/kiosk-generation';
import { SHOPPER_COOKIES, SHOPPER_LOCAL_KEYS, SHOPPER_SESSION_KEYS } from '../../../src/lib/shopper-storage';
import { demoStore } from '../helpers/demo-store';
import { kioskPage } from '../helpers/kiosk';

const store = demoStore();
const kiosk = kioskPage();

describe('kiosk state (polled every 500 ms)', () => {
  it('is active, then prompts kiosk_prompt_timer minutes before kiosk_idle_timer, counting down', () => {
    kiosk.start();
    expect($kiosk.get().phase).toBe('active');
    vi.advanceTimersByTime(59_500);
    expect($kiosk.get().phase).toBe('active');
    vi.advanceTimersByTime(1000);
    expect($kiosk.get()).toMatchObject({ phase: 'prompt', secondsLeft: 60 });
    vi.advanceTimersByTime(15_000);
    expect($kiosk.get()).toMatchObject({ phase: 'prompt', secondsLeft: 45 });
  });

  it('"I\'m still here" goes back to active and restarts the idle timer', () => {
    kiosk.start();
    vi.advanceTimersByTime(90_000);
    expect($kiosk.get().phase).toBe('prompt');
    stillHere();
    expect($kiosk.get().phase).toBe('active');
    vi.advanceTimersByTime(59_000);
    expect($kiosk.get().phase).toBe('active');
  });

  it('activity on the page keeps it active; activity during the prompt does not', () => {
    kiosk.start();
    vi.advanceTimersByTime(50_000);
    document.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(50_000);
    expect($kiosk.get().phase).toBe('active');
    vi.advanceTimersByTime(15_000);
    expect($kiosk.get().phase).toBe('prompt');
    document.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(1000);
    expect($kiosk.get().phase).toBe('prompt');
  });

  it('at the idle timeout it resets: the splash, clearSession, and the kiosk home page', async () => {
    // The last shopper's cart, on the server.
    await store.form('/checkout/cart/add', { product_id: 1, quantity: 1 });
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    kiosk.start();
    vi.advanceTimersByTime(120_000);
    expect($kiosk.get().phase).toBe('idle');
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/common/home'));
    expect(store.sent('GET /account/logout/clearSession')).toHaveLength(1);
    // The cart store follows the cleared session before the page changes: the next shopper's cart is empty.
    expect(store.sent('GET /checkout/cart/getData')).toHaveLength(1);
    expect(JSON.parse(store.sent('GET /checkout/cart/getData')[0]!.answer!.text)).toMatchObject({ products: [] });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ idle: true, clear: false });
  });

  it('a reset whose clearSession fails keeps the splash on this page and owes the clear', async () => {
    await store.fault({ path: '/account/logout/clearSession', kind: 'status', status: 500 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    kiosk.start();
    vi.advanceTimersByTime(120_000);
    await vi.waitFor(() => expect(store.sent('GET /account/logout/clearSession')).toHaveLength(1));
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    vi.advanceTimersByTime(5_000);
    expect($kiosk.get().phase).toBe('idle');
    expect(replace).not.toHaveBeenCalled();
    expect(store.sent('GET /account/logout/clearSession')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ idle: true, clear: true });
  });

  it('a page loaded while idle shows the splash at once', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ idle: true, last: Date.now(), clear: false }));
    kiosk.start();
    expect($kiosk.get().phase).toBe('idle');
  });
});

const saved = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
const stamp = () => (history.state as { piKiosk?: { gen: number; first: boolean } } | null)?.piKiosk;

describe('the next shopper reaches nothing of the last (issue 24)', () => {
  it('a reset forgets every cookie and storage key the bundle writes, from the one list', async () => {
    vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    for (const name of SHOPPER_COOKIES) document.cookie = `${name}=7; path=/`;
    document.cookie = 'alert_bar_dismissed_spring=1; path=/';
    document.cookie = 'theme_cookie=kept; path=/';
    for (const key of SHOPPER_LOCAL_KEYS) localStorage.setItem(key, 'list');
    for (const key of SHOPPER_SESSION_KEYS) sessionStorage.setItem(key, '{"queryID":"q"}');
    kiosk.start();
    await resetKiosk();
    const names = document.cookie
      .split(';')
      .map((c) => c.split('=')[0]?.trim())
      .filter(Boolean);
    expect(names).toEqual(['theme_cookie']);
    for (const key of SHOPPER_LOCAL_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    document.cookie = 'theme_cookie=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('a reset starts a new generation; the home page it loads is the first of it, where Back goes nowhere', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    kiosk.start();
    expect(stamp()).toEqual({ gen: 0, first: false });
    expect($kiosk.get().canGoBack).toBe(true);
    await resetKiosk();
    expect(replace).toHaveBeenCalledWith('/common/home');
    expect(saved()).toMatchObject({ gen: 1, fresh: true, idle: true });
    // The home page the reset loaded:
    kiosk.stop();
    history.replaceState(null, '');
    kiosk.start();
    expect(stamp()).toEqual({ gen: 1, first: true });
    expect(saved()).toMatchObject({ gen: 1, fresh: false });
    expect($kiosk.get().canGoBack).toBe(false);
    goBack();
    expect(back).not.toHaveBeenCalled();
    // "Press here to get started" replaces it with a fresh home page, again the first.
    await startShopping();
    expect(replace).toHaveBeenLastCalledWith('/common/home');
    expect(saved()).toMatchObject({ idle: false, fresh: true });
  });

  it('a page of an older generation (Back or Forward after a reset) is replaced by the kiosk home page', () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ idle: false, last: Date.now(), clear: false, gen: 2 }));
    history.replaceState({ other: 1, piKiosk: { gen: 1, first: false } }, '');
    kiosk.start();
    expect(replace).toHaveBeenCalledWith('/common/home');
    expect(saved()).toMatchObject({ gen: 2, fresh: true });
    expect(document.documentElement.style.visibility).toBe('hidden');
    document.documentElement.style.visibility = '';
  });

  it('a page of this generation is kept and keeps its own history state', () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ idle: false, last: Date.now(), clear: false, gen: 2 }));
    history.replaceState({ other: 1 }, '');
    kiosk.start();
    expect(replace).not.toHaveBeenCalled();
    expect(history.state).toEqual({ other: 1, piKiosk: { gen: 2, first: false } });
  });

  it('a page restored from the back/forward cache after a reset elsewhere is sent home', () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    kiosk.start();
    expect(replace).not.toHaveBeenCalled();
    // Another page reset the kiosk meanwhile; this one comes back from the cache.
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...saved(), gen: 1 }));
    // happy-dom's PageTransitionEvent drops `persisted`: the browser's event, as it arrives.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(replace).toHaveBeenCalledWith('/common/home');
    document.documentElement.style.visibility = '';
  });
});

describe('playback reports', () => {
  it("posts video_id, start_date and end_date in the store's datetime form", async () => {
    kiosk.start();
    await reportPlayback(3, new Date(2026, 10, 23, 9, 5, 7), new Date(2026, 10, 23, 9, 5, 9));
    const [sent] = store.sent('POST /tool/kiosk/video');
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      video_id: '3',
      start_date: '2026-11-23 09:05:07',
      end_date: '2026-11-23 09:05:09',
    });
    // The strict store took the report as it came.
    expect(sent?.answer?.status).toBe(200);
  });

  it('formats local time with two-digit fields', () => {
    expect(storeDateTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });
});
