// Counter scans on the POS cart (issue 27): a keyboard-wedge scanner driven as the hardware does.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, injectFault, settled, test } from './fixtures';

const QUERIES = '/1/indexes/*/queries';
// Seed parts (demo-pages/seed/products.json) and their codes.
const PADS = { name: 'Ironclad Ceramic Front Brake Pad Set', ean: '0465807040015', sku: 'SPC-00001', mpn: 'IR-8476A' };
const BATTERY = { name: 'VoltCore AGM Group 48 Battery', upc: '715465170075' };
const ROTORS = { name: 'Ironclad Drilled & Slotted Front Rotor Pair', sku: 'SPC-00010' };
const CAT_BACK = { name: 'Torrent Stainless Cat-Back Exhaust', mpn: 'TR-6692X' };
const HITCH_PLUG = { name: 'TrailBond 4-Flat Trailer Connector', ean: '0828503501431' };
const LIGHT_BAR = { name: 'TrailBond Custom LED Light Bar Kit', ean: '0915910190034' };
const SHARED_MPN = 'TR-2848';
const EXHAUST = 'Torrent Stainless Cat-Back Exhaust';
const CONNECTOR = 'TrailBond 4-Flat Trailer Connector';

test.beforeEach(({ consoleWatch }) => {
  consoleWatch.allow(/Failed to load resource|part lookup failed|cart operation failed/);
});

async function openStaffCart(page: Page, settings: Record<string, unknown> = {}) {
  expect((await page.request.post('/__demo/session', { data: { in_pos_mode: true, ...settings } })).ok()).toBeTruthy();
  await page.goto('/checkout/cart');
  await settled(page);
  await expect(box(page)).toBeVisible();
}

const box = (page: Page) => page.getByLabel('Scan or enter part number');
const status = (page: Page) => page.locator('.pi-pos-scan [role="status"]');
const lineNames = (page: Page) => page.locator('.pi-cart-page__lines tbody .pi-cart-page__name > a');
const emptyCart = (page: Page) => page.locator('.pi-cart-page__empty');
const quantityOf = (page: Page, name: string) => page.getByLabel(`Quantity for ${name}`);

/**
 * Keys as a keyboard-wedge scanner sends them: each stamped `gapMs` after the one before, then Enter. The stamps are
 * the input's own (CDP `timestamp`, which the page reads as `event.timeStamp`), as a real device's are: Playwright's
 * keyboard.type waits for each key's round trip, and on a loaded machine its keys arrive up to 80 ms apart. The events
 * are sent without waiting for each other (the session keeps their order), as a device sends them.
 */
async function keys(page: Page, text: string, gapMs: number, startAt = Date.now()) {
  const cdp = await page.context().newCDPSession(page);
  let at = startAt / 1000;
  const sent: Promise<unknown>[] = [];
  for (const ch of text) {
    const enter = ch === '\n';
    const key = enter ? 'Enter' : ch;
    const code = enter ? 'Enter' : /\d/.test(ch) ? `Digit${ch}` : /[a-z]/i.test(ch) ? `Key${ch.toUpperCase()}` : '';
    const vk = enter ? 13 : ch.toUpperCase().charCodeAt(0);
    const base = { key, code, windowsVirtualKeyCode: vk, nativeVirtualKeyCode: vk };
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...base, text: enter ? '\r' : ch, timestamp: at }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...base, timestamp: at + 0.002 }));
    at += gapMs / 1000;
  }
  await Promise.all(sent);
  await cdp.detach();
  return at * 1000;
}
const scan = (page: Page, code: string, startAt?: number) => keys(page, `${code}\n`, 5, startAt);

/** Focus on the page itself: nothing focused. */
const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

/** The parts index queries the page sends from now on (their JSON bodies). */
async function watchLookups(page: Page) {
  const bodies: { requests: { query: string; facetFilters: string[][] }[] }[] = [];
  await page.route(
    (url) => url.pathname === QUERIES,
    (route) => {
      bodies.push(JSON.parse(route.request().postDataBuffer()?.toString('utf8') ?? 'null'));
      return route.continue();
    },
  );
  return bodies;
}

function countCalls(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) seen.push(r.method());
  });
  return seen;
}

