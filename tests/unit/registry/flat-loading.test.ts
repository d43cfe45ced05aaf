import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mountPoint, page, waitForState } from '../helpers/registry-harness';

// The loader's manifest (written by build.mjs from the metafile): chunk files, and each island's closure in them.
beforeAll(() => {
  vi.stubGlobal('__MANIFEST__', {
    f: ['chunks/core-A.js', 'chunks/grid-B.js'],
    i: { 'cart-popout': [0], 'product-grid': [0, 1] },
    e: {},
  });
  vi.stubGlobal('__VERSION__', '0.0.0-test');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterAll(() => {
  delete window.PartsIslands;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (l) =>
    new URL(l.href).pathname.split('/').slice(-2).join('/'),
  );

describe('flat loading: "the loader starts every chunk a page needs in one wave"', () => {
  it('preloads the whole closure of islands that mount now, once each, and nothing for strategies that wait', async () => {
    const root = page(`
      <div data-mount="cart-popout"></div>
      <div data-mount="cart-popout"></div>
      <div data-mount="product-grid" data-strategy="interaction"></div>`);
    await import('../../../src/boot');
    // All of it during the scan, before any chunk has arrived.
    expect(preloads()).toEqual(['chunks/core-A.js']);

    const grid = mountPoint(root, 'product-grid');
    expect(grid.getAttribute('data-mount-state')).toBe('pending');
    grid.dispatchEvent(new Event('pointerenter'));
    expect(preloads()).toContain('chunks/grid-B.js');
    expect(preloads()).toHaveLength(2);
    // No chunks exist in this test: the island ends in its error state, as a failed load would.
    await waitForState(grid, 'error');
  });
});
