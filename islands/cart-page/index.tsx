import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useState, type ComponentType, type FormEvent } from 'react';
import * as v from 'valibot';
import { defineIsland } from '../../src/registry/define-island';
import { useIsland } from '../../src/registry/island-name';
import type { Cart, CartProduct } from '../../src/cart/schemas/cart';
import {
  applyCode,
  removeCode,
  removeCredit,
  removeLine,
  setLineQuantity,
  submitKioskOrder,
} from '../../src/cart/stores/cart';
import { $config } from '../../src/stores/config';
import { isRemovableTotal } from '../../src/cart/lib/cart-totals';
import { trackCartCheckout } from '../../src/tracking/marketing';
import { canPurchase } from '../../src/cart/ui/can-purchase';
import { Modal } from '../../src/ui/modal';
import { CART_PACKAGE_LIMIT, PackageList } from '../../src/ui/package-list';
import { FitmentSlot } from '../../src/vehicle/ui/fitment-slot';
import packageListCss from '../../src/ui/package-list.css?inline';
import modalCss from '../../src/ui/modal.css?inline';
import { QuantityControl } from '../../src/cart/ui/quantity-control';
import quantityCss from '../../src/cart/ui/quantity-control.css?inline';
import { useCart } from '../../src/cart/ui/use-cart';
import css from './cart-page.css?inline';
import { RebatesButton } from './rebates';
import catalogCss from '../../src/ui/catalog.css?inline';
import { lazyChunk } from '../../src/registry/lazy-chunk';
import { lazyComponent } from '../../src/registry/lazy-component';

// Staff parts (src/pos/ui) load only in POS mode, in one lazy slot with their styles: shoppers never fetch them.
const loadPos = lazyChunk(() => import('../../src/pos/ui/cart-slot'));
type PosSlot = Awaited<ReturnType<typeof loadPos>>;
/** The slot once loaded: its parts then render in the same commit as the lines (no frame without their tools). */
let posSlot: PosSlot | undefined;
const loadPosSlot = () => loadPos().then((m) => (posSlot = m));
/** A thenable already settled: React.lazy reads it without suspending. */
const settled = <T,>(value: T): PromiseLike<T> =>
  ({ then: (done: (v: T) => unknown) => settled(done(value)) }) as unknown as PromiseLike<T>;
function fromSlot<P>(pick: (m: PosSlot) => ComponentType<P>) {
  return lazyComponent(() => (posSlot ? settled(posSlot) : loadPosSlot()), pick);
}
const PosCustomerPanel = fromSlot((m) => m.PosCustomerPanel);
const PosLineTools = fromSlot((m) => m.PosLineTools);
const PosCartTools = fromSlot((m) => m.PosCartTools);
const PosOrderActions = fromSlot((m) => m.PosOrderActions);
const PosScanner = fromSlot((m) => m.PosScanner);

export const STOCK_WARNING = "I'm sorry, this product is either not available in the desired quantity or not in stock.";
export const EMPTY_CART = 'The shopping cart is empty.';

const PropsSchema = v.object({
  continue_url: v.optional(v.string(), '/'),
  /** POS settings (islands/cart-page/README.md), checked by the POS slot so the shopper's chunk carries no POS code. */
  pos: v.optional(v.unknown(), {}),
});
type Props = v.InferOutput<typeof PropsSchema>;

function StockWarning({ product }: { product: CartProduct }) {
  return (
    <p className="pi-cart-page__warning" role="note">
      {product.oos_text || STOCK_WARNING}
    </p>
  );
}

const needsWarning = (p: CartProduct) => !p.enough_inventory || p.show_stock_warning;

