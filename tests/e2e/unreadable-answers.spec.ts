// The real server's two most common failures (a PHP notice before the JSON, a login page after a timeout), a
// connection dropped after the request left, and an expired staff session: the islands show what the server holds.
import type { Page } from '@playwright/test';
import { expect, injectFault, popoutToggle, settled, signInAsStaff, test } from './fixtures';

const SYSTEM_ERROR = 'A system error occurred. Contact your administrator.';
const SESSION_EXPIRED = 'Your staff session has expired. Sign in again, then try again.';
const PADS = 'Ironclad Ceramic Front Brake Pad Set';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const quantityOf = (page: Page, name: string) => page.getByLabel(`Quantity for ${name}`);

async function serverCart(page: Page): Promise<{ product_id: number; quantity: number }[]> {
  return (await (await page.request.get('/checkout/cart/getData')).json()).products;
}

async function addThroughApi(page: Page, productId: number, quantity: number) {
  const response = await page.request.post('/checkout/cart/add', {
    form: { product_id: String(productId), quantity: String(quantity) },
  });
  expect(response.ok()).toBeTruthy();
}

test.describe('an unreadable answer to a change: the server may have done it, so the cart is re-read', () => {
  test.beforeEach(({ consoleWatch }) => consoleWatch.allow(/\[parts-islands\] ([a-z-]+: )?cart operation failed/));

  test('Add to Cart with a PHP notice in front of the JSON: the header shows the 1 item the server holds', async ({
    page,
  }) => {
    await page.goto('/product/product?product_id=1');
    await settled(page);
    await expect(popoutToggle(page)).toHaveText(/0 item\(s\)/);
    await injectFault(page, { path: '/checkout/cart/add', kind: 'notice' });
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(toast(page, SYSTEM_ERROR)).toBeVisible();
    await expect(popoutToggle(page)).toHaveText(/1 item\(s\)/);
    expect(await serverCart(page)).toMatchObject([{ product_id: 1, quantity: 1 }]);
  });

  test('Add to Cart answered with a login page (html) changes nothing and says so; the cart still agrees', async ({
    page,
  }) => {
    await page.goto('/product/product?product_id=1');
    await settled(page);
    await injectFault(page, { path: '/checkout/cart/add', kind: 'html' });
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(toast(page, SYSTEM_ERROR)).toBeVisible();
    await expect(popoutToggle(page)).toHaveText(/0 item\(s\)/);
    expect(await serverCart(page)).toEqual([]);
  });

  test('a quantity change with a PHP notice in front of the JSON shows the quantity the server holds', async ({
    page,
  }) => {
    await addThroughApi(page, 10, 2);
    await page.goto('/checkout/cart');
    await settled(page);
    await injectFault(page, { path: '/checkout/cart/edit', kind: 'notice' });
    await quantityOf(page, 'Ironclad Drilled & Slotted Front Rotor Pair').selectOption('5');
    await expect(toast(page, SYSTEM_ERROR)).toBeVisible();
    await expect(quantityOf(page, 'Ironclad Drilled & Slotted Front Rotor Pair')).toHaveValue('5');
    await expect(popoutToggle(page)).toHaveText(/5 item\(s\)/);
    expect(await serverCart(page)).toMatchObject([{ product_id: 10, quantity: 5 }]);
  });

  test('a removal with a PHP notice in front of the JSON takes the line off, as the server did', async ({ page }) => {
    await addThroughApi(page, 1, 1);
    await addThroughApi(page, 10, 2);
    await page.goto('/checkout/cart');
    await settled(page);
    await injectFault(page, { path: '/checkout/cart/remove', kind: 'notice' });
    await page.getByRole('button', { name: /^Remove .*Rotor/ }).click();
    await expect(toast(page, SYSTEM_ERROR)).toBeVisible();
    await expect(page.getByRole('row', { name: /Rotor/ })).toHaveCount(0);
    await expect(popoutToggle(page)).toHaveText(/1 item\(s\)/);
    expect(await serverCart(page)).toMatchObject([{ product_id: 1 }]);
  });

  test('Add to Cart whose connection dropped after the request was sent (drop-after) shows the server’s cart', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Failed to load resource|ERR_/);
    await page.goto('/product/product?product_id=1');
    await settled(page);
    await injectFault(page, { path: '/checkout/cart/add', kind: 'drop-after' });
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(toast(page, SYSTEM_ERROR)).toBeVisible();
    await expect(popoutToggle(page)).toHaveText(/1 item\(s\)/);
  });
});

test.describe('staff calls and an expired staff session', () => {
  test('a staff call from a session that is not staff answers 401, and 403 for a signed-in customer', async ({
    page,
  }) => {
    expect(
      (await page.request.post('/checkout/cart/updatePrice', { form: { key: '1', newPrice: '1' } })).status(),
    ).toBe(401);
    expect((await page.request.get('/api/localization')).status()).toBe(401);
    await page.request.post('/account/login', { form: { customer_id: '1' } });
    expect((await page.request.get('/api/localization')).status()).toBe(403);
    await signInAsStaff(page);
    expect((await page.request.get('/api/localization')).status()).toBe(200);
  });

  test('Edit Item Price after the staff session expired: the session message, the typed price kept, one request', async ({
    page,
  }) => {
    await signInAsStaff(page);
    await addThroughApi(page, 1, 1);
    // The POS cart reads its lines' inventory after mounting: a staff call of its own, done before the session ends.
    const inventory = page.waitForResponse((r) => r.url().includes('getInventoryDetails'));
    await page.goto('/checkout/cart');
    await settled(page);
    await inventory;
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/checkout/cart/updatePrice') && sent.push(r.method()));
    await page.getByRole('button', { name: `Edit price of ${PADS}` }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Item Price' });
    await modal.getByLabel('New Price ($)').fill('55');
    // The session times out while the clerk works.
    expect((await page.request.post('/__demo/session', { data: { in_pos_mode: false } })).ok()).toBeTruthy();
    await modal.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, SESSION_EXPIRED)).toBeVisible();
    // The locked screen (issue 15) comes up over the page; the dialog under it keeps what was typed.
    await expect(page.getByRole('dialog', { name: 'POS Locked' })).toBeVisible();
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('New Price ($)')).toHaveValue('55.00');
    expect(sent).toEqual(['POST']);
    expect(await serverCart(page)).toMatchObject([{ product_id: 1, price: 64.99 }]);
  });
});
