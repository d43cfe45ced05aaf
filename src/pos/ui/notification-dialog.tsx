// "Select Notification Method" (spec 3 §2, §4, §5): Send stays disabled while the form is invalid.
import { useState } from 'react';
import { notificationDefaults, notificationProblems, type NotificationForm } from '../lib/notification-rules';
import { FormDialog } from '../../ui/form-dialog';
import { NotificationFields } from './notification-fields';
import { useRestoreFocus } from '../../ui/use-restore-focus';

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
  const problems = notificationProblems(form);
  const invalid = Object.keys(problems).length > 0;
  const submit = async () => {
    if (invalid) return;
    if (await onSend(form)) onClose();
  };
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      label="Send"
      busyLabel="Sending..."
      disabled={invalid}
      className="pi-backoffice"
    >
      <NotificationFields form={form} onChange={setForm} problems={problems} />
    </FormDialog>
  );
}