function LineRow({ product, cart, pos }: { product: CartProduct; cart: Cart; pos: unknown }) {
  const [removing, setRemoving] = useState(false);
  const island = useIsland();
  const labor = cart.labor_applied[product.key];
  return (
    <tr className={`pi-cart-page__row${needsWarning(product) ? ' pi-cart-page__row--warning' : ''}`}>
      <td className="pi-cart-page__image">
        {product.thumbnails.cart ? <img src={product.thumbnails.cart} alt="" width={64} height={64} /> : null}
      </td>
      <td className="pi-cart-page__name">
        <a href={product.links.view || undefined}>{product.name}</a>
        {product.part_number ? <small className="pi-cart-page__meta">Part #: {product.part_number}</small> : null}
        {product.aaia || product.mpn ? <FitmentSlot product={product} /> : null}
        {product.selected_options.length ? (
          <ul className="pi-cart-page__options">
            {product.selected_options.map((o) => (
              <li key={String(o.product_option_id)}>
                {o.name}: {o.value}
                {o.price ? ` (${o.price})` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        {labor ? (
          <small className="pi-cart-page__labor">
            Labor: {labor.name} ({labor.time} min)
          </small>
        ) : null}
        {needsWarning(product) ? <StockWarning product={product} /> : null}
        <PackageList packages={product.included_in} limit={CART_PACKAGE_LIMIT} />
        {pos ? (
          <Suspense fallback={null}>
            <PosLineTools product={product} cart={cart} pos={pos} />
          </Suspense>
        ) : null}
      </td>
      <td className="pi-cart-page__qty">
        <QuantityControl
          value={product.quantity}
          minimum={product.minimum}
          label={`Quantity for ${product.name}`}
          onCommit={async (quantity) => (await setLineQuantity(product.key, quantity, island)).ok}
        />
      </td>
      <td className="pi-cart-page__money">{product.unit_price_text}</td>
      <td className="pi-cart-page__money">{product.price_text}</td>
      <td>
        <button
          type="button"
          className="pi-cart-page__remove"
          aria-label={`Remove ${product.name}`}
          disabled={removing}
          onClick={async () => {
            setRemoving(true);
            await removeLine(product.key, island);
            setRemoving(false);
          }}
        >
          ×
        </button>
      </td>
    </tr>
  );
}

function Totals({ cart }: { cart: Cart }) {
  const island = useIsland();
  return (
    <table className="pi-cart-page__totals">
      <caption className="pi-visually-hidden">Order totals</caption>
      <tbody>
        {cart.totals.map((t) => {
          const applied = isRemovableTotal(t);
          return (
            <tr key={`${t.code}:${t.title}`} className={t.code === 'total' ? 'pi-cart-page__grand' : undefined}>
              <th scope="row">{t.title}</th>
              <td>{t.text}</td>
              <td className="pi-cart-page__total-action">
                {applied ? (
                  <button
                    type="button"
                    className="pi-cart-page__link-button"
                    aria-label={`Remove ${t.title}`}
                    onClick={() =>
                      t.code === 'credit' ? removeCredit(island) : removeCode(t.code, t.code_value ?? '', island)
                    }
                  >
                    Remove
                  </button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function CodeForm() {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const island = useIsland();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim() || busy) return;
    setBusy(true);
    const result = await applyCode(code, undefined, island);
    setBusy(false);
    // A refused code stays in the box so the shopper can correct it.
    if (result.ok) setCode('');
  };
  return (
    <form className="pi-cart-page__codes" onSubmit={submit}>
      <label htmlFor="pi-cart-code">Coupon, voucher or gift code</label>
      <div className="pi-cart-page__code-row">
        <input id="pi-cart-code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" />
        <button type="submit" className="pi-btn" disabled={busy || !code.trim()}>
          {busy ? 'Applying…' : 'Apply'}
        </button>
      </div>
    </form>
  );
}

function KioskSubmit() {
  const config = useStore($config);
  const [contact, setContact] = useState({ firstname: '', telephone: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const island = useIsland();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const result = await submitKioskOrder(contact, island);
    if (result.ok) {
      window.location.assign(config.endpoints.home_page);
      return;
    }
    setError(result.message);
    setBusy(false);
  };
  return (
    <form className="pi-cart-page__kiosk" onSubmit={submit}>
      <p>Pay and pick up at the counter. Tell us who the order is for:</p>
      <label>
        Your name <span aria-hidden="true">*</span>
        <input
          required
          autoComplete="given-name"
          value={contact.firstname}
          onChange={(e) => setContact({ ...contact, firstname: e.target.value })}
        />
      </label>
      <label>
        Phone (optional)
        <input
          type="tel"
          autoComplete="tel"
          value={contact.telephone}
          onChange={(e) => setContact({ ...contact, telephone: e.target.value })}
        />
      </label>
      <button type="submit" className="pi-btn pi-btn--primary" disabled={busy}>
        {busy ? 'Submitting…' : 'Submit to Buy'}
      </button>
      {error ? (
        <p className="pi-cart-page__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function Checkout({ cart }: { cart: Cart }) {
  const config = useStore($config);
  const [continuing, setContinuing] = useState(false);
  if (config.kiosk_mode) return <KioskSubmit />;
  // Staff check out from the POS checkout ("Check Out" among the POS order actions).
  if (config.in_pos_mode) return null;
  if (!canPurchase(config)) {
    return (
      <a className="pi-btn pi-btn--primary" href={config.endpoints.login_page}>
        {config.login_cta_text}
      </a>
    );
  }
  const label = cart.confirm_button || 'Checkout';
  const inFrame = window.self !== window.top;
  return (
    <>
      <a
        className="pi-btn pi-btn--primary"
        href={config.endpoints.checkout_page}
        target={inFrame ? '_blank' : undefined}
        rel={inFrame ? 'noopener' : undefined}
        onClick={() => {
          trackCartCheckout(cart);
          // Inside a frame the checkout opens in a new tab and this page waits for the shopper to finish there.
          if (inFrame) setContinuing(true);
        }}
      >
        {label}
      </a>
      <Modal
        open={continuing}
        title="Continue Checkout"
        onClose={() => setContinuing(false)}
        actions={
          <button type="button" className="pi-btn pi-btn--primary" onClick={() => window.location.reload()}>
            I&apos;m Finished
          </button>
        }
      >
        <p>Your checkout opened in a new tab. When you have finished there, come back here.</p>
      </Modal>
    </>
  );
}

function CartPage({ continue_url, pos: posSettings }: Props) {
  const { cart, status } = useCart();
  const config = useStore($config);
  const island = useIsland();
  const pos = config.in_pos_mode ? (posSettings ?? {}) : null;
  // Staff: the POS tools load while the cart is read, not after it (a failure shows where the tools render). A task
  // later, so the cart's own request is queued first for the browser's few connections.
  // The lines wait for the tools (they load side by side), so each line's tools arrive with it and nothing moves;
  // after a failed load the lines show and the failure shows where the tools render.
  const [slotSettled, setSlotSettled] = useState(() => posSlot !== undefined);
  useEffect(() => {
    if (!config.in_pos_mode) return;
    let live = true;
    const settle = () => live && setSlotSettled(true);
    const timer = setTimeout(() => loadPosSlot().then(settle, settle));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [config.in_pos_mode]);
  if (!cart || (pos && !slotSettled)) {
    return (
      <p className="pi-cart-page__status">
        {status === 'error' ? 'A system error occurred. Contact your administrator.' : 'Loading cart…'}
      </p>
    );
  }
  if (cart.products.length === 0 && cart.vouchers.length === 0) {
    return (
      <div className="pi-cart-page">
        {pos ? (
          <Suspense fallback={null}>
            <PosScanner />
            <PosCustomerPanel cart={cart} pos={pos} />
            <PosCartTools pos={pos} />
          </Suspense>
        ) : null}
        <p className="pi-cart-page__empty">{EMPTY_CART}</p>
        <a className="pi-btn" href={continue_url}>
          Continue Shopping
        </a>
      </div>
    );
  }
  return (
    <div className="pi-cart-page">
      {pos ? (
        <Suspense fallback={null}>
          <PosScanner />
          <PosCustomerPanel cart={cart} pos={pos} />
        </Suspense>
      ) : null}
      <table className="pi-cart-page__lines">
        <caption className="pi-visually-hidden">Items in your cart</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="pi-visually-hidden">Image</span>
            </th>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col" className="pi-cart-page__money">
              Unit Price
            </th>
            <th scope="col" className="pi-cart-page__money">
              Total
            </th>
            <th scope="col">
              <span className="pi-visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.products.map((p) => (
            <LineRow key={p.key} product={p} cart={cart} pos={pos} />
          ))}
          {cart.vouchers.map((voucher) => (
            <tr key={voucher.key} className="pi-cart-page__row">
              <td />
              <td className="pi-cart-page__name">{voucher.description}</td>
              <td className="pi-cart-page__qty">1</td>
              <td className="pi-cart-page__money">{voucher.amount_text}</td>
              <td className="pi-cart-page__money">{voucher.amount_text}</td>
              <td>
                <button
                  type="button"
                  className="pi-cart-page__remove"
                  aria-label={`Remove ${voucher.description}`}
                  onClick={() => removeLine(voucher.key, island)}
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {cart.show_weight && cart.weight_text ? <p className="pi-cart-page__weight">{cart.weight_text}</p> : null}
      {pos ? (
        <Suspense fallback={null}>
          <PosCartTools pos={pos} />
        </Suspense>
      ) : null}
      <RebatesButton cart={cart} />
      <div className="pi-cart-page__bottom">
        <CodeForm />
        <Totals cart={cart} />
      </div>
      <div className="pi-cart-page__actions">
        <a className="pi-btn" href={continue_url}>
          Continue Shopping
        </a>
        <Checkout cart={cart} />
        {pos ? (
          <Suspense fallback={null}>
            <PosOrderActions cart={cart} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

export default defineIsland({
  tier: 'page',
  props: PropsSchema,
  Component: CartPage,
  css: [css, quantityCss, modalCss, packageListCss, catalogCss],
});
