import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { CheckboxField, fieldsCss, InputField } from '../../src/forms';
import { defineIsland } from '../../src/registry/define-island';
import { useIsland } from '../../src/registry/island-name';
import { registerAccount, type RegistrationFields } from '../../src/stores/account';
import { $config } from '../../src/stores/config';
import catalogCss from '../../src/ui/catalog.css?inline';
import css from './register-form.css?inline';

const PropsSchema = v.object({
  /** Where the "Continue" link goes after the account is created. */
  continue_href: v.optional(v.string(), '/'),
  privacy_href: v.optional(v.string(), '/information/information?information_id=3'),
});

type TextField = Exclude<keyof RegistrationFields, 'newsletter' | 'agree'>;
const FIELDS: [TextField, string, string, string][] = [
  ['firstname', 'First Name', 'text', 'given-name'],
  ['lastname', 'Last Name', 'text', 'family-name'],
  ['email', 'E-Mail', 'email', 'email'],
  ['telephone', 'Telephone', 'tel', 'tel'],
  ['password', 'Password', 'password', 'new-password'],
  ['confirm', 'Password Confirm', 'password', 'new-password'],
];

/** /account/register: the fields go to processPost; each server error is its own toast and is shown beside its field. */
function RegisterForm({ continue_href, privacy_href }: v.InferOutput<typeof PropsSchema>) {
  const loggedIn = useStore($config).logged_in;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const island = useIsland();

  if (done) {
    return (
      <div className="pi-register pi-register--done" role="status">
        <p>Your account has been created. You are now signed in.</p>
        <a href={continue_href}>Continue</a>
      </div>
    );
  }

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const text = (k: TextField) => String(data.get(k) ?? '');
    setBusy(true);
    const result = await registerAccount(
      {
        firstname: text('firstname'),
        lastname: text('lastname'),
        email: text('email'),
        telephone: text('telephone'),
        password: text('password'),
        confirm: text('confirm'),
        newsletter: data.get('newsletter') === '1',
        agree: data.get('agree') === '1',
      },
      island,
    );
    setBusy(false);
    if (result.ok) setDone(true);
    else setErrors(result.fieldErrors);
  };

  const error = (name: string) => errors[name] ?? null;

  return (
    <form className="pi-register" noValidate onSubmit={submit} aria-label="Register Account">
      {loggedIn ? <p className="pi-register__note">You are signed in; registering creates a new account.</p> : null}
      {FIELDS.map(([name, label, type, autoComplete]) => (
        <InputField
          key={name}
          label={label}
          error={error(name)}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
        />
      ))}
      <CheckboxField label="Subscribe to the newsletter" name="newsletter" value="1" />
      <CheckboxField
        label={
          <>
            I have read and agree to the <a href={privacy_href}>Privacy Policy</a>
          </>
        }
        error={error('agree')}
        name="agree"
        value="1"
      />
      <button type="submit" className="pi-register__submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Creating account…' : 'Continue'}
      </button>
    </form>
  );
}

export default defineIsland({
  tier: 'page',
  props: PropsSchema,
  Component: RegisterForm,
  css: [fieldsCss, css, catalogCss],
});
