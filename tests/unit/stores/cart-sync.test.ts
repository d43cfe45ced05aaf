import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { CartSchema, type Cart } from '../../../src/cart/schemas/cart';
import { createCartSync } from '../../../src/cart/stores/cart-sync';
import { cartLine, wireCart } from '../helpers/cart-fixtures';

const cartOf = (quantity: number) => v.parse(CartSchema, wireCart([cartLine({ quantity })]));
const pageEvent = (type: 'pagehide' | 'pageshow', persisted: boolean) =>
  window.dispatchEvent(Object.assign(new Event(type), { persisted }));

describe('cart sync and the back/forward cache (issue 12)', () => {
  it('closes its channel while the page is in the back/forward cache and, back, asks the other tabs for the newest cart', async () => {
    const received: Cart[] = [];
    // Record this sync's own channel (the page's $cart sync, opened by the shared setup's stores, has another).
    const opened: BroadcastChannel[] = [];
    class Recording extends BroadcastChannel {
      constructor(name: string) {
        super(name);
        opened.push(this);
      }
    }
    vi.stubGlobal('BroadcastChannel', Recording);
    const thisTab = createCartSync((cart) => received.push(cart));
    const close = vi.spyOn(opened[0]!, 'close');
    pageEvent('pagehide', true);
    expect(close).toHaveBeenCalledTimes(1);
    // Another tab opened after this page was hidden changes the cart: this page cannot hear it now.
    const otherTab = createCartSync(() => {});
    try {
      otherTab.publish(cartOf(2));
      pageEvent('pageshow', true);
      // Messages from one sender arrive in order: the answer to the question, then this newer cart.
      await vi.waitFor(() => expect(received.length).toBeGreaterThan(0));
      otherTab.publish(cartOf(3));
      await vi.waitFor(() => expect(received.at(-1)?.products[0]?.quantity).toBe(3));
      // The page's own $cart sync asks too, so the answer (2) may arrive twice; never a 3 before the newest.
      const quantities = received.map((c) => c.products[0]?.quantity);
      expect(new Set(quantities.slice(0, -1))).toEqual(new Set([2]));
    } finally {
      thisTab.close();
      otherTab.close();
    }
  });
});
