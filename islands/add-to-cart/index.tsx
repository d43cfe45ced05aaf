import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import * as v from 'valibot';
import { defineIsland } from '../../src/registry/define-island';
import { $config } from '../../src/stores/config';
import { AddToCartButton, LoginLink, RequiresOptions } from '../../src/cart/ui/add-to-cart-button';
import css from '../../src/cart/ui/add-to-cart-button.css?inline';
import { canPurchase } from '../../src/cart/ui/can-purchase';

export { ADDED_MS } from '../../src/cart/ui/add-to-cart-button';

const PropsSchema = v.object({
  product_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.optional(v.string(), ''),
  minimum: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  instant_checkout: v.optional(v.boolean(), false),
  apply_labor: v.optional(v.boolean(), false),
  label: v.optional(v.string()),
  requires_options: v.optional(v.boolean(), false),
  view_link: v.optional(v.string(), ''),
  /** The part (brand code and part number), so Add to Cart asks "Heads up!" like a card does (spec 1 §4). */
  aaia: v.optional(v.string(), ''),
  mpn: v.optional(v.string(), ''),
});

type Props = v.InferOutput<typeof PropsSchema>;

function AddToCart(props: Props) {
  const config = useStore($config);
  const { aaia, mpn, name } = props;
  // Stable for the element's life: the button registers the part for the page's fitment batch once.
  const fitment = useMemo(() => (aaia || mpn ? { aaia, mpn, name } : undefined), [aaia, mpn, name]);
  if (!canPurchase(config)) return <LoginLink />;
  if (props.requires_options) return <RequiresOptions viewLink={props.view_link} />;
  return (
    <AddToCartButton
      productId={props.product_id}
      name={props.name}
      label={props.label ?? (props.instant_checkout ? 'Instant Checkout' : 'Add to Cart')}
      quantity={props.minimum}
      instantCheckout={props.instant_checkout}
      applyLabor={props.apply_labor}
      fitment={fitment}
    />
  );
}

export default defineIsland({ tier: 'page', props: PropsSchema, Component: AddToCart, css });
