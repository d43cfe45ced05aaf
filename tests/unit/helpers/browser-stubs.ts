import { vi } from 'vitest';

/** An IntersectionObserver the test drives: `FakeIntersectionObserver.enter(el)` reports el as visible. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  static enter(el: Element, isIntersecting = true) {
    for (const io of FakeIntersectionObserver.instances) {
      if (!io.targets.has(el)) continue;
      const entry = {
        target: el,
        isIntersecting,
        intersectionRatio: isIntersecting ? 1 : 0,
      } as IntersectionObserverEntry;
      io.callback([entry], io as unknown as IntersectionObserver);
    }
  }
  static install() {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  }
}

/** matchMedia whose queries match when the test says so: `media.set('(min-width: 768px)', true)`. */
export function stubMatchMedia() {
  const state = new Map<string, boolean>();
  const lists = new Map<string, { mql: MediaQueryList; listeners: Set<(e: MediaQueryListEvent) => void> }>();
  const matchMedia = vi.fn((query: string) => {
    let entry = lists.get(query);
    if (!entry) {
      const listeners = new Set<(e: MediaQueryListEvent) => void>();
      const mql = {
        media: query,
        get matches() {
          return state.get(query) ?? false;
        },
        onchange: null,
        addEventListener: (_type: string, fn: (e: MediaQueryListEvent) => void) => listeners.add(fn),
        removeEventListener: (_type: string, fn: (e: MediaQueryListEvent) => void) => listeners.delete(fn),
        addListener: (fn: (e: MediaQueryListEvent) => void) => listeners.add(fn),
        removeListener: (fn: (e: MediaQueryListEvent) => void) => listeners.delete(fn),
        dispatchEvent: () => true,
      } as unknown as MediaQueryList;
      entry = { mql, listeners };
      lists.set(query, entry);
    }
    return entry.mql;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    set(query: string, matches: boolean) {
      state.set(query, matches);
      const entry = lists.get(query);
      if (!entry) return;
      for (const fn of [...entry.listeners]) fn({ matches, media: query } as MediaQueryListEvent);
    },
    listenerCount: (query: string) => lists.get(query)?.listeners.size ?? 0,
  };
}

/** requestIdleCallback that runs only when the test calls `runIdle()`. */
export function stubIdleCallback() {
  const pending = new Map<number, IdleRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback, _opts?: IdleRequestOptions) => {
    pending.set(next, cb);
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => pending.delete(id));
  return {
    pending,
    runIdle() {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const cb of callbacks) cb({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}
