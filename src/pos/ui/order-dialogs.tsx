// The order screens' dialogs (checkout, receipt, order view): one lazy chunk, loaded when the screen is idle or when
// one of them first opens (src/pos/ui/lazy-order-dialogs.tsx), not with the page.
export { NotificationDialog } from './notification-dialog';
export { OrderHistoryDialog } from './order-history-dialog';
export { PoNumberDialog } from './po-number-dialog';
// The history dialog's calls: the screens call them through src/pos/ui/lazy-order-dialogs.tsx once the chunk is in.
export { loadOrderStatus, submitOrderHistory } from '../stores/order-history';
