import { expectNoAxeViolations, settled, test } from './fixtures';

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
];

for (const path of PAGES) {
  test(`axe-core finds no violations on ${path}`, async ({ page }) => {
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

test('axe-core finds no violations on /account/wishlist with an entry, /product/compare with two products, list mode and the POS inventory dialog', async ({ page }) => {
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
  await page.goto('/product/catalog?demo_in_pos_mode=1');
  await page.getByRole('button', { name: /^In Stock/ }).first().click();
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
