import { within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENTS } from '../../../src/events';
import { mountPoint, page, settle, waitForState } from '../helpers/registry-harness';

// boot.ts reads the build's constants; this page's build has no island chunks, so only enhancers can mount.
beforeAll(() => {
  vi.stubGlobal('__MANIFEST__', { f: '', i: '', e: '', l: '' });
  vi.stubGlobal('__VERSION__', '0.0.0-test');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterAll(() => {
  delete window.PartsIslands;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('boot: "the script loaded twice never double-mounts"', () => {
  it('keeps one window.PartsIslands and one registry when the script runs twice', async () => {
    const root = page(`<div data-mount="hello">Hi</div>`);
    const el = mountPoint(root, 'hello');

    await import('../../../src/boot');
    const first = window.PartsIslands;
    expect(first).toBeDefined();
    expect(first?.version).toBe('0.0.0-test');
    expect(first?.events).toBe(EVENTS);
    expect(Object.isFrozen(first)).toBe(true);
    // "hello" is not known yet: the mount point shows the error state.
    await waitForState(el, 'error');

    const hello = vi.fn((target: HTMLElement) => {
      target.dataset.greeted = 'yes';
    });
    first!.registerEnhancer('hello', hello);
    await waitForState(el, 'mounted');
    expect(hello).toHaveBeenCalledTimes(1);

    // The theme includes the script a second time.
    vi.resetModules();
    await import('../../../src/boot');
    await settle(20);

    expect(window.PartsIslands).toBe(first);
    expect(el.getAttribute('data-mount-state')).toBe('mounted');
    expect(hello).toHaveBeenCalledTimes(1);

    // A mount point added later is mounted once: only one MutationObserver is watching.
    const late = mountPoint(page(`<div data-mount="hello">Late</div>`), 'hello');
    await waitForState(late, 'mounted');
    await settle(20);
    expect(hello).toHaveBeenCalledTimes(2);
    expect(within(late).getByText('Late')).toBeTruthy();
  });

  it('exposes mount, unmount and scan to theme developers', async () => {
    await import('../../../src/boot');
    const api = window.PartsIslands!;
    const cleanup = vi.fn();
    const badge = vi.fn(() => cleanup);
    api.registerEnhancer('badge', badge);
    // Outside the document the observer does not see it: the theme mounts it by hand.
    const detached = document.createElement('div');
    detached.setAttribute('data-mount', 'badge');
    api.mount(detached);
    await vi.waitFor(() => expect(detached.getAttribute('data-mount-state')).toBe('mounted'));
    api.mount(detached);
    expect(badge).toHaveBeenCalledTimes(1);

    api.unmount(detached);
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(detached.hasAttribute('data-mount-state')).toBe(false);

    api.scan(detached);
    await vi.waitFor(() => expect(detached.getAttribute('data-mount-state')).toBe('mounted'));
    expect(badge).toHaveBeenCalledTimes(2);
    api.unmount(detached);
  });
});
