import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HISTORY_FAILED,
  loadOrderStatus,
  submitOrderHistory,
  type OrderHistoryAnswer,
} from '../../../src/pos/stores/order-history';
import type { OrderStatusAnswer } from '../../../src/pos/schemas/orders';
import { OrderHistoryDialog } from '../../../src/pos/ui/order-history-dialog';
import { mountProps } from '../helpers/demo-page';
import { demoStore } from '../helpers/demo-store';
import { notify } from '../helpers/notify';
import { newOrder } from '../helpers/pos-orders';
import { resetStores } from '../helpers/stores';

// The back office's admin endpoint on the demo store: a staff session, an order of the test's own for customer 2,
// and the admin token the store renders into the order's page.
const store = demoStore();
const HISTORY = 'POST /admin/index.php';
let orderId = 0;
let token = '';

beforeEach(async () => {
  resetStores();
  await store.signInAsStaff();
  orderId = await newOrder(store, { customerId: 2 });
  token = String((await mountProps(store, `/pos/order/view?order_id=${orderId}`, 'pos-order-view')).token);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The order's history as the store holds it. */
const histories = async () =>
  ((await store.json(`/pos/order/histories?order_id=${orderId}`)) as { histories: { comment: string }[] }).histories;

function renderDialog(load: () => Promise<OrderStatusAnswer | null> = () => loadOrderStatus(orderId, token)) {
  const onClose = vi.fn();
  const afterSubmit = vi.fn<(answer: OrderHistoryAnswer) => void>();
  render(
    <OrderHistoryDialog
      open
      onClose={onClose}
      load={load}
      onSubmit={(form) => submitOrderHistory(orderId, form, token)}
      afterSubmit={afterSubmit}
    />,
  );
  return { onClose, afterSubmit };
}

describe('"Add Order History" (spec 3 §3, §7, §8)', () => {
  it('the form always sends the six notify fields, also when the customer is not notified', async () => {
    const user = userEvent.setup();
    const status = (await loadOrderStatus(orderId, token))!;
    const { onClose, afterSubmit } = renderDialog();
    await user.type(await screen.findByLabelText('Comment'), 'Parts arrive Friday.');
    await user.click(screen.getByRole('button', { name: 'Order History' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = store.sent(HISTORY);
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({
      route: 'sale/order/api',
      token,
      api: 'api/order/history',
      order_id: String(orderId),
    });
    expect(Object.fromEntries(sent[0]!.form)).toEqual({
      orderStatusId: String(status.orderStatusId),
      notifyCustomer: '0',
      notifyByEmail: '1',
      notifyByText: '0',
      overrideTextPermission: '0',
      textingAlerts: status.textingAlerts ? '1' : '0',
      email: status.email,
      phone: status.phone,
      comment: 'Parts arrive Friday.',
    });
    expect(status.email).toMatch(/@/);
    expect(notify.success).toHaveBeenCalledWith('Order history added.');
    expect(afterSubmit).toHaveBeenCalledWith({ success: 'Order history added.' });
    expect((await histories()).map((h) => h.comment)).toContain('Parts arrive Friday.');
  });

  it('a response error is an error toast and the after-submit callback receives that answer; the dialog keeps what was typed', async () => {
    const user = userEvent.setup();
    // The dialog offers a status the store no longer has (read before another admin removed it): the store refuses it.
    const { onClose, afterSubmit } = renderDialog(async () => {
      const status = (await loadOrderStatus(orderId, token))!;
      return {
        ...status,
        orderStatusId: 4,
        orderStatuses: [...status.orderStatuses, { order_status_id: 4, name: 'Backordered' }],
      };
    });
    await user.type(await screen.findByLabelText('Comment'), 'Waiting on the distributor.');
    await user.click(screen.getByRole('button', { name: 'Order History' }));
    await waitFor(() => expect(afterSubmit).toHaveBeenCalledWith({ error: 'Choose an order status.' }));
    expect(notify.error).toHaveBeenCalledWith('Choose an order status.');
    expect(notify.error).not.toHaveBeenCalledWith(HISTORY_FAILED);
    expect(notify.success).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Comment')).toHaveProperty('value', 'Waiting on the distributor.');
    expect(screen.getByRole('button', { name: 'Order History' })).toHaveProperty('disabled', false);
    expect((await histories()).map((h) => h.comment)).not.toContain('Waiting on the distributor.');
  });

  it('a failed call (no answer to read) is "Failed to add order history"; no callback; sending again works', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The statuses are read first; then the first send is answered with a 200 of no documented shape.
    const status = await loadOrderStatus(orderId, token);
    await store.fault({ path: '/admin/index.php', kind: 'malformed' });
    const { onClose, afterSubmit } = renderDialog(() => Promise.resolve(status));
    await user.type(await screen.findByLabelText('Comment'), 'Called.');
    await user.click(screen.getByRole('button', { name: 'Order History' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(HISTORY_FAILED));
    expect(afterSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Comment')).toHaveProperty('value', 'Called.');
    await user.click(screen.getByRole('button', { name: 'Order History' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(afterSubmit).toHaveBeenCalledWith({ success: 'Order history added.' });
    expect(store.sent(HISTORY)).toHaveLength(2);
    expect((await histories()).filter((h) => h.comment === 'Called.')).toHaveLength(1);
  });
});
