import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { CartSchema, type Cart } from '../../../src/schemas/cart';
import { createCartSync } from '../../../src/stores/cart-sync';
import { cartLine, wireCart } from '../helpers/cart-fixtures';

const cartOf = (quantity: number) => v.parse(CartSchema, wireCart([cartLine({ quantity })]));
const pageEvent = (type: 'pagehide' | 'pageshow', persisted: boolean) =>
  window.dispatchEvent(Object.assign(new Event(type), { persisted }));

describe('cart sync and the back/forward cache (issue 12)', () => {
  it('closes its channel while the page is in the back/forward cache and, back, asks the other tabs for the newest cart', async () => {
    const received: Cart[] = [];
    const thisTab = createCartSync((cart) => received.push(cart));
    const close = vi.spyOn(BroadcastChannel.prototype, 'close');
    pageEvent('pagehide', true);
    expect(close).toHaveBeenCalledTimes(1);
    close.mockRestore();
    // Another tab opened after this page was hidden changes the cart: this page cannot hear it now.
    const otherTab = createCartSync(() => {});
    try {
      otherTab.publish(cartOf(2));
      pageEvent('pageshow', true);
      // Messages from one sender arrive in order: the answer to the question, then this newer cart.
      await vi.waitFor(() => expect(received.length).toBeGreaterThan(0));
      otherTab.publish(cartOf(3));
      await vi.waitFor(() => expect(received.at(-1)?.products[0]?.quantity).toBe(3));
      expect(received.map((c) => c.products[0]?.quantity)).toEqual([2, 3]);
    } finally {
      thisTab.close();
      otherTab.close();
    }
  });
});
