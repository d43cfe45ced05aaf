// The order screens' dialogs (checkout, receipt, order view): one lazy chunk, loaded when the screen is idle or when
// one of them first opens (src/pos/ui/lazy-order-dialogs.tsx), not with the page.
export { NotificationDialog } from './notification-dialog';
export { OrderHistoryDialog } from './order-history-dialog';
export { PoNumberDialog } from './po-number-dialog';
