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
  '/demo/behaviours',
  '/demo/kiosk',
  '/demo/kiosk?demo_kiosk_mode=1',
  '/checkout/cart?demo_kiosk_mode=1',
  '/pos/appointment?order_id=1003',
  '/demo/pos-menu',
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

test('axe-core finds no violations with the behaviours opened (hero menu, schedule-appointment dialog, collapsed columns)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto('/demo/behaviours');
  await settled(page);
  const menu = page.getByRole('navigation', { name: 'Shop by category' });
  await menu.getByRole('button', { name: 'Brakes submenu' }).click();
  await menu.getByRole('button', { name: 'Pads & Rotors submenu' }).click();
  await page.getByRole('button', { name: 'Read more' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Schedule Appointment' }).click();
  await page.getByRole('dialog', { name: 'Schedule Appointment' }).waitFor();
  await expectNoAxeViolations(page);
});

test.describe('POS back office (staff)', () => {
  test.beforeEach(async ({ page }) => {
    await page.request.post('/__demo/session', { data: { in_pos_mode: true } });
  });

  for (const path of ['/pos/order', '/pos/order?status=kiosk&limit=5&page=3', '/pos/customer', '/pos/customer/add']) {
    test(`axe-core finds no violations on ${path} (staff)`, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      await page.locator('.pi-paged-table[aria-busy="false"], h1:has-text("Add Customer")').first().waitFor();
      await expectNoAxeViolations(page);
    });
  }

  test('axe-core finds no violations on the orders list with both popovers open, the empty list and a load failure', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Failed to load resource|list could not be loaded/);
    await page.goto('/pos/order?filter_order_id=1004');
    await settled(page);
    await page.getByLabel('Customer of order #1004: Tom Kowalski').click();
    await page.getByLabel(/^Items of order #1004/).click();
    await expectNoAxeViolations(page);
    await page.request.post('/__demo/faults', { data: { path: '/api/order', kind: 'status', status: 500, times: 1 } });
    await page.getByRole('form', { name: 'Filter Orders' }).getByLabel('Customer').fill('Nobody');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('There are no results.').waitFor();
    await expectNoAxeViolations(page);
  });

  test('axe-core finds no violations on the order view and its dialogs: Void Order, Send Payment Link (text, override, errors), Add Order History (notify on), Search for a Customer', async ({
    page,
  }) => {
    await page.goto('/pos/order/view?order_id=1013');
    await settled(page);
    await page.getByRole('region', { name: 'History' }).getByRole('table').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Void Order' }).click();
    await page.getByRole('dialog', { name: 'Void Order' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog', { name: 'Void Order' }).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Send Payment Link' }).click();
    const notify = page.getByRole('dialog', { name: 'Send Payment Link' });
    await notify.getByRole('checkbox', { name: 'Text' }).check();
    await notify.getByRole('textbox', { name: 'Email' }).fill('dana@');
    await notify.getByRole('textbox', { name: 'Phone' }).fill('614');
    await notify.getByText('Invalid email').waitFor();
    await expectNoAxeViolations(page);
    await notify.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Add Order History' }).click();
    const history = page.getByRole('dialog', { name: 'Add Order History' });
    await history.getByRole('switch', { name: 'Notify Customer' }).check();
    await history.getByRole('checkbox', { name: 'Text' }).check();
    await expectNoAxeViolations(page);
    await history.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Assign Customer' }).click();
    const search = page.getByRole('dialog', { name: 'Search for a Customer' });
    await search.getByLabel('Name, email or phone number').fill('Dana');
    await search.getByRole('radio', { name: /Dana Whitfield/ }).waitFor();
    await expectNoAxeViolations(page);
  });

  test('axe-core finds no violations on the texting override of a customer who does not take texts', async ({
    page,
  }) => {
    await page.goto('/pos/order/view?order_id=1012');
    await settled(page);
    await page.getByRole('button', { name: 'Send Payment Link' }).click();
    const notify = page.getByRole('dialog', { name: 'Send Payment Link' });
    await notify.getByRole('checkbox', { name: 'Text' }).check();
    await notify.getByText("Customer doesn't constent to text messages").waitFor();
    await expectNoAxeViolations(page);
  });
});

test.describe('POS appointment booking, menu and locked screen (staff)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page);
  });

  test('axe-core finds no violations on the appointment form filled in (day view with a clash), the Add Vehicle dialog, the refusal toast and the locked screen', async ({
    page,
  }) => {
    await page.goto('/pos/appointment?order_id=1003');
    await settled(page);
    await page
      .getByRole('combobox', { name: 'Location', exact: true })
      .selectOption({ label: 'Summit Parts Co. - Dublin' });
    await page.getByRole('combobox', { name: 'Bay', exact: true }).selectOption({ label: 'Bay 1' });
    await page.getByRole('combobox', { name: 'Start Time', exact: true }).selectOption({ label: '9:00 AM' });
    await page.getByRole('combobox', { name: 'Duration', exact: true }).selectOption({ label: '10:00 AM (1 hr)' });
    await page.getByText('(overlaps your chosen time)').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    const vehicle = page.getByRole('dialog', { name: 'Add Vehicle' });
    await vehicle.getByLabel('Title').waitFor();
    await expectNoAxeViolations(page);
    await vehicle.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('checkbox', { name: 'Luminex LED Fog Light Kit' }).check();
    await page.getByRole('checkbox', { name: 'Jordan Lee' }).check();
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Scheduled' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to book appointment' }).waitFor();
    await expectNoAxeViolations(page);

    await page.request.post('/__demo/staff-lock', { data: {} });
    await page.getByRole('button', { name: 'Save' }).click();
    const lock = page.getByRole('dialog', { name: 'POS Locked' });
    await lock.getByText('Signed in as').waitFor();
    await lock.getByLabel('Password').fill('nope');
    await lock.getByRole('button', { name: 'Sign In' }).click();
    await lock.getByText('Incorrect username or password.').waitFor();
    await expectNoAxeViolations(page);
  });

  test('axe-core finds no violations on the POS menu opened on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/demo/pos-menu');
    await settled(page);
    await page.getByRole('button', { name: 'POS Menu' }).click();
    await page.getByRole('link', { name: 'Customers' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
