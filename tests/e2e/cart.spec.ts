import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, popoutToggle, settled, test } from './fixtures';

/** Puts parts in this browser context's cart through the real add call. */
async function addToCart(page: Page, productId: number, quantity = 1, extra: Record<string, string> = {}) {
  const response = await page.request.post('/checkout/cart/add', {
    form: { product_id: String(productId), quantity: String(quantity), ...extra },
  });
  expect(response.ok()).toBeTruthy();
}

async function openCart(page: Page) {
  await page.goto('/checkout/cart');
  await settled(page);
}

const quantityOf = (page: Page, name: RegExp | string) =>
  page.getByLabel(typeof name === 'string' ? `Quantity for ${name}` : name);

test("the demo store answers this project's calls in its mode (spec-answers: a not-stated call answers {})", async ({
  page,
  answers,
}) => {
  expect(((await (await page.request.get('/__demo/session')).json()) as { answers: string }).answers).toBe(answers);
  await addToCart(page, 10, 1);
  const removed = await page.request.post('/checkout/cart/removeCode', { form: { type: 'coupon', code: 'NONE' } });
  const body = (await removed.json()) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(answers === 'spec' ? ['error'] : ['error', 'cart']);
});

test.describe('cart page', () => {
  test('rows show image, name, options, quantity, unit price, total, labor; totals table', async ({ page }) => {
    await addToCart(page, 1, 1, { apply_labor: '1' });
    await openCart(page);
    const row = page.getByRole('row', { name: /Ironclad Ceramic Front Brake Pad Set/ });
    await expect(row.locator('img')).toHaveAttribute('src', /\/image\/product\/1\.svg/);
    await expect(row.getByRole('link', { name: 'Ironclad Ceramic Front Brake Pad Set' })).toBeVisible();
    await expect(row).toContainText('Labor: Brake Service (60 min)');
    await expect(quantityOf(page, 'Ironclad Ceramic Front Brake Pad Set')).toHaveValue('1');
    const totals = page.getByRole('table', { name: 'Order totals' });
    await expect(totals).toContainText('Sub-Total');
    await expect(totals).toContainText('Labor');
    await expect(totals).toContainText('Total');
  });

  test('quantity: the dropdown becomes an input at "10+", typing sends one request, and the pop-out agrees', async ({
    page,
  }) => {
    // Playwright's clock: once the typing is done, every pending timer is run instead of sleeping and hoping.
    await page.clock.install();
    await addToCart(page, 10);
    await openCart(page);
    const edits: string[] = [];
    page.on('request', (r) => r.url().includes('/checkout/cart/edit') && edits.push(r.method()));
    const quantity = quantityOf(page, /^Quantity for /);
    // The page's time stands still from the choice of "10+" until the last key, however slow the machine: all of it
    // falls in one debounce, and only the last value is sent.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await quantity.selectOption('10');
    await expect(quantity).toHaveJSProperty('tagName', 'INPUT');
    await quantity.fill('');
    await quantity.pressSequentially('25', { delay: 100 });
    await page.clock.runFor(2000);
    await expect(popoutToggle(page)).toHaveText(/25 item\(s\)/);
    expect(edits).toEqual(['PUT']);
    const cart = await (await page.request.get('/checkout/cart/getData')).json();
    expect(cart.products[0].quantity).toBe(25);
  });

  test('a quantity that goes back below 10 shows the 1-10 dropdown again ("Below 10 it is a dropdown of 1 to 10")', async ({
    page,
  }) => {
    await addToCart(page, 10, 12);
    await openCart(page);
    const quantity = quantityOf(page, /^Quantity for /);
    await expect(quantity).toHaveJSProperty('tagName', 'INPUT');
    await quantity.fill('3');
    await expect(quantity).toHaveJSProperty('tagName', 'SELECT');
    await expect(quantity).toHaveValue('3');
    await expect(quantity).toBeFocused();
    await expect(popoutToggle(page)).toHaveText(/3 item\(s\)/);
    const cart = await (await page.request.get('/checkout/cart/getData')).json();
    expect(cart.products[0].quantity).toBe(3);
  });

  test('quantity clamps: "Maximum quantity is 10000", "Minimum quantity is 4", "A number must be input"', async ({
    page,
  }) => {
    await addToCart(page, 6, 4);
    await openCart(page);
    const quantity = quantityOf(page, /^Quantity for /);
    await quantity.selectOption('2');
    await expect(page.getByRole('alert').filter({ hasText: 'Minimum quantity is 4' })).toBeVisible();
    await expect(quantity).toHaveValue('4');
    await quantity.selectOption('10');
    await quantity.fill('20000');
    await expect(page.getByRole('alert').filter({ hasText: 'Maximum quantity is 10000' })).toBeVisible();
    await expect(quantity).toHaveValue('10000');
    await quantity.fill('12a');
    await expect(page.getByRole('alert').filter({ hasText: 'A number must be input' })).toBeVisible();
  });

  test('a line above its stock shows the stock warning and is highlighted', async ({ page }) => {
    await addToCart(page, 7, 5);
    await openCart(page);
    const row = page
      .getByRole('row')
      .filter({ hasText: "I'm sorry, this product is either not available in the desired quantity or not in stock." });
    await expect(row).toHaveCount(1);
    await expect(row).toHaveClass(/pi-cart-page__row--warning/);
  });

  test('a failed edit restores the confirmed quantity and shows the server error', async ({ page }) => {
    await addToCart(page, 10, 2);
    await openCart(page);
    await page.request.post('/__demo/faults', { data: { path: '/checkout/cart/edit', kind: 'status', status: 500 } });
    const quantity = quantityOf(page, /^Quantity for /);
    await quantity.selectOption('5');
    await expect(page.getByText('Injected fault')).toBeVisible();
    await expect(quantity).toHaveValue('2');
    await expect(popoutToggle(page)).toHaveText(/2 item\(s\)/);
  });

  test('removing the last line from the page leaves "The shopping cart is empty." on /checkout/cart', async ({
    page,
  }) => {
    await addToCart(page, 2);
    await openCart(page);
    await page
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await expect(page.getByRole('main').getByText('The shopping cart is empty.')).toBeVisible();
    await expect(popoutToggle(page)).toHaveText(/0 item\(s\)/);
    expect(new URL(page.url()).pathname).toBe('/checkout/cart');
  });

  test('the page and the pop-out, in two tabs, agree after every change', async ({ context }) => {
    const a = await context.newPage();
    await addToCart(a, 10, 1);
    await addToCart(a, 2, 1);
    const b = await context.newPage();
    await openCart(a);
    await openCart(b);
    await quantityOf(a, /^Quantity for .*Rotor/).selectOption('3');
    await expect(quantityOf(b, /^Quantity for .*Rotor/)).toHaveValue('3');
    await expect(popoutToggle(b)).toHaveText(/4 item\(s\)/);
    await b.getByRole('button', { name: /^Remove .*Rotor/ }).click();
    await expect(a.getByRole('row', { name: /Rotor/ })).toHaveCount(0);
    await expect(popoutToggle(a)).toHaveText(/1 item\(s\)/);
  });

  test('checkout goes to /checkout/checkout; with guest checkout off, the login link', async ({ page }) => {
    await addToCart(page, 2);
    await openCart(page);
    await page.getByRole('link', { name: 'Checkout' }).first().click();
    await page.waitForURL('**/checkout/checkout');
    await page.goto('/checkout/cart?demo_guest_checkout=0');
    await settled(page);
    await expect(page.getByRole('main').getByRole('link', { name: 'Log In to Purchase' })).toBeVisible();
  });

  test('begin_checkout fires on the storefront Checkout (cart page and pop-out), with InitiateCheckout to the pixel', async ({
    page,
  }) => {
    await addToCart(page, 10, 2);
    // The checkout page answers 204, so the browser stays here and the page's data layer can be read.
    await page.route('**/checkout/checkout', (route) => route.fulfill({ status: 204 }));
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, { fbqCalls: calls, fbq: (...args: unknown[]) => calls.push(args) });
    });
    await openCart(page);
    const begun = () =>
      page.evaluate(() =>
        (window.dataLayer as { event?: string; ecommerce?: { value: number; items: { quantity: number }[] } }[]).filter(
          (e) => e.event === 'begin_checkout',
        ),
      );
    await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
    await expect.poll(async () => (await begun()).length).toBe(1);
    const [event] = await begun();
    expect(event!.ecommerce!.items[0]!.quantity).toBe(2);
    expect(event!.ecommerce!.value).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { fbqCalls: unknown[][] }).fbqCalls)).toContainEqual([
      'track',
      'InitiateCheckout',
      expect.objectContaining({ num_items: 1 }),
    ]);
    await popoutToggle(page).click();
    await page.getByRole('region', { name: 'Shopping cart' }).getByRole('link', { name: 'Checkout' }).click();
    await expect.poll(async () => (await begun()).length).toBe(2);
  });

  test('inside a frame, checkout opens in a new tab and "Continue Checkout" waits with "I\'m Finished"', async ({
    page,
    context,
  }) => {
    await addToCart(page, 2);
    await page.goto('/demo/framed-cart');
    const frame = page.frameLocator('iframe[title="Shopping cart"]');
    const checkout = frame.getByRole('main').getByRole('link', { name: 'Checkout' });
    await expect(checkout).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), checkout.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/checkout/checkout');
    const dialog = frame.getByRole('dialog', { name: 'Continue Checkout' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: "I'm Finished" }).click();
    await expect(dialog).toBeHidden();
  });
});

