// History tab (spec 3 §2, §3, §5): the entries, and the form adding one: comment, image (.jpg or .png, at most 2 MB),
// Notify Customer with the notification fields and the texting-consent override. A failed add keeps what was typed.
import { useMemo, useRef, useState } from 'react';
import { HISTORY_IMAGE_ACCEPT } from '../../../src/pos/lib/history-image';
import { notificationDefaults, NO_TEXT_CONSENT, type NotificationForm } from '../../../src/pos/lib/notification-rules';
import type { CustomerHistoryRow } from '../../../src/pos/schemas/customer-tabs';
import {
  createCustomerHistory,
  historyEntryProblems,
  type HistoryEntryForm,
} from '../../../src/pos/stores/customer-history';
import { CheckboxField, TextAreaField } from '../../../src/forms';
import { NotificationFields } from '../../../src/pos/ui/notification-fields';
import type { Column } from '../../../src/ui/paged-table';
import { useSingleFlight } from '../../../src/ui/use-single-flight';
import type { CustomerTabProps } from './index';
import { AddForm, dateColumn, injectTabStyles, ListTable, useListLife } from './shared';

injectTabStyles();

const columns: Column<CustomerHistoryRow>[] = [
  dateColumn('date', 'Date Added', 'date_added', (row) => row.date_added),
  { key: 'comment', label: 'Comment', render: (row) => row.comment },
  {
    key: 'image',
    label: 'Image',
    render: (row) =>
      row.image ? (
        <a href={row.image} target="_blank" rel="noopener noreferrer">
          <img className="pi-customer-tabs__thumb" src={row.image} alt={`Image of the entry of ${row.date_added}`} />
        </a>
      ) : null,
  },
];

/** The notification fields start from the customer as the editor last read or saved it (email, phone, consent). */
function contactDefaults(contact: CustomerTabProps['contact']): NotificationForm {
  const customer = contact?.() ?? null;
  return notificationDefaults(
    customer ? { email: customer.email, telephone: customer.telephone, texting_alerts: customer.texting_alerts } : null,
  );
}

const freshForm = (contact: CustomerTabProps['contact']): HistoryEntryForm => ({
  comment: '',
  image: null,
  notifyCustomer: false,
  notification: contactDefaults(contact),
});

function AddEntry({
  onAdd,
  contact,
}: {
  onAdd(form: HistoryEntryForm): Promise<{ ok: boolean; message?: string }>;
  contact: CustomerTabProps['contact'];
}) {
  const [form, setForm] = useState<HistoryEntryForm>(() => freshForm(contact));
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, send] = useSingleFlight(onAdd);
  const problems = historyEntryProblems(form);
  const shown = tried ? problems : { image: problems.image };
  const submit = async () => {
    setTried(true);
    setFailure(null);
    if (Object.keys(problems).length) return;
    const result = await send(form);
    if (!result) return;
    if (result.ok) {
      setForm(freshForm(contact));
      setTried(false);
      setFileKey((k) => k + 1);
    } else {
      // The server knows the customer's consent: once it refuses a text, the override is offered (and says why).
      if (result.message === NO_TEXT_CONSENT)
        setForm((f) => ({ ...f, notification: { ...f.notification, textingAlerts: false } }));
      else setFailure(result.message ?? null);
    }
  };
  const fileId = `pi-history-image-${fileKey}`;
  return (
    <AddForm
      id="pi-history-add-title"
      title="Add History"
      label="Add Entry"
      busy={busy}
      failure={failure}
      onSubmit={submit}
    >
      <TextAreaField
        label="Comment"
        rows={3}
        value={form.comment}
        error={shown.comment}
        onChange={(e) => setForm({ ...form, comment: e.target.value })}
      />
      <div className="pi-form-field">
        <label htmlFor={fileId} className="pi-form-field__label">
          Image
        </label>
        <input
          key={fileKey}
          ref={fileRef}
          id={fileId}
          type="file"
          className="pi-form-field__control"
          accept={HISTORY_IMAGE_ACCEPT}
          aria-invalid={shown.image ? true : undefined}
          aria-describedby={`${fileId}-hint${shown.image ? ` ${fileId}-error` : ''}`}
          onChange={(e) => setForm({ ...form, image: e.target.files?.[0] ?? null })}
        />
        <span id={`${fileId}-hint`} className="pi-form-field__hint">
          A .jpg or .png file of at most 2 MB.
        </span>
        {shown.image ? (
          <span id={`${fileId}-error`} className="pi-form-field__error" role="alert">
            {shown.image}
          </span>
        ) : null}
      </div>
      <CheckboxField
        label="Notify Customer"
        toggle
        checked={form.notifyCustomer}
        // Turned on, the fields start from the customer as saved now (the General tab may have changed them).
        onChange={(e) =>
          setForm({
            ...form,
            notifyCustomer: e.target.checked,
            notification: e.target.checked ? contactDefaults(contact) : form.notification,
          })
        }
      />
      {form.notifyCustomer ? (
        <>
          <NotificationFields
            form={form.notification}
            onChange={(notification: NotificationForm) => setForm({ ...form, notification })}
            problems={tried ? problems : {}}
          />
        </>
      ) : null}
    </AddForm>
  );
}

export default function HistoryTab({ customerId, contact }: CustomerTabProps) {
  const history = useMemo(() => createCustomerHistory(customerId), [customerId]);
  useListLife(history.list);
  return (
    <section className="pi-customer-tabs" aria-label="History">
      <ListTable list={history.list} caption="History" columns={columns} rowKey={(row) => row.customer_history_id} />
      <AddEntry onAdd={history.add} contact={contact} />
    </section>
  );
}
