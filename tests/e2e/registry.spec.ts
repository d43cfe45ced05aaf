import { expect, injectFault, popoutToggle, settled, test, toast } from './fixtures';

test('the interaction strategy keeps the first click: one click on the fallback adds exactly once', async ({
  page,
}) => {
  // Hold the island chunk back so the click surely lands on the server-rendered fallback.
  await page.route('**/islands/add-to-cart.js*', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  const adds: string[] = [];
  page.on('request', (r) => r.url().includes('/checkout/cart/add') && adds.push(r.method()));
  await page.goto('/demo/strategies');
  await expect(popoutToggle(page)).toHaveText(/0 item\(s\)/);
  const card = page.locator('[data-mount="add-to-cart"][data-strategy="interaction"]').first();
  await expect(card).toHaveAttribute('data-mount-state', 'pending');
  await card.getByRole('button').click();
  await expect(card).toHaveAttribute('data-mount-state', 'mounted');
  await expect(popoutToggle(page)).toHaveText(/1 item\(s\)/);
  // The click is replayed when the island mounts, so a second add would have been sent by now: no sleep needed.
  expect(adds).toEqual(['POST']);
});

test('a broken island leaves every other island working', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/\[parts-islands\] (does-not-exist|add-to-cart)/);
  const failures: string[] = [];
  await page.exposeFunction('recordFailure', (name: string) => failures.push(name));
  await page.addInitScript(() => {
    document.addEventListener('parts-islands:failed', (e) =>
      (window as unknown as { recordFailure(n: string): void }).recordFailure(
        (e as CustomEvent<{ name: string }>).detail.name,
      ),
    );
  });
  await page.goto('/demo/broken');
  await settled(page);
  await expect(page.locator('[data-mount="does-not-exist"]')).toHaveAttribute('data-mount-state', 'error');
  const invalid = page.locator('[data-mount="add-to-cart"][data-props]');
  await expect(invalid).toHaveAttribute('data-mount-state', 'error');
  await expect(invalid.getByRole('alert')).toContainText('This section could not be loaded.');
  expect(consoleWatch.errors().some((e) => e.includes('product_id'))).toBe(true);
  expect(failures.sort()).toEqual(['add-to-cart', 'does-not-exist']);
  // The others work.
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(popoutToggle(page).first()).toHaveText(/1 item\(s\)/);
});

test('a chunk that fails to load once is retried and mounts', async ({ page }) => {
  let failed = 0;
  await page.route('**/islands/cart-popout.js*', (route) => (failed++ === 0 ? route.abort() : route.continue()));
  await page.goto('/product/product?product_id=1');
  await settled(page);
  await expect(page.locator('[data-mount="cart-popout"]')).toHaveAttribute('data-mount-state', 'mounted');
  expect(failed).toBe(2);
});

test('a chunk that keeps failing shows the error state, and "Try again" mounts it once it is back', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/cart-popout|Failed to load|ERR_FAILED/);
  let blocked = true;
  await page.route('**/islands/cart-popout.js*', (route) => (blocked ? route.abort() : route.continue()));
  await page.goto('/product/product?product_id=1');
  const popout = page.locator('[data-mount="cart-popout"]');
  await expect(popout).toHaveAttribute('data-mount-state', 'error');
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();
  blocked = false;
  await popout.getByRole('button', { name: 'Try again' }).click();
  await expect(popout).toHaveAttribute('data-mount-state', 'mounted');
  await expect(popoutToggle(page)).toBeVisible();
});

test('a mount point added after load is mounted', async ({ page }) => {
  await page.goto('/demo/late-mount');
  await settled(page);
  // Mounted is not loaded: the header's pop-out shows its toggle only once the cart has answered (the old race).
  await expect(popoutToggle(page).first()).toBeVisible();
  const before = await popoutToggle(page).count();
  await page.getByRole('button', { name: 'Add a cart pop-out' }).click();
  await expect(popoutToggle(page)).toHaveCount(before + 1);
});

