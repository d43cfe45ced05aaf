// Behaviours that were built but unproven in a browser (issue 10): toasts, map zoom, fitment colours,
// Log Out Customer, Continue Shopping.
import type { Page } from '@playwright/test';
import { expect, settled, test } from './fixtures';
import { fitmentOf, savedVehicle, SILVERADO_2005, vehicleSession } from './fitment-helpers';

async function addToCart(page: Page, productId: number, quantity = 1) {
  const response = await page.request.post('/checkout/cart/add', {
    form: { product_id: String(productId), quantity: String(quantity) },
  });
  expect(response.ok()).toBeTruthy();
}

test('toasts auto-close after 3 s, at most 3 shown (spec 1 §9)', async ({ page }) => {
  await addToCart(page, 10);
  await page.goto('/checkout/cart');
  await settled(page);
  const code = page.getByLabel('Coupon, voucher or gift code');
  const apply = page.getByRole('button', { name: 'Apply' });
  // Four refused codes, one after the other: four error toasts.
  for (const bad of ['NOPE1', 'NOPE2', 'NOPE3', 'NOPE4']) {
    await code.fill(bad);
    await apply.click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: bad })).toHaveCount(1);
  }
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
  await expect(page.locator('[data-sonner-toast][data-visible="false"]')).toHaveCount(1);
  // A toast of its own, away from the pointer, measured from when it shows to when it closes.
  await page.mouse.move(0, 600);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await code.fill('NOPE5');
  await apply.click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'NOPE5' });
  await expect(toast).toBeVisible();
  const shown = Date.now();
  await expect(toast).toHaveCount(0, { timeout: 8_000 });
  const lasted = Date.now() - shown;
  expect(lasted).toBeGreaterThan(2_500);
  expect(lasted).toBeLessThan(4_500);
});

test('the store locator map shows zoom 10 (spec 1 §9 "map zoom 10")', async ({ page }) => {
  await page.context().addCookies([{ name: 'locator_popup_closed', value: '1', url: 'http://127.0.0.1' }]);
  await page.goto('/information/locator');
  await settled(page);
  await page.getByRole('spinbutton', { name: 'Distance (miles)' }).fill('250');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('8 locations found.')).toBeVisible();
  const answer = (await (
    await page.request.get('/index.php?route=module/dealer_locator/search&type=store&format=json&distance=250')
  ).json()) as { data: { locations: { location_name: string; lng: number }[] } };
  // At zoom z a degree of longitude is 256 x 2^z / 360 pixels: two markers' distance gives the zoom.
  const markers = page.locator('.pi-locator-map .leaflet-marker-icon');
  const placed: { x: number; lng: number }[] = [];
  for (const marker of await markers.all()) {
    const label = (await marker.getAttribute('title')) ?? '';
    const location = answer.data.locations.find((l) => l.location_name === label);
    const box = await marker.boundingBox();
    if (location && box) placed.push({ x: box.x + box.width / 2, lng: location.lng });
  }
  placed.sort((a, b) => a.lng - b.lng);
  const [west, east] = [placed[0]!, placed[placed.length - 1]!];
  const zoom = Math.log2(((east.x - west.x) * 360) / (256 * (east.lng - west.lng)));
  expect(zoom).toBeCloseTo(10, 1);
});

test('fitment colours: fits green, does not fit red, unknown a warning (spec 1 §4 Fitment result)', async ({
  page,
}) => {
  await vehicleSession(page);
  await savedVehicle(page, SILVERADO_2005);
  await page.goto('/product/catalog');
  await settled(page);
  const colours = async (name: string) => {
    const button = fitmentOf(page, name);
    await expect(button).not.toHaveText('Checking Fitment…');
    return button.evaluate((el) => {
      const style = getComputedStyle(el);
      return { text: el.textContent, background: style.backgroundColor, border: style.borderTopColor };
    });
  };
  expect(await colours('Ironclad Front Brake Upgrade Kit')).toEqual({
    text: 'Fits Your Vehicle',
    background: 'rgb(234, 246, 234)',
    border: 'rgb(43, 112, 43)',
  });
  expect(await colours('Ironclad Ceramic Front Brake Pad Set')).toEqual({
    text: "Doesn't Fit Your Vehicle",
    background: 'rgb(251, 234, 234)',
    border: 'rgb(168, 50, 47)',
  });
  expect(await colours('Haulmark Class III 2 in. Receiver Hitch')).toEqual({
    text: 'Unknown Fitment',
    background: 'rgb(255, 244, 214)',
    border: 'rgb(138, 90, 0)',
  });
});

test('Log Out Customer: the customer leaves the cart and the shopper is back on /checkout/cart', async ({ page }) => {
  expect((await page.request.post('/__demo/session', { data: { in_pos_mode: true } })).ok()).toBeTruthy();
  await addToCart(page, 1);
  expect((await page.request.post('/checkout/cart/setCustomer', { form: { customer_id: '1' } })).ok()).toBeTruthy();
  await page.goto('/checkout/cart');
  await settled(page);
  const customer = page.getByRole('region', { name: 'Customer' });
  await expect(customer).toContainText('Dana Whitfield');
  await customer.getByRole('link', { name: 'Log Out Customer' }).click();
  await page.waitForURL('**/checkout/cart');
  await settled(page);
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText('No customer on this order.');
  const cart = (await (await page.request.get('/checkout/cart/getData')).json()) as { customer: unknown };
  expect(cart.customer).toBeNull();
});

test('Continue Shopping goes to the page the cart was given (with items, and when the cart is empty)', async ({
  page,
}) => {
  await addToCart(page, 10);
  await page.goto('/checkout/cart');
  await settled(page);
  await page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }).click();
  await page.waitForURL('**/product/catalog');
  expect((await page.request.post('/checkout/cart/remove', { form: { key: '10' } })).ok()).toBeTruthy();
  await page.goto('/checkout/cart');
  await settled(page);
  await expect(page.getByRole('main').getByText('The shopping cart is empty.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }).click();
  await page.waitForURL('**/product/catalog');
});
