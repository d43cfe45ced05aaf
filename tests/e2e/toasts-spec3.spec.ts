// Spec 3 §9 "Toasts auto-close at 5000 ms" (the admin customer editor, kiosk mode) and §8 "Request sent
// successfully! (5 s)", measured on the page's own clock: open just before 5 s, gone just after, so a 3 s or an 8 s
// toast fails.
import type { Locator, Page } from '@playwright/test';
import { expect, settled, signInAsStaff, test } from './fixtures';

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * Freezes the page's clock, then does what shows the toast: its timer starts in frozen time, so moving the clock by
 * hand measures it, whatever the machine's load: still open at ms - 90, gone by ms + 300.
 */
async function closesAfter(page: Page, shown: Locator, ms: number, trigger: () => Promise<void>): Promise<void> {
  // Away from the toaster: sonner pauses its timer under the pointer.
  await page.mouse.move(5, 700);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await trigger();
  // The toaster adds a toast from a timer of its own: the frozen clock moves 10 ms at a time until it shows, so at most
  // 10 ms of the toast's own time have passed when it is seen.
  await expect
    .poll(async () => {
      if (await shown.count()) return true;
      await page.clock.runFor(10);
      return false;
    })
    .toBe(true);
  await expect(shown).toBeVisible();
  await page.mouse.move(5, 700);
  await page.clock.runFor(ms - 100);
  await expect(shown).toBeVisible();
  await page.clock.runFor(400);
  await expect(shown).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.request.post('/__demo/reset');
});

test('admin customer editor: "Customer successfully saved!" closes after 5000 ms', async ({ page }) => {
  await signInAsStaff(page);
  // A customer of this test's own: customers are the store's, shared by every session.
  const email = `toast.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await page.request.post('/api/customer/save', {
    form: { customer_group_id: '1', firstname: 'Toast', lastname: 'Timer', email },
  });
  const { customer } = (await created.json()) as { customer: { customer_id: number } };
  await page.clock.install();
  await page.goto(`/pos/customer/edit?customer_id=${customer.customer_id}`);
  await settled(page);
  await expect(page.getByRole('tabpanel').getByLabel('First Name').first()).not.toHaveValue('');
  await closesAfter(page, toast(page, 'Customer successfully saved!'), 5000, () =>
    page.getByRole('button', { name: 'Save', exact: true }).click(),
  );
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
  await closesAfter(page, toast(page, 'NOPE1'), 5000, () => page.getByRole('button', { name: 'Apply' }).click());
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
  await closesAfter(page, page.getByText('Request sent successfully!'), 5000, () =>
    dialog.getByRole('button', { name: 'Send Request' }).click(),
  );
});
