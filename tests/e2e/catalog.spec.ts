import type { Page } from '@playwright/test';
import { expect, injectFault, popoutToggle, settled, signInAsStaff, test } from './fixtures';

const grid = (page: Page) => page.locator('[data-mount="product-grid"]').first();
const card = (page: Page, name: string) =>
  page.locator('.pi-card', { has: page.getByRole('heading', { name, exact: true }) });

test.describe('listings (shopper)', () => {
  test('every placement has a product grid at its legacy route', async ({ page }) => {
    for (const [path, cards] of [
      ['/product/catalog', 15],
      ['/product/category?path=20', 15],
      ['/product/manufacturer/info?manufacturer_id=11', null],
      ['/product/search?search=brake', null],
      ['/product/special', 15],
      ['/product/product?product_id=9', null],
    ] as const) {
      await page.goto(path);
      await settled(page);
      await expect(grid(page)).toHaveAttribute('data-mount-state', 'mounted');
      if (cards) await expect(grid(page).locator('.pi-card')).toHaveCount(cards);
      else expect(await grid(page).locator('.pi-card').count()).toBeGreaterThan(0);
    }
    await page.goto('/common/home');
    await settled(page);
    await expect(page.locator('[data-mount="product-grid"][data-mount-state="mounted"]')).toHaveCount(5);
  });

  test('list/grid toggle by keyboard is kept after a reload (localStorage "display")', async ({ page }) => {
    await page.goto('/product/catalog');
    await settled(page);
    const list = page.getByRole('button', { name: 'List', exact: true });
    await list.focus();
    await page.keyboard.press('Enter');
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.pi-grid--list')).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.getItem('display'))).toBe('list');
    await page.reload();
    await settled(page);
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Grid', exact: true }).click();
    expect(await page.evaluate(() => localStorage.getItem('display'))).toBe('grid');
  });

  test('Sort By and Show navigate on change, and the next page continues the positions', async ({ page }) => {
    await page.goto('/product/catalog');
    await settled(page);
    await page.getByLabel('Sort By').selectOption({ label: 'Price (High > Low)' });
    await expect(page).toHaveURL(/sort=p\.price&order=DESC/);
    await settled(page);
    await expect(page.getByLabel('Sort By')).toHaveValue('p.price-DESC');
    await page.getByLabel('Show').focus();
    await page.getByLabel('Show').selectOption('25');
    await expect(page).toHaveURL(/limit=25/);
    await settled(page);
    await expect(grid(page).locator('.pi-card')).toHaveCount(25);
    await page.getByRole('link', { name: 'Next' }).click();
    await settled(page);
    await expect(page).toHaveURL(/page=2/);
    await expect(grid(page).locator('.pi-card').first()).toHaveAttribute('data-position', '26');
    const impression = await page.evaluate(() =>
      (window.dataLayer ?? []).find((e) => (e as { event?: string }).event === 'view_item_list'),
    );
    expect((impression as { ecommerce: { items: { index: number }[] } }).ecommerce.items[0]?.index).toBe(26);
  });

  test('add to cart from a card, and with labor', async ({ page }) => {
    await page.goto('/product/catalog');
    await settled(page);
    const pads = card(page, 'Ironclad Ceramic Front Brake Pad Set');
    await pads.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(pads.getByRole('button', { name: 'Added!' })).toBeVisible();
    await expect(popoutToggle(page)).toHaveText(/1 item\(s\)/);
    await pads.getByRole('button', { name: /^Add Brake Service installation for \$110\.00/ }).click();
    await expect(popoutToggle(page)).toHaveText(/2 item\(s\)/);
    await expect(
      card(page, 'TrailBond Custom LED Light Bar Kit').getByText('Requires options to be selected'),
    ).toBeVisible();
  });

  test('compare: the toolbar count updates, the compare page lists and removes; a failure is an "Uh oh!" toast', async ({
    page,
  }) => {
    await page.goto('/product/catalog');
    await settled(page);
    await expect(page.getByRole('link', { name: 'Product Compare (0)' })).toBeVisible();
    await card(page, 'Ironclad Ceramic Front Brake Pad Set')
      .getByRole('button', { name: /to Compare$/ })
      .click();
    await expect(page.getByRole('link', { name: 'Product Compare (1)' })).toBeVisible();
    await injectFault(page, { path: '/product/compare/add', kind: 'status', status: 500, times: 1 });
    await card(page, 'TrailBond Custom LED Light Bar Kit')
      .getByRole('button', { name: /to Compare$/ })
      .click();
    await expect(page.getByText('Uh oh!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Product Compare (1)' })).toBeVisible();
    await page.getByRole('link', { name: 'Product Compare (1)' }).click();
    await settled(page);
    await expect(page.getByRole('rowheader', { name: 'Weight' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove Ironclad Ceramic Front Brake Pad Set' }).click();
    await expect(page.getByText('You have not chosen any products to compare.')).toBeVisible();
  });

  test('wishlist: a guest is sent to log in and back; signed in, the add lands on the wish list page', async ({
    page,
  }) => {
    await page.goto('/product/catalog');
    await settled(page);
    await card(page, 'Ironclad Ceramic Front Brake Pad Set')
      .getByRole('link', { name: /^Wish List: log in/ })
      .click();
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Fproduct%2Fcatalog/);
    await page.getByRole('button', { name: 'Sign in as demo customer' }).click();
    await expect(page).toHaveURL(/\/product\/catalog$/);
    await settled(page);
    await card(page, 'Ironclad Ceramic Front Brake Pad Set')
      .getByRole('button', { name: /to Wish List$/ })
      .click();
    await expect(page.getByText(/to your wish list/)).toBeVisible();
    expect(JSON.stringify(await page.evaluate(() => window.dataLayer))).toContain('"event":"add_to_wishlist"');
    await page.goto('/account/wishlist');
    await settled(page);
    const row = page.getByRole('row', { name: /Ironclad Ceramic Front Brake Pad Set/ });
    await expect(row).toContainText('$64.99');
    await row.getByRole('button', { name: /^Remove/ }).click();
    await expect(page.getByText('Your wish list is empty.')).toBeVisible();
  });

  test('login for pricing: "Login Required To View Price" and no add to cart', async ({ page }) => {
    await page.goto('/product/catalog?demo_login_for_pricing=1');
    await settled(page);
    await expect(
      card(page, 'Ironclad Ceramic Front Brake Pad Set').getByText('Login Required To View Price'),
    ).toBeVisible();
    await expect(grid(page).getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
    await expect(
      card(page, 'SideStep Power Retractable Running Boards').getByText('Call your local store for pricing'),
    ).toBeVisible();
  });
});

test.describe('listings (POS mode)', () => {
  test('in-stock badges instead of ratings, no compare or wishlist, and a keyboard-operable inventory dialog', async ({
    page,
  }) => {
    await signInAsStaff(page);
    await page.goto('/product/catalog?demo_in_pos_mode=1');
    await settled(page);
    const pads = card(page, 'Ironclad Ceramic Front Brake Pad Set');
    const badge = pads.getByRole('button', { name: 'In Stock: 12 here, 45 total' });
    await expect(badge).toBeVisible();
    await expect(grid(page).getByText(/reviews\)/)).toHaveCount(0);
    await expect(grid(page).getByRole('button', { name: /to Compare$/ })).toHaveCount(0);
    await expect(grid(page).getByText('Wish List')).toHaveCount(0);
    await badge.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Inventory: Ironclad Ceramic Front Brake Pad Set' });
    await expect(dialog.getByRole('rowheader', { name: 'Order Express Warehouse' })).toBeVisible();
    await expect(dialog.getByText('MSRP')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('product page', () => {
  test("every option type, the server's per-option errors beside each field, then add with options", async ({
    page,
  }) => {
    await page.goto('/index.php?route=product/product&product_id=3');
    await settled(page);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.locator('.pi-option__error', { hasText: 'Beam Pattern required!' })).toBeVisible();
    await expect(page.locator('.pi-option__error', { hasText: 'Length required!' })).toBeVisible();
    await expect(page.getByLabel(/Beam Pattern/)).toBeFocused();
    await page.getByLabel(/Beam Pattern/).selectOption({ label: 'Combo (+$12.00)' });
    await page.getByRole('radio', { name: '30 in. (+$40.00)' }).check();
    await page.getByRole('checkbox', { name: 'Wiring Harness (+$24.99)' }).check();
    await page.getByLabel('Install Date').fill('2026-05-01');
    await page.getByLabel('Install Time').fill('10:30');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Added!' })).toBeVisible();
    await expect(page.locator('.pi-option__error')).toHaveCount(0);
    await popoutToggle(page).click();
    const panel = page.getByRole('region', { name: 'Shopping cart' });
    await expect(panel).toContainText('Beam Pattern: Combo');
    await expect(panel).toContainText('Add-ons: Wiring Harness');
  });

  test('quantity starts at the product minimum and Instant Checkout goes to checkout', async ({ page }) => {
    await page.goto('/product/product?product_id=6');
    await settled(page);
    await expect(page.getByLabel('Qty')).toHaveValue('4');
    await page.getByRole('button', { name: 'Instant Checkout' }).click();
    await expect(page.getByRole('button', { name: 'Added!' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/checkout/, { timeout: 6000 });
  });

  test('a kit lists its package components and related products as grids; the product view is reported', async ({
    page,
  }) => {
    await page.goto('/product/product?product_id=9');
    await settled(page);
    const components = page.getByRole('region', { name: 'Package Components' });
    await components.scrollIntoViewIfNeeded();
    await expect(components.locator('.pi-card')).toHaveCount(2);
    // Kit components show quantity_in_kit.
    await expect(components.locator('.pi-card').first()).toContainText('Quantity in kit: 1');
    const related = page.getByRole('region', { name: 'Related Products' });
    await related.scrollIntoViewIfNeeded();
    await expect(related.locator('.pi-card').first()).toBeVisible();
    expect(JSON.stringify(await page.evaluate(() => window.dataLayer))).toContain('"event":"view_item"');
  });
});

test('product page package list: the packages a part is included in, from the island', async ({ page }) => {
  await page.goto('/product/product?product_id=1');
  await settled(page);
  const form = page.locator('[data-mount="product-form"]');
  await expect(form.getByText('Included in 2 packages:')).toBeVisible();
  await expect(form.getByRole('link', { name: 'Ironclad Front Brake Upgrade Kit' })).toHaveAttribute(
    'href',
    /product_id=9/,
  );
});

test('a card\'s "Included in N packages" list is not clipped', async ({ page }) => {
  await page.goto('/product/catalog');
  await settled(page);
  const card = page.locator('.pi-card').filter({ hasText: 'Included in 2 packages' }).first();
  await card.getByText('Included in 2 packages').click();
  const links = card.locator('.pi-packages__list a');
  await expect(links).toHaveCount(2);
  const cardBox = (await card.boundingBox())!;
  for (const link of await links.all()) {
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(cardBox.y);
    expect(box.y + box.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
  }
  // Nothing in the card is hidden behind a scroll either.
  const body = card.locator('.pi-card__body');
  expect(await body.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  // The last package link can be reached and followed from the keyboard.
  await links.last().focus();
  await expect(links.last()).toBeFocused();
});

test.describe('registration', () => {
  test('each server error is its own toast; a valid form creates the account', async ({ page }) => {
    await page.goto('/account/register');
    await settled(page);
    await page.getByLabel(/E-Mail/).fill('not-an-email');
    await page.getByRole('button', { name: 'Continue' }).click();
    // One toast per error (at most 3 on screen at once; the rest follow).
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts.filter({ hasText: 'First Name must be between 1 and 32 characters!' })).toHaveCount(1);
    await expect(toasts.filter({ hasText: 'Last Name must be between 1 and 32 characters!' })).toHaveCount(1);
    await expect(
      page.locator('.pi-register .pi-form-field__error', { hasText: 'E-Mail Address does not appear to be valid!' }),
    ).toBeVisible();
    await expect(page.getByLabel(/^E-Mail/)).toHaveAttribute('aria-invalid', 'true');
    for (const [label, value] of [
      [/^First Name/, 'Ada'],
      [/^Last Name/, 'Lovelace'],
      // Accounts are the demo store's, shared by every session: each project registers its own.
      [/^E-Mail/, `ada.${test.info().project.name}@example.com`],
      [/^Telephone/, '555-0100'],
      [/^Password \*?$/, 'secret1'],
      [/^Password Confirm/, 'secret1'],
    ] as const) {
      await page.getByLabel(label).fill(value);
    }
    await page.getByRole('checkbox', { name: /agree/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Your account has been created. You are now signed in.')).toBeVisible();
  });
});
