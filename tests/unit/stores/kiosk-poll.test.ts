import { describe, expect, it, vi } from 'vitest';
import { KIOSK_STORAGE_KEY as STORAGE_KEY } from '../../../src/lib/kiosk-generation';
import { $kiosk, POLL_MS } from '../../../src/stores/kiosk';
import { demoStore } from '../helpers/demo-store';
import { kioskPage } from '../helpers/kiosk';

// The kiosk's calls (clearing the session) go to the demo store; these tests read only the shared state's polling.
demoStore();
const kiosk = kioskPage();

/** What another tab (or a page load) leaves in the shared state: the kiosk went idle there. */
const idleElsewhere = () =>
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ idle: true, last: Date.now(), clear: false }));

describe('kiosk state is polled every 500 ms (spec 3 §4, §9)', () => {
  it("the constant is the spec's 500 ms", () => {
    expect(POLL_MS).toBe(500);
  });

  it('a change of the shared state is seen at the next 500 ms poll, not before, and at every poll after', () => {
    kiosk.start();
    expect($kiosk.get().phase).toBe('active');
    idleElsewhere();
    // 499 ms: no poll yet (a shorter interval would already have seen it).
    vi.advanceTimersByTime(499);
    expect($kiosk.get().phase).toBe('active');
    // 500 ms: the poll sees it (a longer interval would not have yet).
    vi.advanceTimersByTime(1);
    expect($kiosk.get().phase).toBe('idle');

    // The next shopper elsewhere: active again; seen exactly one interval later, again and again.
    for (let round = 0; round < 3; round++) {
      const idle = round % 2 === 1;
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ idle, last: Date.now(), clear: false }));
      vi.advanceTimersByTime(499);
      expect($kiosk.get().phase, `round ${round}, 499 ms`).toBe(idle ? 'active' : 'idle');
      vi.advanceTimersByTime(1);
      expect($kiosk.get().phase, `round ${round}, 500 ms`).toBe(idle ? 'idle' : 'active');
    }
  });

  it("the prompt's countdown moves with each poll: one poll per 500 ms, never more", () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    kiosk.start();
    // One clock for the kiosk, at the spec's rate.
    expect(setInterval.mock.calls.map(([, ms]) => ms)).toEqual([500]);
    vi.advanceTimersByTime(60_000);
    expect($kiosk.get()).toMatchObject({ phase: 'prompt', secondsLeft: 60 });
    const seen: number[] = [];
    const unsubscribe = $kiosk.subscribe((view) => seen.push(view.secondsLeft));
    seen.length = 0;
    // 10 s of polls: the seconds left change once per whole second, read by the polls at 500 ms steps.
    vi.advanceTimersByTime(10_000);
    unsubscribe();
    expect(seen).toEqual([59, 58, 57, 56, 55, 54, 53, 52, 51, 50]);
  });

  it('after the kiosk stops on this page nothing polls any more', () => {
    kiosk.start();
    kiosk.stop();
    idleElsewhere();
    vi.advanceTimersByTime(5_000);
    expect($kiosk.get().phase).toBe('active');
    expect(vi.getTimerCount()).toBe(0);
  });
});
