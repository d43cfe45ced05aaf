import type { Page } from '@playwright/test';
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
