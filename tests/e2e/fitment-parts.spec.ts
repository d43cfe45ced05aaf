// Fitment of every part on the page, the "Fitment for Part #" modal, Heads up! before adding, the product page and the cart
// (spec 1 §3 Fitment part, §4 Fitment result, button texts, add-to-cart Heads up!, §7 validateFitment and getCatalogDetails).
import { expect, settled, test } from './fixtures';
import { fitmentOf, savedVehicle, SILVERADO_2005, vehicleSession, watchVehicleCalls } from './fitment-helpers';

const BRAKE_PADS = 'Ironclad Ceramic Front Brake Pad Set';
const UPGRADE_KIT = 'Ironclad Front Brake Upgrade Kit';
const RUNNING_BOARDS = 'SideStep Power Retractable Running Boards';

test.beforeEach(async ({ page }) => {
  await page.request.post('/__demo/reset');
});

test('every part on the page is validated in one call; a part with the same aaia and mpn is asked about once', async ({
  page,
}) => {
  await vehicleSession(page);
  await savedVehicle(page, SILVERADO_2005);
  const ymm = watchVehicleCalls(page);
  // The home page has five grids; products 1, 2, 3 and 9 are in more than one of them.
  await page.goto('/common/home');
  await settled(page);
  await expect(fitmentOf(page, UPGRADE_KIT).first()).toHaveText('Fits Your Vehicle');
  // Every part on the page has its answer: any call that asked about it has been sent by now.
  await expect(page.locator('.pi-fitment').filter({ hasText: 'Checking Fitment…' })).toHaveCount(0);
  const parts = ymm.urls('validateFitment').flatMap((u) => u.searchParams.get('Parts')!.split(','));
  expect(parts.length).toBe(new Set(parts).size);
  expect(parts).toContain('IRBK~IR-8228B');
  expect(ymm.named('validateFitment')).toHaveLength(1);
  // The vehicle came with the fitment answer: no getVehicle needed for the cards.
  await expect(page.getByRole('button', { name: 'Your Vehicle: 2005 Chevrolet Silverado 1500' })).toBeVisible();
  // The product page: its fitment panel, the related grid and the cart pop-out mount in different tasks, one call.
  await page.goto('/product/product?product_id=1');
  await settled(page);
  await expect(page.getByRole('region', { name: 'Vehicle Fitment' }).getByRole('status')).toHaveText(
    "Doesn't Fit Your Vehicle",
  );
  await expect(page.locator('.pi-fitment').filter({ hasText: 'Checking Fitment…' })).toHaveCount(0);
  expect(ymm.named('validateFitment')).toHaveLength(2);
  expect(ymm.urls('validateFitment')[1]!.searchParams.get('Parts')!.split(',')).toContain('IRBK~IR-8476A');
});

test('a 60-card catalog page makes exactly one validateFitment call on load and one per vehicle change', async ({
  page,
}) => {
  await page.clock.install();
  await vehicleSession(page);
  const ymm = watchVehicleCalls(page);
  await page.goto('/product/catalog?limit=60');
  await settled(page);
  await expect(page.locator('.pi-fitment')).toHaveCount(60);
  await expect.poll(() => ymm.named('validateFitment').length).toBe(1);
  expect(ymm.urls('validateFitment')[0]!.searchParams.get('Parts')!.split(',')).toHaveLength(60);
  await page.getByRole('button', { name: 'Select Your Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Your Vehicle' });
  await dialog.getByLabel('Year', { exact: true }).selectOption('2016');
  await dialog.getByLabel('Make', { exact: true }).selectOption({ label: 'Ford' });
  await dialog.getByLabel('Model', { exact: true }).selectOption({ label: 'F-150' });
  await dialog.getByRole('button', { name: 'Save Vehicle' }).click();
  await expect(fitmentOf(page, BRAKE_PADS)).toHaveText('Fits Your Vehicle');
  // Every pending timer (the batching of fitment checks) runs now: a third call would have been sent.
  await page.clock.runFor(2000);
  expect(ymm.named('validateFitment')).toHaveLength(2);
});

