import { afterEach, beforeEach, vi } from 'vitest';
import { startKiosk, type KioskSettings } from '../../../src/stores/kiosk';
import { resetStores } from './stores';

/** The kiosk the store tests run: reset after 2 minutes alone, the prompt 1 minute before (spec 3 §4's timers). */
export const KIOSK_SETTINGS: KioskSettings = {
  idleMinutes: 2,
  promptMinutes: 1,
  homepage: '/common/home',
  clearSessionUrl: '/account/logout/clearSession',
  videoReportUrl: '/tool/kiosk/video',
};

/**
 * Each test of the file on a fresh kiosk page at 10:00 on 23 Nov 2026, with the poll's intervals and the clock faked
 * and nothing stored; `start()` starts the kiosk (with KIOSK_SETTINGS) and `stop()` stops it as leaving the page does
 * (after each test too).
 */
export function kioskPage(): { start(settings?: KioskSettings): void; stop(): void } {
  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2026, 10, 23, 10, 0, 0), toFake: ['setInterval', 'clearInterval', 'Date'] });
    resetStores();
    localStorage.clear();
    sessionStorage.clear();
    history.replaceState(null, '');
  });
  afterEach(() => {
    stop();
    stop = () => {};
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return {
    start: (settings = KIOSK_SETTINGS) => void (stop = startKiosk(settings)),
    stop: () => {
      stop();
      stop = () => {};
    },
  };
}
