/** Product options sent with add-to-cart: checked against the product, priced, and shown. */
import { HttpError } from '../core/http';
import { fieldName, isMap, type FormValue } from '../core/form';
import { formatCents, toCents } from '../core/money';
import type { Product, ProductOption } from '../core/types';

/** Chosen values by product_option_id: a value id, a list of value ids (checkbox) or text. */
export type ChosenOptions = Record<string, string | string[]>;

export interface SelectedOption {
  product_option_id: number;
  name: string;
  value: string;
  price: string;
}

const TEXT_FORMATS: Partial<Record<ProductOption['type'], [RegExp, string]>> = {
  date: [/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'],
  time: [/^\d{2}:\d{2}(:\d{2})?$/, 'a time as HH:MM'],
  datetime: [/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, 'a date and time as YYYY-MM-DD HH:MM'],
};

/**
 * Checks `option[...]` against the product's options (HTTP 400 for anything malformed),
 * drops empty answers, and sorts keys so equal choices give equal cart keys.
 */
export function readOptions(product: Product, raw: FormValue | undefined): ChosenOptions {
  if (raw === undefined) return {};
  if (!isMap(raw)) throw new HttpError(400, 'Field "option" must be sent as option[<product_option_id>]=<value>.');
  const chosen: ChosenOptions = {};
  for (const [id, value] of Object.entries(raw)) {
    const name = fieldName(['option', id]);
    const option = product.options.find((o) => String(o.product_option_id) === id);
    if (!option)
      throw new HttpError(400, `Unknown field "${name}": product ${product.product_id} has no option ${id}.`);
    const valueIds = option.product_option_value.map((v) => String(v.product_option_value_id));
    switch (option.type) {
      case 'checkbox': {
        const list = typeof value === 'string' ? (value === '' ? [] : null) : Array.isArray(value) ? value : null;
        if (list === null || list.some((item) => typeof item !== 'string')) {
          throw new HttpError(
            400,
            `Field "${name}" is a checkbox option: send it as ${name}[]=<product_option_value_id>.`,
          );
        }
        const ids = [...new Set(list as string[])].filter((item) => item !== '');
        for (const item of ids) {
          if (!valueIds.includes(item))
            throw new HttpError(400, `Field "${name}[]": ${item} is not a value of option ${id}.`);
        }
        if (ids.length) chosen[id] = ids.sort((a, b) => Number(a) - Number(b));
        break;
      }
      case 'select':
      case 'radio':
      case 'image':
        if (typeof value !== 'string') throw new HttpError(400, `Field "${name}" must be one product_option_value_id.`);
        if (value === '') break;
        if (!valueIds.includes(value))
          throw new HttpError(400, `Field "${name}": ${value} is not a value of option ${id}.`);
        chosen[id] = value;
        break;
      default: {
        if (typeof value !== 'string') throw new HttpError(400, `Field "${name}" must be text.`);
        const text = value.trim();
        if (text === '') break;
        const format = TEXT_FORMATS[option.type];
        if (format && !format[0].test(text)) throw new HttpError(400, `Field "${name}" must be ${format[1]}.`);
        chosen[id] = text;
      }
    }
  }
  return Object.fromEntries(Object.entries(chosen).sort(([a], [b]) => Number(a) - Number(b)));
}

/** Required options left out, as the `error.option` map: `{ "101": "Beam Pattern required!" }`. */
export function missingRequired(product: Product, chosen: ChosenOptions): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const option of product.options) {
    if (option.required && chosen[String(option.product_option_id)] === undefined) {
      missing[String(option.product_option_id)] = `${option.name} required!`;
    }
  }
  return missing;
}

/** What the chosen values add to the unit price, in cents (price_prefix "+" or "-"). */
export function optionsCents(product: Product, chosen: ChosenOptions): number {
  let cents = 0;
  for (const option of product.options) {
    const picked = chosen[String(option.product_option_id)];
    const ids = picked === undefined ? [] : Array.isArray(picked) ? picked : [picked];
    for (const value of option.product_option_value) {
      if (ids.includes(String(value.product_option_value_id))) {
        cents += (value.price_prefix === '-' ? -1 : 1) * toCents(value.price);
      }
    }
  }
  return cents;
}

export function selectedOptions(product: Product, chosen: ChosenOptions): SelectedOption[] {
  const selected: SelectedOption[] = [];
  for (const option of product.options) {
    const picked = chosen[String(option.product_option_id)];
    if (picked === undefined) continue;
    if (!option.product_option_value.length) {
      selected.push({
        product_option_id: option.product_option_id,
        name: option.name,
        value: String(picked),
        price: '',
      });
      continue;
    }
    const ids = Array.isArray(picked) ? picked : [picked];
    for (const value of option.product_option_value) {
      if (!ids.includes(String(value.product_option_value_id))) continue;
      const price = value.price ? `${value.price_prefix}${formatCents(toCents(value.price))}` : '';
      selected.push({ product_option_id: option.product_option_id, name: option.name, value: value.name, price });
    }
  }
  return selected;
}
