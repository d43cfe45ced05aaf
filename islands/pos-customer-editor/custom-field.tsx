// One custom field (spec 3 §3) as its type asks: select, radio, checkbox, text, textarea, date, time, datetime.
import type { CustomField } from '../../src/pos/customer';
import { DateField, DateTimeField, TimeField } from '../../src/ui/date-fields';
import { ChoiceGroupField, InputField, SelectField, TextAreaField } from '../../src/ui/form-fields';

export function CustomFieldInput({
  field,
  value,
  onValue,
}: {
  field: CustomField;
  value: string | string[] | undefined;
  onValue(value: string | string[]): void;
}) {
  const text = typeof value === 'string' ? value : '';
  const choices = field.custom_field_value.map((c) => ({ id: String(c.custom_field_value_id), name: c.name }));
  switch (field.type) {
    case 'select':
      return (
        <SelectField label={field.name} value={text} onChange={(e) => onValue(e.target.value)}>
          <option value=""> --- Please Select --- </option>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      );
    case 'radio':
      return (
        <ChoiceGroupField
          label={field.name}
          choices={choices}
          value={text ? [text] : []}
          onValue={(v) => onValue(v[0] ?? '')}
        />
      );
    case 'checkbox':
      return (
        <ChoiceGroupField
          label={field.name}
          multiple
          choices={choices}
          value={Array.isArray(value) ? value : text ? [text] : []}
          onValue={onValue}
        />
      );
    case 'textarea':
      return <TextAreaField label={field.name} value={text} rows={3} onChange={(e) => onValue(e.target.value)} />;
    case 'date':
      return <DateField label={field.name} value={text} onValue={onValue} />;
    case 'time':
      return <TimeField label={field.name} value={text} onValue={onValue} />;
    case 'datetime':
      return <DateTimeField label={field.name} value={text} onValue={onValue} />;
    default:
      return <InputField label={field.name} value={text} onChange={(e) => onValue(e.target.value)} />;
  }
}
