// Rules of the POS custom items (spec 1 §5 custom product, spec 2 §5 custom labor, spec 3 §3 line-item schema).

import { laborCostCents, toCents } from '../../lib/money';
import { readNumber } from './price-edit';

export const CUSTOM_PRODUCT_TEXT = {
  name: 'Name is a required field.',
  price: 'Price must be a positive number.',
  quantity: 'Quantity must be a positive number.',
} as const;

export const CUSTOM_LABOR_TEXT = {
  rate: 'Choose a labor rate.',
  time: 'Time must be a positive number.',
  quantity: 'Quantity must be a positive number.',
} as const;

export interface CustomProductInput {
  name: string;
  price: string;
  quantity: string;
  /** "" for none: the item is not taxed. */
  tax_class_id: string;
}

export interface CustomProductValues {
  name: string;
  /** Dollars with 2 decimals, as the server takes them. */
  price: string;
  quantity: number;
  tax_class_id: string;
}

export type Checked<Values, Field extends string> =
  | { ok: true; values: Values; errors: Partial<Record<Field, string>> }
  | { ok: false; values: null; errors: Partial<Record<Field, string>> };

/** A quantity as typed: non-positive becomes 1 (the minimum); not a whole number is null. */
export function customQuantity(text: string): number | null {
  const value = readNumber(text);
  if (value === null || !Number.isInteger(value)) return null;
  return Math.max(1, value);
}

/** Name required; price a positive number (NaN is 0, so it fails); quantity at least 1; tax class optional. */
export function checkCustomProduct(input: CustomProductInput): Checked<CustomProductValues, keyof CustomProductInput> {
  const errors: Partial<Record<keyof CustomProductInput, string>> = {};
  const name = input.name.trim();
  if (!name) errors.name = CUSTOM_PRODUCT_TEXT.name;
  const priceCents = toCents(readNumber(input.price) ?? 0);
  if (priceCents <= 0) errors.price = CUSTOM_PRODUCT_TEXT.price;
  const quantity = customQuantity(input.quantity);
  if (quantity === null) errors.quantity = CUSTOM_PRODUCT_TEXT.quantity;
  if (Object.keys(errors).length || quantity === null) return { ok: false, values: null, errors };
  return {
    ok: true,
    values: { name, price: (priceCents / 100).toFixed(2), quantity, tax_class_id: input.tax_class_id },
    errors,
  };
}

export interface LaborRate {
  labor_id: number | string;
  title: string;
  /** Dollars per hour. */
  amount: number;
}

export interface CustomLaborInput {
  laborId: string;
  laborTime: string;
  quantity: string;
  name: string;
}

export interface CustomLaborValues {
  laborId: number;
  laborTime: number;
  quantity: number;
  name: string;
}

const positiveInteger = (text: string): number | null => {
  const value = readNumber(text);
  return value !== null && Number.isInteger(value) && value > 0 ? value : null;
};

/** laborId, laborTime (minutes) and quantity positive integers; name optional (spec 2 §5). */
export function checkCustomLabor(input: CustomLaborInput): Checked<CustomLaborValues, keyof CustomLaborInput> {
  const errors: Partial<Record<keyof CustomLaborInput, string>> = {};
  const laborId = positiveInteger(input.laborId);
  const laborTime = positiveInteger(input.laborTime);
  const quantity = positiveInteger(input.quantity);
  if (laborId === null) errors.laborId = CUSTOM_LABOR_TEXT.rate;
  if (laborTime === null) errors.laborTime = CUSTOM_LABOR_TEXT.time;
  if (quantity === null) errors.quantity = CUSTOM_LABOR_TEXT.quantity;
  if (laborId === null || laborTime === null || quantity === null) return { ok: false, values: null, errors };
  return { ok: true, values: { laborId, laborTime, quantity, name: input.name.trim() }, errors };
}

/** Subtotal = rate x minutes / 60 x quantity, in cents; 0 while a part is missing. */
export function customLaborSubtotalCents(
  rate: LaborRate | undefined,
  input: Pick<CustomLaborInput, 'laborTime' | 'quantity'>,
): number {
  const minutes = positiveInteger(input.laborTime);
  const quantity = positiveInteger(input.quantity);
  if (!rate || minutes === null || quantity === null) return 0;
  return laborCostCents(rate.amount, minutes, quantity);
}
