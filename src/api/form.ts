/** A value a form body can carry; objects and arrays become PHP-style keys (`option[12]`, `products[0][aaia]`). */
export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

function append(params: URLSearchParams, key: string, value: FormValue): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => append(params, `${key}[${i}]`, item));
  } else if (typeof value === 'object') {
    for (const [k, item] of Object.entries(value)) append(params, `${key}[${k}]`, item);
  } else if (typeof value === 'boolean') {
    params.append(key, value ? '1' : '0');
  } else {
    params.append(key, String(value));
  }
}

/** Encodes a nested object as an application/x-www-form-urlencoded body with PHP-style keys. */
export function toFormBody(fields: Record<string, FormValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) append(params, key, value);
  return params;
}

/** Joins a base (`/checkout/cart/` or `index.php?route=checkout/cart/`) with a call and its query. */
export function callUrl(base: string, call: string, query?: Record<string, string | number | undefined>): string {
  const url = base + call;
  const search = new URLSearchParams();
  for (const [k, val] of Object.entries(query ?? {})) if (val !== undefined) search.append(k, String(val));
  const qs = search.toString();
  if (!qs) return url;
  return url + (url.includes('?') ? '&' : '?') + qs;
}
