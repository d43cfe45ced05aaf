import { describe, expect, it } from 'vitest';
import { mount } from '../../../demo-pages/server/core/html';
import { mountsIn, preloadLinks, type PreloadManifest } from '../../../demo-pages/server/core/layout';

const manifest: PreloadManifest = {
  version: '0.1.0',
  loader: 'boot.js',
  mounts: {
    'cart-popout': { load: ['chunks/chunk-CORE0001.js', 'islands/cart-popout.js'], interaction: [] },
    'product-grid': {
      load: ['chunks/chunk-CORE0001.js', 'chunks/chunk-GRID0002.js', 'islands/product-grid.js'],
      idle: ['chunks/chunk-CORE0001.js', 'chunks/chunk-GRID0002.js', 'islands/product-grid.js'],
      visible: [],
    },
    tabs: { load: ['enhancers/tabs.js'] },
  },
};

describe("the demo theme's preload links", () => {
  it('reads the mount points and their strategies from the markup the theme wrote', () => {
    const html = [
      mount('cart-popout'),
      mount('search-bar', { strategy: 'interaction', fallback: '<p data-mount="x">text, not a tag</p>' }),
      mount('product-grid', { strategy: 'idle', props: { note: '<div data-mount="fake">' } }),
    ].join('\n');
    expect(mountsIn(html)).toEqual([
      ['cart-popout', 'load'],
      ['search-bar', 'interaction'],
      ['x', 'load'],
      ['product-grid', 'idle'],
    ]);
  });

  it('announces each file of the eager mount points once, at the URL the loader imports it from', () => {
    const links = preloadLinks(manifest, [
      ['cart-popout', 'load'],
      ['product-grid', 'idle'],
      ['product-grid', 'visible'],
      ['tabs', 'load'],
      ['unknown', 'load'],
    ]);
    expect(links.split('\n')).toEqual([
      '<link rel="modulepreload" href="/assets/parts-islands/chunks/chunk-CORE0001.js">',
      '<link rel="modulepreload" href="/assets/parts-islands/islands/cart-popout.js">',
      '<link rel="modulepreload" href="/assets/parts-islands/chunks/chunk-GRID0002.js">',
      '<link rel="modulepreload" href="/assets/parts-islands/islands/product-grid.js">',
      '<link rel="modulepreload" href="/assets/parts-islands/enhancers/tabs.js">',
    ]);
  });

  it('announces nothing for strategies that wait', () => {
    expect(
      preloadLinks(manifest, [
        ['cart-popout', 'interaction'],
        ['product-grid', 'visible'],
      ]),
    ).toBe('');
  });
});
