import { expect, settled, test } from './fixtures';

// Issue 12: "pages that stay eligible for the back/forward cache" (an open BroadcastChannel or a no-store page is not).
// Playwright turns the cache off by default; this file turns it back on.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

for (const path of ['/product/product?product_id=1', '/product/catalog', '/checkout/cart']) {
  test(`${path} is restored from the back/forward cache with its islands mounted`, async ({ page }) => {
    await page.addInitScript(() =>
      addEventListener('pageshow', (e) => {
        (window as unknown as { restored: boolean }).restored = e.persisted;
      }),
    );
    await page.goto(path);
    await settled(page);
    await page.waitForLoadState('networkidle');
    await page.goto('/account/login');
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(true);
    await expect(page.locator('[data-mount="cart-popout"]').first()).toHaveAttribute('data-mount-state', 'mounted');
  });
}
