import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settled, test } from './fixtures';

// Issue 24: after a kiosk reset the next shopper reaches nothing of the last: not by the kiosk's Back, not by the
// browser's Back or Forward, not from the back/forward cache (turned on here, as in bfcache.spec.ts), and no cookie or
// storage key of the last shopper's is left.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

const splash = (page: Page) => page.getByRole('dialog', { name: 'Customize your ride!' });
const kioskNav = (page: Page) => page.getByRole('navigation', { name: 'Kiosk' });

async function storage(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));
}

/** On the kiosk home page of the new shopper, with nothing of the old one's on screen. */
async function atNewHome(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/common/home');
  // This document's kiosk claimed its history entry as the first of the new shopper's.
  await page.waitForFunction(
    () => (history.state as { piKiosk?: { gen: number; first: boolean } } | null)?.piKiosk?.first === true,
  );
  await settled(page);
  await expect(page.getByText('Your Vehicle: 2005 Chevrolet Silverado 1500')).toHaveCount(0);
  await expect(kioskNav(page).getByRole('button', { name: 'Back' })).toBeDisabled();
}

test('after Start Over neither Back nor Forward (kiosk or browser) reaches the last shopper, and no cookie or storage key of theirs is left', async ({
  page,
  context,
}) => {
  expect((await page.request.post('/__demo/session', { data: { kiosk_mode: true } })).ok()).toBeTruthy();
  await page.request.post('/__demo/kiosk', { data: { kiosk_idle_timer: 5, kiosk_prompt_timer: 1 } });

  // The last shopper: a vehicle, a preferred store, a locator filter, the list view, a dismissed alert, a language,
  // a search, and a part in the cart.
  await page.goto('/common/home');
  await settled(page);
  const vehicle = await page.request.get(
    '/ymm/json/saveVehicle?add1=Year||2005||Year||2005&add2=MakeID||1||Make||Chevrolet&add3=ModelID||201||Model||Silverado%201500',
  );
  expect(vehicle.ok()).toBeTruthy();
  await page.goto('/information/contact');
  await settled(page);
  await page.getByRole('button', { name: 'Shop This Store: Summit Parts Co. - Grove City' }).click();
  await page.getByRole('dialog', { name: 'Shop This Store?' }).getByRole('button', { name: 'Start Shopping' }).click();
  await page.waitForURL('**/product/catalog');
  await settled(page);
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await page.goto('/information/locator');
  await settled(page);
  await page.getByRole('combobox', { name: 'Show' }).selectOption('installation');
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'locator_filter')?.value)
    .toBe('installation');
  await page.goto('/demo/behaviours');
  await settled(page);
  await page.getByRole('region', { name: 'Store announcement' }).getByRole('button', { name: 'Dismiss' }).click();
  await page.getByRole('button', { name: 'Français' }).click();
  await page.waitForURL('**/demo/behaviours');
  await settled(page);
  await page.evaluate(() => sessionStorage.setItem('pi-search-query', '{"queryID":"q1","index":"parts"}'));
  await page.request.post('/checkout/cart/add', { form: { product_id: '1', quantity: '1' } });
  await page.goto('/product/search?search=brake');
  await settled(page);
  await expect(page.getByText('Your Vehicle: 2005 Chevrolet Silverado 1500').first()).toBeVisible();
  const before = await context.cookies();
  const names = before.map((c) => c.name);
  for (const name of ['locator_pickup_location', 'locator_filter', 'alert_bar_dismissed', 'language', 'DEMO_SESSION'])
    expect(names).toContain(name);
  expect((await storage(page)).local).toContain('display');
  const oldSession = before.find((c) => c.name === 'DEMO_SESSION')?.value;

  // Start Over on the search results; the next shopper starts.
  await kioskNav(page).getByRole('button', { name: 'Start Over' }).click();
  await page.waitForURL('**/common/home');
  await expect(splash(page)).toBeVisible();
  await splash(page).getByRole('button', { name: 'Press here to get started' }).click();
  await expect(splash(page)).toBeHidden();
  await atNewHome(page);
  await expectNoAxeViolations(page);

  // Every cookie and storage key: the new session's cookie only, and the kiosk's own clock.
  const after = await context.cookies();
  expect(after.map((c) => c.name)).toEqual(['DEMO_SESSION']);
  expect(after[0]?.value).not.toBe(oldSession);
  expect(await storage(page)).toEqual({ local: ['pi-kiosk'], session: [] });
  const cart = (await (await page.request.get('/checkout/cart/getData')).json()) as { total_items: number };
  expect(cart.total_items).toBe(0);

  // The kiosk's Back is disabled; the browser's Back, twice, lands on the new shopper's home page each time.
  await kioskNav(page).getByRole('button', { name: 'Back' }).click({ force: true });
  await expect(page).toHaveURL(/\/common\/home$/);
  for (let step = 0; step < 2; step++) {
    await page.goBack();
    await atNewHome(page);
    await expect(page.getByRole('heading', { name: /Search/ })).toHaveCount(0);
  }
  // Forward, by the browser and by the kiosk's button: still nothing of the last shopper's.
  await page.goForward();
  await atNewHome(page);
  // The button's history.forward() is a navigation of its own: its page, not this one, is checked.
  const forward = page.waitForEvent('load');
  await kioskNav(page).getByRole('button', { name: 'Forward' }).click();
  await forward;
  await atNewHome(page);

  // Afterwards the same: no cookie or key came back from any page of the last shopper's.
  expect((await context.cookies()).map((c) => c.name)).toEqual(['DEMO_SESSION']);
  expect(await storage(page)).toEqual({ local: ['pi-kiosk'], session: [] });
  // A page of this shopper's is reachable by Back as usual.
  await page.goto('/product/catalog');
  await settled(page);
  await kioskNav(page).getByRole('button', { name: 'Back' }).click();
  await page.waitForURL((url) => url.pathname === '/common/home');
});
