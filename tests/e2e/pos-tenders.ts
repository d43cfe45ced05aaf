// The POS checkout's tenders as the browser specs drive them (spec 2 "Payment types"): a tender button, a card charge.
import type { Page } from '@playwright/test';
import { dialog, expect } from './fixtures';

/** A tender's button in the "Payment types" group. */
export const tender = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Payment types' }).getByRole('button', { name, exact: true });

/**
 * Fills the card dialog and charges `amount` (its cents choose the demo terminal's outcome) on the front counter
 * terminal, Parts, Credit; waits for the dialog to close unless the terminal is not `answered` yet.
 */
export async function chargeCard(page: Page, amount: string, answered = true): Promise<void> {
  await tender(page, 'Card').click();
  const card = dialog(page, 'Card Payment');
  await card.getByLabel('Amount').fill(amount);
  await card.getByLabel('Device').selectOption({ label: 'Front counter terminal' });
  await card.getByLabel('Department').selectOption({ label: 'Parts' });
  await card.getByRole('radio', { name: 'Credit' }).check();
  await card.getByRole('button', { name: 'Charge Card' }).click();
  if (answered) await expect(card).toBeHidden();
}
