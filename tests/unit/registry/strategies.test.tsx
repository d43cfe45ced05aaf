import { fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, stubIdleCallback, stubMatchMedia } from '../helpers/browser-stubs';
import { buttonModule, greetingModule } from '../helpers/fake-islands';
import { stubLocationAssign } from '../helpers/location';
import {
  createHarness,
  mountPoint,
  page,
  recordStates,
  waitForState,
  witnessModule,
  WITNESS_HTML,
  gated,
  registryTest,
  type Harness,
} from '../helpers/registry-harness';

const probe = registryTest();
let harness: Harness;

const greeting = (strategy: string, extra = '') =>
  page(`<div data-mount="greeting" data-strategy="${strategy}" ${extra} data-props='{"who":"Ada"}'>fallback</div>`);
/** The same, with a witness (a load island) beside it. */
const greetingBesideWitness = (strategy: string, extra = '') => {
  const root = greeting(strategy, extra);
  root.insertAdjacentHTML('beforeend', WITNESS_HTML);
  return root;
};

/** The page's witness (a load island) has mounted: the scan and a whole mount wave are behind us. */
const waveDone = () => waitForState(mountPoint(document.body, 'witness'), 'mounted');
/** The islands' chunks the registry asked for (the witness's among them). */
const loaded = (h: Harness) => h.loaders.loadIsland.mock.calls.map(([name]) => name);

describe('idle: "mount when the main thread is idle"', () => {
  it('stays pending until requestIdleCallback runs, then mounts', async () => {
    const idle = stubIdleCallback();
    const el = mountPoint(greetingBesideWitness('idle'), 'greeting');
    harness = createHarness({ greeting: greetingModule(probe), witness: witnessModule() });
    harness.registry.start();

    await waveDone();
    expect(el.getAttribute('data-mount-state')).toBe('pending');
    expect(loaded(harness)).toEqual(['witness']);
    expect(idle.pending.size).toBe(1);

    idle.runIdle();
    await waitForState(el, 'mounted');
    expect(within(el).getByText('Hello, Ada')).toBeTruthy();
  });

  it('without requestIdleCallback, mounts after a short timeout (200 ms)', async () => {
    expect('requestIdleCallback' in window).toBe(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const el = mountPoint(greeting('idle'), 'greeting');
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.start();

    vi.advanceTimersByTime(199);
    expect(el.getAttribute('data-mount-state')).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(el.getAttribute('data-mount-state')).toBe('loading');
    vi.useRealTimers();
    await waitForState(el, 'mounted');
  });

  it('removal before idle cancels the pending callback', async () => {
    const idle = stubIdleCallback();
    const el = mountPoint(greeting('idle'), 'greeting');
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.start();
    harness.registry.unmount(el);
    expect(idle.pending.size).toBe(0);
    expect(el.hasAttribute('data-mount-state')).toBe(false);
  });
});

describe('visible: "mount when the mount point comes near the viewport"', () => {
  it('stays pending until the element intersects (with a 200px margin), then mounts', async () => {
    FakeIntersectionObserver.install();
    const el = mountPoint(greetingBesideWitness('visible'), 'greeting');
    harness = createHarness({ greeting: greetingModule(probe), witness: witnessModule() });
    harness.registry.start();

    const [io] = FakeIntersectionObserver.instances;
    expect(io?.targets.has(el)).toBe(true);
    expect(io?.options?.rootMargin).toBe('200px');

    // Reported, but not intersecting; a mount it started would have run beside the witness's.
    FakeIntersectionObserver.enter(el, false);
    await waveDone();
    expect(el.getAttribute('data-mount-state')).toBe('pending');
    expect(loaded(harness)).toEqual(['witness']);

    FakeIntersectionObserver.enter(el);
    await waitForState(el, 'mounted');
    expect(io?.disconnected).toBe(true);
    expect(loaded(harness)).toEqual(['witness', 'greeting']);
  });

  it('mounts at once where IntersectionObserver does not exist', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    // The strategy checks `'IntersectionObserver' in window`, so remove it entirely.
    const original = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    try {
      expect('IntersectionObserver' in window).toBe(false);
      const el = mountPoint(greeting('visible'), 'greeting');
      harness = createHarness({ greeting: greetingModule(probe) });
      harness.registry.start();
      await waitForState(el, 'mounted');
    } finally {
      if (original) Object.defineProperty(window, 'IntersectionObserver', original);
    }
  });
});

