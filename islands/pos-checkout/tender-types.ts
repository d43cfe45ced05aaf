// The tenders' names and titles: what the checkout shows before a tender opens (its buttons, its transactions). The
// tender dialogs themselves (tenders.tsx) are a lazy chunk, loaded when the page is idle or a tender first opens.
import type { TransactionType } from '../../src/pos/schemas/checkout';

/** The tenders: `card` when only the generic card flag is on; each card provider its own when its flag is on. */
export type Tender = Exclude<TransactionType, 'online'> | 'card_datacap' | 'card_payjunction';

export const CARD_TENDERS: readonly Tender[] = ['card', 'card_datacap', 'card_payjunction'];

export const TENDER_TITLES: Record<TransactionType | Tender, string> = {
  card: 'Card',
  card_datacap: 'Card (Datacap)',
  card_payjunction: 'Card (PayJunction)',
  online: 'Online Invoice',
  cash: 'Cash',
  voucher: 'Voucher',
  check: 'Check',
  store_credit: 'Store Credit',
};
