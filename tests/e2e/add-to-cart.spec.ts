import { expect, injectFault, popoutToggle, settled, test } from './fixtures';

const PRODUCT = '/product/product?product_id=1';

test.describe('add to cart on the product page', () => {
  test('adding a part shows "Added!" for 3 s and updates the pop-out and the cart page with no reload', async ({
    page,
    consoleWatch,
  }) => {
    await page.goto(PRODUCT);
    await settled(page);
    await expect(popoutToggle(page)).toHaveText(/0 item\(s\) - \$0\.00/);
    const name = (await page.locator('h1').textContent())!.trim();

    const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
    await add.click();
    await expect(page.getByRole('button', { name: 'Added!' })).toBeVisible();
    await expect(popoutToggle(page)).toHaveText(/1 item\(s\) - \$[\d,]+\.\d\d/);
    // Back to idle after about 3 s.
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible({ timeout: 5000 });

    // The pop-out opens from the keyboard and lists the part.
    await popoutToggle(page).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Shopping cart' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(popoutToggle(page)).toBeFocused();

    await page.goto('/checkout/cart');
    await expect(page.getByRole('main')).toContainText(name);
    expect(consoleWatch.errors()).toEqual([]);
  });

  test('Instant Checkout shows "Added!" then goes to /checkout/checkout', async ({ page }) => {
    await page.goto(PRODUCT);
    await settled(page);
    await page.getByRole('button', { name: /^Instant Checkout/ }).click();
    await expect(page.getByRole('button', { name: 'Added!' })).toBeVisible();
    await page.waitForURL('**/checkout/checkout', { timeout: 6000 });
  });

  test('removing the last item from the pop-out sends the shopper to /checkout/cart', async ({ page }) => {
    await page.goto(PRODUCT);
    await settled(page);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(popoutToggle(page)).toHaveText(/^.*1 item\(s\)/);
    await popoutToggle(page).click();
    await page.getByRole('button', { name: /^Remove / }).click();
    await page.waitForURL('**/checkout/cart');
    await expect(page.getByRole('main').getByText('The shopping cart is empty.')).toBeVisible();
  });

  test('pop-out voucher rows can be removed (a gift certificate bought in this cart)', async ({ page }) => {
    const bought = await page.request.post('/__demo/gift-certificate', { data: { amount: 50, to_name: 'Jo' } });
    expect(bought.ok()).toBeTruthy();
    await page.request.post('/checkout/cart/add', { form: { product_id: '10', quantity: '1' } });
    await page.goto(PRODUCT);
    await settled(page);
    await expect(popoutToggle(page)).toHaveText(/2 item\(s\)/);
    await popoutToggle(page).click();
    const panel = page.getByRole('region', { name: 'Shopping cart' });
    await panel.getByRole('button', { name: 'Remove $50.00 Gift Certificate for Jo' }).click();
    await expect(popoutToggle(page)).toHaveText(/1 item\(s\)/);
    await expect(panel).not.toContainText('Gift Certificate');
    const cart = await (await page.request.get('/checkout/cart/getData')).json();
    expect(cart.vouchers).toEqual([]);
  });

  test('guest checkout off and not logged in: a login link with the call-to-action text, and no pop-out', async ({
    page,
  }) => {
    await page.goto(`${PRODUCT}&demo_guest_checkout=0`);
    await settled(page);
    const login = page.getByRole('link', { name: 'Log In to Purchase' }).first();
    await expect(login).toHaveAttribute('href', /^\/account\/login\?redirect=/);
    await expect(page.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
    await expect(popoutToggle(page)).toHaveCount(0);
  });

  test('the cart is fetched exactly once per page load however many islands read it', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('getData') && calls.push(r.url()));
    await page.goto(PRODUCT);
    await settled(page);
    await page.waitForLoadState('networkidle');
    expect(calls).toHaveLength(1);
  });
});

test.describe('failed calls keep state and show the spec message', () => {
  const cases = [
    { kind: 'malformed', shows: 'A system error occurred. Contact your administrator.', reported: 'schema' },
    { kind: 'drop', shows: 'A system error occurred. Contact your administrator.', reported: 'network' },
    { kind: 'status', shows: 'Injected fault', reported: 'server' },
  ] as const;
  for (const { kind, shows, reported } of cases) {
    test(`a ${kind} answer to add shows "${shows}", keeps the cart, tells the host, and the retry works`, async ({
      page,
      consoleWatch,
    }) => {
      consoleWatch.allow(/cart operation failed|Failed to load resource|ERR_EMPTY_RESPONSE|500/);
      // The host page hears every failure once (README "Errors"): parts-islands:error on document.
      await page.addInitScript(() => {
        const seen: unknown[] = ((window as { __failures?: unknown[] }).__failures = []);
        document.addEventListener('parts-islands:error', (e) => {
          const { island, action, message, kind } = (e as CustomEvent<Record<string, unknown>>).detail;
          seen.push({ island, action, message, kind });
        });
      });
      await page.goto(PRODUCT);
      await settled(page);
      // Until cleared: Chromium itself retries a request whose connection dropped before any answer.
      await injectFault(page, { path: '/checkout/cart/add', kind, status: 500, times: -1 });
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect(page.getByText(shows)).toBeVisible();
      await expect(popoutToggle(page)).toHaveText(/0 item\(s\)/);
      expect(await page.evaluate(() => (window as { __failures?: unknown[] }).__failures)).toEqual([
        // The island the shopper pressed Add to Cart in (the product page's options form).
        { island: 'product-form', action: 'cart operation failed', message: shows, kind: reported },
      ]);
      // A server message the shopper is shown is an answer, not a defect: only the other failures are logged.
      const logged = consoleWatch
        .errors()
        .filter((e) => e.includes('[parts-islands] product-form: cart operation failed'));
      expect(logged).toHaveLength(kind === 'status' ? 0 : 1);
      await page.request.delete('/__demo/faults');
      // Nothing is lost: the button is back and a retry succeeds.
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect(popoutToggle(page)).toHaveText(/1 item\(s\)/);
    });
  }
});