describe('media: "mount once the media query in data-media matches"', () => {
  it('stays pending while the query does not match, mounts when it starts matching', async () => {
    const media = stubMatchMedia();
    const el = mountPoint(greetingBesideWitness('media', 'data-media="(min-width: 768px)"'), 'greeting');
    harness = createHarness({ greeting: greetingModule(probe), witness: witnessModule() });
    harness.registry.start();

    await waveDone();
    expect(media.matchMedia).toHaveBeenCalledWith('(min-width: 768px)');
    expect(el.getAttribute('data-mount-state')).toBe('pending');
    expect(loaded(harness)).toEqual(['witness']);

    media.set('(min-width: 768px)', true);
    await waitForState(el, 'mounted');
    expect(media.listenerCount('(min-width: 768px)')).toBe(0);
  });

  it('mounts at once when the query already matches', async () => {
    const media = stubMatchMedia();
    media.set('(min-width: 768px)', true);
    const el = mountPoint(greeting('media', 'data-media="(min-width: 768px)"'), 'greeting');
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.start();
    await waitForState(el, 'mounted');
  });

  it('removal while waiting stops listening to the query', async () => {
    const media = stubMatchMedia();
    const el = mountPoint(greeting('media', 'data-media="(min-width: 768px)"'), 'greeting');
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.start();
    expect(media.listenerCount('(min-width: 768px)')).toBe(1);
    harness.registry.unmount(el);
    expect(media.listenerCount('(min-width: 768px)')).toBe(0);
  });
});

/** A product page: the product button's mount point (interaction) with its server-rendered fallback. */
const productPage = (fallback = '<button type="button" data-replay="add">Add to Cart</button>') =>
  page(`
    <div data-mount="product-button" data-strategy="interaction" data-props='{"product_id":42}'>${fallback}</div>`);
/** That page's product button under a started registry (its chunk from `chunk`, else at once). */
const startProductButton = (chunk: unknown = buttonModule(probe), fallback?: string) => {
  const el = mountPoint(productPage(fallback), 'product-button');
  harness = createHarness({ 'product-button': chunk });
  harness.registry.start();
  return { el };
};

