// The customer editor's History tab (spec 3 §2, §3, §5, §7): the entries by date added, and the add form sent as
// multipart (comment, image, and the notification fields when the customer is notified).
import * as api from '../api/customer-tabs';
import { historyImageProblem } from '../lib/history-image';
import { notificationFields, notificationProblems, type NotificationForm } from '../lib/notification-rules';
import type { CustomerHistoryRow } from '../schemas/customer-tabs';
import { tabChange, type ChangeResult } from './customer-tab-change';
import { createPagedList } from './paged-list';

export const EMPTY_ENTRY = 'Enter a comment or choose an image.';

export interface HistoryEntryForm {
  comment: string;
  image: File | null;
  notifyCustomer: boolean;
  notification: NotificationForm;
}

export type HistoryEntryProblems = Partial<Record<'comment' | 'image', string>> &
  ReturnType<typeof notificationProblems>;

/** What stops the entry from being sent (the notification fields count only when notifying). */
export function historyEntryProblems(form: HistoryEntryForm): HistoryEntryProblems {
  const problems: HistoryEntryProblems = form.notifyCustomer ? notificationProblems(form.notification) : {};
  const image = historyImageProblem(form.image);
  if (image) problems.image = image;
  if (!form.comment.trim() && !form.image) problems.comment = EMPTY_ENTRY;
  return problems;
}

export function createCustomerHistory(customerId: number) {
  const list = createPagedList<CustomerHistoryRow>(
    (query, signal) => api.listCustomerHistory(customerId, query, signal),
    { sort: 'date_added', order: 'asc', limit: 10 },
  );
  return {
    list,
    /** Sends the entry; the list is read again (its newest entries are on its last page). */
    add(form: HistoryEntryForm): Promise<ChangeResult> {
      // The six contact fields of the notification form, as 1/0 texts.
      const contact = notificationFields(form.notification) as Omit<
        api.HistoryEntryFields,
        'notifyCustomer' | 'comment' | 'image'
      >;
      return tabChange(
        'history entry could not be added',
        () =>
          api.addCustomerHistory(customerId, {
            notifyCustomer: form.notifyCustomer ? '1' : '0',
            ...(form.notifyCustomer
              ? contact
              : { ...contact, notifyByEmail: '0', notifyByText: '0', overrideTextPermission: '0' }),
            comment: form.comment.trim(),
            image: form.image,
          }),
        async () => {
          await list.reload();
          const last = list.$list.get().page?.totalPages ?? 1;
          if (last !== list.$list.get().query.page) await list.goToPage(last);
        },
        { toastFailure: false, done: 'History added.' },
      );
    },
  };
}
export type CustomerHistory = ReturnType<typeof createCustomerHistory>;
