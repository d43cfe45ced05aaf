import { useId } from 'react';
import { formatPriceDollars } from '../../src/lib/money';
import type { OptionValue, ProductOption } from '../../src/schemas/product';

export type OptionAnswer = string | string[];

/** "+$12.00" as the server wrote it, else built from price_prefix and price; nothing for a zero price. */
export function optionPriceText(value: OptionValue): string {
  if (value.price_text) return value.price_text;
  return value.price ? `${value.price_prefix}${formatPriceDollars(value.price)}` : '';
}

function ValueLabel({ value }: { value: OptionValue }) {
  const price = optionPriceText(value);
  return (
    <>
      {value.image ? <img className="pi-option__image" src={value.image} alt="" width={40} height={40} /> : null}
      {value.name}
      {price ? <span className="pi-option__price"> ({price})</span> : null}
    </>
  );
}

function RequiredMark({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <>
      <span className="pi-option__required" aria-hidden="true">
        {' '}
        *
      </span>
      <span className="pi-sr-only"> (required)</span>
    </>
  );
}

const INPUT_TYPES: Partial<Record<ProductOption['type'], string>> = {
  text: 'text',
  date: 'date',
  time: 'time',
  datetime: 'datetime-local',
};

export interface OptionFieldProps {
  option: ProductOption;
  answer: OptionAnswer | undefined;
  error: string | undefined;
  onChange: (answer: OptionAnswer) => void;
}

/** One product option in the control its type calls for, with its required mark and the server's error beside it. */
export function OptionField({ option, answer, error, onChange }: OptionFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  const errorText = error ? (
    <p className="pi-option__error" id={errorId}>
      {error}
    </p>
  ) : null;
  const name = `option[${option.product_option_id}]`;

  if (option.type === 'radio' || option.type === 'image' || option.type === 'checkbox') {
    const multiple = option.type === 'checkbox';
    const chosen = Array.isArray(answer) ? answer : answer ? [answer] : [];
    return (
      <fieldset
        className={`pi-option pi-option--${option.type}`}
        {...(multiple ? {} : { role: 'radiogroup', 'aria-required': option.required })}
        {...invalid}
      >
        <legend>
          {option.name}
          <RequiredMark required={option.required} />
        </legend>
        {option.product_option_value.map((value) => {
          const key = String(value.product_option_value_id);
          return (
            <label key={key} className="pi-option__choice">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={multiple ? `${name}[]` : name}
                value={key}
                checked={chosen.includes(key)}
                onChange={(e) =>
                  onChange(multiple ? (e.target.checked ? [...chosen, key] : chosen.filter((c) => c !== key)) : key)
                }
              />{' '}
              <ValueLabel value={value} />
            </label>
          );
        })}
        {errorText}
      </fieldset>
    );
  }

  const text = typeof answer === 'string' ? answer : '';
  const label = (
    <label htmlFor={id}>
      {option.name}
      <RequiredMark required={option.required} />
    </label>
  );
  let control;
  if (option.type === 'select') {
    control = (
      <select
        id={id}
        name={name}
        value={text}
        aria-required={option.required}
        onChange={(e) => onChange(e.target.value)}
        {...invalid}
      >
        <option value="">--- Please Select ---</option>
        {option.product_option_value.map((value) => (
          <option key={value.product_option_value_id} value={String(value.product_option_value_id)}>
            {value.name}
            {optionPriceText(value) ? ` (${optionPriceText(value)})` : ''}
          </option>
        ))}
      </select>
    );
  } else if (option.type === 'textarea') {
    control = (
      <textarea
        id={id}
        name={name}
        rows={4}
        value={text}
        aria-required={option.required}
        onChange={(e) => onChange(e.target.value)}
        {...invalid}
      />
    );
  } else {
    control = (
      <input
        id={id}
        name={name}
        type={INPUT_TYPES[option.type] ?? 'text'}
        value={text}
        aria-required={option.required}
        onChange={(e) => onChange(e.target.value)}
        {...invalid}
      />
    );
  }
  return (
    <div className={`pi-option pi-option--${option.type}`}>
      {label}
      {control}
      {errorText}
    </div>
  );
}
