// "Select Notification Method" (spec 3 §2, §4, §5): Send stays disabled while the form is invalid.
import { useId, useState, type FormEvent } from 'react';
import { notificationDefaults, notificationProblems, type NotificationForm } from '../lib/notification-rules';
import { Modal } from './modal';
import { NotificationFields } from './notification-fields';
import { useRestoreFocus } from './use-restore-focus';
import { useSingleFlight } from './use-single-flight';

export interface NotificationDialogProps {
  open: boolean;
  onClose(): void;
  /** The customer to notify (email, telephone, texting_alerts), or null. */
  customer: { email: string; telephone: string; texting_alerts: boolean } | null;
  /** Sends; true closes the dialog. */
  onSend(form: NotificationForm): Promise<boolean>;
  title?: string;
}

export function NotificationDialog({ open, ...props }: NotificationDialogProps) {
  useRestoreFocus(open);
  // A fresh form (the customer's details) every time it opens.
  return open ? <NotificationDialogBody {...props} /> : null;
}

function NotificationDialogBody({
  onClose,
  customer,
  onSend,
  title = 'Select Notification Method',
}: Omit<NotificationDialogProps, 'open'>) {
  const [form, setForm] = useState<NotificationForm>(() => notificationDefaults(customer));
  const formId = useId();
  const [busy, send] = useSingleFlight(onSend);
  const problems = notificationProblems(form);
  const invalid = Object.keys(problems).length > 0;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    if (await send(form)) onClose();
  };
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      className="pi-backoffice"
      actions={
        <>
          <button type="button" className="pi-btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="pi-btn pi-btn--primary" disabled={invalid || busy}>
            {busy ? 'Sending...' : 'Send'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <NotificationFields form={form} onChange={setForm} problems={problems} />
      </form>
    </Modal>
  );
}