// The registry replays a held click (or moves focus) in the task that sets data-mount-state="mounted", right after the
// mounted event: once the state reads "mounted", every replay there will be has run, so "once" and "not at all" are
// asserted there.
describe('interaction: "the first click must not be lost"', () => {
  it('stays pending with no interaction', async () => {
    const root = page(WITNESS_HTML);
    const el = mountPoint(productPage(), 'product-button');
    harness = createHarness({ 'product-button': buttonModule(probe), witness: witnessModule() });
    harness.registry.start();
    await waitForState(mountPoint(root, 'witness'), 'mounted');
    expect(el.getAttribute('data-mount-state')).toBe('pending');
    expect(loaded(harness)).toEqual(['witness']);
  });

  it.each([
    ['pointerenter', (el: HTMLElement) => fireEvent.pointerEnter(el)],
    ['focusin', (el: HTMLElement) => fireEvent.focusIn(el.querySelector('button')!)],
    ['touchstart', (el: HTMLElement) => fireEvent.touchStart(el)],
  ])('mounts on %s, without clicking anything', async (_name, interact) => {
    const { el } = startProductButton();
    interact(el);
    await waitForState(el, 'mounted');
    expect(probe.clicks).not.toHaveBeenCalled();
    expect(harness.loaders.loadIsland).toHaveBeenCalledTimes(1);
  });

  it('a click on the fallback <button data-replay="add"> before the island commits is replayed once on the island\'s button', async () => {
    const el = mountPoint(productPage(), 'product-button');
    const fallback = within(el).getByRole('button', { name: 'Add to Cart' });
    const fallbackHandler = vi.fn();
    fallback.addEventListener('click', fallbackHandler);
    const hostHandler = vi.fn();
    document.addEventListener('click', hostHandler);
    const states = recordStates(el);
    harness = createHarness({ 'product-button': buttonModule(probe) });
    harness.registry.start();

    fallback.click();
    await waitForState(el, 'mounted');

    expect(states).toEqual(['pending', 'loading', 'mounted']);
    expect(probe.clicks).toHaveBeenCalledTimes(1);
    expect(probe.clicks).toHaveBeenCalledWith('add 42');
    // The held click never ran the server-rendered fallback's own behaviour.
    expect(fallbackHandler).not.toHaveBeenCalled();
    expect(el.contains(fallback)).toBe(false);
    document.removeEventListener('click', hostHandler);

    // Later clicks go straight to the island, once each.
    await userEvent.click(within(el).getByRole('button', { name: 'Add to Cart' }));
    expect(probe.clicks).toHaveBeenCalledTimes(2);
  });

  it('several clicks while loading still add only once (the last held click is replayed)', async () => {
    const chunk = gated(buttonModule(probe));
    const { el } = startProductButton(chunk.load);
    const fallback = within(el).getByRole('button', { name: 'Add to Cart' });
    fallback.click();
    fallback.click();
    fallback.click();
    chunk.release();
    await waitForState(el, 'mounted');
    expect(probe.clicks).toHaveBeenCalledTimes(1);
  });

  it('a press whose button the first commit replaces before release (so the browser fires no click) is replayed once', async () => {
    const { el } = startProductButton();
    const fallback = within(el).getByRole('button', { name: 'Add to Cart' });
    // The pointer arriving starts the mount; the press follows before the island commits.
    fireEvent.pointerEnter(el);
    fireEvent.pointerDown(fallback);
    await waitForState(el, 'mounted');
    expect(el.contains(fallback)).toBe(false);
    expect(probe.clicks.mock.calls).toEqual([['add 42']]);
  });

  it('a press released on the fallback before the commit is replayed once, not twice', async () => {
    const chunk = gated(buttonModule(probe));
    const { el } = startProductButton(chunk.load);
    const fallback = within(el).getByRole('button', { name: 'Add to Cart' });
    fireEvent.pointerDown(fallback);
    fallback.click();
    chunk.release();
    await waitForState(el, 'mounted');
    expect(probe.clicks).toHaveBeenCalledTimes(1);
  });

  it('without data-replay, the click is replayed on the island control with the same text', async () => {
    const { el } = startProductButton(buttonModule(probe), '<button type="button">Details</button>');
    within(el).getByRole('button', { name: 'Details' }).click();
    await waitForState(el, 'mounted');
    expect(probe.clicks.mock.calls).toEqual([['details 42']]);
  });

  it('a held click on a fallback link with no island equivalent follows the link after mounting', async () => {
    const assign = stubLocationAssign();
    const { el } = startProductButton(buttonModule(probe), '<a href="/product/42">See all fitments</a>');
    within(el).getByRole('link', { name: 'See all fitments' }).click();
    await waitForState(el, 'mounted');
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/product/42');
    expect(probe.clicks).not.toHaveBeenCalled();
  });

  it('a click on non-interactive fallback text mounts the island and replays nothing', async () => {
    const { el } = startProductButton(buttonModule(probe), '<p>Brake pads</p>');
    el.querySelector('p')!.click();
    await waitForState(el, 'mounted');
    expect(probe.clicks).not.toHaveBeenCalled();
  });
});

describe('interaction: keyboard focus on the fallback', () => {
  it("focus on the fallback button moves to the island's equivalent button when it mounts (a Tab is not lost)", async () => {
    const { el } = startProductButton();
    within(el).getByRole('button', { name: 'Add to Cart' }).focus();
    await waitForState(el, 'mounted');
    expect(document.activeElement).toBe(within(el).getByRole('button', { name: 'Add to Cart' }));
    expect(probe.clicks).not.toHaveBeenCalled();
  });
});
