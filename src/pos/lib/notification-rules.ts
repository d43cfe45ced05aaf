// The notification form's rules (spec 3 §5 "Notification form"), shared by both notification dialogs.

import { EMAIL_PATTERN, INVALID_EMAIL, INVALID_PHONE, PHONE_PATTERN, REQUIRED } from '../../forms/lib/rules';

export { EMAIL_PATTERN, INVALID_EMAIL, INVALID_PHONE, PHONE_PATTERN, REQUIRED };
/** Spelled so (spec 3 §5). */
export const NO_TEXT_CONSENT = "Customer doesn't constent to text messages";
export const OVERRIDE_LABEL = 'The customer does NOT consent to receiving text messages. Send anyway?';

export interface NotificationForm {
  notifyByEmail: boolean;
  notifyByText: boolean;
  overrideTextPermission: boolean;
  /** The customer's texting_alerts: whether texts are allowed without an override. */
  textingAlerts: boolean;
  email: string;
  phone: string;
}

export type NotificationProblems = Partial<Record<'method' | 'email' | 'phone' | 'overrideTextPermission', string>>;

/** Defaults (spec 3 §4): email on, text off; text permission from the customer, on when there is no customer. */
export function notificationDefaults(
  customer: { email: string; telephone: string; texting_alerts: boolean } | null,
): NotificationForm {
  return {
    notifyByEmail: true,
    notifyByText: false,
    overrideTextPermission: false,
    textingAlerts: customer ? customer.texting_alerts : true,
    email: customer?.email ?? '',
    phone: customer?.telephone ?? '',
  };
}

export function notificationProblems(form: NotificationForm): NotificationProblems {
  const problems: NotificationProblems = {};
  if (!form.notifyByEmail && !form.notifyByText) problems.method = REQUIRED;
  if (form.notifyByEmail) {
    if (!form.email.trim()) problems.email = REQUIRED;
    else if (!EMAIL_PATTERN.test(form.email.trim())) problems.email = INVALID_EMAIL;
  }
  if (form.notifyByText) {
    if (!form.phone.trim()) problems.phone = REQUIRED;
    else if (!PHONE_PATTERN.test(form.phone.trim())) problems.phone = INVALID_PHONE;
    if (!form.textingAlerts && !form.overrideTextPermission) problems.overrideTextPermission = NO_TEXT_CONSENT;
  }
  return problems;
}

/** The form as the server takes it (1/0 flags, spec 3 §3). */
export function notificationFields(form: NotificationForm): Record<string, string> {
  return {
    notifyByEmail: form.notifyByEmail ? '1' : '0',
    notifyByText: form.notifyByText ? '1' : '0',
    overrideTextPermission: form.overrideTextPermission ? '1' : '0',
    textingAlerts: form.textingAlerts ? '1' : '0',
    email: form.email.trim(),
    phone: form.phone.trim(),
  };
}
