// The order events (spec 1 §9): purchase and refund, sent by the POS checkout alone, so they load with staff pages and
// not with every shopper's page (the shopper's events are in marketing.ts).
import { toPageAmount } from '../lib/money';
import { currency, ecommerceEvent, pixel, type EcommerceItem } from './marketing';

export function trackPurchase(orderId: string, value: number, items: EcommerceItem[]): void {
  ecommerceEvent('purchase', { transaction_id: orderId, currency: currency(), value, items });
  pixel('Purchase', {
    value: toPageAmount(value),
    currency: currency(),
    content_ids: items.map((i) => i.item_id),
    content_type: 'product',
  });
}

export function trackRefund(orderId: string, value: number, items: EcommerceItem[] = []): void {
  ecommerceEvent('refund', { transaction_id: orderId, currency: currency(), value, items });
}
