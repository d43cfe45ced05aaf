import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, injectFault, settled, test } from './fixtures';

const LOCATOR = '/information/locator';

/** The dealer locator popup stays closed for 5 minutes once closed: tests that are not about it start with it closed. */
async function skipPopup(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'locator_popup_closed', value: '1', url: 'http://127.0.0.1' }]);
}

async function openLocator(page: Page): Promise<void> {
  await skipPopup(page);
  await page.goto(LOCATOR);
  await settled(page);
  await expect(page.getByRole('status').filter({ hasText: /locations? found/ })).toBeVisible();
}

const list = (page: Page) => page.locator('.pi-locator__list');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: /ZIP code/ });
const distance = (page: Page) => page.getByRole('spinbutton', { name: 'Distance (miles)' });

/** The XSS vectors (seed/fixtures/attack-strings.json) for this session: the tests that prove sanitizing load them. */
async function loadAttackStrings(page: Page): Promise<void> {
  const response = await page.request.post('/__demo/attack-strings', { data: { on: true } });
  expect(response.ok()).toBeTruthy();
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name);
}

test.describe('store locator', () => {
  test.beforeEach(async ({ page }) => {
    await page.request.post('/__demo/reset');
  });

  test('a ZIP search lists the stores within the distance, nearest first, and shows them on the map', async ({
    page,
  }) => {
    await openLocator(page);
    await searchBox(page).fill('43017');
    await searchBox(page).press('Enter');
    // Within 25 miles of 43017: the six stores and one partner (Delaware, 14.1 mi); Lancaster (39.2 mi) is too far.
    await expect(page.getByText('7 locations found.')).toBeVisible();
    await expect(list(page).getByRole('heading', { name: /Partner Garage/ })).toBeVisible();
    await expect(list(page).getByRole('heading', { name: /Bob's/ })).toHaveCount(0);
    await expect(list(page).getByRole('heading', { level: 3 }).first()).toHaveText('Summit Parts Co. - Dublin');
    await expect(
      list(page)
        .getByText(/miles away/)
        .first(),
    ).toHaveText(/^\d+\.\d miles away$/);
    const markers = page.locator('.pi-locator-map .leaflet-marker-icon');
    await expect(markers).toHaveCount(7);
    await expect(markers.first()).toHaveAttribute('aria-label', /^Show details: /);
  });

  test('distance defaults to 25; a distance outside 10 to 250 is reset to the minimum 10 and the list reloads', async ({
    page,
  }) => {
    await openLocator(page);
    await expect(distance(page)).toHaveValue('25');
    const sent: string[] = [];
    page.on(
      'request',
      (r) =>
        r.url().includes('dealer_locator/search') && sent.push(new URL(r.url()).searchParams.get('distance') ?? ''),
    );
    await distance(page).fill('300');
    await distance(page).press('Tab');
    await expect(distance(page)).toHaveValue('10');
    await expect(page.getByText('Distance must be from 10 to 250 miles; it was reset to 10.')).toBeVisible();
    await expect.poll(() => sent).toEqual(['10']);
    await distance(page).fill('250');
    await distance(page).press('Enter');
    await expect.poll(() => sent).toEqual(['10', '250']);
  });

  test('"Invalid ZIP code. Please try again." for a ZIP the geocoder cannot place; the typed ZIP stays', async ({
    page,
  }) => {
    await openLocator(page);
    await searchBox(page).fill('99999');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid ZIP code. Please try again.');
    await expect(searchBox(page)).toHaveValue('99999');
    await expect(searchBox(page)).toHaveAttribute('aria-invalid', 'true');
  });

  test('a geolocation failure is logged and the search still runs without coordinates', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Failed to load resource/);
    await openLocator(page);
    await injectFault(page, { path: '/api/location/setGeolocationFromZipCode', kind: 'status', status: 503 });
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const search = page.waitForRequest(
      (r) => r.url().includes('dealer_locator/search') && r.url().includes('search=43215'),
    );
    await searchBox(page).fill('43215');
    await searchBox(page).press('Enter');
    const url = new URL((await search).url());
    expect(url.searchParams.has('lat')).toBe(false);
    await expect(page.getByText('1 location found.')).toBeVisible();
    expect(warnings.join('\n')).toMatch(/geolocation failed/);
  });

  test('"Use My Location" searches near the browser position; a denied position still searches, without coordinates', async ({
    page,
    context,
  }) => {
    await openLocator(page);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 40.0334, longitude: -83.1583 });
    const near = page.waitForRequest(
      (r) => r.url().includes('dealer_locator/search') && r.url().includes('lat=40.0334'),
    );
    await page.getByRole('button', { name: 'Use My Location' }).click();
    await near;
    await expect(list(page).getByRole('heading', { level: 3 }).first()).toHaveText('Summit Parts Co. - Hilliard');
    await context.clearPermissions();
    const without = page.waitForRequest((r) => r.url().includes('dealer_locator/search') && !r.url().includes('lat='));
    await page.getByRole('button', { name: 'Use My Location' }).click();
    await without;
  });

  test('the filter reloads the list and is kept in the cookie locator_filter for 30 minutes', async ({ page }) => {
    await openLocator(page);
    await page.getByRole('combobox', { name: 'Show' }).selectOption('installation');
    await expect(page.getByText('6 locations found.')).toBeVisible();
    const saved = await cookie(page, 'locator_filter');
    expect(saved?.value).toBe('installation');
    const minutes = (saved!.expires * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(28);
    expect(minutes).toBeLessThanOrEqual(30.5);
    await page.reload();
    await settled(page);
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('installation');
  });

  test('"Make My Store" stores locator_pickup_location, becomes the current store, resets the others; Reset clears it and reloads', async ({
    page,
  }) => {
    await openLocator(page);
    const make = list(page).getByRole('button', { name: 'Make My Store' });
    const total = await make.count();
    // Keyboard: focus the third store's button and press Enter.
    await make.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(list(page).getByRole('button', { name: 'My Store', exact: true })).toHaveCount(1);
    await expect(list(page).getByRole('button', { name: 'My Store', exact: true })).toBeFocused();
    await expect(make).toHaveCount(total - 1);
    expect((await cookie(page, 'locator_pickup_location'))?.value).toBe('3');
    await expect(
      page.getByText(/My Store:\s*Summit Parts Co\. - Westerville, 720 S State St, Westerville, OH 43081/),
    ).toBeVisible();

    // Choosing another store turns the first back into "Make My Store".
    await list(page).locator('[data-make-my-store="1"]').click();
    await expect(list(page).locator('[data-make-my-store="1"]')).toHaveText('My Store');
    await expect(list(page).locator('[data-make-my-store="3"]')).toHaveText('Make My Store');

    const resetCall = page.waitForRequest((r) => r.url().includes('dealer_locator/reset_store'));
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reset My Store' }).click();
    await resetCall;
    await reload;
    await settled(page);
    expect(await cookie(page, 'locator_pickup_location')).toBeUndefined();
    await expect(page.getByRole('button', { name: 'Reset My Store' })).toHaveCount(0);
  });

  test('a failed search keeps the list and what was typed, shows the system error, and the retry works', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/store locator search failed|Failed to load resource/);
    await openLocator(page);
    await injectFault(page, { path: '/module/dealer_locator/search', kind: 'malformed' });
    await searchBox(page).fill('Dublin');
    await searchBox(page).press('Enter');
    await expect(page.getByRole('alert')).toContainText('A system error occurred. Contact your administrator.');
    await expect(searchBox(page)).toHaveValue('Dublin');
    await expect(list(page).getByRole('heading', { level: 3 })).not.toHaveCount(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('1 location found.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('XSS in location names, addresses and info windows is shown as text or removed and never runs', async ({
    page,
  }) => {
    // Records every image's load or error in the capture phase: that runs before the image's own handler in the
    // same dispatch, so once an image is recorded, any handler it kept has already run.
    await page.addInitScript(() => {
      const settled = new WeakSet<EventTarget>();
      (window as { __settledImages?: WeakSet<EventTarget> }).__settledImages = settled;
      for (const type of ['load', 'error'])
        window.addEventListener(
          type,
          (event) => event.target instanceof HTMLImageElement && settled.add(event.target),
          true,
        );
    });
    await loadAttackStrings(page);
    await openLocator(page);
    await searchBox(page).fill('');
    await distance(page).fill('250');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('8 locations found.')).toBeVisible();
    // The escaped entry shows its markup as text.
    await expect(list(page).getByRole('heading', { name: `Bob's <b>"Best"</b> Auto & Tire` })).toBeVisible();
    await expect(
      list(page).getByText('<img src=x onerror="window.__xss=1">88 Memorial Dr', { exact: false }),
    ).toBeVisible();
    // The raw entry's scripts, handlers and frames are removed; its text stays.
    await expect(list(page).getByRole('heading', { name: /^Partner Garage/ })).toBeVisible();
    expect(await list(page).locator('script, iframe, [onerror], [onload]').count()).toBe(0);
    // Every info window, opened from the keyboard.
    const markers = page.locator('.pi-locator-map .leaflet-marker-icon');
    for (let i = 0; i < (await markers.count()); i++) {
      await markers.nth(i).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.leaflet-popup-content').last()).toBeVisible();
    }
    expect(await page.locator('.pi-locator-map').locator('script, iframe, [onerror], [onload]').count()).toBe(0);
    // The server's images (the attack's src=x ones included) have all loaded or failed: their handlers had their chance.
    const serverImages = '.pi-locator__list img, .leaflet-popup-content img';
    expect(await page.locator(serverImages).count()).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page.evaluate(
          (selector) =>
            [...document.querySelectorAll(selector)].every((img) =>
              (window as { __settledImages?: WeakSet<EventTarget> }).__settledImages?.has(img),
            ),
          serverImages,
        ),
      )
      .toBe(true);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('by default /information/locator shows no broken image and logs no 404 for /information/x (attack strings are test fixtures)', async ({
    page,
  }) => {
    const failed: string[] = [];
    page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
    await page.goto(LOCATOR);
    await settled(page);
    await expect(page.getByRole('dialog', { name: 'Choose Your Store' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('status').filter({ hasText: /locations? found/ })).toBeVisible();
    await distance(page).fill('250');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('8 locations found.')).toBeVisible();
    const markers = page.locator('.pi-locator-map .leaflet-marker-icon');
    for (let i = 0; i < (await markers.count()); i++) {
      await markers.nth(i).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.leaflet-popup-content').last()).toBeVisible();
    }
    // Every image on the page has loaded: none is broken.
    const broken = await page.evaluate(() =>
      [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.outerHTML),
    );
    expect(broken).toEqual([]);
    await expect(list(page).getByRole('heading', { name: "Bob's Best Auto & Tire" })).toBeVisible();
    expect(failed).toEqual([]);
  });

  test('the map works with no tile server: no tile layer, markers still shown', async ({ page }) => {
    const outside: string[] = [];
    page.on(
      'request',
      (r) => !r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:') && outside.push(r.url()),
    );
    await openLocator(page);
    await expect(page.locator('.pi-locator-map .leaflet-marker-icon').first()).toBeVisible();
    await expect(page.locator('.pi-locator-map .leaflet-tile')).toHaveCount(0);
    expect(outside).toEqual([]);
  });
});

test.describe('dealer locator popup', () => {
  test('shows the heading and text from getDealerLocatorPopupText; closing sets a cookie of about 5 minutes', async ({
    page,
  }) => {
    await loadAttackStrings(page);
    await page.goto(LOCATOR);
    const dialog = page.getByRole('dialog', { name: 'Choose Your Store' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Pick a preferred store to see local stock');
    expect(await dialog.locator('img[onerror]').count()).toBe(0);
    await expect(dialog.getByRole('button', { name: 'Find a Store' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const closed = await cookie(page, 'locator_popup_closed');
    const minutes = (closed!.expires * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5.5);
    await page.reload();
    await settled(page);
    await expect(page.getByText(/locations? found/)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('axe-core finds no violations with the popup open', async ({ page }) => {
    await page.goto(LOCATOR);
    await expect(page.getByRole('dialog', { name: 'Choose Your Store' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
