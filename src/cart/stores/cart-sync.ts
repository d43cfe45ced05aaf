import type { Cart } from '../schemas/cart';

const CHANNEL = 'parts-islands:cart';

type Message = { cart?: Cart; ask?: true };

/**
 * Carries each tab's newest cart to the other tabs of the same store, so two tabs never disagree. The channel is closed
 * while the page is hidden in the back/forward cache (an open BroadcastChannel makes a page ineligible) and reopened
 * when it comes back, asking the other tabs for the cart it may have missed.
 */
export function createCartSync(onRemoteCart: (cart: Cart) => void): { publish(cart: Cart): void; close(): void } {
  if (typeof BroadcastChannel === 'undefined' || typeof window === 'undefined') return { publish() {}, close() {} };
  let last: Cart | null = null;
  let channel: BroadcastChannel | null = null;
  const open = (): BroadcastChannel => {
    const opened = new BroadcastChannel(CHANNEL);
    opened.onmessage = (event: MessageEvent<Message>) => {
      if (event.data?.cart) onRemoteCart(event.data.cart);
      else if (event.data?.ask && last) opened.postMessage({ cart: last } satisfies Message);
    };
    channel = opened;
    return opened;
  };
  const onPageHide = () => {
    channel?.close();
    channel = null;
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || channel) return;
    open().postMessage({ ask: true } satisfies Message);
  };
  open();
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  return {
    publish: (cart) => {
      last = cart;
      channel?.postMessage({ cart } satisfies Message);
    },
    close: () => {
      onPageHide();
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    },
  };
}
