import { CAPTCHA_LABEL, EMAIL_PATTERN, INVALID_EMAIL_TEXT, requiredText } from '../../src/forms';
import type { CustomFormField, FieldType } from '../../src/schemas/custom-form';

export type FieldValue = string | string[];
export type Values = Record<string, FieldValue>;

/** Types that show something and take no input. */
const DISPLAY_ONLY: readonly FieldType[] = ['legend', 'description', 'image'];
export const isInput = (field: CustomFormField) => !DISPLAY_ONLY.includes(field.type);
const LIST_TYPES: readonly FieldType[] = ['radio', 'checkbox'];
export const isList = (field: CustomFormField) => LIST_TYPES.includes(field.type);

export const CAPTCHA_KEY = 'captcha';

export const keyOf = (field: CustomFormField) => String(field.id);

/** Fields in the order of their index (the form builder's layout); equal indexes keep the server's order. */
export function byIndex(fields: readonly CustomFormField[]): CustomFormField[] {
  return fields
    .map((field, order) => ({ field, order }))
    .sort((a, b) => a.field.index - b.field.index || a.order - b.order)
    .map(({ field }) => field);
}

const isEmpty = (value: FieldValue | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

/** Spec 3 §5: "{label} is required!", "Must be a valid email!", and the captcha when the form requires it. */
export function validate(
  fields: readonly CustomFormField[],
  values: Values,
  requireCaptcha: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!isInput(field)) continue;
    const value = values[keyOf(field)];
    if (field.required && isEmpty(value)) errors[keyOf(field)] = requiredText(field.label_text);
    else if (field.type === 'email' && !isEmpty(value) && !EMAIL_PATTERN.test(String(value).trim()))
      errors[keyOf(field)] = INVALID_EMAIL_TEXT;
  }
  if (requireCaptcha && isEmpty(values[CAPTCHA_KEY])) errors[CAPTCHA_KEY] = requiredText(CAPTCHA_LABEL);
  return errors;
}

/** A query parameter for the field: named by its id, else by its label (any case). */
function fromQuery(field: CustomFormField, query: URLSearchParams): string[] {
  const byId = query.getAll(keyOf(field));
  if (byId.length) return byId;
  const label = field.label_text.trim().toLowerCase();
  if (!label) return [];
  for (const [name] of query) if (name.trim().toLowerCase() === label) return query.getAll(name);
  return [];
}

/** Initial values: from the page's query parameters; a dropdown defaults to its first option (spec 3 §5). */
export function initialValues(fields: readonly CustomFormField[], search: string): Values {
  const query = new URLSearchParams(search);
  const values: Values = {};
  for (const field of fields) {
    if (!isInput(field)) continue;
    const given = fromQuery(field, query);
    const options = field.options.map((o) => o.value);
    const key = keyOf(field);
    switch (field.type) {
      case 'checkbox':
        values[key] = given.flatMap((g) => g.split(',')).filter((g) => options.includes(g));
        break;
      case 'radio':
        values[key] = given.filter((g) => options.includes(g)).slice(0, 1);
        break;
      case 'dropdown':
        values[key] = options.includes(given[0] ?? '') ? given[0]! : (options[0] ?? '');
        break;
      case 'datetime':
        // "2026-12-01 09:30" (the store's Y-m-d H:i) in the datetime-local input's own format.
        values[key] = (given[0] ?? '').replace(' ', 'T');
        break;
      default:
        values[key] = given[0] ?? '';
    }
  }
  return values;
}

/** What postSubmission carries per field: trimmed text, lists as lists, a date-time as Y-m-d H:i. */
export function submissionValues(fields: readonly CustomFormField[], values: Values): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const field of fields) {
    if (!isInput(field)) continue;
    const value = values[keyOf(field)] ?? '';
    if (Array.isArray(value)) out[keyOf(field)] = value;
    else out[keyOf(field)] = field.type === 'datetime' ? value.replace('T', ' ') : value.trim();
  }
  return out;
}
