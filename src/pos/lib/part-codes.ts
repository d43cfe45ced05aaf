// The codes a counter scan looks up (spec 1 §3 product fields), in the order they are tried.

/** EAN/UPC first, then the store's SKU, then the maker's part number (issue 27's lookup order). */
export const LOOKUP_ORDER = ['ean', 'sku', 'mpn'] as const;
export type LookupAttribute = (typeof LOOKUP_ORDER)[number];

/**
 * The spellings of one code for an attribute: a UPC-A (12 digits) is also its EAN-13 with a leading 0, and such an
 * EAN-13 is also that UPC-A (scanners send either, stores keep either). Other codes are looked up as scanned.
 */
export function codeForms(attribute: LookupAttribute, code: string): string[] {
  if (attribute !== 'ean') return [code];
  if (/^\d{12}$/.test(code)) return [code, `0${code}`];
  if (/^0\d{12}$/.test(code)) return [code, code.slice(1)];
  return [code];
}

/** "attr:value" of Algolia's facetFilters, the value taken literally (a leading "-" would negate it). */
export const facetFilter = (attribute: string, value: string) =>
  `${attribute}:${value.startsWith('-') ? `\\${value}` : value}`;

/** A hit's text for this site: its own key, else "default" (spec 3 §3 "Search hit"). */
export function localizedText(value: string | Record<string, string> | undefined, siteId: string): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : (value[siteId] ?? value.default ?? '');
}
