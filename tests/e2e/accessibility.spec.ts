import { expectNoAxeViolations, settled, signInAsStaff, test } from './fixtures';

const PAGES = [
  '/',
  '/product/product?product_id=1',
  '/checkout/cart',
  '/product/catalog',
  '/checkout/checkout',
  '/account/login',
  '/demo/late-mount',
  '/demo/double-script',
  '/demo/generated?count=10',
  '/demo/strategies',
  '/information/locator',
  '/information/contact',
  '/common/home',
  '/product/catalog?demo_in_pos_mode=1',
  '/product/catalog?demo_vehicle.vehicle_lookup_enabled=1',
  '/product/category?path=20',
  '/product/manufacturer/info?manufacturer_id=11',
  '/product/search?search=brake',
  '/product/special',
  '/index.php?route=product/product&product_id=3',
  '/product/product?product_id=9',
  '/product/compare',
  '/account/register',
  '/checkout/cart?demo_in_pos_mode=1',
  '/pos/order',
  '/pos/checkout',
  '/pos/order/receipt?order_id=1001',
  '/pos/customer/edit?customer_id=1',
  '/common/home?demo_vehicle.vehicle_lookup_enabled=1',
  '/product/product?product_id=4&demo_vehicle.vehicle_lookup_enabled=1',
  '/checkout/cart?demo_vehicle.vehicle_lookup_enabled=1',
  '/demo/legacy-vehicle-form?demo_vehicle.vehicle_lookup_enabled=1',
];

for (const path of PAGES) {
  test(`axe-core finds no violations on ${path}`, async ({ page }) => {
    // POS pages make staff calls: only a session signed in as staff gets answers.
    if (/demo_in_pos_mode=1|^\/pos\//.test(path)) await signInAsStaff(page);
    await page.goto(path);
    await settled(page);
    await expectNoAxeViolations(page);
  });
}

test('axe-core finds no violations on the error states of /demo/broken', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/\[parts-islands\]/);
  await page.goto('/demo/broken');
  await settled(page);
  await expectNoAxeViolations(page);
});

test('axe-core finds no violations with the pop-out open and a product in the cart', async ({ page }) => {
  await page.goto('/product/product?product_id=1');
  await settled(page);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page.getByRole('button', { name: /1 item\(s\)/ }).click();
  await page.getByRole('region', { name: 'Shopping cart' }).waitFor();
  await expectNoAxeViolations(page);
});

test('axe-core finds no violations on the store locator with a map, a chosen store and the popup closed', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'locator_popup_closed', value: '1', url: 'http://127.0.0.1' },
    { name: 'locator_pickup_location', value: '2', url: 'http://127.0.0.1' },
  ]);
  await page.goto('/information/locator');
  await settled(page);
  await page.locator('.pi-locator-map .leaflet-marker-icon').first().waitFor();
  await page.getByText(/My Store:.*Dublin/).waitFor();
  await expectNoAxeViolations(page);
});

test('axe-core finds no violations on the product page with the availability list and the Contact Us form open', async ({
  page,
}) => {
  await page.goto('/product/product?product_id=1');
  await settled(page);
  await page.getByRole('region', { name: 'Check Store Availability' }).scrollIntoViewIfNeeded();
  await page.getByText(/stores have this product in stock/).waitFor();
  await page.getByRole('button', { name: 'Contact Us' }).click();
  await page
    .getByRole('dialog', { name: 'Contact Us' })
    .getByRole('combobox', { name: /Location/ })
    .getByText('Summit Parts Co. - Dublin')
    .waitFor({ state: 'attached' });
  await expectNoAxeViolations(page);
});

test('axe-core finds no violations with the store-shopping confirmation open', async ({ page }) => {
  await page.goto('/information/contact');
  await settled(page);
  await page
    .getByRole('button', { name: /^Shop This Store: / })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Shop This Store?' }).waitFor();
  await expectNoAxeViolations(page);
});

test('axe-core finds no violations on /account/wishlist with an entry, /product/compare with two products, list mode and the POS inventory dialog', async ({
  page,
}) => {
  await page.goto('/account/login?redirect=/product/catalog');
  await page.getByRole('button', { name: 'Sign in as demo customer' }).click();
  await settled(page);
  for (const name of ['Ironclad Ceramic Front Brake Pad Set', 'Torrent Stainless Cat-Back Exhaust']) {
    await page.getByRole('button', { name: `Add ${name} to Compare` }).click();
  }
  await page.getByRole('button', { name: 'Add Ironclad Ceramic Front Brake Pad Set to Wish List' }).click();
  await page.getByRole('link', { name: 'Product Compare (2)' }).waitFor();
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expectNoAxeViolations(page);
  await page.goto('/product/compare');
  await page.getByRole('table').waitFor();
  await expectNoAxeViolations(page);
  await page.goto('/account/wishlist');
  await page.getByRole('table').waitFor();
  await expectNoAxeViolations(page);
  await signInAsStaff(page);
  await page.goto('/product/catalog?demo_in_pos_mode=1');
  await page
    .getByRole('button', { name: /^In Stock/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('table').waitFor();
  await expectNoAxeViolations(page);
});

test('axe-core finds no violations on the product form showing per-option errors', async ({ page }) => {
  await page.goto('/index.php?route=product/product&product_id=3');
  await settled(page);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page.locator('.pi-option__error').first().waitFor();
  await expectNoAxeViolations(page);
});

test('axe-core finds no violations with a vehicle: the selector dialog with its summary and next choice, the fitment modal, Heads up!', async ({
  page,
}) => {
  await page.request.post('/__demo/session', {
    data: { vehicle: JSON.stringify({ vehicle_lookup_enabled: true, require_fitment_confirmation: true }) },
  });
  await page.request.get(
    '/ymm/json/saveVehicle?add1=Year||2005||Year||2005&add2=MakeID||1||Make||Chevrolet&add3=ModelID||201||Model||Silverado%201500',
  );
  await page.goto('/product/catalog');
  await settled(page);
  await page.getByRole('button', { name: 'Your Vehicle: 2005 Chevrolet Silverado 1500' }).click();
  await page.getByRole('dialog').getByRole('group', { name: 'One more detail' }).waitFor();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Verify Fitment: SideStep Power Retractable Running Boards' }).click();
  await page
    .getByRole('dialog', { name: 'Fitment for Part #SD-7294X' })
    .getByRole('region', { name: 'Catalog details' })
    .waitFor();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add to Cart: Ironclad Ceramic Front Brake Pad Set' }).click();
  await page.getByRole('dialog', { name: 'Heads up!' }).waitFor();
  await expectNoAxeViolations(page);
});
