import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { defineIsland } from '../../src/registry/define-island';
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
  const id = useId();
  const loggedIn = useStore($config).logged_in;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

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
    const result = await registerAccount({
      firstname: text('firstname'),
      lastname: text('lastname'),
      email: text('email'),
      telephone: text('telephone'),
      password: text('password'),
      confirm: text('confirm'),
      newsletter: data.get('newsletter') === '1',
      agree: data.get('agree') === '1',
    });
    setBusy(false);
    if (result.ok) setDone(true);
    else setErrors(result.fieldErrors);
  };

  const described = (name: string) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {};
  const error = (name: string) =>
    errors[name] ? (
      <p className="pi-register__error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form className="pi-register" noValidate onSubmit={submit} aria-label="Register Account">
      {loggedIn ? <p className="pi-register__note">You are signed in; registering creates a new account.</p> : null}
      {FIELDS.map(([name, label, type, autoComplete]) => (
        <div className="pi-register__field" key={name}>
          <label htmlFor={`${id}-${name}`}>
            {label}
            <span aria-hidden="true"> *</span>
          </label>
          <input
            id={`${id}-${name}`}
            name={name}
            type={type}
            autoComplete={autoComplete}
            aria-required="true"
            {...described(name)}
          />
          {error(name)}
        </div>
      ))}
      <label className="pi-register__check">
        <input type="checkbox" name="newsletter" value="1" /> Subscribe to the newsletter
      </label>
      <div className="pi-register__field">
        <label className="pi-register__check">
          <input type="checkbox" name="agree" value="1" {...described('agree')} /> I have read and agree to the{' '}
          <a href={privacy_href}>Privacy Policy</a>
        </label>
        {error('agree')}
      </div>
      <button type="submit" className="pi-register__submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Creating account…' : 'Continue'}
      </button>
    </form>
  );
}

export default defineIsland({ tier: 'page', props: PropsSchema, Component: RegisterForm, css: [css, catalogCss] });
