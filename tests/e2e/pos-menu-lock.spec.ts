// The POS sidebar menu (mount pos-menu, spec 2 §2 widths 490/768/992) and the locked POS state (spec 2 §6).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settled, signInAsStaff, test } from './fixtures';

const menu = (page: Page) => page.getByRole('navigation', { name: 'POS menu' });

async function openMenuPage(page: Page, path = '/demo/pos-menu') {
  await signInAsStaff(page);
  const counts = page.waitForResponse((r) => r.url().includes('/api/order'));
  await page.goto(path);
  await counts;
  await settled(page);
}

test.describe('POS sidebar menu', () => {
  test('wide (1200 px): a sidebar linking the POS pages, orders with counts per tab, the current page marked', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await openMenuPage(page, '/pos/appointment?order_id=1003');
    const nav = menu(page);
    await expect(nav.getByRole('button', { name: 'POS Menu' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/checkout/cart');
    await expect(nav.getByRole('link', { name: 'Check Out - Order # 1003' })).toHaveAttribute(
      'href',
      '/pos/order/continue?order_id=1003',
    );
    await expect(nav.getByRole('link', { name: /^Orders \(\d+\)$/ })).toHaveAttribute('href', '/pos/order');
    await expect(nav.getByRole('link', { name: /^Saved \(\d+\)$/ })).toHaveAttribute('href', '/pos/order?status=saved');
    await expect(nav.getByRole('link', { name: /^Outstanding Balance \(\d+\)$/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/pos/customer');
    const appointments = nav.getByRole('link', { name: 'Appointments' });
    await expect(appointments).toHaveAttribute('href', '/pos/appointment?order_id=1003');
    await expect(appointments).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    // The counts are the orders list's own.
    const all = await (
      await page.request.get('/api/order?from_pos=1&limit=1&page=1&sort=o.date_added&order=desc')
    ).json();
    await expect(nav.getByRole('link', { name: `Orders (${all.counts.all})` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('medium (800 px): a bar of the main links, the order tabs folded away, no toggle', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await openMenuPage(page);
    const nav = menu(page);
    await expect(nav.getByRole('button', { name: 'POS Menu' })).toBeHidden();
    await expect(nav.getByRole('link', { name: /^Orders/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Saved/ })).toBeHidden();
    const orders = await nav.getByRole('link', { name: /^Orders/ }).boundingBox();
    const customers = await nav.getByRole('link', { name: 'Customers' }).boundingBox();
    expect(Math.abs(orders!.y - customers!.y)).toBeLessThan(4);
    await expectNoAxeViolations(page);
  });

  test('narrow (400 px): an accessible disclosure "POS Menu" (aria-expanded, Escape closes and returns focus)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await openMenuPage(page);
    const nav = menu(page);
    const toggle = nav.getByRole('button', { name: 'POS Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Customers' })).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Customers' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Cart' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Customers' })).toBeHidden();
  });

  test('pro mode leads with Orders and Customers; the regular mode with the Cart and Check Out', async ({ page }) => {
    await openMenuPage(page);
    await expect(menu(page).getByRole('link').first()).toHaveText('Cart');
    await signInAsStaff(page, { pro_mode: true });
    await openMenuPage(page);
    await expect(menu(page).getByRole('link').first()).toHaveText(/^Orders/);
    await expect(menu(page).getByRole('link').nth(-2)).toHaveText('Cart');
  });
});

test.describe('locked POS state', () => {
  test('a locked staff session shows the locked screen over the page; signing in again keeps the half-filled form and retries nothing', async ({
    page,
  }) => {
    await signInAsStaff(page);
    await page.goto('/pos/appointment?order_id=1003');
    await settled(page);
    await page.getByRole('checkbox', { name: 'Luminex LED Fog Light Kit' }).check();
    await page.getByRole('checkbox', { name: 'Jordan Lee' }).check();
    await page
      .getByRole('combobox', { name: 'Location', exact: true })
      .selectOption({ label: 'Summit Parts Co. - Dublin' });
    await page.getByRole('combobox', { name: 'Bay', exact: true }).selectOption({ label: 'Bay 2' });
    await page.getByLabel('Start Date').fill('2030-07-01');
    await page.getByRole('combobox', { name: 'Start Time', exact: true }).selectOption({ label: '3:00 PM' });
    await page.getByRole('combobox', { name: 'Duration', exact: true }).selectOption({ label: '4:00 PM (1 hr)' });
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Scheduled' });
    await page.getByLabel('Note', { exact: true }).fill('Half-filled before the lock');

    expect((await page.request.post('/__demo/staff-lock', { data: {} })).ok()).toBeTruthy();
    const booking: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('addAppointment')) booking.push(r.url());
    });
    const refused = page.waitForResponse((r) => r.url().includes('addAppointment'));
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(401);

    const lock = page.getByRole('dialog', { name: 'POS Locked' });
    await expect(lock).toBeVisible();
    await expect(lock).toContainText('Signed in as Sam Ortiz (sam)');
    await expect(lock.getByLabel('Username')).toHaveValue('sam');
    await expect(lock.getByLabel('Password')).toBeFocused();
    await expect(lock.getByRole('button', { name: 'Close' })).toHaveCount(0);
    // It cannot be dismissed: Escape leaves it up.
    await page.keyboard.press('Escape');
    await expect(lock).toBeVisible();
    await expectNoAxeViolations(page);

    await lock.getByLabel('Password').fill('wrong');
    await page.keyboard.press('Enter');
    await expect(lock.getByText('Incorrect username or password.')).toBeVisible();
    await expect(lock).toBeVisible();

    await lock.getByLabel('Password').fill('counter');
    await lock.getByRole('button', { name: 'Sign In' }).click();
    await expect(lock).toBeHidden();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Welcome back, Sam Ortiz.' })).toBeVisible();
    // Same page, nothing typed lost, and the refused call was not repeated for the user.
    expect(new URL(page.url()).pathname).toBe('/pos/appointment');
    await expect(page.getByLabel('Note', { exact: true })).toHaveValue('Half-filled before the lock');
    await expect(page.getByRole('combobox', { name: 'Bay', exact: true }).locator('option:checked')).toHaveText(
      'Bay 2',
    );
    await expect(page.getByRole('combobox', { name: 'Start Time', exact: true })).toHaveValue('15:00');
    await expect(page.getByRole('combobox', { name: 'Duration', exact: true })).toHaveValue('60');
    expect(booking).toHaveLength(1);
    // The user retries it.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('07/01/2030 @ 3:00 PM')).toBeVisible();
    expect(booking).toHaveLength(2);
  });

  test("the lock comes up from any staff call (the menu's counts) and not on a shopper's page", async ({ page }) => {
    await signInAsStaff(page);
    expect((await page.request.post('/__demo/staff-lock', { data: {} })).ok()).toBeTruthy();
    await page.goto('/demo/pos-menu');
    await expect(page.getByRole('dialog', { name: 'POS Locked' })).toBeVisible();
    // A shopper (not POS mode) never loads the locked screen.
    const shopper = await page.context().browser()!.newPage();
    const scripts: string[] = [];
    shopper.on('request', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.url());
    });
    await shopper.goto(page.url().replace('/demo/pos-menu', '/checkout/cart'));
    await settled(shopper);
    expect(scripts.some((s) => s.includes('locked-screen'))).toBe(false);
    await expect(shopper.getByRole('dialog', { name: 'POS Locked' })).toHaveCount(0);
    await shopper.close();
  });
});
