import { describe, expect, it } from 'vitest';
import { lazyChunk } from '../../../src/registry/lazy-chunk';
import { mountPoint, page, waitForState, stubBuildConstants } from '../helpers/registry-harness';

// The loader's manifest (written by build.mjs from the metafile): chunk files, and each island's closure in them.
stubBuildConstants({
  // Packed as build.mjs packs it: 8-character hashes end to end; one character per chunk, code 59 + index.
  f: 'CORE0000GRID0000LAZY0000',
  i: 'cart-popout: product-grid:<',
  e: '',
  l: '=',
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
    expect(preloads()).toEqual(['chunks/chunk-CORE0000.js']);

    const grid = mountPoint(root, 'product-grid');
    expect(grid.getAttribute('data-mount-state')).toBe('pending');
    grid.dispatchEvent(new Event('pointerenter'));
    expect(preloads()).toContain('chunks/chunk-GRID0000.js');
    expect(preloads()).toHaveLength(2);
    // No chunks exist in this test: the island ends in its error state, as a failed load would.
    await waitForState(grid, 'error');
  });

  it('a lazy chunk being imported starts its own imports at once, each chunk once (the build gives lazyChunk the id)', async () => {
    const before = preloads();
    const load = lazyChunk(() => Promise.resolve('chunk'), 0);
    await load();
    await load();
    expect(preloads()).toEqual([...before, 'chunks/chunk-LAZY0000.js']);
  });
});
