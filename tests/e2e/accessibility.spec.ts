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
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await page.getByRole('button', { name: /1 item\(s\)/ }).click();
  await page.getByRole('region', { name: 'Shopping cart' }).waitFor();
  await expectNoAxeViolations(page);
});