test('the maybe-part flow: its choices sorted, choosing one revalidates with add= and the vehicle gains that facet', async ({
  page,
}) => {
  await vehicleSession(page);
  await savedVehicle(page, SILVERADO_2005);
  const ymm = watchVehicleCalls(page);
  await page.goto('/product/catalog');
  await settled(page);
  const button = fitmentOf(page, RUNNING_BOARDS);
  await expect(button).toHaveText('Verify Fitment');
  await button.click();
  const modal = page.getByRole('dialog', { name: 'Fitment for Part #SD-7294X' });
  await expect(modal.getByRole('status')).toHaveText('Verify Fitment');
  await expect(modal).toContainText('Choose your Sub Model to confirm fitment');
  const choice = modal.getByLabel(`To check ${RUNNING_BOARDS}, choose your Sub Model`);
  await expect(choice.locator('option')).toHaveText([
    'Select Sub Model',
    'Custom',
    'High Country',
    'LT',
    'LTZ',
    'RST',
    'WT',
  ]);
  await choice.selectOption({ label: 'RST' });
  await modal.getByRole('button', { name: 'Check Fitment' }).click();
  await expect(modal.getByRole('status')).toHaveText("Doesn't Fit Your Vehicle");
  expect(ymm.urls('validateFitment').at(-1)!.searchParams.get('add')).toBe('SubModelID||4||Sub Model||RST');
  // Every part was asked about again, in the same call.
  expect(ymm.urls('validateFitment').at(-1)!.searchParams.get('Parts')!.split(',')).toHaveLength(15);
  await modal.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(button).toHaveText("Doesn't Fit Your Vehicle");
  await expect(button).toBeFocused();
  await expect(page.getByRole('button', { name: 'Your Vehicle: 2005 Chevrolet Silverado 1500 RST' })).toBeVisible();
});

test('an engine-only vehicle: a vehicle part offers its years, descending, then its make and model', async ({
  page,
}) => {
  await vehicleSession(page);
  await savedVehicle(page, [
    'EngineMfrID||1||Engine Manufacturer||GM',
    'EngineFamilyID||101||Engine Family||Vortec',
    'EngineSizeID||1001||Engine Size||4.8L V8',
  ]);
  await page.goto('/product/catalog');
  await settled(page);
  await fitmentOf(page, BRAKE_PADS).click();
  const modal = page.getByRole('dialog', { name: 'Fitment for Part #IR-8476A' });
  // The choices arrive with the modal's chunk and answer: wait for them before reading the list.
  await expect(modal.getByLabel(`To check ${BRAKE_PADS}, choose your Year`).locator('option').nth(1)).toHaveText(
    '2023',
  );
  const years = await modal.getByLabel(`To check ${BRAKE_PADS}, choose your Year`).locator('option').allTextContents();
  expect(years[1]).toBe('2023');
  expect(years.at(-1)).toBe('1995');
  expect(years.slice(1).map(Number)).toEqual([...years.slice(1).map(Number)].sort((a, b) => b - a));
  await modal.getByLabel(`To check ${BRAKE_PADS}, choose your Year`).selectOption('2016');
  await modal.getByRole('button', { name: 'Check Fitment' }).click();
  await modal.getByLabel(`To check ${BRAKE_PADS}, choose your Make`).selectOption({ label: 'Ford' });
  await modal.getByRole('button', { name: 'Check Fitment' }).click();
  await modal.getByLabel(`To check ${BRAKE_PADS}, choose your Model`).selectOption({ label: 'F-150' });
  await modal.getByRole('button', { name: 'Check Fitment' }).click();
  await expect(modal.getByRole('status')).toHaveText('Fits Your Vehicle');
  await expect(modal).toContainText('Your vehicle: 2016 Ford F-150 GM Vortec 4.8L V8');
});

