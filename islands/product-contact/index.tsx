import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { defineIsland } from '../../src/registry/define-island';
import {
  $contactLocations,
  captchaSrc,
  loadContactLocations,
  sendProductContact,
} from '../../src/stores/product-contact';
import { CAPTCHA_LABEL, fieldsCss, InputField, SelectField, TextAreaField, textProblem } from '../../src/forms';
import { Modal } from '../../src/ui/modal';
import modalCss from '../../src/ui/modal.css?inline';
import css from './product-contact.css?inline';

const PropsSchema = v.object({
  product_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  product_name: v.optional(v.string(), ''),
  button_label: v.optional(v.string(), 'Contact Us'),
});

type Props = v.InferOutput<typeof PropsSchema>;
type Field = 'name' | 'email' | 'phone' | 'location' | 'message' | 'captcha';
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', phone: '', location: '', message: '', captcha: '' };
const LABELS: Record<Field, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone Number',
  location: 'Location',
  message: 'Message',
  captcha: CAPTCHA_LABEL,
};
const ORDER: Field[] = ['name', 'email', 'phone', 'location', 'message', 'captcha'];
/** The names productContactEmail and validateCaptcha know the fields by. */
const NAMES: Record<Field, string> = {
  name: 'pcName',
  email: 'pcEmail',
  phone: 'pcPhone',
  location: 'pcLocation',
  message: 'pcMessage',
  captcha: 'captchaInput',
};

/** Spec 1 §5: every field is required; the texts are the store's form texts (spec 3 §5). */
export function validateContact(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of ORDER) {
    const problem = textProblem(LABELS[field], values[field], { email: field === 'email' });
    if (problem) errors[field] = problem;
  }
  return errors;
}

function ProductContact({ product_id, product_name, button_label }: Props) {
  const locations = useStore($contactLocations);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState('');
  const [sent, setSent] = useState('');
  const [sending, setSending] = useState(false);
  const [nonce, setNonce] = useState(() => Date.now());
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  // The form is replaced by the confirmation: focus follows it, so the keyboard is not dropped onto the page.
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);
  const base = useId();
  const id = (field: string) => `${base}-${field}`;

  const openForm = () => {
    void loadContactLocations();
    if (sent) {
      setSent('');
      setNonce(Date.now());
    }
    setOpen(true);
  };

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: e.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusField = (field: Field) => formRef.current?.querySelector<HTMLElement>(`[name="${NAMES[field]}"]`)?.focus();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setFormError('');
    const found = validateContact(values);
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) return focusField(first);
    const location = locations.list.find((l) => String(l.location_id) === values.location);
    if (!location) return;
    setSending(true);
    const result = await sendProductContact(
      {
        name: values.name,
        email: values.email,
        phone: values.phone,
        message: values.message,
        location,
        captcha: values.captcha,
      },
      { product_id, name: product_name },
    );
    setSending(false);
    if (result.ok) {
      setSent(result.message);
      setValues(EMPTY);
      setErrors({});
      return;
    }
    if (result.captchaError) {
      setErrors({ captcha: result.captchaError });
      focusField('captcha');
    } else {
      setFormError(result.formError ?? '');
    }
  };

  const text = (field: Field) => ({
    label: LABELS[field],
    error: errors[field] ?? null,
    required: true,
    value: values[field],
    onChange: set(field),
  });

  return (
    <>
      <button
        type="button"
        className="pi-contact__open"
        data-replay="contact"
        aria-haspopup="dialog"
        onClick={openForm}
      >
        {button_label}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Contact Us" className="pi-contact">
        {sent ? (
          <div className="pi-contact__sent">
            <p role="status">{sent}</p>
            <div className="pi-modal__actions">
              <button
                ref={doneRef}
                type="button"
                className="pi-btn pi-btn--primary"
                data-initial-focus
                onClick={() => setOpen(false)}
              >
                Done
              </button>
            </div>
          </div>
        ) : (
          <form ref={formRef} className="pi-contact__form" noValidate onSubmit={submit} aria-describedby={id('about')}>
            <p id={id('about')} className="pi-contact__about">
              {product_name ? (
                <>
                  Ask a store about <strong>{product_name}</strong>.{' '}
                </>
              ) : null}
              Fields marked * are required.
            </p>
            {formError ? (
              <p className="pi-contact__alert" role="alert">
                {formError}
              </p>
            ) : null}
            <InputField {...text('name')} name="pcName" autoComplete="name" data-initial-focus />
            <InputField {...text('email')} name="pcEmail" type="email" autoComplete="email" />
            <InputField {...text('phone')} name="pcPhone" type="tel" autoComplete="tel" />
            <SelectField {...text('location')} name="pcLocation">
              <option value="">
                {locations.status === 'loading' ? 'Loading locations…' : '--- Please Select ---'}
              </option>
              {locations.list.map((l) => (
                <option key={l.location_id} value={String(l.location_id)}>
                  {l.location_name}
                </option>
              ))}
            </SelectField>
            {locations.status === 'error' ? (
              <p className="pi-contact__alert" role="alert">
                {locations.error}{' '}
                <button type="button" className="pi-btn" onClick={() => void loadContactLocations()}>
                  Try again
                </button>
              </p>
            ) : null}
            <TextAreaField {...text('message')} name="pcMessage" rows={5} />
            <div className="pi-contact__captcha-row">
              {/* Only while open: each image draws a new code on the server. */}
              {open ? <img src={captchaSrc(nonce)} alt="Verification code" width={150} height={50} /> : null}
              <button type="button" className="pi-btn" onClick={() => setNonce(Date.now())}>
                New Image
              </button>
            </div>
            <InputField
              {...text('captcha')}
              name="captchaInput"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <div className="pi-contact__actions">
              <button type="button" className="pi-btn" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="submit" className="pi-btn pi-btn--primary" disabled={sending} aria-busy={sending}>
                {sending ? 'Sending…' : 'Send Message'}
              </button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}

export default defineIsland({
  tier: 'page',
  props: PropsSchema,
  Component: ProductContact,
  css: [fieldsCss, css, modalCss],
});
