// The notify-method fields both notification dialogs share (spec 3 §2, §3, §5): email and/or text, the email and
// phone inputs, and the override checkbox when the customer has not allowed texts.
import { OVERRIDE_LABEL, type NotificationForm, type NotificationProblems } from '../lib/notification-rules';
import { CheckboxField, InputField, PhoneField } from '../../forms';

export function NotificationFields({
  form,
  onChange,
  problems,
}: {
  form: NotificationForm;
  onChange(form: NotificationForm): void;
  /** Problems to show (only those of fields the user has touched or tried to send). */
  problems: NotificationProblems;
}) {
  const set = (patch: Partial<NotificationForm>) => onChange({ ...form, ...patch });
  return (
    <>
      <fieldset className="pi-form-fieldset">
        <legend>Notify by</legend>
        <CheckboxField
          label="Email"
          checked={form.notifyByEmail}
          onChange={(e) => set({ notifyByEmail: e.target.checked })}
        />
        <CheckboxField
          label="Text"
          checked={form.notifyByText}
          onChange={(e) => set({ notifyByText: e.target.checked })}
        />
        {problems.method ? (
          <span className="pi-form-field__error" role="alert">
            {problems.method}
          </span>
        ) : null}
      </fieldset>
      {form.notifyByEmail ? (
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          error={problems.email}
          onChange={(e) => set({ email: e.target.value })}
        />
      ) : null}
      {form.notifyByText ? (
        <PhoneField label="Phone" value={form.phone} error={problems.phone} onValue={(phone) => set({ phone })} />
      ) : null}
      {form.notifyByText && !form.textingAlerts ? (
        <CheckboxField
          label={OVERRIDE_LABEL}
          checked={form.overrideTextPermission}
          error={problems.overrideTextPermission}
          onChange={(e) => set({ overrideTextPermission: e.target.checked })}
        />
      ) : null}
    </>
  );
}
