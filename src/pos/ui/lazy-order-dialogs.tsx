// The order screens' dialogs (checkout, receipt, order view), loaded apart from the page: each renders nothing until it
// first opens (src/ui/lazy-dialog.tsx); the chunk starts once the screen is idle after mounting. The history dialog's
// store comes with them.
import type { ComponentProps } from 'react';
import { lazyChunk } from '../../registry/lazy-chunk';
import { onFirstOpen, useIdlePreload } from '../../ui/lazy-dialog';

const loadDialogs = lazyChunk(() => import('./order-dialogs'));
type Dialogs = Awaited<ReturnType<typeof loadDialogs>>;

/** Starts the dialogs' chunk when the screen is idle: call from the screen's component. */
export const useOrderDialogsPreload = () => useIdlePreload(loadDialogs);

/** getOrderStatus for the history dialog (src/pos/stores/order-history.ts), from the dialogs' chunk. */
export const loadOrderStatus = async (orderId: number, token: string) =>
  (await loadDialogs()).loadOrderStatus(orderId, token);
/** The history dialog's submit (src/pos/stores/order-history.ts), from the dialogs' chunk. */
export const submitOrderHistory = async (...args: Parameters<Dialogs['submitOrderHistory']>) =>
  (await loadDialogs()).submitOrderHistory(...args);

export const NotificationDialog = onFirstOpen(loadDialogs, (m) => m.NotificationDialog);
export const OrderHistoryDialog = onFirstOpen(loadDialogs, (m) => m.OrderHistoryDialog);
/** Rendered by its screen only while open. */
export const PoNumberDialog = onFirstOpen<Dialogs, ComponentProps<Dialogs['PoNumberDialog']> & { open?: boolean }>(
  loadDialogs,
  (m) => m.PoNumberDialog,
  true,
);
