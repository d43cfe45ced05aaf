// The kit's base alone (not the index): the product page stays within its budget (src/forms/index.ts).
import { ChoiceGroupField, Field } from '../../src/forms/ui/field';
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

/** One product option in the kit's field its type calls for, with its required mark and the server's error. */
export function OptionField({ option, answer, error, onChange }: OptionFieldProps) {
  const common = { label: option.name, error: error ?? null, required: option.required };
  const name = `option[${option.product_option_id}]`;

  if (option.type === 'radio' || option.type === 'image' || option.type === 'checkbox') {
    const multiple = option.type === 'checkbox';
    return (
      <ChoiceGroupField
        {...common}
        multiple={multiple}
        name={multiple ? `${name}[]` : name}
        choices={option.product_option_value.map((value) => ({
          id: String(value.product_option_value_id),
          name: <ValueLabel value={value} />,
        }))}
        value={Array.isArray(answer) ? answer : answer ? [answer] : []}
        onValue={(chosen) => onChange(multiple ? chosen : (chosen[0] ?? ''))}
      />
    );
  }

  const control = {
    name,
    value: typeof answer === 'string' ? answer : '',
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <Field
      {...common}
      control={(props) =>
        option.type === 'select' ? (
          <select {...props} {...control} required={option.required}>
            <option value="">--- Please Select ---</option>
            {option.product_option_value.map((value) => (
              <option key={value.product_option_value_id} value={String(value.product_option_value_id)}>
                {value.name}
                {optionPriceText(value) ? ` (${optionPriceText(value)})` : ''}
              </option>
            ))}
          </select>
        ) : option.type === 'textarea' ? (
          <textarea {...props} {...control} required={option.required} rows={4} />
        ) : (
          <input {...props} {...control} required={option.required} type={INPUT_TYPES[option.type] ?? 'text'} />
        )
      }
    />
  );
}
