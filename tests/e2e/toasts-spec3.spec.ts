// Spec 3 §9 "Toasts auto-close at 5000 ms" (the admin customer editor, kiosk mode) and §8 "Request sent
// successfully! (5 s)", measured on the page's own clock: open just before 5 s, gone just after, so a 3 s or an 8 s
// toast fails.
import type { Locator, Page } from '@playwright/test';
import { expect, settled, signInAsStaff, test } from './fixtures';

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Freezes the page's clock once the toast shows, then moves it: still open before ms, gone by ms + 400. */
async function closesAfter(page: Page, shown: Locator, ms: number): Promise<void> {
  await expect(shown).toBeVisible();
  // Away from the toaster: sonner pauses its timer under the pointer.
  await page.mouse.move(5, 700);
  const now = await page.evaluate(() => Date.now());
  // A little ahead of the page's now (the clock runs meanwhile); the toast started at most a moment before it.
  await page.clock.pauseAt(now + 100);
  await page.clock.runFor(ms - 400);
  await expect(shown).toBeVisible();
  await page.clock.runFor(700);
  await expect(shown).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.request.post('/__demo/reset');
});

test('admin customer editor: "Customer successfully saved!" closes after 5000 ms', async ({ page }) => {
  await signInAsStaff(page);
  await page.clock.install();
  await page.goto('/pos/customer/edit?customer_id=1');
  await settled(page);
  await expect(page.getByRole('tabpanel').getByLabel('First Name').first()).not.toHaveValue('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await closesAfter(page, toast(page, 'Customer successfully saved!'), 5000);
});

test('kiosk mode: a toast closes after 5000 ms, not at the storefront 3 s', async ({ page }) => {
  expect(
    (await page.request.post('/checkout/cart/add', { form: { product_id: '10', quantity: '1' } })).ok(),
  ).toBeTruthy();
  expect((await page.request.post('/__demo/session', { data: { kiosk_mode: true } })).ok()).toBeTruthy();
  await page.clock.install();
  await page.goto('/checkout/cart');
  await settled(page);
  await page.getByLabel('Coupon, voucher or gift code').fill('NOPE1');
  await page.getByRole('button', { name: 'Apply' }).click();
  await closesAfter(page, toast(page, 'NOPE1'), 5000);
});

test('schedule appointment: "Request sent successfully!" closes after 5 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/demo/behaviours');
  await settled(page);
  await page.getByRole('button', { name: 'Schedule Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Appointment' });
  await dialog.getByLabel('Name').fill('Sam Lee');
  await dialog.getByLabel('E-Mail').fill('sam@example.com');
  await dialog.getByLabel('Preferred date').fill('2026-12-02');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await closesAfter(page, page.getByText('Request sent successfully!'), 5000);
});
