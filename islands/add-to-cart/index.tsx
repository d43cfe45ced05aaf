import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { defineIsland } from '../../src/registry/define-island';
import { addToCart } from '../../src/stores/cart';
import { $config } from '../../src/stores/config';
import { canPurchase } from '../../src/ui/can-purchase';
import css from './add-to-cart.css?inline';

/** "Added!" lasts 3 s; Instant Checkout then goes to checkout (spec 1 §4, §9). */
export const ADDED_MS = 3000;

const PropsSchema = v.object({
  product_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.optional(v.string(), ''),
  minimum: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  instant_checkout: v.optional(v.boolean(), false),
  apply_labor: v.optional(v.boolean(), false),
  label: v.optional(v.string()),
  requires_options: v.optional(v.boolean(), false),
  view_link: v.optional(v.string(), ''),
});

type Props = v.InferOutput<typeof PropsSchema>;
type Phase = 'idle' | 'adding' | 'added';

/** Where the login link returns the shopper to after signing in. */
function loginHref(loginPage: string): string {
  const url = new URL(loginPage, window.location.href);
  url.searchParams.set('redirect', window.location.pathname + window.location.search);
  return url.pathname + url.search;
}

function AddToCart(props: Props) {
  const config = useStore($config);
  const [phase, setPhase] = useState<Phase>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!canPurchase(config)) {
    return (
      <a className="pi-add-to-cart pi-add-to-cart--login" href={loginHref(config.endpoints.login_page)}>
        {config.login_cta_text}
      </a>
    );
  }
  if (props.requires_options) {
    return (
      <div className="pi-add-to-cart pi-add-to-cart--options">
        <p>Requires options to be selected</p>
        {props.view_link ? <a href={props.view_link}>View Product</a> : null}
      </div>
    );
  }

  const label = props.label ?? (props.instant_checkout ? 'Instant Checkout' : 'Add to Cart');
  const add = async () => {
    if (phase !== 'idle') return;
    setPhase('adding');
    const result = await addToCart({
      product_id: props.product_id,
      quantity: props.minimum,
      ...(props.apply_labor ? { apply_labor: true } : {}),
    });
    if (!result.ok) {
      setPhase('idle');
      return;
    }
    setPhase('added');
    timer.current = setTimeout(() => {
      if (props.instant_checkout) window.location.assign(config.endpoints.checkout_page);
      else setPhase('idle');
    }, ADDED_MS);
  };

  return (
    <button
      type="button"
      className={`pi-add-to-cart pi-add-to-cart--${phase}${props.instant_checkout ? ' pi-add-to-cart--instant' : ''}`}
      data-replay="add"
      aria-busy={phase === 'adding'}
      aria-label={props.name && phase === 'idle' ? `${label}: ${props.name}` : undefined}
      onClick={add}
    >
      {phase === 'added' ? 'Added!' : phase === 'adding' ? 'Adding…' : label}
    </button>
  );
}

export default defineIsland({ props: PropsSchema, Component: AddToCart, css });
