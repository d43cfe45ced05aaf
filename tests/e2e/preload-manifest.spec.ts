import type { Page } from '@playwright/test';
import { expect, settled, signInAsStaff, test } from './fixtures';

// The theme announces a page's chunks (README "Announcing a page's chunks"): the demo theme's head lists, from the
// build's manifest, every file the page's mount points load with the page as <link rel="modulepreload">. The browser
// fetches them while the loader is still on its way, and the loader's own preloads and imports of the same URLs are
// served from the module map: every script is fetched once. `?demo_preload=off` is the classic page: the tag alone.

const ASSETS = '/assets/parts-islands/';
type Manifest = { mounts: Record<string, Record<string, string[]>> };

const PAGES: { name: string; path: string; cart?: boolean; staff?: boolean }[] = [
  { name: 'product page', path: '/product/product?product_id=1' },
  { name: 'catalog', path: '/product/catalog' },
  { name: 'cart', path: '/checkout/cart', cart: true },
  { name: 'POS cart', path: '/checkout/cart', cart: true, staff: true },
];

/** What the manifest says this markup's mount points load with the page, read here from the markup's own tags. */
function announcedBy(manifest: Manifest, html: string): string[] {
  const files = new Set<string>();
  for (const [tag, name] of html.matchAll(/<[a-z][^>]*\sdata-mount="([^"]+)"[^>]*>/g)) {
    const strategy = /\sdata-strategy="([^"]+)"/.exec(tag)?.[1] ?? 'load';
    for (const file of manifest.mounts[name!]?.[strategy] ?? []) files.add(ASSETS + file);
  }
  return [...files];
}

/** Opens the page with the cache off and returns every bundle script request (path, how it was started). */
async function load(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const sent: { path: string; initiator: string }[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    const url = new URL(e.request.url);
    if (url.pathname.startsWith(ASSETS) && url.pathname.endsWith('.js'))
      sent.push({ path: url.pathname + url.search, initiator: e.initiator.type });
  });
  await page.goto(path);
  await settled(page);
  // Lazy parts an island starts on its first render (the POS cart's tools) are counted too.
  await page.waitForLoadState('networkidle');
  const eager = page.locator('[data-mount]:not([data-strategy="interaction"]):not([data-strategy="visible"])');
  expect(await eager.count()).toBeGreaterThan(1);
  for (const el of await eager.all()) await expect(el).toHaveAttribute('data-mount-state', 'mounted');
  return sent;
}

const once = (paths: string[]) => paths.filter((p, i) => paths.indexOf(p) !== i);

for (const target of PAGES) {
  test.describe(target.name, () => {
    test.beforeEach(async ({ page }) => {
      if (target.staff) await signInAsStaff(page);
      if (target.cart)
        expect(
          (await page.request.post('/checkout/cart/add', { form: { product_id: '1', quantity: '1' } })).ok(),
        ).toBeTruthy();
    });

    test('the head announces every chunk of its eager mount points; each is fetched once and the islands mount', async ({
      page,
    }) => {
      const manifest = (await (await page.request.get(`${ASSETS}manifest.json`)).json()) as Manifest;
      const html = await (await page.request.get(target.path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const links = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
      const expected = announcedBy(manifest, html);
      expect(expected.some((p) => p.includes('/chunks/'))).toBe(true);
      expect(links.sort()).toEqual([...expected].sort());

      const sent = await load(page, target.path);
      const paths = sent.map((s) => s.path);
      expect(once(paths), 'no script is fetched twice').toEqual([]);
      // Started by the page's own links (the parser), not by the loader once it has run.
      for (const link of links) expect(sent.find((s) => s.path === link)?.initiator, link).toBe('parser');
    });

    test('with ?demo_preload=off the single tag still loads everything, each script once', async ({ page }) => {
      const path = `${target.path}${target.path.includes('?') ? '&' : '?'}demo_preload=off`;
      const html = await (await page.request.get(path)).text();
      expect(html).not.toContain('rel="modulepreload"');
      const sent = await load(page, path);
      const paths = sent.map((s) => s.path);
      expect(once(paths), 'no script is fetched twice').toEqual([]);
      // The loader found the same files by itself.
      const manifest = (await (await page.request.get(`${ASSETS}manifest.json`)).json()) as Manifest;
      for (const file of announcedBy(manifest, html)) expect(paths).toContain(file);
      expect(sent.filter((s) => s.path !== `${ASSETS}boot.js`).every((s) => s.initiator !== 'parser')).toBe(true);
    });
  });
}
