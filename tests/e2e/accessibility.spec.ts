import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settled, signInAsStaff, test } from './fixtures';

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
  '/demo/search-insights',
  '/index.php?route=information/information&information_id=4',
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

  test('axe-core finds no violations on the customer editor: every General field, two addresses, each validation message and a failed save', async ({
    page,
    consoleWatch,
  }) => {
    test.slow();
    consoleWatch.allow(/Failed to load resource/);
    await page.goto('/pos/customer/add?demo_pro_mode=1&demo_require_telephone=1&demo_require_address=1');
    await settled(page);
    const details = page.getByRole('region', { name: 'Customer Details' });
    await details.getByLabel('First Name').waitFor();
    await expectNoAxeViolations(page);
    // Every rule's message at once (the address list's own problem included).
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('At least one address is required.').waitFor();
    await expectNoAxeViolations(page);
    await details.getByLabel('Tax Exempt', { exact: true }).check();
    await details.getByLabel('First Name').fill('A');
    await details.getByLabel('E-Mail').fill('bad');
    await details.getByLabel('Telephone').fill('55');
    await page.getByRole('button', { name: 'Add Address' }).click();
    await page.getByRole('button', { name: 'Add Address' }).click();
    await page.getByRole('group', { name: 'Address 2', exact: true }).getByLabel('Company').fill('C');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Address 2 has a problem of its own, so it stays chosen; the tab of Address 1 says it needs checking.
    await page.getByRole('button', { name: /^Address 1.*check this address/ }).waitFor();
    await expectNoAxeViolations(page);
    await page.goto('/pos/customer/edit?customer_id=1');
    await settled(page);
    await page.getByRole('region', { name: 'Customer Details' }).getByLabel('First Name').waitFor();
    await page.request.post('/__demo/faults', {
      data: { path: '/api/customer/save', kind: 'status', status: 500, times: 1 },
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Injected fault' }).waitFor();
    await expectNoAxeViolations(page);
  });
});

