import { expect, expectModalByKeyboard, settled, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.request.post('/__demo/reset');
});

test.describe('store selection on the contact page (/information/contact)', () => {
  test('choosing a store opens the store-shopping confirmation modal; its confirm button goes to /product/catalog', async ({
    page,
  }) => {
    await page.goto('/information/contact');
    await settled(page);
    const choose = page.getByRole('button', { name: 'Shop This Store: Summit Parts Co. - Grove City' });
    await choose.click();
    const dialog = page.getByRole('dialog', { name: 'Shop This Store?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Summit Parts Co. - Grove City');
    await expect(dialog.getByRole('button', { name: 'Start Shopping' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Start Shopping' }).click();
    await page.waitForURL('**/product/catalog');
    expect((await page.context().cookies()).find((c) => c.name === 'locator_pickup_location')?.value).toBe('4');
  });

  test('keyboard: Enter opens the modal, Escape and Cancel close it with focus back on the store, nothing is chosen', async ({
    page,
  }) => {
    await page.goto('/information/contact');
    await settled(page);
    const choose = page.getByRole('button', { name: 'Shop This Store: Summit Parts Co. - Dublin' });
    const dialog = page.getByRole('dialog', { name: 'Shop This Store?' });
    await expectModalByKeyboard(page, choose, dialog);

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(choose).toBeFocused();
    expect((await page.context().cookies()).find((c) => c.name === 'locator_pickup_location')).toBeUndefined();
    expect(page.url()).toMatch(/\/information\/contact$/);
  });

  test('the preferred store is marked "My Store"', async ({ page, context }) => {
    await context.addCookies([{ name: 'locator_pickup_location', value: '6', url: 'http://127.0.0.1' }]);
    await page.goto('/information/contact');
    await settled(page);
    await expect(page.getByRole('button', { name: 'My Store: Summit Parts Co. - Hilliard' })).toBeVisible();
  });
});
