// "Add Order History" (spec 3 §2, §3, §5, §8): Most Recent Note, Order Status, Comment, Notify Customer with the notify
// method; Cancel and "Order History"; "Loading..." while it is sent; the after-submit callback gets the server's answer
// (success or error); the receipt shows the order's history so far above the form. It closes once the entry is added; on a failure or a refusal it stays open with what was typed
// (the deliberate reading of "closes on submit": nothing typed is lost, and the staff can correct and retry).
import { useEffect, useState, type ReactNode } from 'react';
import { notificationProblems, type NotificationForm } from '../lib/notification-rules';
import type { OrderStatusAnswer } from '../schemas/orders';
import type { OrderHistoryAnswer, OrderHistoryForm, OrderHistoryOutcome } from '../stores/order-history';
import { CheckboxField, SelectField, TextAreaField } from '../../forms';
import { FormDialog } from '../../ui/form-dialog';
import { NotificationFields } from './notification-fields';
import { useRestoreFocus } from '../../ui/use-restore-focus';

export interface OrderHistoryDialogProps {
  open: boolean;
  onClose(): void;
  /** getOrderStatus: null when it failed. */
  load(): Promise<OrderStatusAnswer | null>;
  /** Adds the entry; ok (or true) closes the dialog. */
  onSubmit(form: OrderHistoryForm): Promise<OrderHistoryOutcome | boolean>;
  /** The after-submit callback (spec 3 §8): the server's answer, success or error, once it is shown as a toast. */
  afterSubmit?(answer: OrderHistoryAnswer): void;
  /** The order's history so far, shown above the form (the receipt's Order History). */
  history?: ReactNode;
}

export function OrderHistoryDialog({ open, ...props }: OrderHistoryDialogProps) {
  useRestoreFocus(open);
  return open ? <OrderHistoryDialogBody {...props} /> : null;
}

function OrderHistoryDialogBody({
  onClose,
  load,
  onSubmit,
  afterSubmit,
  history,
}: Omit<OrderHistoryDialogProps, 'open'>) {
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
    const result = await onSubmit({ orderStatusId: Number(orderStatusId), notifyCustomer, comment, notification });
    const outcome = typeof result === 'boolean' ? { ok: result, answer: null } : result;
    if (outcome.answer) afterSubmit?.(outcome.answer);
    if (outcome.ok) onClose();
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
