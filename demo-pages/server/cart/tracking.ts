/** The marketing_tracking payload (GA4 ecommerce style) sent with add and remove. */
import { currentCurrency, fromCents, toRequestCents } from '../core/money';
import type { Product } from '../core/types';

export interface MarketingTracking {
  event: 'add_to_cart' | 'remove_from_cart';
  ecommerce: {
    /** The shopper's currency; value and prices in it (as the price texts). */
    currency: string;
    value: number;
    items: Record<string, string | number>[];
  };
}

export function cartTracking(
  event: MarketingTracking['event'],
  product: Product,
  unitCents: number,
  quantity: number,
): MarketingTracking {
  const item: Record<string, string | number> = {
    item_id: product.sku,
    item_name: product.name,
    item_brand: product.manufacturer,
  };
  // Up to 4 category levels (spec 1 §9): item_category, item_category2 … item_category4.
  product.category_levels.slice(0, 4).forEach((name, i) => {
    item[i === 0 ? 'item_category' : `item_category${i + 1}`] = name;
  });
  item.price = fromCents(toRequestCents(unitCents));
  item.quantity = quantity;
  return {
    event,
    ecommerce: { currency: currentCurrency(), value: fromCents(toRequestCents(unitCents * quantity)), items: [item] },
  };
}