test('the script included twice mounts each island once', async ({ page }) => {
  const getData: string[] = [];
  page.on('request', (r) => r.url().includes('getData') && getData.push(r.url()));
  await page.goto('/demo/double-script');
  await settled(page);
  await page.waitForLoadState('networkidle');
  await expect(popoutToggle(page)).toHaveCount(1);
  const mounts = await page.locator('[data-mount="add-to-cart"]').count();
  await expect(page.getByRole('button', { name: /^(Add to Cart|Instant Checkout)/ })).toHaveCount(mounts);
  expect(getData).toHaveLength(1);
});

test('two tabs of the store never show different carts', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('/product/product?product_id=1');
  await b.goto('/product/product?product_id=2');
  await settled(a);
  await settled(b);
  await a.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(popoutToggle(a)).toHaveText(/1 item\(s\)/);
  await expect(popoutToggle(b)).toHaveText(/1 item\(s\)/);
  await b.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(popoutToggle(a)).toHaveText(/2 item\(s\)/);
});

test('host pages hear about cart updates through the public global and DOM events', async ({ page }) => {
  await page.goto('/product/product?product_id=1');
  await settled(page);
  const heard = page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        document.addEventListener(
          'parts-islands:cart-updated',
          (e) => resolve((e as CustomEvent<{ cart: { total_items: number } }>).detail.cart.total_items),
          { once: true },
        ),
      ),
  );
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  expect(await heard).toBe(1);
  const fromStore = await page.evaluate(async () => {
    const stores = (await window.PartsIslands!.stores()) as { $cart: { get(): { total_items: number } | null } };
    return stores.$cart.get()?.total_items;
  });
  expect(fromStore).toBe(1);
});

test("a failed Add to Cart tells the host page which island it was made in (parts-islands:error's island)", async ({
  page,
  consoleWatch,
}) => {
  await page.goto('/product/product?product_id=1');
  await settled(page);
  const button = page.getByRole('button', { name: 'Add to Cart', exact: true });
  // The island the shopper acts in: the mount point around the button.
  const island = await button.evaluate((el) => el.closest<HTMLElement>('[data-mount]')?.dataset.mount ?? null);
  expect(island).toBeTruthy();
  consoleWatch.allow(new RegExp(`^\\[parts-islands\\] ${island}: cart operation failed`));
  const logged = page.waitForEvent('console', (msg) => msg.text().startsWith('[parts-islands] '));
  const heard = page.evaluate(
    () =>
      new Promise<Record<string, unknown>>((resolve) =>
        document.addEventListener(
          'parts-islands:error',
          (e) => {
            const { island, action, message, kind, error } = (e as CustomEvent<Record<string, unknown>>).detail;
            resolve({ island, action, message, kind, error: error instanceof Error });
          },
          { once: true },
        ),
      ),
  );
  // A 200 whose JSON is no documented answer: the system error, logged and told to the host.
  await injectFault(page, { path: '/checkout/cart/add', kind: 'malformed' });
  await button.click();
  expect(await heard).toEqual({
    island,
    action: 'cart operation failed',
    message: 'A system error occurred. Contact your administrator.',
    kind: 'schema',
    error: true,
  });
  expect((await logged).text()).toMatch(`[parts-islands] ${island}: cart operation failed`);
  await expect(toast(page, 'A system error occurred. Contact your administrator.')).toBeVisible();
  await expect(button).toBeEnabled();
});

test('each strategy mounts at its moment: idle by itself, media when it matches, visible when scrolled to, interaction on focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 600 });
  await page.goto('/demo/strategies');
  const byStrategy = (s: string) => page.locator(`[data-mount="add-to-cart"][data-strategy="${s}"]`);
  await expect(byStrategy('idle')).toHaveAttribute('data-mount-state', 'mounted');
  await expect(byStrategy('media')).toHaveAttribute('data-mount-state', 'mounted');
  await expect(byStrategy('interaction')).toHaveAttribute('data-mount-state', 'pending');
  await expect(byStrategy('visible')).toHaveAttribute('data-mount-state', 'pending');
  await byStrategy('visible').scrollIntoViewIfNeeded();
  await expect(byStrategy('visible')).toHaveAttribute('data-mount-state', 'mounted');
  // A keyboard user tabbing onto the fallback is enough to mount it.
  await byStrategy('interaction').getByRole('button').focus();
  await expect(byStrategy('interaction')).toHaveAttribute('data-mount-state', 'mounted');
});
