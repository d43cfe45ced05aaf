import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { greetingModule } from '../helpers/fake-islands';
import {
  createHarness,
  mountPoint,
  nextMutation,
  page,
  waitForState,
  witnessModule,
  witnessWave,
  WITNESS_HTML,
  gated,
  registryTest,
  type Harness,
} from '../helpers/registry-harness';

const probe = registryTest();
let harness: Harness;

const greetingHtml = (who = 'Ada') => `<div data-mount="greeting" data-props='{"who":"${who}"}'></div>`;

/** A greeting mount point on the page, mounted by a started registry. */
async function mountedGreeting(): Promise<{ root: HTMLElement; el: HTMLElement }> {
  const root = page(greetingHtml());
  const el = mountPoint(root, 'greeting');
  harness = createHarness({ greeting: greetingModule(probe) });
  harness.registry.start();
  await waitForState(el, 'mounted');
  return { root, el };
}

/** Waits until React has run the cleanup of `count` greetings. */
const unmounted = (count: number) =>
  vi.waitFor(() => expect(probe.unmounts).toBe(count), { timeout: 500, interval: 5 });

describe('late DOM: "one MutationObserver mounts islands added later and unmounts removed ones"', () => {
  it('mounts a mount point appended after start()', async () => {
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.start();
    const root = page(`<section><h2>Recently viewed</h2>${greetingHtml('Late')}</section>`);
    const el = mountPoint(root, 'greeting');
    await waitForState(el, 'mounted');
    expect(within(el).getByText('Hello, Late')).toBeTruthy();
  });

  it('mounts an appended element that is itself the mount point', async () => {
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.start();
    const el = document.createElement('div');
    el.setAttribute('data-mount', 'greeting');
    el.setAttribute('data-props', '{"who":"Direct"}');
    document.body.append(el);
    await waitForState(el, 'mounted');
    expect(probe.mounts).toBe(1);
  });

  it('unmounts a removed island after a microtask: React cleanup runs, the state attribute goes', async () => {
    const { el } = await mountedGreeting();

    el.remove();
    expect(probe.unmounts).toBe(0);
    await unmounted(1);
    expect(el.hasAttribute('data-mount-state')).toBe(false);
    expect(el.classList.contains('pi-island')).toBe(false);
  });

  it('a DOM move (remove and re-append in the same task) is not a remount', async () => {
    const root = page(`<div id="a">${greetingHtml()}</div><div id="b"></div>`);
    const el = mountPoint(root, 'greeting');
    harness = createHarness({ greeting: greetingModule(probe), witness: witnessModule() });
    harness.registry.start();
    await waitForState(el, 'mounted');

    el.remove();
    root.querySelector('#b')!.append(el);
    // A witness added in the same task mounts well after the registry's check of what is still detached (a microtask
    // after these mutations): an unmount or a remount would have happened by then.
    await witnessWave(root);

    expect(probe.mounts).toBe(1);
    expect(probe.unmounts).toBe(0);
    expect(el.getAttribute('data-mount-state')).toBe('mounted');
    expect(within(el).getByText('Hello, Ada')).toBeTruthy();
    expect(harness.loaders.loadIsland.mock.calls.map(([name]) => name)).toEqual(['greeting', 'witness']);

    // And it is still tracked: removing it for good unmounts it.
    el.remove();
    await unmounted(1);
  });

  it('a removed then re-added mount point mounts again', async () => {
    const { root, el } = await mountedGreeting();
    el.remove();
    await unmounted(1);

    root.append(el);
    await waitForState(el, 'mounted');
    expect(probe.mounts).toBe(2);
    expect(within(el).getAllByText('Hello, Ada')).toHaveLength(1);
  });

  it('removal while the chunk is still loading never mounts into the dead element', async () => {
    const chunk = gated(greetingModule(probe));
    const witness = witnessModule();
    const root = page(greetingHtml() + WITNESS_HTML);
    const el = mountPoint(root, 'greeting');
    // The witness's chunk arrives with the same gate: once it is mounted, the greeting's chunk had arrived too.
    harness = createHarness({ greeting: chunk.load, witness: () => chunk.load().then(() => witness) });
    harness.registry.start();
    expect(el.getAttribute('data-mount-state')).toBe('loading');

    el.remove();
    // The registry has dropped the removed mount point (its state attribute goes with the unmount).
    await vi.waitFor(() => expect(el.hasAttribute('data-mount-state')).toBe(false), { timeout: 5000, interval: 5 });
    chunk.release();
    await waitForState(mountPoint(root, 'witness'), 'mounted');

    expect(probe.mounts).toBe(0);
    expect(el.textContent).toBe('');
    expect(harness.events.map((e) => e.name)).toEqual(['witness']);
  });
});

