import type { CartInput } from '../../../src/cart/schemas/cart';

type ProductInput = CartInput['products'][number];

/** A cart line as the server sends it (getData / add / edit / remove answers). */
export function cartLine(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    key: 'line-1',
    product_id: 101,
    name: 'Front Brake Pad Set',
    model: 'BP-101',
    quantity: 1,
    unit_price: '41.15',
    unit_price_text: '$41.15',
    price: '41.15',
    price_text: '$41.15',
    ...overrides,
  };
}

/** A wire cart; totals default to what the lines add up to. */
export function wireCart(products: ProductInput[] = [], overrides: Partial<CartInput> = {}): CartInput {
  const cents = products.reduce(
    (sum, p) => sum + Math.round(Number(p.price ?? Number(p.unit_price) * Number(p.quantity)) * 100),
    0,
  );
  const items = products.reduce((sum, p) => sum + Number(p.quantity), 0);
  const text = `$${(cents / 100).toFixed(2)}`;
  return {
    products,
    vouchers: [],
    totals: [
      { title: 'Sub-Total', code: 'sub_total', text },
      { title: 'Total', code: 'total', text },
    ],
    total: cents / 100,
    total_text: text,
    total_items: items,
    ...overrides,
  };
}
