// Marketing events (spec 1 §9): a GA4-style tag-manager data layer and the social-ads pixel (`window.fbq`) when present.
// Cart add/remove come from the server's marketing_tracking (see data-layer.ts); the rest are built here, but for the POS
// checkout's purchase and refund (orders.ts), which load with staff pages only.
import { pushMarketing } from './data-layer';
import { getPageMoney, toPageAmount } from '../lib/money';
import { report } from '../registry/report';

declare global {
  interface Window {
    fbq?: (command: 'track' | 'trackCustom', event: string, data?: Record<string, unknown>) => void;
  }
}

/** What the events need to know about a product (a listing product fits). */
export interface TrackedProduct {
  product_id: number;
  name: string;
  sku?: string;
  manufacturer?: string;
  category_levels?: string[];
  price?: number;
}

export interface EcommerceItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_list_name?: string;
  index?: number;
  price?: number;
  quantity?: number;
}

/** "Category text for tracking uses up to 4 levels": item_category … item_category4. */
export function categoryFields(
  levels: readonly string[] = [],
): Pick<EcommerceItem, 'item_category' | 'item_category2' | 'item_category3' | 'item_category4'> {
  const fields: Record<string, string> = {};
  levels.slice(0, 4).forEach((name, i) => {
    fields[i === 0 ? 'item_category' : `item_category${i + 1}`] = name;
  });
  return fields;
}

export function ecommerceItem(product: TrackedProduct, extra: Partial<EcommerceItem> = {}): EcommerceItem {
  return {
    item_id: product.sku || String(product.product_id),
    item_name: product.name,
    ...(product.manufacturer ? { item_brand: product.manufacturer } : {}),
    ...categoryFields(product.category_levels),
    ...(product.price ? { price: product.price } : {}),
    ...extra,
  };
}

/** The page's currency (the currency switch's choice), in which every event reports its money. */
export const currency = () => getPageMoney().currency;

export function pixel(event: string, data?: Record<string, unknown>, custom = false): void {
  try {
    window.fbq?.(custom ? 'trackCustom' : 'track', event, data);
  } catch (error) {
    report(error, { action: 'pixel failed' });
  }
}

/**
 * GA4 asks for the previous ecommerce object to be cleared before each ecommerce event. Money (value, item prices) comes
 * in the store's default currency and is reported in the page's, with the page's currency code.
 */
export function ecommerceEvent(event: string, ecommerce: Record<string, unknown>): void {
  const items = ecommerce.items as EcommerceItem[] | undefined;
  const priced = {
    ...ecommerce,
    ...(typeof ecommerce.value === 'number' ? { value: toPageAmount(ecommerce.value) } : {}),
    ...(items ? { items: items.map((i) => (i.price === undefined ? i : { ...i, price: toPageAmount(i.price) })) } : {}),
  };
  pushMarketing({ ecommerce: null });
  pushMarketing({ event, ecommerce: priced });
}

/** Impressions: one view_item_list per listing, each item with its position (index). */
export function trackImpressions(listName: string, items: { product: TrackedProduct; position: number }[]): void {
  if (!items.length) return;
  ecommerceEvent('view_item_list', {
    item_list_name: listName,
    items: items.map(({ product, position }) => ecommerceItem(product, { item_list_name: listName, index: position })),
  });
}

export function trackProductClick(listName: string, product: TrackedProduct, position: number): void {
  ecommerceEvent('select_item', {
    item_list_name: listName,
    items: [ecommerceItem(product, { item_list_name: listName, index: position })],
  });
}

export function trackProductView(product: TrackedProduct): void {
  ecommerceEvent('view_item', { currency: currency(), value: product.price ?? 0, items: [ecommerceItem(product)] });
  pixel('ViewContent', {
    content_ids: [product.sku || String(product.product_id)],
    content_name: product.name,
    content_type: 'product',
    value: toPageAmount(product.price ?? 0),
    currency: currency(),
  });
}