test('the fitment modal: label, name, notes and catalog details from POST getCatalogDetails with links', async ({
  page,
}) => {
  await vehicleSession(page);
  await savedVehicle(page, [
    'Year||2016||Year||2016',
    'MakeID||1||Make||Chevrolet',
    'ModelID||201||Model||Silverado 1500',
  ]);
  const details = page.waitForResponse((r) => r.url().includes('getCatalogDetails'));
  await page.goto('/product/catalog');
  await settled(page);
  await fitmentOf(page, BRAKE_PADS).click();
  const modal = page.getByRole('dialog', { name: 'Fitment for Part #IR-8476A' });
  await expect(modal.getByRole('status')).toHaveText('Fits Your Vehicle');
  await expect(modal).toContainText('Fits your 2016 Chevrolet Silverado 1500');
  await expect(modal).toContainText(BRAKE_PADS);
  await expect(modal).toContainText('Applications: 2014-2018 Chevrolet Silverado 1500');
  // The demo store refuses a body without every field of the catalog details request (HTTP 400).
  const response = await details;
  expect(response.request().method()).toBe('POST');
  expect(response.status()).toBe(200);
  const counts = (await response.json()) as { seriesCount: number; categoryCount: number; manufacturerCount: number };
  expect(counts.categoryCount).toBeGreaterThan(0);
  const region = modal.getByRole('region', { name: 'Catalog details' });
  await expect(region.getByRole('link', { name: /parts? in this series/ })).toHaveAttribute(
    'href',
    '/product/manufacturer/info?manufacturer_id=11&series_id=11022',
  );
  await expect(region.getByRole('link', { name: /parts? in this category/ })).toHaveAttribute(
    'href',
    '/product/category?path=22',
  );
  await expect(region.getByRole('link', { name: /parts? from this brand/ })).toHaveAttribute(
    'href',
    '/product/manufacturer/info?manufacturer_id=11',
  );
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('Heads up!: with require_fitment_confirmation, a part that is not yes or universal asks first; "I Understand" adds it, regular or with labor', async ({
  page,
}) => {
  await vehicleSession(page, { require_fitment_confirmation: true });
  await savedVehicle(page, SILVERADO_2005);
  const adds: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/checkout/cart/add')) adds.push(r.url());
  });
  const lineKeys = async () =>
    ((await (await page.request.get('/checkout/cart/getData')).json()) as { products: { key: string }[] }).products.map(
      (p) => p.key,
    );
  await page.goto('/product/catalog');
  await settled(page);
  await expect(fitmentOf(page, BRAKE_PADS)).toHaveText("Doesn't Fit Your Vehicle");
  await page.getByRole('button', { name: `Add to Cart: ${BRAKE_PADS}` }).click();
  const headsUp = page.getByRole('dialog', { name: 'Heads up!' });
  await expect(headsUp).toContainText(`${BRAKE_PADS} doesn't fit your 2005 Chevrolet Silverado 1500.`);
  await headsUp.getByRole('button', { name: 'Cancel' }).click();
  await expect(headsUp).toBeHidden();
  expect(adds).toHaveLength(0);
  await page.getByRole('button', { name: `Add to Cart: ${BRAKE_PADS}` }).click();
  await headsUp.getByRole('button', { name: 'I Understand' }).click();
  await expect(
    page.locator('.pi-card').filter({ hasText: BRAKE_PADS }).first().getByRole('button', { name: 'Added!' }),
  ).toBeVisible();
  expect(adds).toHaveLength(1);
  expect(await lineKeys()).toEqual(['1']);
  // The labor button asks too, and then adds with labor.
  await page.locator('.pi-card').filter({ hasText: BRAKE_PADS }).first().locator('.pi-add-to-cart--labor').click();
  await page.getByRole('dialog', { name: 'Heads up!' }).getByRole('button', { name: 'I Understand' }).click();
  await expect.poll(() => adds.length).toBe(2);
  await expect.poll(lineKeys).toEqual(['1', '1:labor']);
  // A part that fits is added straight away.
  await page.getByRole('button', { name: `Add to Cart: ${UPGRADE_KIT}` }).click();
  await expect.poll(() => adds.length).toBe(3);
  await expect(page.getByRole('dialog', { name: 'Heads up!' })).toBeHidden();
});

test('the standalone add-to-cart island takes aaia / mpn and shows Heads up! like the card does', async ({ page }) => {
  await vehicleSession(page, { require_fitment_confirmation: true });
  await savedVehicle(page, SILVERADO_2005);
  const adds: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/checkout/cart/add')) adds.push(r.url());
  });
  await page.goto('/demo/strategies');
  await settled(page);
  const box = page.locator('section').filter({ has: page.getByRole('heading', { name: 'load (default)' }) });
  await box.getByRole('button', { name: `Add to Cart: ${BRAKE_PADS}` }).click();
  const headsUp = page.getByRole('dialog', { name: 'Heads up!' });
  await expect(headsUp).toContainText(`${BRAKE_PADS} doesn't fit your 2005 Chevrolet Silverado 1500.`);
  await headsUp.getByRole('button', { name: 'Cancel' }).click();
  await expect(headsUp).toBeHidden();
  expect(adds).toHaveLength(0);
  await box.getByRole('button', { name: `Add to Cart: ${BRAKE_PADS}` }).click();
  await headsUp.getByRole('button', { name: 'I Understand' }).click();
  await expect(box.getByRole('button', { name: 'Added!' })).toBeVisible();
  expect(adds).toHaveLength(1);
});

