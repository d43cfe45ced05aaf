// Kiosk reset and the shopper's vehicle (spec 3 §2, §4; spec 1 §4): Start Over takes the vehicle off the session and
// out of the page's vehicle store, and the next shopper's pages know of none.
import { expect, settled, test } from './fixtures';

const F150 =
  '/ymm/json/saveVehicle?add1=Year||2014||Year||2014&add2=MakeID||2||Make||Ford&add3=ModelID||205||Model||F-150';

test('Start Over forgets the vehicle: the page hears the vehicle change to none, the session holds none, and the next shopper sees "Select Vehicle"', async ({
  page,
}) => {
  expect((await page.request.post('/__demo/session', { data: { kiosk_mode: true } })).ok()).toBeTruthy();
  expect(
    (
      await page.request.post('/__demo/kiosk', {
        data: { kiosk_idle_timer: 2, kiosk_prompt_timer: 1, kiosk_homepage: '/common/home' },
      })
    ).ok(),
  ).toBeTruthy();
  expect((await page.request.get(F150)).ok()).toBeTruthy();
  // Every vehicle change any page hears, delivered to the test (page storage is cleared by the reset itself).
  const heard: { facets: unknown[] }[] = [];
  await page.exposeFunction('vehicleChangedForTest', (vehicle: { facets: unknown[] }) => heard.push(vehicle));
  await page.addInitScript(() => {
    document.addEventListener('parts-islands:vehicle-changed', (e) =>
      (window as unknown as { vehicleChangedForTest(v: unknown): void }).vehicleChangedForTest(
        (e as CustomEvent<{ vehicle: unknown }>).detail.vehicle,
      ),
    );
  });

  await page.goto('/product/catalog');
  await settled(page);
  await expect(page.getByRole('button', { name: 'Your Vehicle: 2014 Ford F-150' })).toBeVisible();
  const fitted = page.locator('.pi-fitment').filter({ hasText: /Fits Your Vehicle|Doesn't Fit Your Vehicle/ });
  await expect(fitted.first()).toBeVisible();

  const cleared = page.waitForRequest('**/account/logout/clearSession');
  await page.getByRole('navigation', { name: 'Kiosk' }).getByRole('button', { name: 'Start Over' }).click();
  await cleared;
  await page.waitForURL('**/common/home');
  // The page's vehicle store was emptied before the page went (its islands heard it).
  await expect.poll(() => heard.at(-1)).toMatchObject({ facets: [], hasYmm: false, hasEngine: false });
  const session = (await (await page.request.get('/ymm/json/getVehicle')).json()) as { facets: unknown[] };
  expect(session.facets).toEqual([]);

  const splash = page.getByRole('dialog', { name: 'Customize your ride!' });
  await splash.getByRole('button', { name: 'Press here to get started' }).click();
  await page.waitForURL('**/common/home');
  await settled(page);
  await expect(page.getByRole('button', { name: 'Select Your Vehicle' }).first()).toBeVisible();
  await expect(page.getByText('2014 Ford F-150')).toHaveCount(0);
  await page.goto('/product/catalog');
  await settled(page);
  await expect(page.getByText('Your Vehicle: 2014 Ford F-150')).toHaveCount(0);
  await expect(page.locator('.pi-fitment').first()).toHaveText('Select Vehicle');
});
