import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { defineIsland } from '../../src/registry/define-island';
import { useIsland } from '../../src/registry/island-name';
import type { CartProduct } from '../../src/cart/schemas/cart';
import { removeLine } from '../../src/cart/stores/cart';
import { $config } from '../../src/stores/config';
import { trackCartCheckout } from '../../src/tracking/marketing';
import { canPurchase } from '../../src/cart/ui/can-purchase';
import { useCart } from '../../src/cart/ui/use-cart';
import css from './cart-popout.css?inline';

const PropsSchema = v.object({
  /** Label of the link to the cart page. */
  cart_label: v.optional(v.string(), 'View Cart'),
  checkout_label: v.optional(v.string(), 'Checkout'),
});

/** "{n} item(s) - {total}" (spec 2 §9). */
export function summaryText(items: number, total: string): string {
  return `${items} item(s) - ${total}`;
}

function CartIcon() {
  return (
    <svg
      className="pi-cart-popout__icon"
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
    >
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2H1v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.5a2 2 0 0 0 1.7-1l3.6-6.5A1 1 0 0 0 20.4 4H5.2l-.9-2Z"
      />
    </svg>
  );
}

/** The remove control of a row (a product line or a gift certificate): one request at a time. */
function RemoveButton({ lineKey, name }: { lineKey: string; name: string }) {
  const [removing, setRemoving] = useState(false);
  const island = useIsland();
  return (
    <button
      type="button"
      className="pi-cart-popout__remove"
      aria-label={`Remove ${name}`}
      disabled={removing}
      onClick={async () => {
        setRemoving(true);
        await removeLine(lineKey, island);
        setRemoving(false);
      }}
    >
      ×
    </button>
  );
}

function Row({ product }: { product: CartProduct }) {
  return (
    <li className="pi-cart-popout__row">
      {product.thumbnails.cart ? (
        <img className="pi-cart-popout__thumb" src={product.thumbnails.cart} alt="" width={48} height={48} />
      ) : null}
      <div className="pi-cart-popout__info">
        <a href={product.links.view || undefined}>{product.name}</a>
        {product.selected_options.map((o) => (
          <small key={String(o.product_option_id)} className="pi-cart-popout__option">
            {o.name}: {o.value}
          </small>
        ))}
        <span className="pi-cart-popout__qty">
          {product.quantity} × {product.unit_price_text}
        </span>
      </div>
      <span className="pi-cart-popout__total">{product.price_text}</span>
      <RemoveButton lineKey={product.key} name={product.name} />
    </li>
  );
}

type Props = v.InferOutput<typeof PropsSchema>;

/** Shown only for guest checkout or a signed-in customer (spec 3 §2); otherwise the cart is not even fetched. */
function CartPopout(props: Props) {
  const config = useStore($config);
  return canPurchase(config) ? <CartPopoutPanel {...props} /> : null;
}

function CartPopoutPanel({ cart_label, checkout_label }: Props) {
  const config = useStore($config);
  const { cart, status } = useCart();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const label = cart ? summaryText(cart.total_items, cart.total_text) : status === 'error' ? 'Cart' : 'Loading cart…';
  const empty = cart && cart.products.length === 0 && cart.vouchers.length === 0;

  return (
    <div
      className="pi-cart-popout"
      ref={rootRef}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="pi-cart-popout__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        data-replay="toggle"
        onClick={() => setOpen((o) => !o)}
      >
        <CartIcon /> <span className="pi-cart-popout__summary">{label}</span>
      </button>
      <div id={panelId} className="pi-cart-popout__panel" role="region" aria-label="Shopping cart" hidden={!open}>
        {!cart ? (
          <p>{status === 'error' ? 'A system error occurred. Contact your administrator.' : 'Loading cart…'}</p>
        ) : empty ? (
          <p>The shopping cart is empty.</p>
        ) : (
          <>
            <ul className="pi-cart-popout__rows">
              {cart.products.map((p) => (
                <Row key={p.key} product={p} />
              ))}
              {cart.vouchers.map((voucher) => (
                <li key={voucher.key} className="pi-cart-popout__row">
                  <div className="pi-cart-popout__info">{voucher.description}</div>
                  <span className="pi-cart-popout__total">{voucher.amount_text}</span>
                  <RemoveButton lineKey={voucher.key} name={voucher.description} />
                </li>
              ))}
            </ul>
            <table className="pi-cart-popout__totals">
              <tbody>
                {cart.totals.map((t) => (
                  <tr key={t.code + t.title}>
                    <th scope="row">{t.title}</th>
                    <td>{t.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        <p className="pi-cart-popout__actions">
          <a className="pi-btn" href={config.endpoints.cart_page}>
            {cart_label}
          </a>
          {!empty && cart ? (
            <a
              className="pi-btn pi-btn--primary"
              href={config.endpoints.checkout_page}
              onClick={() => trackCartCheckout(cart)}
            >
              {checkout_label}
            </a>
          ) : null}
        </p>
      </div>
    </div>
  );
}

export default defineIsland({ tier: 'page', props: PropsSchema, Component: CartPopout, css });
