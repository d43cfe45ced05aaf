// The vehicle selector (spec 1 §2, §4 Vehicle selection order, §7 vehicle service, §9 popular makes, 1 s engine delay).
import type { Locator } from '@playwright/test';
import { expect, settled, test } from './fixtures';
import {
  chooseYmm,
  fitmentOf,
  fitmentOfPart,
  saveFromNavbar,
  savedVehicle,
  SILVERADO_2005,
  vehicleSession,
  watchVehicleCalls,
} from './fitment-helpers';

const BRAKE_PADS = 'Ironclad Ceramic Front Brake Pad Set';
const UPGRADE_KIT = 'Ironclad Front Brake Upgrade Kit';
const RUNNING_BOARDS = 'SideStep Power Retractable Running Boards';
const LIGHT_BAR = 'TrailBond Custom LED Light Bar Kit';
const HITCH = 'Haulmark Class III 2 in. Receiver Hitch';

const optionsOf = (select: Locator) => select.locator('option').allTextContents();

test.beforeEach(async ({ page }) => {
  await page.request.post('/__demo/reset');
});

test('Year/Make/Model: each choice loads the next list from /ymm/json/ and resets its dependants', async ({ page }) => {
  await vehicleSession(page);
  const ymm = watchVehicleCalls(page);
  await page.goto('/product/catalog');
  await settled(page);
  await page.getByRole('button', { name: 'Select Your Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Your Vehicle' });
  await expect(dialog.getByRole('tab', { name: 'Year/Make/Model' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tab', { name: 'Engine' })).toBeVisible();
  const make = dialog.getByLabel('Make', { exact: true });
  const model = dialog.getByLabel('Model', { exact: true });
  // "Choosing a year enables makes; a make enables models."
  await expect(make).toBeDisabled();
  await expect(model).toBeDisabled();
  await dialog.getByLabel('Year', { exact: true }).selectOption('2005');
  await expect(make).toBeEnabled();
  expect(ymm.urls('makes').at(-1)?.search).toBe('?Year=2005');
  await make.selectOption({ label: 'Chevrolet' });
  await model.selectOption({ label: 'Silverado 1500' });
  expect(ymm.urls('models').at(-1)?.search).toBe('?Year=2005&MakeID=1');
  // "A model enables choices (sub model, body type, bed length)", each behind its enable_ flag (body type is off here).
  const sub = dialog.getByLabel('Sub Model');
  const bed = dialog.getByLabel('Bed Length');
  await expect(sub).toBeVisible();
  await expect(bed).toBeVisible();
  await expect(dialog.getByLabel('Body Type')).toHaveCount(0);
  expect(ymm.urls('choices').at(-1)?.search).toBe('?Year=2005&MakeID=1&ModelID=201');
  await bed.selectOption({ label: '5 ft. 8 in.' });
  // A sub model resets the bed length (its dependant) and narrows it: the WT comes with the longer beds only.
  await sub.selectOption({ label: 'WT' });
  await expect(bed).toHaveValue('');
  expect(ymm.urls('choices').at(-1)?.searchParams.get('SubModelID')).toBe('1');
  await expect.poll(() => optionsOf(bed)).toEqual(['Select Bed Length', '6 ft. 6 in.', '8 ft.']);
  // A new make resets the model and the choices.
  await make.selectOption({ label: 'Ford' });
  await expect(model).toHaveValue('');
  await expect(sub).toHaveCount(0);
  // A new year resets the make too.
  await dialog.getByLabel('Year', { exact: true }).selectOption('2006');
  await expect(make).toHaveValue('');
  await expect(model).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Save Vehicle' })).toBeDisabled();
});

test('saving year, make and model: saveVehicle?add1..add3, the vehicle shows, every card says whether its part fits, and a maybe-part choice keeps the dialog open', async ({
  page,
}) => {
  await vehicleSession(page);
  const ymm = watchVehicleCalls(page);
  await page.goto('/product/catalog');
  await settled(page);
  for (const name of [BRAKE_PADS, LIGHT_BAR, HITCH]) await expect(fitmentOf(page, name)).toHaveText('Select Vehicle');
  await expect.poll(() => ymm.named('validateFitment').length).toBe(1);
  const changed = page.evaluate(
    () =>
      new Promise((resolve) =>
        document.addEventListener(
          'parts-islands:vehicle-changed',
          (e) => resolve((e as CustomEvent).detail.vehicle.facets.length),
          { once: true },
        ),
      ),
  );
  let loads = 0;
  page.on('load', () => loads++);
  // The running boards now need a sub model: the dialog stays open on that choice.
  await saveFromNavbar(page, '2005', 'Chevrolet', 'Silverado 1500', false);
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  const save = ymm.urls('saveVehicle')[0]!;
  expect([...save.searchParams.entries()]).toEqual([
    ['add1', 'Year||2005||Year||2005'],
    ['add2', 'MakeID||1||Make||Chevrolet'],
    ['add3', 'ModelID||201||Model||Silverado 1500'],
  ]);
  expect(await changed).toBe(3);
  await expect(page.getByRole('button', { name: 'Your Vehicle: 2005 Chevrolet Silverado 1500' })).toBeVisible();
  await expect(fitmentOf(page, BRAKE_PADS)).toHaveText("Doesn't Fit Your Vehicle");
  await expect(fitmentOf(page, UPGRADE_KIT)).toHaveText('Fits Your Vehicle');
  await expect(fitmentOf(page, LIGHT_BAR)).toHaveText('Fits Your Vehicle');
  await expect(fitmentOf(page, HITCH)).toHaveText('Unknown Fitment');
  await expect(fitmentOf(page, RUNNING_BOARDS)).toHaveText('Verify Fitment');
  // One call on load, one after the save: every part of the page in it.
  expect(ymm.named('validateFitment')).toHaveLength(2);
  expect(ymm.urls('validateFitment')[1]!.searchParams.get('Parts')!.split(',')).toHaveLength(15);
  // Without ymm_page_refresh the page stays.
  expect(loads).toBe(0);
});

test('Engine tab: manufacturer loads families, a family loads sizes, each resets its dependants; the revalidation waits 1 s', async ({
  page,
}) => {
  await vehicleSession(page);
  const ymm = watchVehicleCalls(page);
  await page.goto('/product/catalog?limit=60');
  await settled(page);
  await page.getByRole('button', { name: 'Select Your Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Your Vehicle' });
  await dialog.getByRole('tab', { name: 'Engine' }).click();
  const family = dialog.getByLabel('Engine Family');
  const size = dialog.getByLabel('Engine Size');
  await expect(family).toBeDisabled();
  await dialog.getByLabel('Engine Manufacturer').selectOption({ label: 'GM' });
  expect(ymm.urls('engine_family_sizes').at(-1)?.search).toBe('?EngineMfrID=1');
  await family.selectOption({ label: 'Vortec' });
  expect(ymm.urls('engine_sizes').at(-1)?.search).toBe('?EngineMfrID=1&EngineFamilyID=101');
  await size.selectOption({ label: '4.8L V8' });
  await family.selectOption({ label: 'EcoTec3' });
  await expect(size).toHaveValue('');
  await dialog.getByLabel('Engine Manufacturer').selectOption({ label: 'Ford' });
  await expect(family).toHaveValue('');
  await expect(size).toBeDisabled();
  await dialog.getByLabel('Engine Manufacturer').selectOption({ label: 'GM' });
  await family.selectOption({ label: 'Vortec' });
  await size.selectOption({ label: '4.8L V8' });
  const validated = page.waitForResponse(/validateFitment/);
  await dialog.getByRole('button', { name: 'Save Vehicle' }).click();
  await validated;
  // Measured in the page: from the saveVehicle answer to the validateFitment request.
  const gap = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const save = entries.find((e) => e.name.includes('saveVehicle'))!;
    const validate = entries.filter((e) => e.name.includes('validateFitment')).at(-1)!;
    return validate.startTime - save.responseEnd;
  });
  expect(gap).toBeGreaterThanOrEqual(990);
  expect(ymm.urls('saveVehicle')[0]!.searchParams.get('add3')).toBe('EngineSizeID||1001||Engine Size||4.8L V8');
  await expect(page.getByRole('button', { name: 'Your Vehicle: GM Vortec 4.8L V8' })).toBeVisible();
  await expect(fitmentOfPart(page, 'PR-7807A')).toHaveText('Fits Your Vehicle');
  await expect(fitmentOfPart(page, 'AF-7445HD')).toHaveText("Doesn't Fit Your Vehicle");
});

test('tabs are labelled by configuration and present only when enabled', async ({ page }) => {
  await vehicleSession(page, {
    ymm_tab_label: 'By Vehicle',
    engine_family_tab_label: 'By Engine',
    ymm_heading: 'Shop by Vehicle',
  });
  await page.goto('/product/catalog');
  await settled(page);
  await page.getByRole('button', { name: 'Shop by Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Shop by Vehicle' });
  await expect(dialog.getByRole('tab')).toHaveText(['By Vehicle', 'By Engine']);
  await vehicleSession(page, { engine_family_enabled: false });
  await page.reload();
  await settled(page);
  await page.getByRole('button', { name: 'Shop by Vehicle' }).click();
  await expect(page.getByRole('dialog', { name: 'Shop by Vehicle' }).getByLabel('Year', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await vehicleSession(page, { ymm_enabled: false, engine_family_enabled: true });
  await page.reload();
  await settled(page);
  await page.getByRole('button', { name: 'Shop by Vehicle' }).click();
  await expect(page.getByRole('dialog').getByLabel('Engine Manufacturer')).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Year', { exact: true })).toHaveCount(0);
});

test('the design colours of the vehicle config paint the selector: the navbar button, the tabs and Save Vehicle', async ({
  page,
}) => {
  await vehicleSession(page, {
    engine_family_enabled: true,
    ymm_primary_color: '#7a1010',
    ymm_primary_text_color: '#fffbe6',
    ymm_background_color: '#f4f8ee',
    ymm_text_color: '#101820',
  });
  await page.goto('/product/catalog');
  await settled(page);
  const open = page.getByRole('button', { name: 'Select Your Vehicle' });
  await expect(open).toHaveCSS('color', 'rgb(122, 16, 16)');
  await expect(open).toHaveCSS('border-top-color', 'rgb(122, 16, 16)');
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Select Your Vehicle' });
  const save = dialog.getByRole('button', { name: 'Save Vehicle' });
  await expect(save).toHaveCSS('background-color', 'rgb(122, 16, 16)');
  await expect(save).toHaveCSS('color', 'rgb(255, 251, 230)');
  await expect(dialog.locator('.pi-vehicle')).toHaveCSS('background-color', 'rgb(244, 248, 238)');
  await expect(dialog.getByRole('tab', { selected: false })).toHaveCSS('color', 'rgb(122, 16, 16)');
  await expect(dialog.getByRole('tab', { selected: true })).toHaveCSS('color', 'rgb(16, 24, 32)');
  // Without them the house colours stay.
  await vehicleSession(page, { ymm_primary_color: '' });
  await page.reload();
  await settled(page);
  await expect(page.getByRole('button', { name: 'Select Your Vehicle' })).toHaveCSS('color', 'rgb(31, 78, 121)');
});

test('popular sort: Chevrolet, Ford, GMC, Jeep, Ram, Toyota first, each with its popular models first', async ({
  page,
}) => {
  await vehicleSession(page);
  await page.goto('/product/catalog');
  await settled(page);
  await page.getByRole('button', { name: 'Select Your Vehicle' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Year', { exact: true }).selectOption('2015');
  await expect
    .poll(() => optionsOf(dialog.getByLabel('Make', { exact: true })))
    .toEqual([
      'Select Make',
      'Chevrolet',
      'Dodge',
      'Ford',
      'GMC',
      'Honda',
      'Jeep',
      'Nissan',
      'Ram',
      'Subaru',
      'Toyota',
    ]);
  await vehicleSession(page, { ymm_popular_sort: 1 });
  await page.reload();
  await settled(page);
  await page.getByRole('button', { name: 'Select Your Vehicle' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Year', { exact: true }).selectOption('2015');
  await expect
    .poll(() => optionsOf(dialog.getByLabel('Make', { exact: true })))
    .toEqual([
      'Select Make',
      'Chevrolet',
      'Ford',
      'GMC',
      'Jeep',
      'Ram',
      'Toyota',
      'Dodge',
      'Honda',
      'Nissan',
      'Subaru',
    ]);
  await dialog.getByLabel('Make', { exact: true }).selectOption({ label: 'Chevrolet' });
  await expect
    .poll(() => optionsOf(dialog.getByLabel('Model', { exact: true })))
    .toEqual(['Select Model', 'Silverado 1500', 'Tahoe', 'Camaro', 'Colorado']);
  await dialog.getByLabel('Make', { exact: true }).selectOption({ label: 'Toyota' });
  await expect
    .poll(() => optionsOf(dialog.getByLabel('Model', { exact: true })))
    .toEqual(['Select Model', 'Tacoma', '4Runner', 'Tundra', 'Camry']);
});

test('application summary: the saved vehicle with a remove control per facet; removing a facet and Reset reload the page', async ({
  page,
}) => {
  await vehicleSession(page);
  await savedVehicle(page, [...SILVERADO_2005, 'SubModelID||3||Sub Model||LT']);
  const ymm = watchVehicleCalls(page);
  await page.goto('/product/catalog');
  await settled(page);
  await page.getByRole('button', { name: 'Your Vehicle: 2005 Chevrolet Silverado 1500 LT' }).click();
  const summary = page.getByRole('dialog').getByRole('region', { name: 'Application summary' });
  await expect(summary).toContainText('Your Vehicle: 2005 Chevrolet Silverado 1500 LT');
  const reloaded = page.waitForEvent('load');
  await summary.getByRole('button', { name: 'Remove Sub Model: LT' }).click();
  await reloaded;
  expect(ymm.urls('remove_facet')[0]!.search).toBe('?remove=SubModelID');
  await settled(page);
  await expect(page.getByRole('button', { name: 'Your Vehicle: 2005 Chevrolet Silverado 1500' })).toBeVisible();
  await page.getByRole('button', { name: 'Your Vehicle: 2005 Chevrolet Silverado 1500' }).click();
  const reset = page.waitForEvent('load');
  await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
  await reset;
  // Reset is saveVehicle with no parameters.
  expect(ymm.urls('saveVehicle').at(-1)!.search).toBe('');
  await settled(page);
  await expect(page.getByRole('button', { name: 'Select Your Vehicle' })).toBeVisible();
  await expect(fitmentOf(page, BRAKE_PADS)).toHaveText('Select Vehicle');
});

test('Show Universal Parts: toggle_universal, shown only when show_universal is on', async ({ page }) => {
  await vehicleSession(page);
  const ymm = watchVehicleCalls(page);
  await page.goto('/product/catalog');
  await settled(page);
  await page.getByRole('button', { name: 'Select Your Vehicle' }).click();
  const box = page.getByRole('dialog').getByRole('checkbox', { name: 'Show Universal Parts' });
  await expect(box).toBeChecked();
  const reloaded = page.waitForEvent('load');
  await box.click();
  await reloaded;
  expect(ymm.named('toggle_universal')).toHaveLength(1);
  await settled(page);
  await page.getByRole('button', { name: 'Select Your Vehicle' }).click();
  await expect(page.getByRole('dialog').getByRole('checkbox', { name: 'Show Universal Parts' })).not.toBeChecked();
  await vehicleSession(page, { show_universal: false });
  await page.reload();
  await settled(page);
  await page.getByRole('button', { name: 'Select Your Vehicle' }).click();
  await expect(page.getByRole('dialog').getByLabel('Year', { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Show Universal Parts' })).toHaveCount(0);
});

test('ymm_page_refresh: a save with no maybe-part reloads; with one, the page reloads once its choice is made', async ({
  page,
}) => {
  await vehicleSession(page, { ymm_page_refresh: true });
  await page.goto('/product/catalog?limit=3');
  await settled(page);
  let reloaded = page.waitForEvent('load');
  await saveFromNavbar(page, '2016', 'Chevrolet', 'Silverado 1500');
  await reloaded;
  await settled(page);
  await expect(fitmentOf(page, BRAKE_PADS)).toHaveText('Fits Your Vehicle');
  // Running boards on a 2005 Silverado: a sub model decides, so no reload until it is chosen.
  await page.goto('/product/catalog');
  await settled(page);
  let loads = 0;
  page.on('load', () => loads++);
  await saveFromNavbar(page, '2005', 'Chevrolet', 'Silverado 1500', false);
  const dialog = page.getByRole('dialog', { name: 'Select Your Vehicle' });
  await expect(dialog.getByRole('group', { name: 'One more detail' })).toContainText(
    `To check ${RUNNING_BOARDS}, choose your Sub Model`,
  );
  expect(loads).toBe(0);
  reloaded = page.waitForEvent('load');
  await dialog.getByLabel(`To check ${RUNNING_BOARDS}, choose your Sub Model`).selectOption({ label: 'LT' });
  await dialog.getByRole('button', { name: 'Check Fitment' }).click();
  await reloaded;
  await settled(page);
  await expect(fitmentOf(page, RUNNING_BOARDS)).toHaveText('Fits Your Vehicle');
});

test('on the home page with a redirect configured, saving goes there; elsewhere the page stays and revalidates', async ({
  page,
}) => {
  await vehicleSession(page, { ymm_redirect: '/product/special' });
  await page.goto('/common/home');
  await settled(page);
  const module = page.getByRole('main').getByRole('region', { name: 'Select Your Vehicle' });
  await chooseYmm(module, '2016', 'Ford', 'F-150');
  await module.getByRole('button', { name: 'Save Vehicle' }).click();
  await page.waitForURL('**/product/special');
  await settled(page);
  await expect(page.getByRole('button', { name: 'Your Vehicle: 2016 Ford F-150' })).toBeVisible();
  await saveFromNavbar(page, '2005', 'Chevrolet', 'Silverado 1500');
  expect(new URL(page.url()).pathname).toBe('/product/special');
});

test('saving a vehicle on the home page with no redirect configured reloads the page (spec 1 §4 "Otherwise the page reloads.")', async ({
  page,
}) => {
  await vehicleSession(page, { ymm_redirect: '' });
  await page.goto('/common/home');
  await settled(page);
  // A mark on the window: a reload clears it, anything less keeps it.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  const module = page.getByRole('main').getByRole('region', { name: 'Select Your Vehicle' });
  await chooseYmm(module, '2016', 'Ford', 'F-150');
  const reloaded = page.waitForEvent('load');
  await module.getByRole('button', { name: 'Save Vehicle' }).click();
  await reloaded;
  expect(new URL(page.url()).pathname).toBe('/common/home');
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(false);
  await settled(page);
  await expect(page.getByRole('button', { name: 'Your Vehicle: 2016 Ford F-150' })).toBeVisible();
});

test('the legacy form reads its lists from ../catalog/index.php?route=ymm/json/ and saves the vehicle', async ({
  page,
}) => {
  await vehicleSession(page);
  const ymm = watchVehicleCalls(page);
  await page.goto('/demo/legacy-vehicle-form');
  await settled(page);
  const form = page.getByRole('region', { name: 'Select Your Vehicle' });
  await expect(form.getByRole('tab')).toHaveCount(0);
  await chooseYmm(form, '2005', 'Chevrolet', 'Silverado 1500');
  await form.getByLabel('Sub Model').selectOption({ label: 'LT' });
  const legacy = ymm.calls.map((r) => r.url().replace(/^https?:\/\/[^/]+/, '')).filter((u) => u.includes('route='));
  expect(legacy).toEqual([
    '/catalog/index.php?route=ymm/json/years',
    '/catalog/index.php?route=ymm/json/makes&Year=2005',
    '/catalog/index.php?route=ymm/json/models&Year=2005&MakeID=1',
    '/catalog/index.php?route=ymm/json/choices&Year=2005&MakeID=1&ModelID=201',
    '/catalog/index.php?route=ymm/json/choices&Year=2005&MakeID=1&ModelID=201&SubModelID=3',
  ]);
  await form.getByRole('button', { name: 'Save Vehicle' }).click();
  await expect(form.getByRole('region', { name: 'Application summary' })).toContainText(
    '2005 Chevrolet Silverado 1500 LT',
  );
});

test('keyboard only: a card asks for the selector, the tabs move with arrow keys, selects and Save work without a mouse, Escape returns focus', async ({
  page,
}) => {
  await vehicleSession(page);
  await page.goto('/product/catalog');
  await settled(page);
  // The session's vehicle is known (none): the button asks for the selector (while checking it opens the part's modal).
  await expect(fitmentOf(page, BRAKE_PADS)).toHaveText('Select Vehicle');
  await fitmentOf(page, BRAKE_PADS).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Select Your Vehicle' });
  await expect(dialog).toBeVisible();
  const ymmTab = dialog.getByRole('tab', { name: 'Year/Make/Model' });
  await ymmTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Engine' })).toBeFocused();
  await expect(dialog.getByLabel('Engine Manufacturer')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(ymmTab).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Year', { exact: true })).toBeFocused();
  await page.keyboard.type('2016');
  await expect(dialog.getByLabel('Make', { exact: true })).toBeEnabled();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Chev');
  await expect(dialog.getByLabel('Model', { exact: true })).toBeEnabled();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Silv');
  await expect(dialog.getByLabel('Sub Model')).toBeVisible();
  // Sub model and bed length are optional: Tab past them to Save.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save Vehicle' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(fitmentOf(page, BRAKE_PADS)).toHaveText('Fits Your Vehicle');
  await expect(fitmentOf(page, BRAKE_PADS)).toBeFocused();
  // Escape closes the selector and gives focus back to the navbar button.
  const open = page.getByRole('button', { name: 'Your Vehicle: 2016 Chevrolet Silverado 1500' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('a selector whose chunk could not load: the section says so, and its Try again loads it once the network is back (React.lazy alone would keep the failure)', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/could not be rendered|Failed to fetch dynamically imported module|Failed to load resource/);
  let reachable = false;
  await page.route(/\/chunks\/vehicle-selector-\w+\.js/, (route) =>
    reachable ? route.continue() : route.abort('internetdisconnected'),
  );
  await vehicleSession(page);
  await page.goto('/product/catalog');
  await settled(page);
  await page.getByRole('button', { name: 'Select Your Vehicle' }).click();
  const failed = page.locator('[data-mount="vehicle-lookup"][data-mount-state="error"]');
  await expect(failed.getByRole('alert')).toContainText('This section could not be loaded.');
  // The rest of the page stays: the product grid is there.
  await expect(fitmentOf(page, BRAKE_PADS)).toBeVisible();
  reachable = true;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('button', { name: 'Select Your Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Your Vehicle' });
  await expect(dialog.getByRole('tab', { name: 'Year/Make/Model' })).toHaveAttribute('aria-selected', 'true');
});