test('without require_fitment_confirmation a part that does not fit is added without asking', async ({ page }) => {
  await vehicleSession(page);
  await savedVehicle(page, SILVERADO_2005);
  await page.goto('/product/catalog');
  await settled(page);
  await expect(fitmentOf(page, BRAKE_PADS)).toHaveText("Doesn't Fit Your Vehicle");
  await page.getByRole('button', { name: `Add to Cart: ${BRAKE_PADS}` }).click();
  await expect(
    page.locator('.pi-card').filter({ hasText: BRAKE_PADS }).first().getByRole('button', { name: 'Added!' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Heads up!' })).toHaveCount(0);
});

test("product page: the part's fitment; Select Vehicle opens the selector, which offers the part's choice; Fitment Details", async ({
  page,
}) => {
  await vehicleSession(page);
  await page.goto('/product/product?product_id=4');
  await settled(page);
  const panel = page.getByRole('region', { name: 'Vehicle Fitment' });
  await expect(panel).toContainText('Select your vehicle to see whether this part fits it.');
  await panel.getByRole('button', { name: 'Select Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Your Vehicle' });
  await dialog.getByLabel('Year', { exact: true }).selectOption('2005');
  await dialog.getByLabel('Make', { exact: true }).selectOption({ label: 'Chevrolet' });
  await dialog.getByLabel('Model', { exact: true }).selectOption({ label: 'Silverado 1500' });
  await dialog.getByRole('button', { name: 'Save Vehicle' }).click();
  // This part now needs a sub model: the selector offers it.
  await dialog.getByLabel(`To check ${RUNNING_BOARDS}, choose your Sub Model`).selectOption({ label: 'WT' });
  await dialog.getByRole('button', { name: 'Check Fitment' }).click();
  await expect(panel.getByRole('status')).toHaveText('Fits Your Vehicle');
  await expect(panel).toContainText('Your Vehicle: 2005 Chevrolet Silverado 1500 WT');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await panel.getByRole('button', { name: 'Fitment Details' }).click();
  await expect(page.getByRole('dialog', { name: 'Fitment for Part #SD-7294X' })).toContainText(
    'Fits your 2005 Chevrolet Silverado 1500 WT',
  );
});

test('product page: a part that does not fit says so, and its Add to Cart asks Heads up! first; one that fits adds straight away', async ({
  page,
}) => {
  await vehicleSession(page, { require_fitment_confirmation: true });
  await savedVehicle(page, SILVERADO_2005);
  await page.goto('/product/product?product_id=1');
  await settled(page);
  const panel = page.getByRole('region', { name: 'Vehicle Fitment' });
  await expect(panel.getByRole('status')).toHaveText("Doesn't Fit Your Vehicle");
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  const headsUp = page.getByRole('dialog', { name: 'Heads up!' });
  await expect(headsUp).toContainText(`${BRAKE_PADS} doesn't fit your 2005 Chevrolet Silverado 1500.`);
  await headsUp.getByRole('button', { name: 'I Understand' }).click();
  await expect(page.getByRole('button', { name: 'Added!' }).first()).toBeVisible();
  await page.goto('/product/product?product_id=9');
  await settled(page);
  await expect(panel.getByRole('status')).toHaveText('Fits Your Vehicle');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added!' }).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Heads up!' })).toHaveCount(0);
});

test('cart page: each line says whether its part fits the vehicle', async ({ page }) => {
  await vehicleSession(page);
  await savedVehicle(page, [
    'Year||2016||Year||2016',
    'MakeID||1||Make||Chevrolet',
    'ModelID||201||Model||Silverado 1500',
  ]);
  for (const id of [1, 2, 7, 8])
    await page.request.post('/checkout/cart/add', { form: { product_id: id, quantity: 1 } });
  await page.goto('/checkout/cart');
  await settled(page);
  const row = (name: string) => page.getByRole('row').filter({ hasText: name }).locator('.pi-fitment');
  await expect(row(BRAKE_PADS)).toHaveText('Fits Your Vehicle');
  await expect(row('Torrent Stainless Cat-Back Exhaust')).toHaveText("Doesn't Fit Your Vehicle");
  await expect(row('VoltCore AGM Group 48 Battery')).toHaveText('Fits Your Vehicle');
  await expect(row('Haulmark Class III 2 in. Receiver Hitch')).toHaveText('Unknown Fitment');
});

test('a failed validateFitment shows no message: it is logged and the buttons leave "Checking Fitment…"', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/fitment could not be validated|Failed to load resource/);
  await vehicleSession(page);
  await savedVehicle(page, SILVERADO_2005);
  await page.request.post('/__demo/faults', {
    data: { path: '/ymm/json/validateFitment', kind: 'status', status: 500 },
  });
  await page.goto('/product/catalog');
  await settled(page);
  await expect(fitmentOf(page, BRAKE_PADS)).not.toHaveText('Checking Fitment…');
  await expect(page.getByRole('status').filter({ hasText: /error/i })).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});
