import type { Page } from '@playwright/test';
import { expect, popoutToggle, settled, test } from './fixtures';

// Issue 24: the currency switch of the page behaviours (spec 3 §2) really changes the money shown. The demo store keeps
// the choice in the session and converts at its demo rate (EUR 0.92 per USD): the server's price texts, the islands'
// own formatting (labor text, option prices, cart fallbacks, through src/lib/money.ts) and the marketing events.

const card = (page: Page, name: string) => page.locator('.pi-card').filter({ hasText: name });

type Layer = { event?: string; ecommerce?: { currency?: string; value?: number; items?: { price?: number }[] } }[];
const events = (page: Page, name: string) =>
  page.evaluate((n) => ((window.dataLayer ?? []) as Layer).filter((e) => e.event === n), name);

test.beforeEach(async ({ page }) => {
  await page.request.post('/__demo/reset');
});

test('switching to Euro shows every price on the catalog, the product page and the cart in euros, and the events report EUR', async ({
  page,
}) => {
  await page.goto('/demo/behaviours');
  await settled(page);
  await page.getByRole('button', { name: '€ Euro' }).click();
  await page.waitForURL((url) => url.searchParams.get('currency') === 'EUR');
  await expect(page.locator('.current-currency')).toHaveText('EUR');

  // Catalog: the server's price texts and the card's labor text (formatted by the island) in euros.
  await page.goto('/product/catalog');
  await settled(page);
  const pads = card(page, 'Ironclad Ceramic Front Brake Pad Set');
  await expect(pads.locator('.pi-price__now')).toHaveText('€59.79');
  // $110.00 of labor at 0.92.
  await expect(pads.getByRole('button', { name: /^Add Brake Service installation for €101\.20/ })).toBeVisible();
  await expect(page.locator('.pi-price__now').filter({ hasText: '$' })).toHaveCount(0);
  const impressions = await events(page, 'view_item_list');
  expect(impressions[0]?.ecommerce?.items?.some((i) => i.price === 59.79)).toBe(true);

  // Product page: the price and view_item in EUR (64.99 x 0.92).
  await page.goto('/product/product?product_id=1');
  await settled(page);
  await expect(page.getByRole('main').getByText('€59.79').first()).toBeVisible();
  const [view] = await events(page, 'view_item');
  expect(view?.ecommerce).toMatchObject({ currency: 'EUR', value: 59.79 });

  // Cart: lines, totals and the pop-out in euros; add_to_cart from the server and begin_checkout in EUR.
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  await expect(popoutToggle(page)).toHaveText(/1 item\(s\) - €/);
  const [added] = await events(page, 'add_to_cart');
  expect(added?.ecommerce).toMatchObject({ currency: 'EUR', value: 59.79 });
  await page.route('**/checkout/checkout', (route) => route.fulfill({ status: 204 }));
  await page.goto('/checkout/cart');
  await settled(page);
  const main = page.getByRole('main');
  await expect(main.getByText('€59.79').first()).toBeVisible();
  await expect(main.locator('td, dd, th').filter({ hasText: /\$\d/ })).toHaveCount(0);
  await main.getByRole('link', { name: 'Checkout' }).click();
  await expect.poll(async () => (await events(page, 'begin_checkout')).length).toBe(1);
  const [begun] = await events(page, 'begin_checkout');
  expect(begun?.ecommerce?.currency).toBe('EUR');
  expect(begun?.ecommerce?.items?.[0]?.price).toBe(59.79);

  // Back to US dollars.
  await page.goto('/checkout/cart?currency=USD');
  await settled(page);
  await expect(page.getByRole('main').getByText('$64.99').first()).toBeVisible();
  await expect(popoutToggle(page)).toHaveText(/1 item\(s\) - \$/);
});

test("a product option's price the island formats itself is in the page's currency", async ({ page }) => {
  await page.goto('/product/catalog?currency=GBP');
  const product = (await (await page.request.get('/__demo/session')).json()) as { config: { currency: string } };
  expect(product.config.currency).toBe('GBP');
  // The island formats an option price without its text from the number (USD) at the page's rate (0.79).
  await page.route('**/product/product?product_id=3*', async (route) => {
    const response = await route.fetch();
    // Option values without their price text (the spec's "price" and "price_prefix" only).
    const html = (await response.text()).replace(/("price_prefix":"[+-]","price_text":)"[^"]*"/g, '$1""');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/product/product?product_id=3');
  await settled(page);
  // +$40.00 at 0.79; no option price is left in dollars.
  const prices = page.locator('.pi-option__price');
  await expect(prices.filter({ hasText: '(+£31.60)' })).toHaveCount(1);
  await expect(prices.filter({ hasText: '$' })).toHaveCount(0);
  expect(await prices.count()).toBeGreaterThan(1);
});
