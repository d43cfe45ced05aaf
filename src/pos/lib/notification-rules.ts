// The notification form's rules (spec 3 §5 "Notification form"), shared by both notification dialogs.

export const REQUIRED = 'Required';
export const INVALID_EMAIL = 'Invalid email';
export const INVALID_PHONE = 'Invalid phone number format';
/** Spelled so (spec 3 §5). */
export const NO_TEXT_CONSENT = "Customer doesn't constent to text messages";
export const OVERRIDE_LABEL = 'The customer does NOT consent to receiving text messages. Send anyway?';

/** One e-mail pattern for every staff form (the notification forms and the customer's). */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]{2,}$/;
/**
 * Exactly the spec's pattern (spec 3 §5): optional plus, 3 digits, 3 digits, 4 to 6 digits, with optional brackets,
 * dashes, spaces or dots. No leading country code: "+1 (614) 555-0200" does not match (the mask types (###) ###-####).
 */
export const PHONE_PATTERN = /^\+?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4,6}$/;

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
