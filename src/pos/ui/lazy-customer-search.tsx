// The customer search dialog on the order screens (checkout, receipt, order view), loaded apart from the page: it renders
// nothing until it first opens (src/ui/lazy-dialog.tsx); the chunk starts once the screen is idle after mounting. The POS
// cart's customer panel imports the dialog itself (./customer-search).
import { lazyChunk } from '../../registry/lazy-chunk';
import { onFirstOpen, useIdlePreload } from '../../ui/lazy-dialog';

const loadSearch = lazyChunk(() => import('./customer-search'));

/** Starts the dialog's chunk when the screen is idle: call from the screen's component. */
export const useCustomerSearchPreload = () => useIdlePreload(loadSearch);

export const CustomerSearchModal = onFirstOpen(loadSearch, (m) => m.CustomerSearchModal);