describe('idempotent: "mounting twice, or the script loaded twice, never double-mounts"', () => {
  it('scan() twice and mount(el) twice mount once', async () => {
    const root = page(greetingHtml());
    const el = mountPoint(root, 'greeting');
    harness = createHarness({ greeting: greetingModule(probe), witness: witnessModule() });
    harness.registry.scan();
    harness.registry.scan();
    harness.registry.mount(el);
    await waitForState(el, 'mounted');
    harness.registry.scan();
    harness.registry.mount(el);
    harness.registry.start();
    harness.registry.start();
    // A late witness is mounted through the observer after a whole wave: a second mount of the greeting (by the
    // calls above or a second observer) would have happened by then.
    await witnessWave(root);

    expect(probe.mounts).toBe(1);
    expect(harness.loaders.loadIsland.mock.calls.map(([name]) => name)).toEqual(['greeting', 'witness']);
    expect(within(el).getAllByText('Hello, Ada')).toHaveLength(1);
    expect(harness.events.filter((e) => e.type === 'parts-islands:mounted').map((e) => e.name)).toEqual([
      'greeting',
      'witness',
    ]);
  });

  it('scan(root) mounts only inside that root, including the root itself', async () => {
    const outside = mountPoint(page(greetingHtml('Outside')), 'greeting');
    const inside = mountPoint(page(greetingHtml('Inside')), 'greeting');
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.scan(inside);
    await waitForState(inside, 'mounted');
    expect(outside.hasAttribute('data-mount-state')).toBe(false);
  });

  it('unmount(el) then mount(el) mounts it again, once', async () => {
    const el = mountPoint(page(greetingHtml()), 'greeting');
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.mount(el);
    await waitForState(el, 'mounted');
    harness.registry.unmount(el);
    expect(probe.unmounts).toBe(1);
    expect(el.hasAttribute('data-mount-state')).toBe(false);
    harness.registry.mount(el);
    await waitForState(el, 'mounted');
    expect(probe.mounts).toBe(2);
    expect(within(el).getAllByText('Hello, Ada')).toHaveLength(1);
  });

  it('stop() unmounts every island and stops watching the DOM', async () => {
    const root = page(greetingHtml('Ada') + greetingHtml('Grace'));
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.start();
    for (const el of root.querySelectorAll<HTMLElement>('[data-mount]')) await waitForState(el, 'mounted');

    harness.registry.stop();
    expect(probe.unmounts).toBe(2);
    for (const el of root.querySelectorAll<HTMLElement>('[data-mount]'))
      expect(el.hasAttribute('data-mount-state')).toBe(false);

    // Delivered to every observer still connected, the registry's (made earlier) before this one.
    const delivered = nextMutation();
    const late = mountPoint(page(greetingHtml('Late')), 'greeting');
    await delivered;
    expect(late.hasAttribute('data-mount-state')).toBe(false);
  });
});

describe('enhancers: "plain functions (no React) that return a cleanup"', () => {
  it('a registered enhancer gets its element and props, and its cleanup runs on removal', async () => {
    const cleanup = vi.fn();
    const readMore = vi.fn((el: HTMLElement, props: unknown) => {
      el.dataset.enhanced = String((props as { lines: number }).lines);
      return cleanup;
    });
    const el = mountPoint(page(`<div data-mount="read-more" data-props='{"lines":3}'>Long text</div>`), 'read-more');
    harness = createHarness({});
    harness.registry.registerEnhancer('read-more', readMore);
    harness.registry.start();

    await waitForState(el, 'mounted');
    expect(readMore).toHaveBeenCalledTimes(1);
    expect(readMore).toHaveBeenCalledWith(el, { lines: 3 });
    expect(el.dataset.enhanced).toBe('3');
    expect(harness.events.map((e) => [e.type, e.name])).toEqual([['parts-islands:mounted', 'read-more']]);
    expect(harness.loaders.loadRuntime).not.toHaveBeenCalled();

    el.remove();
    await vi.waitFor(() => expect(cleanup).toHaveBeenCalledTimes(1), { timeout: 500, interval: 5 });
  });

  it('an enhancer registered after its mount point failed as unknown gets mounted', async () => {
    const el = mountPoint(page(`<div data-mount="alert-bar">Free shipping over $50</div>`), 'alert-bar');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    harness = createHarness({});
    harness.registry.start();
    await waitForState(el, 'error');
    expect(within(el).getByRole('alert')).toBeTruthy();

    const alertBar = vi.fn((target: HTMLElement) => {
      target.textContent = 'Free shipping over $50 (enhanced)';
    });
    harness.registry.registerEnhancer('alert-bar', alertBar);

    await waitForState(el, 'mounted');
    expect(alertBar).toHaveBeenCalledTimes(1);
    expect(el.textContent).toBe('Free shipping over $50 (enhanced)');
    expect(within(el).queryByRole('alert')).toBeNull();
  });

  it('enhancers listed in the build are loaded as chunks', async () => {
    const currency = vi.fn(() => undefined);
    const el = mountPoint(page(`<div data-mount="currency-switch"></div>`), 'currency-switch');
    harness = createHarness({}, { enhancers: { 'currency-switch': { default: currency } } });
    harness.registry.start();
    await waitForState(el, 'mounted');
    expect(currency).toHaveBeenCalledWith(el, {});
  });

  it('an enhancer that throws shows the error state and a failed event', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = mountPoint(page(`<div data-mount="broken-enhancer"></div>`), 'broken-enhancer');
    harness = createHarness({});
    harness.registry.registerEnhancer('broken-enhancer', () => {
      throw new Error('enhancer bug');
    });
    harness.registry.start();
    await waitForState(el, 'error');
    expect(within(el).getByRole('alert')).toBeTruthy();
    expect(harness.events.map((e) => [e.type, e.name])).toEqual([['parts-islands:failed', 'broken-enhancer']]);
  });

  it('a cleanup that throws is logged and does not stop other unmounts', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = page(`<div data-mount="bad-cleanup"></div>${greetingHtml()}`);
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.registerEnhancer('bad-cleanup', () => () => {
      throw new Error('cleanup bug');
    });
    harness.registry.start();
    await waitForState(mountPoint(root, 'bad-cleanup'), 'mounted');
    await waitForState(mountPoint(root, 'greeting'), 'mounted');

    harness.registry.stop();
    expect(probe.unmounts).toBe(1);
    expect(consoleError.mock.calls.flat().join(' ')).toContain('cleanup failed');
  });
});