test.describe('POS cart: scanning parts', () => {
  test('a scan with the focus on the page adds the part with quantity 1, flashes its line and says "Added {name}"; a second scan raises its quantity', async ({
    page,
  }) => {
    await openStaffCart(page);
    const lookups = await watchLookups(page);
    // Which rows flash (data-scan-flash while it lasts), whenever the page gets to it.
    await page.evaluate(() => {
      const flashed: string[] = ((window as unknown as { flashed: string[] }).flashed = []);
      new MutationObserver((records) => {
        for (const r of records)
          if ((r.target as Element).hasAttribute('data-scan-flash'))
            flashed.push((r.target as Element).querySelector('.pi-cart-page__name > a')?.textContent ?? '');
      }).observe(document.body, { subtree: true, attributeFilter: ['data-scan-flash'] });
    });
    await blur(page);
    await scan(page, PADS.ean);
    await expect(status(page)).toHaveText(`Added ${PADS.name}`);
    await expect(lineNames(page)).toHaveText([PADS.name]);
    await expect(quantityOf(page, PADS.name)).toHaveValue('1');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { flashed: string[] }).flashed))
      .toEqual([PADS.name]);
    // One request: three exact filters in the lookup order, never a text search.
    expect(lookups).toHaveLength(1);
    expect(lookups[0]!.requests.map((r) => [r.query, r.facetFilters])).toEqual([
      ['', [[`ean:${PADS.ean}`, `ean:${PADS.ean.slice(1)}`]]],
      ['', [[`sku:${PADS.ean}`]]],
      ['', [[`mpn:${PADS.ean}`]]],
    ]);
    await blur(page);
    await scan(page, PADS.ean);
    await expect(quantityOf(page, PADS.name)).toHaveValue('2');
    await expect(lineNames(page)).toHaveText([PADS.name]);
    await expect(status(page)).toContainText(`Added ${PADS.name}`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { flashed: string[] }).flashed))
      .toEqual([PADS.name, PADS.name]);
  });

  test('codes are looked up as EAN/UPC, then SKU, then MPN: a UPC-A finds its EAN-13, an SKU and an MPN find their parts', async ({
    page,
  }) => {
    await openStaffCart(page);
    await blur(page);
    await scan(page, BATTERY.upc);
    await expect(lineNames(page)).toHaveText([BATTERY.name]);
    await scan(page, ROTORS.sku);
    await expect(lineNames(page)).toHaveText([BATTERY.name, ROTORS.name]);
    await scan(page, CAT_BACK.mpn);
    await expect(lineNames(page)).toHaveText([BATTERY.name, ROTORS.name, CAT_BACK.name]);
  });

  test("a scan into the box is the box's (Enter adds it); a scan into another text field stays in that field; keyboard only", async ({
    page,
  }) => {
    await openStaffCart(page);
    const adds = countCalls(page, '/checkout/cart/add');
    // Keyboard only: Tab from the top of the cart reaches the box first.
    await page.locator('[data-mount="cart-page"]').evaluate((el) => el.setAttribute('tabindex', '-1'));
    await page.locator('[data-mount="cart-page"]').focus();
    await page.keyboard.press('Tab');
    await expect(box(page)).toBeFocused();
    await scan(page, ROTORS.sku);
    await expect(lineNames(page)).toHaveText([ROTORS.name]);
    await expect(box(page)).toHaveValue('');
    await expect(box(page)).toBeFocused();
    // Typed by hand into the box, too.
    await page.keyboard.type(PADS.mpn, { delay: 30 });
    await page.keyboard.press('Enter');
    await expect(lineNames(page)).toHaveText([ROTORS.name, PADS.name]);
    expect(adds).toHaveLength(2);
    // Another text field (the cart's code box): the scan is typed there and its own Enter is its own.
    const codeBox = page.getByLabel('Coupon, voucher or gift code');
    await codeBox.focus();
    const applied = countCalls(page, '/checkout/cart/applyCode');
    await scan(page, PADS.ean);
    await expect(codeBox).toHaveValue(PADS.ean);
    await expect.poll(() => applied.length).toBe(1);
    await expect(codeBox).toHaveValue(PADS.ean);
    expect(adds).toHaveLength(2);
    await expect(quantityOf(page, PADS.name)).toHaveValue('1');
  });

  test("a person's typing is never taken: keys a person types (120 ms apart) and Enter reach the focused button", async ({
    page,
  }) => {
    await openStaffCart(page);
    const lookups = await watchLookups(page);
    const button = page.getByRole('button', { name: 'Search for a Customer' });
    await button.focus();
    await keys(page, 'abcdef123\n', 120);
    await expect(page.getByRole('dialog', { name: 'Search for a Customer' })).toBeVisible();
    expect(lookups).toHaveLength(0);
  });

  test('rapid scans queue: five parts (and one again) scanned within two seconds add five lines in order, with one cart read at the end', async ({
    page,
  }) => {
    await openStaffCart(page);
    const reads = countCalls(page, '/checkout/cart/getData');
    const adds = countCalls(page, '/checkout/cart/add');
    await blur(page);
    let at = Date.now();
    for (const code of [PADS.sku, BATTERY.upc, ROTORS.sku, CAT_BACK.mpn, HITCH_PLUG.ean, PADS.mpn])
      at = (await scan(page, code, at)) + 300;
    await expect(lineNames(page)).toHaveText([PADS.name, BATTERY.name, ROTORS.name, CAT_BACK.name, HITCH_PLUG.name]);
    await expect(quantityOf(page, PADS.name)).toHaveValue('2');
    await expect.poll(() => reads.length).toBe(1);
    expect(adds).toHaveLength(6);
    await expect(page.locator('.pi-pos-scan__problem')).toHaveCount(0);
  });

  test('an unknown code: "No part found for {code}." and the box keeps the code for correction', async ({ page }) => {
    await openStaffCart(page);
    await blur(page);
    await scan(page, '0000000000000');
    await expect(page.getByText('No part found for 0000000000000.').first()).toBeVisible();
    await expect(box(page)).toHaveValue('0000000000000');
    // Corrected in the box: the part is added and the message can be dismissed.
    await box(page).fill(PADS.sku);
    await box(page).press('Enter');
    await expect(lineNames(page)).toHaveText([PADS.name]);
    await page.getByRole('button', { name: 'Dismiss 0000000000000' }).click();
    await expect(page.locator('.pi-pos-scan__problem')).toHaveCount(0);
  });

  test('several matches (one MPN, two brands): a dialog lists them by brand and name, keyboard first; axe-core finds no violations with it open', async ({
    page,
  }) => {
    await openStaffCart(page);
    await blur(page);
    await scan(page, SHARED_MPN);
    const dialog = page.getByRole('dialog', { name: `Several parts match ${SHARED_MPN}` });
    await expect(dialog).toBeVisible();
    const choices = dialog.locator('.pi-pos-scan__list button');
    await expect(choices).toHaveCount(2);
    await expect(choices.nth(0)).toContainText(/Torrent Exhaust|TrailBond Electrical/);
    await expect(choices.nth(0)).toBeFocused();
    await expectNoAxeViolations(page);
    const second = (await choices.nth(1).innerText()).includes(CONNECTOR) ? CONNECTOR : EXHAUST;
    await page.keyboard.press('Tab');
    await expect(choices.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(lineNames(page)).toHaveText([second]);
    // Escape: nothing added.
    await scan(page, SHARED_MPN);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(lineNames(page)).toHaveText([second]);
    await expect(quantityOf(page, second)).toHaveValue('1');
  });

  test("a failed search call: the spec's error with the code, the code kept in the box, Try again (by keyboard) adds it", async ({
    page,
  }) => {
    await openStaffCart(page);
    await injectFault(page, { path: QUERIES, kind: 'status', status: 503, times: 1 });
    await blur(page);
    await scan(page, PADS.ean);
    const problem = page.locator('.pi-pos-scan__problem');
    await expect(problem).toContainText(`${PADS.ean}: A system error occurred. Contact your administrator.`);
    await expect(box(page)).toHaveValue(PADS.ean);
    await problem.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await expect(lineNames(page)).toHaveText([PADS.name]);
    await expect(problem).toHaveCount(0);
  });

  test('an add whose answer is lost after the server added it is not added twice', async ({ page }) => {
    await openStaffCart(page);
    await injectFault(page, { path: '/checkout/cart/add', kind: 'drop-after', times: 1 });
    await blur(page);
    await scan(page, PADS.ean);
    await expect(status(page)).toHaveText(`Added ${PADS.name}`);
    await expect(quantityOf(page, PADS.name)).toHaveValue('1');
    await expect(page.locator('.pi-pos-scan__problem')).toHaveCount(0);
  });

  test('a part that requires options follows the card\'s rule: "Requires options to be selected" with View Product, nothing added', async ({
    page,
  }) => {
    await openStaffCart(page);
    const adds = countCalls(page, '/checkout/cart/add');
    await blur(page);
    await scan(page, LIGHT_BAR.ean);
    const problem = page.locator('.pi-pos-scan__problem');
    await expect(problem).toContainText(`${LIGHT_BAR.name} (${LIGHT_BAR.ean}): Requires options to be selected`);
    await expect(problem.getByRole('link', { name: 'View Product' })).toHaveAttribute('href', /^\/[a-z0-9-]+$/);
    expect(adds).toHaveLength(0);
    await expect(emptyCart(page)).toBeVisible();
  });

  test('with fitment confirmation and no vehicle, Heads up! asks first: Cancel adds nothing, I Understand adds the part', async ({
    page,
  }) => {
    await openStaffCart(page, { vehicle: { vehicle_lookup_enabled: true, require_fitment_confirmation: true } });
    await blur(page);
    await scan(page, PADS.ean);
    const headsUp = page.getByRole('dialog', { name: 'Heads up!' });
    await expect(headsUp).toBeVisible();
    await headsUp.getByRole('button', { name: 'Cancel' }).click();
    await expect(headsUp).toBeHidden();
    await expect(emptyCart(page)).toBeVisible();
    await blur(page);
    await scan(page, PADS.ean);
    await expect(headsUp).toBeVisible();
    await headsUp.getByRole('button', { name: 'I Understand' }).click();
    await expect(lineNames(page)).toHaveText([PADS.name]);
  });
});
