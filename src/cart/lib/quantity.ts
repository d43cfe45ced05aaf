// Quantity rules shared by the cart, POS and quantity control (spec 1 §4-5 and §9, spec 2 §5, spec 3 §5 and §9).

/** Smallest quantity a line may hold unless a product sets its own minimum. */
export const QUANTITY_MIN = 1;
/** "Product quantity 1 to 10000." */
export const QUANTITY_MAX = 10000;
/** "Quantity select shows 1 to 10; a numeric input is used from 10." */
export const QUANTITY_SELECT_MAX = 10;
/** "Quantity: minimum 1, maximum 10000, debounce 500 ms." */
export const QUANTITY_DEBOUNCE_MS = 500;

export const QUANTITY_NOT_A_NUMBER = 'A number must be input';

export interface ClampedQuantity {
  value: number;
  message: string | null;
}

export interface QuantityOption {
  value: number;
  label: string;
}

/**
 * Turns typed input into an allowed whole quantity plus the message to show: not a number → minimum with
 * "A number must be input"; empty or zero → minimum silently; below/above the bounds → the bound with
 * "Minimum/Maximum quantity is {n}"; decimals truncate. Crossed bounds (bad data) let the minimum win.
 */
export function clampQuantity(input: string | number, minimum = QUANTITY_MIN, maximum = QUANTITY_MAX): ClampedQuantity {
  const low = Number.isFinite(minimum) ? Math.ceil(minimum) : QUANTITY_MIN;
  const high = Math.max(low, Number.isFinite(maximum) ? Math.floor(maximum) : QUANTITY_MAX);
  const text = typeof input === 'string' ? input.trim() : null;
  if (text === '') return { value: low, message: null };
  const parsed = text === null ? input : Number(text);
  if (typeof parsed !== 'number' || Number.isNaN(parsed)) return { value: low, message: QUANTITY_NOT_A_NUMBER };
  const whole = Math.trunc(parsed);
  if (whole === 0) return { value: low, message: null };
  if (whole < low) return { value: low, message: `Minimum quantity is ${low}` };
  if (whole > high) return { value: high, message: `Maximum quantity is ${high}` };
  return { value: whole, message: null };
}

/** Tells whether a quantity is edited in the numeric input rather than the 1-10 select ("a numeric input is used from 10"). */
export function quantityUsesInput(value: number): boolean {
  return value >= QUANTITY_SELECT_MAX;
}

/** Lists the select's options 1 to 10, the last labelled "10+" ("10 shown as 10+"). */
export function quantitySelectOptions(): QuantityOption[] {
  return Array.from({ length: QUANTITY_SELECT_MAX }, (_, index) => {
    const value = index + 1;
    return { value, label: value === QUANTITY_SELECT_MAX ? `${value}+` : String(value) };
  });
}
