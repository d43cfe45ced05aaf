import type { Locator, Page, Request } from '@playwright/test';
import { expect, settled } from './fixtures';

/** Vehicle flags for this browser session, merged over the demo store's defaults (vehicle lookup on). */
export async function vehicleSession(page: Page, flags: Record<string, unknown> = {}): Promise<void> {
  const response = await page.request.post('/__demo/session', {
    data: { vehicle: JSON.stringify({ vehicle_lookup_enabled: true, ...flags }) },
  });
  expect(response.ok()).toBeTruthy();
}

/** Every vehicle-service request the page makes, by call name (validateFitment, saveVehicle, …). */
export function watchVehicleCalls(page: Page) {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (/\/ymm\/json\/|route=ymm\/json\//.test(r.url())) calls.push(r);
  });
  const name = (r: Request) => {
    const url = new URL(r.url());
    const route = url.searchParams.get('route');
    return (route ?? url.pathname).split('/').pop() ?? '';
  };
  return {
    calls,
    named: (call: string) => calls.filter((r) => name(r) === call),
    urls: (call: string) => calls.filter((r) => name(r) === call).map((r) => new URL(r.url())),
  };
}

export const card = (page: Page, name: string): Locator =>
  page.locator('.pi-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** A card's fitment button, whatever its state. */
export const fitmentOf = (page: Page, name: string): Locator => card(page, name).locator('.pi-fitment');

/** The fitment button of the card with this part number (two parts may share a name). */
export const fitmentOfPart = (page: Page, partNumber: string): Locator =>
  page
    .locator('.pi-card')
    .filter({ hasText: `Part # ${partNumber}` })
    .locator('.pi-fitment');

export async function chooseYmm(scope: Page | Locator, year: string, make: string, model: string): Promise<void> {
  await scope.getByLabel('Year', { exact: true }).selectOption(year);
  await scope.getByLabel('Make', { exact: true }).selectOption({ label: make });
  await scope.getByLabel('Model', { exact: true }).selectOption({ label: model });
}

/**
 * Saves a year/make/model from the navbar's selector dialog; it closes, unless a part on the page now needs a choice
 * (`closes: false`): then it stays open on that choice.
 */
export async function saveFromNavbar(
  page: Page,
  year: string,
  make: string,
  model: string,
  closes = true,
): Promise<void> {
  await settled(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /Select Your Vehicle|Your Vehicle:/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Select Your Vehicle' });
  await chooseYmm(dialog, year, make, model);
  await dialog.getByRole('button', { name: 'Save Vehicle' }).click();
  if (closes) await expect(dialog).toBeHidden();
  else await expect(dialog.getByRole('group', { name: 'One more detail' })).toBeVisible();
}

/** Saves a vehicle for this session through the service itself (setup for tests about something else). */
export async function savedVehicle(page: Page, facets: string[]): Promise<void> {
  const query = facets.map((f, i) => `add${i + 1}=${encodeURIComponent(f)}`).join('&');
  const response = await page.request.get(`/ymm/json/saveVehicle?${query}`);
  expect(response.ok()).toBeTruthy();
}

export const SILVERADO_2005 = [
  'Year||2005||Year||2005',
  'MakeID||1||Make||Chevrolet',
  'ModelID||201||Model||Silverado 1500',
];