export function trackAddToWishlist(product: TrackedProduct): void {
  ecommerceEvent('add_to_wishlist', {
    currency: currency(),
    value: product.price ?? 0,
    items: [ecommerceItem(product)],
  });
  pixel('AddToWishlist', {
    content_ids: [product.sku || String(product.product_id)],
    content_name: product.name,
    value: toPageAmount(product.price ?? 0),
    currency: currency(),
  });
}

export function trackSignUp(method = 'website'): void {
  pushMarketing({ event: 'sign_up', method });
  pixel('CompleteRegistration', { status: true });
}

export function trackSearch(term: string): void {
  if (!term.trim()) return;
  pushMarketing({ event: 'search', search_term: term });
  pixel('Search', { search_string: term });
}

/** "contact" (spec 1 §9): the details go to the data layer; the pixel gets its standard Contact event. */
export function trackContact(details: Record<string, unknown> = {}): void {
  pushMarketing({ event: 'contact', ...details });
  pixel('Contact');
}

/** "find location" (spec 1 §9): the search goes to the data layer; the pixel gets its standard FindLocation event. */
export function trackFindLocation(details: Record<string, unknown> = {}): void {
  pushMarketing({ event: 'find_location', ...details });
  pixel('FindLocation');
}

/** The storefront's Checkout (cart page, pop-out): begin_checkout with the cart's lines at their unit prices. */
export function trackCartCheckout(cart: {
  total: number;
  products: (TrackedProduct & { quantity: number; unit_price: number })[];
}): void {
  trackCheckoutBegin(
    cart.total,
    cart.products.map((p) => ecommerceItem(p, { price: p.unit_price, quantity: p.quantity })),
  );
}

export function trackCheckoutBegin(value: number, items: EcommerceItem[]): void {
  ecommerceEvent('begin_checkout', { currency: currency(), value, items });
  pixel('InitiateCheckout', { value: toPageAmount(value), currency: currency(), num_items: items.length });
}

/**
 * "checkout step" (spec 1 §9): a step of the checkout the server accepted, numbered after begin_checkout: 1 the
 * checkout's data (setCheckoutData: who picks up a kiosk order), 2 the payment (setPaymentData). The option names it.
 */
export const CHECKOUT_STEPS = { details: 1, payment: 2 } as const;

export function trackCheckoutStep(step: number, option: string, value: number, items: EcommerceItem[]): void {
  ecommerceEvent('checkout_progress', {
    checkout_step: step,
    checkout_option: option,
    currency: currency(),
    value,
    items,
  });
}

/** A checkout step of the shopper's cart: its lines at their unit prices, as begin_checkout reports them. */
export function trackCartCheckoutStep(
  step: number,
  option: string,
  cart: { total: number; products: (TrackedProduct & { quantity: number; unit_price: number })[] },
): void {
  trackCheckoutStep(
    step,
    option,
    cart.total,
    cart.products.map((p) => ecommerceItem(p, { price: p.unit_price, quantity: p.quantity })),
  );
}

const PIXEL_CART_EVENTS: Record<string, string> = { add_to_cart: 'AddToCart' };

/** The server's cart marketing_tracking goes to the data layer as it came; add to cart also reaches the pixel. */
export function forwardServerTracking(payload: unknown): void {
  pushMarketing(payload);
  if (!payload || typeof payload !== 'object') return;
  const { event, ecommerce } = payload as {
    event?: unknown;
    ecommerce?: { value?: unknown; currency?: unknown; items?: { item_id?: unknown }[] };
  };
  const pixelEvent = typeof event === 'string' ? PIXEL_CART_EVENTS[event] : undefined;
  if (!pixelEvent) return;
  pixel(pixelEvent, {
    content_ids: (ecommerce?.items ?? []).map((i) => i.item_id),
    content_type: 'product',
    value: ecommerce?.value,
    currency: ecommerce?.currency ?? currency(),
  });
}
