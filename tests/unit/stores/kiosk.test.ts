import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $kiosk, startKiosk, stillHere, STORAGE_KEY, storeDateTime, reportPlayback } from '../../../src/stores/kiosk';
import { wireCart } from '../helpers/cart-fixtures';
import { stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { resetStores } from '../helpers/stores';
import { resetModuleState } from '../../../src/lib/test-reset';

let server: FakeFetch;
let stop: () => void = () => {};
const settings = {
  idleMinutes: 2,
  promptMinutes: 1,
  homepage: '/common/home',
  clearSessionUrl: '/account/logout/clearSession',
  videoReportUrl: '/tool/kiosk/video',
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 23, 10, 0, 0), toFake: ['setInterval', 'clearInterval', 'Date'] });
  resetStores();
  resetModuleState();
  localStorage.clear();
  server = stubFetch();
  server.onJson('GET /account/logout/clearSession', { success: true });
  server.onJson('GET /checkout/cart/getData', wireCart());
  server.onJson('POST /tool/kiosk/video', { success: true });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('kiosk state (polled every 500 ms)', () => {
  it('is active, then prompts kiosk_prompt_timer minutes before kiosk_idle_timer, counting down', () => {
    stop = startKiosk(settings);
    expect($kiosk.get().phase).toBe('active');
    vi.advanceTimersByTime(59_500);
    expect($kiosk.get().phase).toBe('active');
    vi.advanceTimersByTime(1000);
    expect($kiosk.get()).toMatchObject({ phase: 'prompt', secondsLeft: 60 });
    vi.advanceTimersByTime(15_000);
    expect($kiosk.get()).toMatchObject({ phase: 'prompt', secondsLeft: 45 });
  });

  it('"I\'m still here" goes back to active and restarts the idle timer', () => {
    stop = startKiosk(settings);
    vi.advanceTimersByTime(90_000);
    expect($kiosk.get().phase).toBe('prompt');
    stillHere();
    expect($kiosk.get().phase).toBe('active');
    vi.advanceTimersByTime(59_000);
    expect($kiosk.get().phase).toBe('active');
  });

  it('activity on the page keeps it active; activity during the prompt does not', () => {
    stop = startKiosk(settings);
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
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    stop = startKiosk(settings);
    vi.advanceTimersByTime(120_000);
    expect($kiosk.get().phase).toBe('idle');
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/common/home'));
    expect(server.sent('GET /account/logout/clearSession')).toHaveLength(1);
    // The cart store follows the cleared session before the page changes.
    expect(server.sent('GET /checkout/cart/getData')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ idle: true, clear: false });
  });

  it('a reset whose clearSession fails keeps the splash on this page and owes the clear', async () => {
    server = stubFetch();
    server.onJson('GET /account/logout/clearSession', {}, 500);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    stop = startKiosk(settings);
    vi.advanceTimersByTime(120_000);
    await vi.waitFor(() => expect(server.sent('GET /account/logout/clearSession')).toHaveLength(1));
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    vi.advanceTimersByTime(5_000);
    expect($kiosk.get().phase).toBe('idle');
    expect(replace).not.toHaveBeenCalled();
    expect(server.sent('GET /account/logout/clearSession')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ idle: true, clear: true });
  });

  it('a page loaded while idle shows the splash at once', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ idle: true, last: Date.now(), clear: false }));
    stop = startKiosk(settings);
    expect($kiosk.get().phase).toBe('idle');
  });
});

describe('playback reports', () => {
  it("posts video_id, start_date and end_date in the store's datetime form", async () => {
    stop = startKiosk(settings);
    await reportPlayback(3, new Date(2026, 10, 23, 9, 5, 7), new Date(2026, 10, 23, 9, 5, 9));
    const [sent] = server.sent('POST /tool/kiosk/video');
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      video_id: '3',
      start_date: '2026-11-23 09:05:07',
      end_date: '2026-11-23 09:05:09',
    });
  });

  it('formats local time with two-digit fields', () => {
    expect(storeDateTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });
});
