// The "Select Notification Method" flow (spec 3 §7, §8): update the customer's contact details when they changed,
// then the caller's notify endpoint; its error or success as a toast; a thrown failure "Failed to send to notification".
import * as customersApi from '../api/customers';
import type { NotifyCustomer, SuccessAnswerSchema } from '../schemas/orders';
import { ServerMessageError } from '../../api/errors';
import { notificationFields, type NotificationForm } from '../lib/notification-rules';
import { notify } from '../../stores/ports';
import type * as v from 'valibot';

export const NOTIFY_FAILED = 'Failed to send to notification';

type NotifyCall = (fields: Record<string, string>) => Promise<v.InferOutput<typeof SuccessAnswerSchema>>;

export async function sendNotification(
  form: NotificationForm,
  customer: NotifyCustomer | null,
  send: NotifyCall,
): Promise<boolean> {
  const fields = notificationFields(form);
  try {
    const changed = customer && (fields.email !== customer.email || fields.phone !== customer.telephone);
    if (customer && changed) await customersApi.updateContactInfo(customer.customer_id, fields);
    const answer = await send(fields);
    notify.success(typeof answer.success === 'string' && answer.success ? answer.success : 'Notification sent.');
    return true;
  } catch (error) {
    if (error instanceof ServerMessageError) notify.error(error.message);
    else {
      console.error('[parts-islands] notification could not be sent', error);
      notify.error(NOTIFY_FAILED);
    }
    return false;
  }
}
