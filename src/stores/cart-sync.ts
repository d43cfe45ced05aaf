import type { Cart } from '../schemas/cart';

const CHANNEL = 'parts-islands:cart';

/** Carries each tab's newest cart to the other tabs of the same store, so two tabs never disagree. */
export function createCartSync(onRemoteCart: (cart: Cart) => void): { publish(cart: Cart): void; close(): void } {
  if (typeof BroadcastChannel === 'undefined') return { publish() {}, close() {} };
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<{ cart?: Cart }>) => {
    if (event.data?.cart) onRemoteCart(event.data.cart);
  };
  return {
    publish: (cart) => channel.postMessage({ cart }),
    close: () => channel.close(),
  };
}
