// "Add Order History" (spec 3 §2, §3, §5): Most Recent Note, Order Status, Comment, Notify Customer with the notify
// method; Cancel and "Order History"; "Loading..." while it is sent; closes once it is added.
import { useEffect, useState, type ReactNode } from 'react';
import { notificationProblems, type NotificationForm } from '../lib/notification-rules';
import type { OrderStatusAnswer } from '../schemas/pos-orders';
import type { OrderHistoryForm } from '../stores/pos/order-history';
import { CheckboxField, SelectField, TextAreaField } from './form-fields';
import { FormDialog } from './form-dialog';
import { NotificationFields } from './notification-fields';
import { useRestoreFocus } from './use-restore-focus';

export interface OrderHistoryDialogProps {
  open: boolean;
  onClose(): void;
  /** getOrderStatus: null when it failed. */
  load(): Promise<OrderStatusAnswer | null>;
  /** Adds the entry; true closes the dialog. */
  onSubmit(form: OrderHistoryForm): Promise<boolean>;
  /** The order's history so far, shown above the form (the receipt's Order History). */
  history?: ReactNode;
}

export function OrderHistoryDialog({ open, ...props }: OrderHistoryDialogProps) {
  useRestoreFocus(open);
  return open ? <OrderHistoryDialogBody {...props} /> : null;
}

function OrderHistoryDialogBody({ onClose, load, onSubmit, history }: Omit<OrderHistoryDialogProps, 'open'>) {
  const [status, setStatus] = useState<OrderStatusAnswer | null | 'loading'>('loading');
  const [orderStatusId, setOrderStatusId] = useState('');
  const [comment, setComment] = useState('');
  const [notifyCustomer, setNotifyCustomer] = useState(false);
  const [notification, setNotification] = useState<NotificationForm | null>(null);

  useEffect(() => {
    let live = true;
    void load().then((answer) => {
      if (!live) return;
      setStatus(answer);
      if (answer) {
        setOrderStatusId(String(answer.orderStatusId));
        setNotification({
          notifyByEmail: true,
          notifyByText: false,
          overrideTextPermission: false,
          textingAlerts: answer.textingAlerts,
          email: answer.email,
          phone: answer.phone,
        });
      }
    });
    return () => {
      live = false;
    };
  }, [load]);

  const problems = notifyCustomer && notification ? notificationProblems(notification) : {};
  const ready = status !== 'loading' && status !== null && notification !== null;
  const invalid = !ready || !orderStatusId || Object.keys(problems).length > 0;
  const send = async () => {
    if (invalid || !notification) return;
    const done = await onSubmit({ orderStatusId: Number(orderStatusId), notifyCustomer, comment, notification });
    if (done) onClose();
  };

  return (
    <FormDialog
      title="Add Order History"
      onClose={onClose}
      onSubmit={send}
      label="Order History"
      busyLabel="Loading..."
      disabled={invalid}
      className="pi-backoffice"
    >
      {history ? <section aria-label="History">{history}</section> : null}
      {status === 'loading' ? <p role="status">Loading...</p> : null}
      {status === null ? (
        <p className="pi-form-field__error" role="alert">
          The order statuses could not be loaded. Close and try again.
        </p>
      ) : null}
      {ready && status ? (
        <>
          <TextAreaField
            label="Most Recent Note"
            readOnly
            rows={2}
            value={status.recentHistoryNote || 'No notes yet.'}
          />
          <SelectField
            label="Order Status"
            value={orderStatusId}
            onChange={(e) => setOrderStatusId(e.target.value)}
            data-initial-focus
          >
            {status.orderStatuses.map((s) => (
              <option key={s.order_status_id} value={String(s.order_status_id)}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <TextAreaField label="Comment" rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
          <CheckboxField
            label="Notify Customer"
            toggle
            checked={notifyCustomer}
            onChange={(e) => setNotifyCustomer(e.target.checked)}
          />
          {notifyCustomer && notification ? (
            <NotificationFields form={notification} onChange={setNotification} problems={problems} />
          ) : null}
        </>
      ) : null}
    </FormDialog>
  );
}
