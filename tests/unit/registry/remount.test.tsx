import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProbe, greetingModule, type Probe } from '../helpers/fake-islands';
import { createHarness, mountPoint, page, waitForState, type Harness } from '../helpers/registry-harness';
import { stopPage } from '../../../src/registry/page';

let harness: Harness | null = null;
let probe: Probe;

beforeEach(() => {
  probe = createProbe();
  stopPage();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  harness?.dispose();
  harness = null;
  vi.restoreAllMocks();
});

const SCRIPT_PROPS = `<div data-mount="greeting"><script type="application/json" data-props>{"who":"Ada","times":2}</script>Loading…</div>`;

describe('"Props are read once per element and kept for the element\'s life"', () => {
  it('PartsIslands.unmount(el) then mount(el) shows what the first mount showed (script-child props)', async () => {
    const el = mountPoint(page(SCRIPT_PROPS), 'greeting');
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.start();
    await waitForState(el, 'mounted');
    expect(el.querySelector('script[data-props]')).toBeNull();
    expect(screen.getByText('Hello, Ada ×2')).toBeTruthy();

    harness.registry.unmount(el);
    harness.registry.mount(el);
    await waitForState(el, 'mounted');
    expect(screen.getByText('Hello, Ada ×2')).toBeTruthy();
    expect(probe.mounts).toBe(2);
  });

  it('"Try again" after a failed chunk mounts with the same props', async () => {
    const el = mountPoint(page(SCRIPT_PROPS), 'greeting');
    let fail = true;
    harness = createHarness({
      greeting: () => (fail ? Promise.reject(new Error('chunk failed')) : Promise.resolve(greetingModule(probe))),
    });
    harness.registry.start();
    await waitForState(el, 'error');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitForState(el, 'mounted');
    expect(screen.getByText('Hello, Ada ×2')).toBeTruthy();
  });

  it('a mount point detached and re-attached later mounts again with the same props', async () => {
    const root = page(SCRIPT_PROPS);
    const el = mountPoint(root, 'greeting');
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.start();
    await waitForState(el, 'mounted');
    el.remove();
    await vi.waitFor(() => expect(el.hasAttribute('data-mount-state')).toBe(false));
    root.append(el);
    await waitForState(el, 'mounted');
    expect(screen.getByText('Hello, Ada ×2')).toBeTruthy();
    expect(probe.unmounts).toBe(1);
  });

  it('a new element gets its own props: what is kept belongs to the element, not its mount name', async () => {
    const root = page(SCRIPT_PROPS);
    harness = createHarness({ greeting: greetingModule(probe) });
    harness.registry.start();
    await waitForState(mountPoint(root, 'greeting'), 'mounted');
    const second = page(`<div data-mount="greeting" data-props='{"who":"Grace"}'></div>`);
    await waitForState(mountPoint(second, 'greeting'), 'mounted');
    expect(screen.getByText('Hello, Grace')).toBeTruthy();
    expect(screen.getByText('Hello, Ada ×2')).toBeTruthy();
  });
});
