import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import productGrid from '../../../islands/product-grid/index';
import { stopPage } from '../../../src/registry/page';
import { listingProduct } from '../helpers/catalog-fixtures';
import { demoStore } from '../helpers/demo-store';
import { createHarness, page, type Harness } from '../helpers/registry-harness';
import { renderIsland } from '../helpers/render-island';
import { resetCatalogStores } from '../helpers/stores';

// Any call a grid makes goes to the demo store (these tests read only how the cards render).
const store = demoStore();

let harness: Harness | null = null;
beforeEach(() => {
  resetCatalogStores();
});
afterEach(async () => {
  // Every call the grids started has its answer before the page goes.
  await store.answered();
  harness?.dispose();
  harness = null;
  stopPage();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const products = (n: number) =>
  Array.from({ length: n }, (_, i) => listingProduct({ product_id: i + 1, name: `Brake part ${i + 1}` }));

describe('product-grid: "hydrate product cards without one long task" (issue 12)', () => {
  it("renders the first screen of cards with the island's first commit, keeps the others' boxes, and renders them in later tasks", async () => {
    const props = JSON.stringify({ placement: 'catalog', products: products(20) });
    const root = page(
      `<div data-mount="product-grid"><script type="application/json" data-props>${props}</script></div>`,
    );
    const el = root.querySelector<HTMLElement>('[data-mount]')!;
    const atMount = { cards: -1, boxes: -1 };
    el.addEventListener('parts-islands:mounted', () => {
      atMount.cards = el.querySelectorAll('.pi-card').length;
      atMount.boxes = el.querySelectorAll('.pi-grid__later').length;
    });
    harness = createHarness({ 'product-grid': { default: productGrid } });
    harness.registry.start();
    await waitFor(() => expect(el.querySelectorAll('.pi-card')).toHaveLength(20), { timeout: 10_000 });
    expect(atMount).toEqual({ cards: 4, boxes: 16 });
    expect(el.querySelectorAll('.pi-grid__later')).toHaveLength(0);
    // In order, each card once.
    expect([...el.querySelectorAll('.pi-card')].map((c) => c.getAttribute('data-position'))).toEqual(
      Array.from({ length: 20 }, (_, i) => String(i + 1)),
    );
  });

  it("on a listing page the first cards' images load eagerly at high priority (the largest paint); the rest lazily", () => {
    renderIsland(productGrid, { placement: 'catalog', products: products(6) });
    const images = screen.getAllByRole('listitem').map((li) => li.querySelector('img')!);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      'high',
      null,
      null,
    ]);
  });

  it("a module beside the page (related products) does not take the high priority from the page's own images", () => {
    renderIsland(productGrid, { placement: 'related', products: products(2) });
    const images = screen.getAllByRole('listitem').map((li) => li.querySelector('img')!);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([null, null]);
  });
});
