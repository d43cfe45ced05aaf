// The cart page's lazy POS slot (staff only): the cart page imports this module dynamically in POS mode only, so a
// shopper's cart page never fetches POS code or styles. The parts themselves are reusable from their own modules.
import * as v from 'valibot';
import type { Cart, CartProduct } from '../../cart/schemas/cart';
import { PosPropsSchema, type PosProps } from '../schemas/pos-props';
import { PosCartTools as CartTools } from './cart-tools';
import { PosCustomerPanel as CustomerPanel } from './customer-panel';
import { PosLineTools as LineTools } from './line-tools';
import { PosOrderActions } from './order-actions';
import { injectPosStyles } from './styles';

injectPosStyles();

const parsed = new WeakMap<object, PosProps>();
const DEFAULTS = v.parse(PosPropsSchema, {});

/** The cart-page `pos` prop, checked here (not by the shopper's chunk); a bad one is logged and the defaults used. */
export function posSettings(raw: unknown): PosProps {
  if (typeof raw !== 'object' || raw === null) return DEFAULTS;
  let settings = parsed.get(raw);
  if (!settings) {
    const result = v.safeParse(PosPropsSchema, raw);
    if (!result.success) console.error('[parts-islands] cart-page: invalid pos settings', result.issues);
    settings = result.success ? result.output : DEFAULTS;
    parsed.set(raw, settings);
  }
  return settings;
}

export function PosCustomerPanel({ cart, pos }: { cart: Cart; pos: unknown }) {
  return <CustomerPanel cart={cart} pos={posSettings(pos)} />;
}

export function PosLineTools({ product, cart, pos }: { product: CartProduct; cart: Cart; pos: unknown }) {
  return <LineTools product={product} cart={cart} pos={posSettings(pos)} />;
}

export function PosCartTools({ pos }: { pos: unknown }) {
  return <CartTools pos={posSettings(pos)} />;
}

export { PosOrderActions };
