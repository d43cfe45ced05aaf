import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_FAILED, submitOrderHistory, type OrderHistoryAnswer } from '../../../src/pos/stores/order-history';
import type { OrderStatusAnswer } from '../../../src/pos/schemas/orders';
import { OrderHistoryDialog } from '../../../src/pos/ui/order-history-dialog';
import { json, stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { notify } from '../helpers/notify';

const STATUS: OrderStatusAnswer = {
  orderStatusId: 1,
  orderStatuses: [
    { order_status_id: 1, name: 'Pending' },
    { order_status_id: 3, name: 'Shipped' },
  ],
  recentHistoryNote: 'Order created at the counter.',
  email: 'jamal.brooks@example.com',
  phone: '(614) 555-0200',
  textingAlerts: false,
};

let server: FakeFetch;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDialog() {
  const onClose = vi.fn();
  const afterSubmit = vi.fn<(answer: OrderHistoryAnswer) => void>();
  render(
    <OrderHistoryDialog
      open
      onClose={onClose}
      load={() => Promise.resolve(STATUS)}
      onSubmit={(form) => submitOrderHistory(1006, form, 'tok')}
      afterSubmit={afterSubmit}
    />,
  );
  return { onClose, afterSubmit };
}

const HISTORY = 'POST /admin/index.php';

describe('"Add Order History" (spec 3 §3, §7, §8)', () => {
  it('the form always sends the six notify fields, also when the customer is not notified', async () => {
    const user = userEvent.setup();
    server.onJson(HISTORY, { success: 'Order history added.' });
    const { onClose, afterSubmit } = renderDialog();
    await user.type(await screen.findByLabelText('Comment'), 'Parts arrive Friday.');
    await user.click(screen.getByRole('button', { name: 'Order History' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = server.sent(HISTORY);
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({
      route: 'sale/order/api',
      token: 'tok',
      api: 'api/order/history',
      order_id: '1006',
    });
    expect(Object.fromEntries(sent[0]!.form)).toEqual({
      orderStatusId: '1',
      notifyCustomer: '0',
      notifyByEmail: '1',
      notifyByText: '0',
      overrideTextPermission: '0',
      textingAlerts: '0',
      email: 'jamal.brooks@example.com',
      phone: '(614) 555-0200',
      comment: 'Parts arrive Friday.',
    });
    expect(notify.success).toHaveBeenCalledWith('Order history added.');
    expect(afterSubmit).toHaveBeenCalledWith({ success: 'Order history added.' });
  });

  it('a response error is an error toast and the after-submit callback receives that answer; the dialog keeps what was typed', async () => {
    const user = userEvent.setup();
    server.onJson(HISTORY, { error: 'Choose an order status.' });
    const { onClose, afterSubmit } = renderDialog();
    await user.type(await screen.findByLabelText('Comment'), 'Waiting on the distributor.');
    await user.click(screen.getByRole('button', { name: 'Order History' }));
    await waitFor(() => expect(afterSubmit).toHaveBeenCalledWith({ error: 'Choose an order status.' }));
    expect(notify.error).toHaveBeenCalledWith('Choose an order status.');
    expect(notify.error).not.toHaveBeenCalledWith(HISTORY_FAILED);
    expect(notify.success).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Comment')).toHaveProperty('value', 'Waiting on the distributor.');
    expect(screen.getByRole('button', { name: 'Order History' })).toHaveProperty('disabled', false);
  });

  it('a failed call (no answer to read) is "Failed to add order history"; no callback; sending again works', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.on(HISTORY, () => json({ unexpected: true }));
    server.on(HISTORY, () => json({ success: 'Order history added.' }));
    const { onClose, afterSubmit } = renderDialog();
    await user.type(await screen.findByLabelText('Comment'), 'Called.');
    await user.click(screen.getByRole('button', { name: 'Order History' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(HISTORY_FAILED));
    expect(afterSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Comment')).toHaveProperty('value', 'Called.');
    await user.click(screen.getByRole('button', { name: 'Order History' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(afterSubmit).toHaveBeenCalledWith({ success: 'Order history added.' });
    expect(server.sent(HISTORY)).toHaveLength(2);
  });
});
