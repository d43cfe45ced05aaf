import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { defineIsland } from '../../src/registry/define-island';
import { useIsland } from '../../src/registry/island-name';
import { CustomFormSchema, type CustomForm, type CustomFormField } from '../../src/schemas/custom-form';
import { $formLocations, formCaptchaSrc, loadFormLocations, submitCustomForm } from '../../src/stores/custom-form';
import { LazyMonthField, LazyMultipleDatesField } from '../../src/ui/date-modes-lazy';
import {
  CAPTCHA_LABEL,
  CheckboxField,
  ChoiceGroupField,
  fieldsCss,
  InputField,
  SelectField,
  TextAreaField,
} from '../../src/forms';
import { loadSanitizer, sanitizeHtml } from '../../src/ui/sanitize';
import css from './custom-form.css?inline';
import {
  byIndex,
  CAPTCHA_KEY,
  initialValues,
  keyOf,
  submissionValues,
  validate,
  type FieldValue,
  type Values,
} from './validate';

/** Spec 3 §8: after a failed submission the button resets after 1 s. */
export const RESET_AFTER_ERROR_MS = 1000;

type Phase = 'editing' | 'submitting' | 'success';

const px = (n: number | null) => (n === null ? undefined : `${n}px`);

/** Server HTML (descriptions, the after-submit message) shown once DOMPurify is in; its text until then. */
function useSanitizerReady(needed: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void loadSanitizer().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [needed]);
  return ready;
}

function Html({ html, className, ready }: { html: string; className: string; ready: boolean }) {
  // `ready` re-renders once the sanitizer can keep the markup; before that sanitizeHtml gives the text only.
  const safe = useMemo(() => sanitizeHtml(html), [html, ready]); // eslint-disable-line react-hooks/exhaustive-deps
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}

