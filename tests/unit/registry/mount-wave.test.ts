import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOUNT_WAVE_LIMIT_MS, mountWaveSettled } from '../../../src/registry/mount-wave';

const island = (state: string) => {
  const el = document.createElement('div');
  el.setAttribute('data-mount', 'product-grid');
  el.setAttribute('data-mount-state', state);
  document.body.append(el);
  return el;
};
const watch = () => {
  let done = false;
  void mountWaveSettled().then(() => (done = true));
  return () => done;
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('the mount wave', () => {
  it('is settled at once when no island is loading (pending ones wait for their own moment)', async () => {
    island('mounted');
    island('pending');
    const done = watch();
    await flush();
    expect(done()).toBe(true);
  });

  it('settles only when every loading island has mounted, failed or been removed', async () => {
    const a = island('loading');
    const b = island('loading');
    const c = island('loading');
    const done = watch();
    a.setAttribute('data-mount-state', 'mounted');
    await flush();
    expect(done()).toBe(false);
    b.setAttribute('data-mount-state', 'error');
    await flush();
    expect(done()).toBe(false);
    c.remove();
    await flush();
    expect(done()).toBe(true);
  });

  it('an island that never finishes holds it no longer than MOUNT_WAVE_LIMIT_MS', async () => {
    vi.useFakeTimers();
    island('loading');
    const done = watch();
    await vi.advanceTimersByTimeAsync(MOUNT_WAVE_LIMIT_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});
