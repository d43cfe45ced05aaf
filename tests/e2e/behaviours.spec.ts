import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settled, test } from './fixtures';

const open = async (page: Page, path = '/demo/behaviours') => {
  await page.goto(path);
  await settled(page);
};

test.describe('page behaviours (enhancers on legacy-theme markup)', () => {
  test('currency switch sets the currency query parameter', async ({ page }) => {
    await open(page, '/demo/behaviours?page=2');
    await page.getByRole('button', { name: '€ Euro' }).click();
    await page.waitForURL((url) => url.searchParams.get('currency') === 'EUR');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect(page.locator('.current-currency')).toHaveText('EUR');
  });

  test('language links submit the language form', async ({ page }) => {
    await open(page);
    const posted = page.waitForRequest((r) => r.url().includes('/common/language/language') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Français' }).click();
    const body = new URLSearchParams((await posted).postData() ?? '');
    expect(body.get('code')).toBe('fr-fr');
    expect(body.get('redirect')).toBe('/demo/behaviours');
    await page.waitForURL('**/demo/behaviours');
    await expect(page.locator('.current-language')).toHaveText('fr-fr');
  });

  test('the alert bar is dismissed for N days by cookie', async ({ page, context }) => {
    await open(page);
    const bar = page.getByRole('region', { name: 'Store announcement' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Dismiss' }).click();
    await expect(bar).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'alert_bar_dismissed');
    expect(cookie?.value).toBe('1');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await open(page);
    await expect(page.getByRole('region', { name: 'Store announcement' })).toBeHidden();
  });

  test('countdown clocks count down to their date and show their ended text at zero', async ({ page }) => {
    await page.clock.install();
    await open(page);
    const sale = page.locator('.countdown').first();
    await expect(sale).toHaveText(/^01:30:0[0-5]$/);
    await page.clock.fastForward('30:00');
    await expect(sale).toHaveText(/^01:00:0[0-5]$/);
    await page.clock.fastForward('01:00:10');
    await expect(sale).toHaveText('Ended');
    await expect(page.locator('.countdown').nth(1)).toHaveText('This deal has ended');
  });

  test('schedule-appointment modal: keyboard use, the server\'s error HTML sanitized in the alert area, then "Request sent successfully!"', async ({
    page,
  }) => {
    await open(page);
    const trigger = page.getByRole('button', { name: 'Schedule Appointment' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.type('Jo Rivera');
    await page.keyboard.press('Tab');
    await page.keyboard.type('jo@example.com');
    await expect(dialog.getByRole('button', { name: 'Send Request' })).toBeVisible();
    const answered = page.waitForResponse((r) => r.url().includes('information/schedule_appointment'));
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await answered;
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Please choose a preferred date.');
    await expect(alert.locator('strong')).toHaveText('Warning:');
    await expect(alert.locator('[onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(dialog.getByLabel('Name')).toHaveValue('Jo Rivera');
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Preferred date').fill('2026-12-01');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Request sent successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const log = (await (await page.request.get('/__demo/kiosk')).json()) as { appointments: { name: string }[] };
    expect(log.appointments.map((a) => a.name)).toEqual(['Jo Rivera']);

    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the success toast "Request sent successfully!" lasts 5 s', async ({ page }) => {
    await page.clock.install();
    await open(page);
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await dialog.getByLabel('Name').fill('Sam Lee');
    await dialog.getByLabel('E-Mail').fill('sam@example.com');
    await dialog.getByLabel('Preferred date').fill('2026-12-02');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    const toast = page.getByText('Request sent successfully!');
    await expect(toast).toBeVisible();
    await page.clock.runFor(4000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1500);
    await expect(toast).toBeHidden();
  });

  test('a failed appointment call shows the system error in the alert area and keeps what was typed', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/500|Internal/);
    await open(page);
    await page.request.post('/__demo/faults', {
      data: { path: '/information/schedule_appointment', kind: 'status', status: 500, times: 1 },
    });
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await dialog.getByLabel('Name').fill('Sam Lee');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    // The fault answers 500 with {error: "Injected fault"}: a failure status, so the system error, not its text.
    await expect(dialog.getByRole('alert')).toHaveText('A system error occurred. Contact your administrator.');
    await expect(dialog.getByLabel('Name')).toHaveValue('Sam Lee');
  });

  test('read more / read less', async ({ page }) => {
    await open(page);
    const toggle = page.getByRole('button', { name: 'Read more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const content = page.locator('#read-more-content');
    const collapsed = (await content.boundingBox())?.height ?? 0;
    await toggle.click();
    const less = page.getByRole('button', { name: 'Read less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    expect((await content.boundingBox())?.height ?? 0).toBeGreaterThan(collapsed);
    await less.click();
    await expect(page.getByRole('button', { name: 'Read more' })).toBeVisible();
  });

  test('footer and sidebar collapse at narrow widths (breakpoints 768 and 992)', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await open(page);
    // 900 px: below the sidebar's 992 but above the footer's 768.
    const sidebar = page.getByRole('button', { name: 'Refine Search' });
    await expect(sidebar).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Specials' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Store Locator' })).toBeVisible();
    await sidebar.click();
    await expect(page.getByRole('link', { name: 'Specials' })).toBeVisible();
    await page.setViewportSize({ width: 600, height: 800 });
    const footer = page.getByRole('button', { name: 'Customer Service' });
    await expect(footer).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Store Locator' })).toBeHidden();
    await footer.press('Enter');
    await expect(page.getByRole('link', { name: 'Store Locator' })).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.getByRole('button', { name: 'Refine Search' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Specials' })).toBeVisible();
  });

  test('the three-level hero menu works by keyboard (disclosure pattern)', async ({ page }) => {
    await open(page);
    const menu = page.getByRole('navigation', { name: 'Shop by category' });
    const brakes = menu.getByRole('button', { name: 'Brakes submenu' });
    await expect(brakes).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Pads & Rotors' })).toBeHidden();
    await menu.getByRole('link', { name: 'Brakes', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(brakes).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(brakes).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Pads & Rotors' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(menu.getByRole('link', { name: 'Ceramic Pads' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Ceramic Pads' })).toBeFocused();
    await expectNoAxeViolations(page);
    // Escape closes the innermost menu and returns to its button, then the next one out.
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'Ceramic Pads' })).toBeHidden();
    await expect(menu.getByRole('button', { name: 'Pads & Rotors submenu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(brakes).toBeFocused();
    await expect(brakes).toHaveAttribute('aria-expanded', 'false');
    // Opening one closes its sibling.
    await brakes.click();
    await menu.getByRole('button', { name: 'Lighting submenu' }).click();
    await expect(brakes).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Headlights' })).toBeVisible();
  });

  test('the hero menu opens by touch and closes on a tap outside', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 400, height: 800 } });
    const page = await context.newPage();
    await page.goto('/demo/behaviours');
    await settled(page);
    const menu = page.getByRole('navigation', { name: 'Shop by category' });
    await menu.getByRole('button', { name: 'Suspension submenu' }).tap();
    await expect(menu.getByRole('link', { name: 'Lift Kits' })).toBeVisible();
    await menu.getByRole('button', { name: 'Lift Kits submenu' }).tap();
    await expect(menu.getByRole('link', { name: 'Leveling Kits' })).toBeVisible();
    await page.getByRole('heading', { name: 'Page Behaviours' }).tap();
    await expect(menu.getByRole('link', { name: 'Lift Kits' })).toBeHidden();
    await context.close();
  });

  test('cart code removal calls GET checkout/{code}/remove, then the page reloads', async ({ page }) => {
    expect((await page.request.post('/checkout/cart/add', { form: { product_id: '1', quantity: '1' } })).ok()).toBe(
      true,
    );
    expect((await page.request.post('/checkout/cart/applyCode', { form: { code: 'SAVE10' } })).ok()).toBe(true);
    await open(page);
    const remove = page.locator('[data-mount="cart-remove"]');
    await expect(remove).toHaveCount(1);
    const called = page.waitForRequest((r) => r.url().includes('route=checkout/coupon/remove') && r.method() === 'GET');
    await remove.click();
    await called;
    await expect(page.locator('.no-codes')).toBeVisible();
    await expect(page.locator('[data-mount="cart-remove"]')).toHaveCount(0);
  });

  test('cart code removal: a failed call says so beside the control, a retry removes it; an unreadable answer still reloads', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/503|Service Unavailable/);
    expect((await page.request.post('/checkout/cart/add', { form: { product_id: '1', quantity: '1' } })).ok()).toBe(
      true,
    );
    expect((await page.request.post('/checkout/cart/applyCode', { form: { code: 'SAVE10' } })).ok()).toBe(true);
    await open(page);
    await page.request.post('/__demo/faults', {
      data: { path: '/checkout/coupon/remove', kind: 'status', status: 503, times: 1 },
    });
    const remove = page.locator('[data-mount="cart-remove"]');
    await remove.click();
    await expect(page.getByRole('alert')).toHaveText('A system error occurred. Contact your administrator.');
    await expect(remove).not.toHaveAttribute('aria-busy');
    // The answer is not read: a PHP notice before it is still a removal, and the reloaded page shows the server's cart.
    await page.request.post('/__demo/faults', { data: { path: '/checkout/coupon/remove', kind: 'notice', times: 1 } });
    await remove.click();
    await expect(page.locator('.no-codes')).toBeVisible();
    await expect(page.locator('[data-mount="cart-remove"]')).toHaveCount(0);
  });
});