function CustomFormView({ form_data, layout_settings, fields }: CustomForm) {
  const ordered = useMemo(() => byIndex(fields), [fields]);
  const [values, setValues] = useState<Values>(() => initialValues(ordered, window.location.search));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [phase, setPhase] = useState<Phase>('editing');
  const [message, setMessage] = useState('');
  const [nonce, setNonce] = useState(() => Date.now());
  const island = useIsland();
  const locations = useStore($formLocations);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const headingId = useId();
  const ready = useSanitizerReady(ordered.some((f) => f.type === 'description') || phase === 'success');

  useEffect(() => () => clearTimeout(resetTimer.current), []);
  useEffect(() => {
    if (phase === 'success') doneRef.current?.focus();
  }, [phase]);

  // A store given by name in the address becomes that store's email once the list is in.
  useEffect(() => {
    if (locations.status !== 'ready') return;
    setValues((current) => {
      let next = current;
      for (const field of ordered) {
        if (field.type !== 'store_select') continue;
        const value = current[keyOf(field)];
        const byName = locations.list.find((l) => l.location_name === value);
        if (byName) next = { ...next, [keyOf(field)]: byName.email_address };
      }
      return next;
    });
  }, [locations, ordered]);

  const set = (key: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const focusFirstProblem = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(fieldset)')?.focus(),
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (phase !== 'editing') return;
    setFormError('');
    const found = validate(ordered, values, form_data.require_captcha);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstProblem();
    setPhase('submitting');
    const result = await submitCustomForm(
      {
        origin_url: window.location.href,
        form_id: String(form_data.id),
        submission_values: submissionValues(ordered, values),
        ...(form_data.require_captcha ? { captcha: String(values[CAPTCHA_KEY] ?? '').trim() } : {}),
      },
      island,
    );
    if (result.ok) {
      if (form_data.redirect_on_submit && form_data.redirect_url) {
        window.location.assign(form_data.redirect_url);
        return;
      }
      setMessage(form_data.after_submit_message || result.message || '');
      setPhase('success');
      return;
    }
    // Spec 3 §8: shown as a captcha error when a captcha is used; the button resets after 1 s.
    if (form_data.require_captcha) {
      setErrors({ [CAPTCHA_KEY]: result.error });
      focusFirstProblem();
    } else {
      setFormError(result.error);
    }
    resetTimer.current = setTimeout(() => setPhase('editing'), RESET_AFTER_ERROR_MS);
  };

  const boxStyle = {
    '--pi-cform-bg': layout_settings.background_color || undefined,
    '--pi-cform-text': layout_settings.text_color || undefined,
    '--pi-cform-label': layout_settings.label_color || undefined,
    '--pi-cform-border': layout_settings.input_border_color || undefined,
    '--pi-cform-label-size': px(form_data.label_font_size),
    '--pi-cform-button-bg': form_data.submit_button_color || undefined,
    '--pi-cform-button-text': form_data.submit_button_text_color || undefined,
    '--pi-cform-message': form_data.confirmation_error_color || undefined,
    padding: px(layout_settings.padding),
    margin: px(layout_settings.margin),
    backgroundImage: layout_settings.background_image ? `url("${layout_settings.background_image}")` : undefined,
    backgroundSize: layout_settings.background_size,
    backgroundPosition: layout_settings.background_position,
  } as CSSProperties;
  const heading = form_data.heading_text ? (
    <h2 id={headingId} className="pi-cform__heading">
      {form_data.heading_text}
    </h2>
  ) : null;

  if (phase === 'success') {
    return (
      <div className="pi-cform" style={boxStyle}>
        {heading}
        <div ref={doneRef} tabIndex={-1} role="status" className="pi-cform__done">
          <Html html={message} className="pi-cform__message" ready={ready} />
        </div>
      </div>
    );
  }

  const field = (f: CustomFormField) => {
    const key = keyOf(f);
    const value = values[key];
    const text = typeof value === 'string' ? value : '';
    const common = {
      label: f.label_text,
      error: errors[key] ?? null,
      required: f.required,
      'aria-required': f.required || undefined,
    };
    switch (f.type) {
      case 'legend':
        return (
          <h3 key={key} className="pi-cform__legend">
            {f.legend_text}
          </h3>
        );
      case 'description':
        return <Html key={key} html={f.description_text} className="pi-cform__description" ready={ready} />;
      case 'image':
        return f.img_src ? (
          <img
            key={key}
            className="pi-cform__image"
            src={f.img_src}
            alt={f.label_text}
            width={f.width ?? undefined}
            height={f.height ?? undefined}
            loading="lazy"
          />
        ) : null;
      case 'textarea':
        return (
          <TextAreaField
            key={key}
            {...common}
            rows={4}
            placeholder={f.placeholder_text || undefined}
            value={text}
            onChange={(e) => set(key, e.target.value)}
          />
        );
      case 'dropdown':
        return (
          <SelectField key={key} {...common} value={text} onChange={(e) => set(key, e.target.value)}>
            {f.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.value}
              </option>
            ))}
          </SelectField>
        );
      case 'store_select':
        return (
          <div key={key}>
            <SelectField
              {...common}
              value={text}
              onChange={(e) => set(key, e.target.value)}
              aria-busy={locations.status === 'loading' || undefined}
            >
              <option value="">
                {locations.status === 'loading' ? 'Loading locations…' : f.placeholder_text || '--- Please Select ---'}
              </option>
              {locations.list.map((l) => (
                <option key={l.email_address + l.location_name} value={l.email_address}>
                  {l.location_name}
                </option>
              ))}
            </SelectField>
            {locations.status === 'error' ? (
              <p className="pi-cform__alert" role="alert">
                {locations.error}{' '}
                <button type="button" className="pi-cform__retry" onClick={() => void loadFormLocations()}>
                  Try again
                </button>
              </p>
            ) : null}
          </div>
        );
      case 'radio':
      case 'checkbox':
        if (f.type === 'checkbox' && f.options.length === 0)
          return (
            <CheckboxField
              key={key}
              {...common}
              checked={Array.isArray(value) && value.length > 0}
              onChange={(e) => set(key, e.target.checked ? ['1'] : [])}
            />
          );
        return (
          <ChoiceGroupField
            key={key}
            label={f.label_text}
            error={errors[key] ?? null}
            required={f.required}
            multiple={f.type === 'checkbox'}
            choices={f.options.map((o) => ({ id: o.value, name: o.value }))}
            value={Array.isArray(value) ? value : []}
            onValue={(next) => set(key, next)}
          />
        );
      case 'date':
        if (f.date_mode === 'multiple')
          return (
            <LazyMultipleDatesField
              key={key}
              label={f.label_text}
              error={errors[key] ?? null}
              required={f.required}
              value={text}
              onValue={(next) => set(key, next)}
            />
          );
        if (f.date_mode === 'month')
          return (
            <LazyMonthField
              key={key}
              label={f.label_text}
              error={errors[key] ?? null}
              required={f.required}
              value={text}
              onValue={(next) => set(key, next)}
            />
          );
        return <InputField key={key} {...common} type="date" value={text} onChange={(e) => set(key, e.target.value)} />;
      default: {
        const type = f.type === 'datetime' ? 'datetime-local' : f.type;
        return (
          <InputField
            key={key}
            {...common}
            type={type}
            autoComplete={f.type === 'email' ? 'email' : undefined}
            placeholder={f.placeholder_text || undefined}
            value={text}
            onChange={(e) => set(key, e.target.value)}
          />
        );
      }
    }
  };

  const submitting = phase === 'submitting';
  return (
    <div
      className={`pi-cform pi-cform--label-${form_data.label_position} pi-cform--submit-${form_data.submit_button_position}`}
      style={boxStyle}
    >
      {heading}
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-labelledby={heading ? headingId : undefined}
        aria-label={heading ? undefined : 'Form'}
      >
        {formError ? (
          <p className="pi-cform__alert" role="alert">
            {formError}
          </p>
        ) : null}
        {ordered.map(field)}
        {form_data.require_captcha ? (
          <div className="pi-cform__captcha">
            <div className="pi-cform__captcha-row">
              <img src={formCaptchaSrc(nonce)} alt="Verification code" width={150} height={50} />
              <button type="button" className="pi-cform__retry" onClick={() => setNonce(Date.now())}>
                New Image
              </button>
            </div>
            <InputField
              label={CAPTCHA_LABEL}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={errors[CAPTCHA_KEY] ?? null}
              value={String(values[CAPTCHA_KEY] ?? '')}
              onChange={(e) => set(CAPTCHA_KEY, e.target.value)}
            />
          </div>
        ) : null}
        <div className="pi-cform__actions">
          <button type="submit" className="pi-cform__submit" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? form_data.submitted_button_text : form_data.submit_button_text}
          </button>
        </div>
      </form>
    </div>
  );
}

export default defineIsland({
  tier: 'deferred',
  props: CustomFormSchema,
  Component: CustomFormView,
  css: [fieldsCss, css],
  // A form with a store choice reads the store list once, as it mounts.
  start({ fields }) {
    if (fields.some((f) => f.type === 'store_select')) void loadFormLocations();
  },
});