test.describe('POS checkout (staff)', () => {
  // Many dialog states, each checked by axe: more than one default test's time on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  /** A fresh order of this session with a customer who has store credit, then the checkout page. */
  async function checkoutWithOrder(page: Page) {
    await signInAsStaff(page);
    await page.request.post('/checkout/cart/add', { form: { product_id: '10', quantity: '1' } });
    await page.request.post('/checkout/cart/setCustomer', { form: { customer_id: '7' } });
    await page.request.get('/checkout/cart/saveOrderAndCheckout');
    await page.goto('/pos/checkout');
    await settled(page);
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
  }
  const tender = (page: Page, name: string) =>
    page.getByRole('group', { name: 'Payment types' }).getByRole('button', { name, exact: true });

  test('axe-core finds no violations on /pos/checkout and every tender dialog, with their errors', async ({ page }) => {
    await checkoutWithOrder(page);
    await expectNoAxeViolations(page);

    await tender(page, 'Cash').click();
    const cash = page.getByRole('dialog', { name: 'Cash Payment' });
    await cash.getByLabel('Amount').fill('0');
    await cash.getByRole('button', { name: 'Add Cash Payment' }).click();
    await cash.getByText('Amount must be more than $0.00').waitFor();
    await expectNoAxeViolations(page);
    await cash.getByLabel('Amount').fill('5000');
    await cash.getByText(/Change Due/).waitFor();
    await expectNoAxeViolations(page);
    await cash.getByRole('button', { name: 'Cancel' }).click();

    await tender(page, 'Check').click();
    const check = page.getByRole('dialog', { name: 'Check Payment' });
    await check.getByRole('button', { name: 'Add Check Payment' }).click();
    await check.getByText('Check number must be a whole number from 1.').waitFor();
    await expectNoAxeViolations(page);
    await check.getByRole('button', { name: 'Cancel' }).click();

    await tender(page, 'Voucher').click();
    const voucher = page.getByRole('dialog', { name: 'Voucher Payment' });
    await voucher.getByLabel('Voucher Code').fill('NOPE');
    await voucher.getByText('Invalid code').waitFor();
    await expectNoAxeViolations(page);
    await voucher.getByLabel('Voucher Code').fill('GIFT100');
    await voucher.getByText(/Voucher balance/).waitFor();
    await expectNoAxeViolations(page);
    await voucher.getByRole('button', { name: 'Cancel' }).click();

    await tender(page, 'Store Credit').click();
    const credit = page.getByRole('dialog', { name: 'Store Credit Payment' });
    await credit.getByRole('radio', { name: 'Custom' }).check();
    await expectNoAxeViolations(page);
    await credit.getByRole('button', { name: 'Cancel' }).click();

    await tender(page, 'Card').click();
    const card = page.getByRole('dialog', { name: 'Card Payment' });
    await card.getByRole('button', { name: 'Charge Card' }).click();
    await card.getByText('Select a card type.').waitFor();
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Cancel' }).click();

    await tender(page, 'Online Invoice').click();
    await page.getByRole('dialog', { name: 'Online Invoice' }).getByLabel('Payment link').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog', { name: 'Online Invoice' }).getByRole('button', { name: 'Done' }).click();

    await page.context().setOffline(true);
    await page.getByText('You are offline.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await page.context().setOffline(false);
  });

  test('axe-core finds no violations on the terminal wait, the void confirmations, PO number, customer search and order history', async ({
    page,
  }) => {
    await checkoutWithOrder(page);
    await tender(page, 'Cash').click();
    const cash = page.getByRole('dialog', { name: 'Cash Payment' });
    await cash.getByLabel('Amount').fill('2.00');
    await cash.getByRole('button', { name: 'Add Cash Payment' }).click();
    await page.getByRole('button', { name: /^Void transaction #/ }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Void transaction #/ }).click();
    await page.getByRole('dialog', { name: 'Void Transaction' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog', { name: 'Void Transaction' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Void all' }).click();
    await page.getByRole('dialog', { name: 'Void All Transactions' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog', { name: 'Void All Transactions' }).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Add PO Number' }).click();
    await page.getByRole('dialog', { name: 'Add PO Number' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog', { name: 'Add PO Number' }).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Customer Search' }).click();
    const search = page.getByRole('dialog', { name: 'Search for a Customer' });
    await search.getByLabel('Name, email or phone number').fill('Dana');
    await search.getByRole('radio', { name: /Dana Whitfield/ }).waitFor();
    await expectNoAxeViolations(page);
    await search.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Order History' }).click();
    await page.getByRole('dialog', { name: 'Add Order History' }).getByLabel('Order Status').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog', { name: 'Add Order History' }).getByRole('button', { name: 'Cancel' }).click();

    // A terminal that never answers (cents .02): the wait, then past its deadline.
    await page.clock.install();
    await tender(page, 'Card').click();
    const card = page.getByRole('dialog', { name: 'Card Payment' });
    await card.getByLabel('Amount').fill('3.02');
    await card.getByLabel('Device').selectOption({ index: 1 });
    await card.getByLabel('Department').selectOption({ index: 1 });
    await card.getByRole('radio', { name: 'Debit' }).check();
    await card.getByRole('button', { name: 'Charge Card' }).click();
    const wait = page.getByRole('dialog', { name: 'Card Terminal' });
    await wait.getByText('Please wait, your customer is choosing the payment method.').waitFor();
    await expectNoAxeViolations(page);
    await page.clock.fastForward('05:01');
    await wait.getByRole('button', { name: 'Check Status' }).waitFor();
    await expectNoAxeViolations(page);
    await wait.getByRole('button', { name: 'Cancel Transaction' }).click();
  });
});

test.describe('customer editor tabs (staff)', () => {
  test.beforeEach(async ({ page }) => {
    await page.request.post('/__demo/session', { data: { in_pos_mode: true } });
  });

  /** The editor of Dana Whitfield (id 1) on one tab, its list loaded. */
  async function openTab(page: Page, tab: string) {
    await page.goto('/pos/customer/edit?customer_id=1');
    await settled(page);
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tabpanel', { name: tab }).locator('table, form').first().waitFor();
    await page.locator('.pi-paged-table[aria-busy="true"]').waitFor({ state: 'detached' });
  }

  test('axe-core finds no violations on the Orders tab and its delete confirmation', async ({ page }) => {
    await openTab(page, 'Orders');
    await page.getByRole('table', { name: 'Orders' }).getByRole('cell').first().waitFor();
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: /^Delete order #/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Delete Order' }).waitFor();
    await expectNoAxeViolations(page);
  });

  test('axe-core finds no violations on the Vehicles tab and the Edit Vehicle form', async ({ page }) => {
    await openTab(page, 'Vehicles');
    await page.getByRole('cell', { name: 'Daily Driver', exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Edit Daily Driver' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Vehicle' });
    await form.getByRole('textbox', { name: 'Title' }).and(page.locator('[value="Daily Driver"]')).waitFor();
    await expectNoAxeViolations(page);
  });

  test('axe-core finds no violations on the Returns tab and the IP Addresses tab with a place looked up and a failed lookup', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/IP location could not be looked up|Failed to load resource/);
    await openTab(page, 'Returns');
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'IP Addresses' }).click();
    await page.getByRole('button', { name: 'Look up where 198.51.100.24 is' }).click();
    await page.getByText('Dayton, Ohio, US').waitFor();
    await page.getByRole('button', { name: 'Look up where 192.168.1.21 is' }).click();
    await page.getByText('Failed to get location details.').waitFor();
    await expectNoAxeViolations(page);
  });

  test('axe-core finds no violations on the History tab (notify by text on, an image refused) and the Credits tab (a problem shown)', async ({
    page,
  }) => {
    await openTab(page, 'History');
    await page.getByRole('switch', { name: 'Notify Customer' }).check();
    await page.getByRole('checkbox', { name: 'Text' }).check();
    await page
      .getByLabel('Image')
      .setInputFiles({ name: 'x.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByText('The image must be a .jpg or .png file.').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Credits' }).click();
    await page.getByRole('button', { name: 'Add Credit' }).click();
    await page.getByText('Enter a description.').waitFor();
    await expectNoAxeViolations(page);
  });

  test('axe-core finds no violations on the Tags tab', async ({ page }) => {
    await page.goto('/pos/customer/edit?customer_id=1');
    await settled(page);
    await page.getByRole('tab', { name: 'Tags' }).click();
    await page.getByRole('checkbox', { name: 'VIP' }).waitFor();
    await expectNoAxeViolations(page);
  });
});

