import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { FormValue } from '../../api/form';
import { addToCart, type CartResult } from '../stores/cart';
import { $config } from '../../stores/config';
import { lazyChunk } from '../../registry/lazy-chunk';
import { lazyComponent } from '../../registry/lazy-component';
import { useIsland } from '../../registry/island-name';

const loadDialogs = lazyChunk(() => import('../../vehicle/ui/fitment-dialogs'));
const loadFitment = lazyChunk(() => import('../../vehicle/stores/fitment'));

const HeadsUp = lazyComponent(loadDialogs, (m) => m.HeadsUp);

/** "Added!" lasts 3 s; Instant Checkout then goes to checkout (spec 1 §4, §9). */
export const ADDED_MS = 3000;

type Phase = 'idle' | 'adding' | 'added';

/** Where the login link returns the shopper to after signing in. */
function loginHref(loginPage: string): string {
  const url = new URL(loginPage, window.location.href);
  url.searchParams.set('redirect', window.location.pathname + window.location.search);
  return url.pathname + url.search;
}

/** Replaces add to cart when guest checkout is off and the visitor is not logged in (spec 1 §6). */
export function LoginLink() {
  const config = useStore($config);
  return (
    <a className="pi-add-to-cart pi-add-to-cart--login" href={loginHref(config.endpoints.login_page)}>
      {config.login_cta_text}
    </a>
  );
}

/** "A product with required options cannot be added from a listing" (spec 1 §5). */
export function RequiresOptions({ viewLink }: { viewLink: string }) {
  return (
    <div className="pi-add-to-cart pi-add-to-cart--options">
      <p>Requires options to be selected</p>
      {viewLink ? <a href={viewLink}>View Product</a> : null}
    </div>
  );
}

export interface AddToCartButtonProps {
  productId: number;
  /** Names the product in the button's accessible name while idle. */
  name?: string;
  label: string;
  quantity: number;
  instantCheckout?: boolean;
  applyLabor?: boolean;
  /** Option fields read at click time (the product page's form). */
  options?: () => Record<string, FormValue>;
  onResult?: (result: CartResult) => void;
  variant?: string;
  /** The part, for the fitment confirmation (spec 1 §4 Heads up!). */
  fitment?: { aaia: string; mpn: string; name?: string };
}

/**
 * With vehicle lookup and require_fitment_confirmation, a part whose result is not yes or universal needs a "Heads up!"
 * first (spec 1 §4). The fitment code loads only then: the part joins the page's fitment batch, and a click asks it.
 */
function useFitmentGate(part: AddToCartButtonProps['fitment']): (() => Promise<boolean>) | null {
  const flags = useStore($config).vehicle;
  const gated =
    flags.vehicle_lookup_enabled && flags.require_fitment_confirmation && !!part && !!(part.aaia || part.mpn);
  useEffect(() => {
    if (gated && part) void loadFitment().then((m) => m.registerPart(part));
  }, [gated, part]);
  if (!gated || !part) return null;
  return async () => {
    const { $fitment, fits, partKey } = await loadFitment();
    return !fits($fitment.get()[partKey(part.aaia, part.mpn)]);
  };
}

/** Idle -> "Adding…" -> "Added!" for 3 s -> idle; Instant Checkout goes to checkout after "Added!". */
export function AddToCartButton(props: AddToCartButtonProps) {
  const checkoutPage = useStore($config).endpoints.checkout_page;
  const [phase, setPhase] = useState<Phase>('idle');
  const [headsUp, setHeadsUp] = useState(false);
  // Once loaded, the dialog stays mounted so closing it returns focus to this button.
  const [headsUpUsed, setHeadsUpUsed] = useState(false);
  const gate = useFitmentGate(props.fitment);
  const island = useIsland();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const add = async () => {
    if (phase !== 'idle') return;
    setHeadsUp(false);
    setPhase('adding');
    const option = props.options?.();
    const result = await addToCart(
      {
        product_id: props.productId,
        quantity: props.quantity,
        ...(option ? { option } : {}),
        ...(props.applyLabor ? { apply_labor: true } : {}),
      },
      island,
    );
    props.onResult?.(result);
    if (!result.ok) {
      setPhase('idle');
      return;
    }
    setPhase('added');
    timer.current = setTimeout(() => {
      if (props.instantCheckout) window.location.assign(checkoutPage);
      else setPhase('idle');
    }, ADDED_MS);
  };

  const classes = ['pi-add-to-cart', `pi-add-to-cart--${phase}`];
  if (props.instantCheckout) classes.push('pi-add-to-cart--instant');
  if (props.variant) classes.push(`pi-add-to-cart--${props.variant}`);
  return (
    <>
      <button
        type="button"
        className={classes.join(' ')}
        data-replay="add"
        aria-busy={phase === 'adding'}
        aria-label={props.name && phase === 'idle' ? `${props.label}: ${props.name}` : undefined}
        onClick={async () => {
          if (!gate || phase !== 'idle' || !(await gate())) return void add();
          setHeadsUpUsed(true);
          setHeadsUp(true);
        }}
      >
        {phase === 'added' ? 'Added!' : phase === 'adding' ? 'Adding…' : props.label}
      </button>
      {headsUpUsed ? (
        <Suspense fallback={null}>
          <HeadsUp
            open={headsUp}
            part={props.fitment!}
            name={props.fitment?.name ?? props.name ?? 'this part'}
            onConfirm={() => void add()}
            onClose={() => setHeadsUp(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
