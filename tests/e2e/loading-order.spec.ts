import { expect, settled, test } from './fixtures';

// Issue 12: the theme's render-blocking tag in <head> (README, "Dropping it into a theme") lets the loader run before
// the page's first layout, so the islands' chunks are requested before the lazy card images that layout starts; on
// HTTP/1.1's six connections per host the images would otherwise hold every connection for a round trip.
const LINK = { offline: false, latency: 150, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 };

for (const path of ['/product/catalog', '/product/category?path=20']) {
  test(`${path}: every eager island's script is requested before the first lazy image`, async ({ page, context }) => {
    const html = await (await page.request.get(path)).text();
    const lazy = new Set(
      [...html.matchAll(/<img [^>]*src="([^"]+)"[^>]*loading="lazy"/g)].map((m) => new URL(m[1]!, 'http://x').pathname),
    );
    expect(lazy.size, 'the page has lazy images within the first screens').toBeGreaterThan(2);
    const eager = [
      ...html.matchAll(/<div data-mount="([^"]+)"(?![^>]*data-strategy="(?:interaction|visible|media)")/g),
    ];
    const islands = new Set(eager.map((m) => m[1]!));
    expect([...islands]).toContain('product-grid');

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', LINK);
    const sent: string[] = [];
    cdp.on('Network.requestWillBeSent', (e) => sent.push(new URL(e.request.url).pathname));
    await page.goto(path);
    await settled(page);

    const firstLazy = sent.findIndex((p) => lazy.has(p));
    expect(firstLazy, 'a lazy image was requested').toBeGreaterThan(-1);
    const before = sent.slice(0, firstLazy);
    for (const name of islands) expect(before).toContain(`/assets/parts-islands/islands/${name}.js`);
    expect(before.some((p) => p.startsWith('/assets/parts-islands/chunks/'))).toBe(true);
  });
}