for (const width of [1440, 500]) {
  test(`axe-core finds no violations with the header search's combobox open, an option active and parts at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/common/home');
    await settled(page);
    await page.locator('[data-mount="search-bar"] input[name="search"]').focus();
    const box = page.locator('.site-header').getByRole('combobox', { name: 'Search' });
    await box.fill('brake');
    await page.locator('.site-header').getByRole('listbox', { name: 'Search suggestions' }).waitFor();
    await box.press('ArrowDown');
    await page.locator('.site-header [role="option"][aria-selected="true"]').waitFor();
    await expectNoAxeViolations(page);
  });
}

test("axe-core finds no violations with the header search's failure message shown", async ({ page, consoleWatch }) => {
  consoleWatch.allow(/search failed|Failed to load resource/);
  await page.request.post('/__demo/faults', { data: { path: '/1/indexes/*/queries', kind: 'status', times: 1 } });
  await page.goto('/common/home');
  await settled(page);
  await page.locator('[data-mount="search-bar"] input[name="search"]').focus();
  await page.locator('.site-header').getByRole('combobox', { name: 'Search' }).fill('brake');
  await page.locator('.site-header').getByRole('alert').waitFor();
  await expectNoAxeViolations(page);
});

test('axe-core finds no violations on the content modules in every state: mounted, gallery open, slider paused, blog expanded, form errors and success', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/index.php?route=information/information&information_id=4');
  await settled(page);
  for (const el of await page.locator('[data-strategy="visible"]').all()) {
    await el.scrollIntoViewIfNeeded();
    await expect(el).toHaveAttribute('data-mount-state', 'mounted');
  }
  await page.getByRole('button', { name: 'Pause slideshow' }).first().click();
  await page.getByRole('button', { name: 'Show More' }).click();
  await page.getByRole('button', { name: 'Send Question' }).click();
  await page.getByRole('button', { name: 'Request Appointment' }).click();
  await page.getByText('Service is required!').waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /Tire wall/ }).click();
  await page.getByRole('dialog', { name: 'Inside our Dublin store' }).waitFor();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  const ask = page.getByRole('form', { name: 'Ask the Shop' });
  await ask.getByLabel('Name').fill('Dana');
  await ask.getByLabel('Email').fill('dana@example.com');
  await ask.getByLabel('Store').selectOption({ label: 'Summit Parts Co. - Dublin' });
  await ask.getByLabel('Question').fill('Pads?');
  await ask.getByRole('button', { name: 'Send Question' }).click();
  await page.getByText('A parts specialist will email you').waitFor();
  await expectNoAxeViolations(page);
});

test.describe('POS receipt, invoice and distributor ordering (staff)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page);
  });

  // Paid, outstanding, change due, appointments booked, without a customer, saved (demo-pages/server/pos-checkout/receipt-data.ts).
  for (const id of [913, 907, 923, 927, 932, 910]) {
    test(`axe-core finds no violations on the receipt of order ${id}`, async ({ page }) => {
      await page.goto(`/pos/order/receipt?order_id=${id}`);
      await settled(page);
      await page.getByRole('region', { name: 'Totals' }).waitFor();
      await expectNoAxeViolations(page);
    });
  }

  test('axe-core finds no violations on the receipt dialogs: Send Invoice, Add Order History, Search for a Customer', async ({
    page,
  }) => {
    await page.goto('/pos/order/receipt?order_id=907');
    await settled(page);
    await page.getByRole('button', { name: 'Email/Text' }).click();
    const send = page.getByRole('dialog', { name: 'Send Invoice' });
    await send.getByRole('checkbox', { name: 'Text' }).check();
    await send.getByRole('textbox', { name: 'Email' }).fill('x@');
    await send.getByText('Invalid email').waitFor();
    await expectNoAxeViolations(page);
    await send.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Order History' }).click();
    const history = page.getByRole('dialog', { name: 'Add Order History' });
    await history.getByRole('switch', { name: 'Notify Customer' }).check();
    await expectNoAxeViolations(page);
    await history.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Customer Search' }).click();
    const search = page.getByRole('dialog', { name: 'Search for a Customer' });
    await search.getByLabel('Name, email or phone number').fill('Dana');
    await search.getByRole('radio', { name: /Dana Whitfield/ }).waitFor();
    await expectNoAxeViolations(page);
  });

  for (const path of ['/pos/order/invoice?order_id=907', '/pos/order/invoice?order_id=927', '/pos/order/done']) {
    test(`axe-core finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      await expectNoAxeViolations(page);
    });
  }

  test('axe-core finds no violations on distributor ordering: loaded, a clamped quantity with its message, the submitted purchase orders', async ({
    page,
  }) => {
    await page.goto('/pos/order/distributor?order_id=935');
    await settled(page);
    const table = page.getByRole('table', { name: 'Order From Your Distributor' });
    await table.getByRole('spinbutton').first().waitFor();
    await expectNoAxeViolations(page);
    await table.getByRole('spinbutton', { disabled: false }).first().fill('99');
    await page.getByText(/^Only \d+ in stock at /).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit to Distributor' }).click();
    await page.getByRole('region', { name: 'Submitted Purchase Orders' }).waitFor();
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
