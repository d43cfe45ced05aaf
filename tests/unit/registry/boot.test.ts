import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EVENTS } from '../../../src/events';
import { mountPoint, nextMutation, page, waitForState, stubBuildConstants } from '../helpers/registry-harness';

// boot.ts reads the build's constants; this page's build has no island chunks, so only enhancers can mount.
stubBuildConstants({ f: '', i: '', e: '', l: '' });

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
    // boot.ts runs its scan synchronously while the module evaluates: a second registry would have claimed the
    // mount point (an error state: it knows no "hello") by the time the import resolves.
    await import('../../../src/boot');

    expect(window.PartsIslands).toBe(first);
    expect(el.getAttribute('data-mount-state')).toBe('mounted');
    expect(hello).toHaveBeenCalledTimes(1);

    // A mount point added later is mounted once: only one MutationObserver is watching.
    // Every observer gets the addition in the same delivery, and a registered enhancer runs in the task that mounts it.
    const delivered = nextMutation();
    const late = mountPoint(page(`<div data-mount="hello">Late</div>`), 'hello');
    await delivered;
    await waitForState(late, 'mounted');
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
