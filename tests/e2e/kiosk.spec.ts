import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settled, test } from './fixtures';

interface KioskLog {
  reports: { video_id: string; start_date: string; end_date: string }[];
  clears: number;
}

/** Kiosk mode on for this context's session, with 2-minute idle and 1-minute prompt timers (and optional videos). */
async function kioskSession(page: Page, settings: Record<string, unknown> = {}): Promise<void> {
  expect((await page.request.post('/__demo/session', { data: { kiosk_mode: true } })).ok()).toBeTruthy();
  const answer = await page.request.post('/__demo/kiosk', {
    data: { kiosk_idle_timer: 2, kiosk_prompt_timer: 1, kiosk_homepage: '/common/home', ...settings },
  });
  expect(answer.ok()).toBeTruthy();
}

const kioskLog = async (page: Page): Promise<KioskLog> =>
  (await (await page.request.get('/__demo/kiosk')).json()) as KioskLog;

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });
const splash = (page: Page) => page.getByRole('dialog', { name: 'Customize your ride!' });

async function addToCart(page: Page): Promise<void> {
  const answer = await page.request.post('/checkout/cart/add', { form: { product_id: '1', quantity: '1' } });
  expect(answer.ok()).toBeTruthy();
}

test.describe('kiosk mode', () => {
  test('a kiosk left alone goes active -> "Are you still there?" counting down -> idle splash, and "Press here to get started" goes to kiosk_homepage', async ({
    page,
  }) => {
    await page.clock.install();
    await kioskSession(page);
    await page.goto('/demo/kiosk');
    await settled(page);
    await expect(page.getByRole('navigation', { name: 'Kiosk' })).toBeVisible();
    await expect(prompt(page)).toBeHidden();

    await page.clock.fastForward('01:01');
    await expect(prompt(page)).toBeVisible();
    await expect(prompt(page)).toContainText(/This kiosk will reset in (59|58) seconds\./);
    await page.clock.fastForward(10_000);
    await expect(prompt(page)).toContainText(/This kiosk will reset in (49|48) seconds\./);
    await expectNoAxeViolations(page);

    await page.clock.fastForward(50_000);
    await page.waitForURL('**/common/home');
    await expect(splash(page)).toBeVisible();
    await expect(splash(page).getByRole('button', { name: 'Press here to get started' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await kioskLog(page)).clears).toBe(1);

    await page.goto('/demo/kiosk');
    await expect(splash(page)).toBeVisible();
    await splash(page).getByRole('button', { name: 'Press here to get started' }).click();
    await page.waitForURL('**/common/home');
    await settled(page);
    await expect(splash(page)).toBeHidden();
    await expect(prompt(page)).toBeHidden();
  });

  test('"I\'m still here" returns to active with a fresh idle timer', async ({ page }) => {
    await page.clock.install();
    await kioskSession(page);
    await page.goto('/demo/kiosk');
    await settled(page);
    await page.clock.fastForward('01:30');
    await expect(prompt(page)).toBeVisible();
    await expect(prompt(page).getByRole('button', { name: "I'm still here" })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(prompt(page)).toBeHidden();
    // A full prompt time later the kiosk is still active: the timer started again.
    await page.clock.fastForward('00:55');
    await expect(prompt(page)).toBeHidden();
    await page.clock.fastForward('00:10');
    await expect(prompt(page)).toBeVisible();
    expect((await kioskLog(page)).clears).toBe(0);
  });

  test('using the page keeps the kiosk active', async ({ page }) => {
    await page.clock.install();
    await kioskSession(page);
    await page.goto('/demo/kiosk');
    await settled(page);
    await page.clock.fastForward('00:50');
    await page.getByRole('heading', { name: 'Links' }).click();
    await page.clock.fastForward('00:50');
    await expect(prompt(page)).toBeHidden();
    await page.clock.fastForward('00:20');
    await expect(prompt(page)).toBeVisible();
  });

  test('Start Over clears the session (clearSession), the cart and the vehicle, and leaves nothing of the shopper on screen', async ({
    page,
  }) => {
    await kioskSession(page);
    await addToCart(page);
    await page.goto('/checkout/cart');
    await settled(page);
    await expect(page.getByRole('button', { name: /1 item\(s\)/ })).toBeVisible();
    const cleared = page.waitForRequest('**/account/logout/clearSession');
    await page.getByRole('navigation', { name: 'Kiosk' }).getByRole('button', { name: 'Start Over' }).click();
    await cleared;
    await expect(splash(page)).toBeVisible();
    await page.waitForURL('**/common/home');
    await expect(splash(page)).toBeVisible();
    expect((await kioskLog(page)).clears).toBe(1);
    const cart = (await (await page.request.get('/checkout/cart/getData')).json()) as { total_items: number };
    expect(cart.total_items).toBe(0);
    await splash(page).getByRole('button', { name: 'Press here to get started' }).click();
    await page.waitForURL('**/common/home');
    await settled(page);
    await expect(page.getByRole('button', { name: /0 item\(s\)/ })).toBeVisible();
  });

  test('a reset whose clearSession fails is retried when the next shopper starts ("Warming up the engine..." meanwhile)', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/500|Internal|Injected/);
    await kioskSession(page);
    await page.request.post('/__demo/faults', {
      data: { path: '/account/logout/clearSession', kind: 'status', status: 500, times: 2 },
    });
    await page.goto('/demo/kiosk');
    await settled(page);
    await page.getByRole('button', { name: 'Start Over' }).click();
    // The clear failed: the splash stays over this page rather than leaving it for another.
    await expect(splash(page)).toBeVisible();
    expect(page.url()).toContain('/demo/kiosk');
    const start = splash(page).getByRole('button', { name: 'Press here to get started' });
    await start.click();
    await expect(splash(page).getByRole('alert')).toHaveText('A system error occurred. Contact your administrator.');
    const slow = { path: '/account/logout/clearSession', kind: 'slow', delayMs: 800 };
    await page.request.post('/__demo/faults', { data: slow });
    await start.click();
    await expect(splash(page).getByRole('button', { name: 'Warming up the engine...' })).toBeVisible();
    await page.waitForURL('**/common/home');
    await expect(splash(page)).toBeHidden();
    expect((await kioskLog(page)).clears).toBe(1);
  });

  test('splash videos cycle on error and on end, and each playback is reported (POST /tool/kiosk/video)', async ({
    page,
  }) => {
    await kioskSession(page, {
      kiosk_videos: [
        { id: 9, url: '/image/kiosk/missing.webm', title: 'Missing' },
        { id: 1, url: '/image/kiosk/kiosk-1.webm', title: 'One' },
        { id: 2, url: '/image/kiosk/kiosk-2.webm', title: 'Two' },
      ],
    });
    await page.goto('/demo/kiosk');
    await settled(page);
    await page.getByRole('button', { name: 'Start Over' }).click();
    await page.waitForURL('**/common/home');
    const video = page.locator('video.pi-kiosk__video');
    // The missing first video is skipped; the second plays, ends, and the third follows.
    await expect(video).toHaveAttribute('data-video-id', '1');
    await expect(video).toHaveAttribute('data-video-id', '2');
    await expect.poll(async () => (await kioskLog(page)).reports.length).toBeGreaterThanOrEqual(1);
    const [first] = (await kioskLog(page)).reports;
    expect(first?.video_id).toBe('1');
    expect(first?.start_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(first && first.end_date >= first.start_date).toBe(true);
    // After the last video the first comes round again, skipping the missing one.
    await expect(video).toHaveAttribute('data-video-id', '1', { timeout: 10_000 });
  });

  test('links to other hosts are disabled in kiosk mode with a visible cue and a message', async ({ page }) => {
    await kioskSession(page);
    await page.goto('/demo/kiosk');
    await settled(page);
    const offsite = page.getByRole('link', { name: /manufacturer's website/ });
    await expect(offsite).toHaveAttribute('aria-disabled', 'true');
    await expect(offsite).toHaveClass(/pi-kiosk-offsite/);
    // aria-disabled makes Playwright wait for an enabled element; a shopper's tap still lands on it.
    await offsite.click({ force: true });
    await expect(page.getByText('Links to other websites are not available on this kiosk.')).toBeVisible();
    expect(page.url()).toContain('/demo/kiosk');
    await expect(page.getByRole('link', { name: 'Browse the catalog' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('Back and Forward buttons move through the kiosk history', async ({ page }) => {
    await kioskSession(page);
    await page.goto('/demo/kiosk');
    await settled(page);
    await page.getByRole('link', { name: 'Browse the catalog' }).click();
    await page.waitForURL('**/product/catalog');
    await settled(page);
    await page.getByRole('navigation', { name: 'Kiosk' }).getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/demo/kiosk');
    await settled(page);
    await page.getByRole('navigation', { name: 'Kiosk' }).getByRole('button', { name: 'Forward' }).click();
    await page.waitForURL('**/product/catalog');
  });

  test('an offline screen shows while the network is gone', async ({ page, context }) => {
    await kioskSession(page);
    await page.goto('/demo/kiosk');
    await settled(page);
    await context.setOffline(true);
    const offline = page.getByRole('dialog', { name: 'This kiosk is offline' });
    await expect(offline).toBeVisible();
    await expectNoAxeViolations(page);
    await context.setOffline(false);
    await expect(offline).toBeHidden();
  });
});