test('axe-core finds no violations on a filled cart page, with a stock warning and labor', async ({ page }) => {
  await addToCart(page, 1, 1, { apply_labor: '1' });
  await addToCart(page, 7, 5);
  await openCart(page);
  await expectNoAxeViolations(page);
});

test('axe-core finds no violations on /demo/framed-cart', async ({ page }) => {
  await page.goto('/demo/framed-cart');
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('codes on the cart page', () => {
  test('a coupon applies with a success toast and can be removed; a refused code stays in the box with the error', async ({
    page,
  }) => {
    await addToCart(page, 10, 2);
    await openCart(page);
    const box = page.getByLabel('Coupon, voucher or gift code');
    await box.fill('EXPIRED5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Coupon "EXPIRED5" expired on 2025-12-31.')).toBeVisible();
    await expect(box).toHaveValue('EXPIRED5');

    await box.fill('SAVE10');
    await box.press('Enter');
    await expect(page.getByText('Success: Your coupon discount has been applied!')).toBeVisible();
    const totals = page.getByRole('table', { name: 'Order totals' });
    await expect(totals.getByRole('button', { name: /^Remove .*SAVE10/ })).toBeVisible();
    await expect(box).toHaveValue('');
    await totals.getByRole('button', { name: /^Remove .*SAVE10/ }).click();
    await expect(totals.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  });

  test('a gift voucher applies as a voucher line and the pop-out total agrees', async ({ page }) => {
    await addToCart(page, 10, 2);
    await openCart(page);
    await page.getByLabel('Coupon, voucher or gift code').fill('GIFT25');
    await page.getByRole('button', { name: 'Apply' }).click();
    const totals = page.getByRole('table', { name: 'Order totals' });
    await expect(totals.getByRole('button', { name: /^Remove .*GIFT25/ })).toBeVisible();
    const grandTotal = (await totals.getByRole('row').last().getByRole('cell').first().textContent())!.trim();
    await expect(popoutToggle(page)).toHaveText(new RegExp(grandTotal.replace(/[$.]/g, '\\$&')));
  });

  test('store credit of a signed-in customer can be removed', async ({ page }) => {
    // Dana Whitfield (customer 1) has $15 of store credit in the seed.
    await page.goto('/');
    await page.request.post('/account/login', { form: { customer_id: '1' }, maxRedirects: 0 });
    await addToCart(page, 10, 1);
    await openCart(page);
    const credit = page
      .getByRole('table', { name: 'Order totals' })
      .getByRole('button', { name: /^Remove .*[Cc]redit/ });
    await expect(credit).toBeVisible();
    await credit.click();
    await expect(credit).toHaveCount(0);
  });
});

test.describe('kiosk', () => {
  test('"Submit to Buy" creates a kiosk order for local pickup, reports the checkout step, goes home, and the order is recorded under Kiosk', async ({
    page,
  }) => {
    await addToCart(page, 2, 1);
    // The data layer is kept across the page change (as a tag manager sends it before the page goes).
    await page.addInitScript(() => {
      const layer: unknown[] = [];
      layer.push = (...entries: unknown[]) => {
        const kept = JSON.parse(sessionStorage.getItem('kept-data-layer') ?? '[]') as unknown[];
        sessionStorage.setItem('kept-data-layer', JSON.stringify([...kept, ...entries]));
        return Array.prototype.push.apply(layer, entries);
      };
      Object.assign(window, { dataLayer: layer });
    });
    await page.goto('/checkout/cart?demo_kiosk_mode=1');
    await settled(page);
    await page.getByLabel(/Your name/).fill('Sam Kiosk');
    await page.getByRole('button', { name: 'Submit to Buy' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const kept = (await page.evaluate(() => JSON.parse(sessionStorage.getItem('kept-data-layer') ?? '[]'))) as {
      event?: string;
      ecommerce?: { checkout_step: number; checkout_option: string; value: number; items: { quantity: number }[] };
    }[];
    const steps = kept.filter((e) => e.event === 'checkout_progress');
    expect(steps).toHaveLength(1);
    expect(steps[0]!.ecommerce).toMatchObject({ checkout_step: 1, checkout_option: 'kiosk pickup', currency: 'USD' });
    expect(steps[0]!.ecommerce!.value).toBeGreaterThan(0);
    expect(steps[0]!.ecommerce!.items.map((i) => i.quantity)).toEqual([1]);
    const { orders } = await (await page.request.get('/__demo/orders?status=kiosk')).json();
    expect(orders.some((o: { customer?: string; firstname?: string }) => JSON.stringify(o).includes('Sam Kiosk'))).toBe(
      true,
    );
  });

  test('an order confirm error shows below the button, the button resets and the name is kept', async ({ page }) => {
    await addToCart(page, 7, 5);
    await page.goto('/checkout/cart?demo_kiosk_mode=1');
    await settled(page);
    await page.getByLabel(/Your name/).fill('Sam Kiosk');
    await page.getByRole('button', { name: 'Submit to Buy' }).click();
    const error = page.getByRole('main').getByRole('alert');
    await expect(error).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit to Buy' })).toBeEnabled();
    await expect(page.getByLabel(/Your name/)).toHaveValue('Sam Kiosk');
    expect(new URL(page.url()).pathname).toBe('/checkout/cart');
  });

  test('axe-core finds no violations on the kiosk cart', async ({ page }) => {
    await addToCart(page, 2, 1);
    await page.goto('/checkout/cart?demo_kiosk_mode=1');
    await settled(page);
    await expectNoAxeViolations(page);
  });
});
