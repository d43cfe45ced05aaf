import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { defineIsland } from '../../src/registry/define-island';
import { LaborSchema, PackageRefSchema } from '../../src/cart/schemas/cart';
import { ProductOptionSchema } from '../../src/schemas/product';
import type { CartResult } from '../../src/cart/stores/cart';
import { $config } from '../../src/stores/config';
import { trackProductView } from '../../src/tracking/marketing';
import { AddToCartButton, LoginLink } from '../../src/cart/ui/add-to-cart-button';
import buttonCss from '../../src/cart/ui/add-to-cart-button.css?inline';
import { optionErrors } from '../../src/lib/product-options';
import { canPurchase } from '../../src/cart/ui/can-purchase';
import catalogCss from '../../src/ui/catalog.css?inline';
import { laborText } from '../../src/ui/labor-text';
import { LazyPackageList } from '../../src/ui/package-list-lazy';
import { OptionField, type OptionAnswer } from './option-field';
import css from './product-form.css?inline';
import { QuantityControl } from '../../src/cart/ui/quantity-control';
import quantityCss from '../../src/cart/ui/quantity-control.css?inline';

const PropsSchema = v.object({
  product_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.string(),
  sku: v.optional(v.string(), ''),
  manufacturer: v.optional(v.string(), ''),
  category_levels: v.optional(v.array(v.string()), []),
  /** Unit price in dollars, for the product view event. */
  price: v.optional(v.number(), 0),
  minimum: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  options: v.optional(v.array(ProductOptionSchema), []),
  labor: v.optional(v.nullable(LaborSchema), null),
  /** False for a product that cannot be bought (pricing disabled, not orderable): options show, buttons do not. */
  purchasable: v.optional(v.boolean(), true),
  /** The part, for the fitment confirmation before adding (spec 1 §4 Heads up!). */
  aaia: v.optional(v.string(), ''),
  mpn: v.optional(v.string(), ''),
  /** Packages (kits) this product is included in: up to 10 shown, with show more (spec 1 §2). */
  included_in: v.optional(v.array(PackageRefSchema), []),
});
type Props = v.InferOutput<typeof PropsSchema>;

function initialAnswers(options: Props['options']): Record<string, OptionAnswer> {
  const answers: Record<string, OptionAnswer> = {};
  for (const o of options)
    if (o.value && !o.product_option_value.length) answers[String(o.product_option_id)] = o.value;
  return answers;
}

function ProductForm(props: Props) {
  const config = useStore($config);
  const [answers, setAnswers] = useState(() => initialAnswers(props.options));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState(props.minimum);
  const [withLabor, setWithLabor] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useRef(false);

  useEffect(() => {
    trackProductView({
      product_id: props.product_id,
      name: props.name,
      sku: props.sku,
      manufacturer: props.manufacturer,
      category_levels: props.category_levels,
      price: props.price,
    });
    // Reported once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"] input, [aria-invalid="true"]:not(fieldset)')
      ?.focus();
  }, [errors]);

  const optionFields = () => ({ ...answers });
  const onResult = (result: CartResult) => {
    const next = result.ok ? {} : optionErrors(result.fieldErrors);
    focusError.current = Object.keys(next).length > 0;
    setErrors(next);
  };
  const answer = (id: string, value: OptionAnswer) => {
    setAnswers((a) => ({ ...a, [id]: value }));
    setErrors((e) => {
      if (!(id in e)) return e;
      const { [id]: _cleared, ...rest } = e;
      return rest;
    });
  };

  const buttons = !props.purchasable ? null : !canPurchase(config) ? (
    <LoginLink />
  ) : (
    <div className="pi-product-form__buttons">
      {(['Add to Cart', 'Instant Checkout'] as const).map((label) => (
        <AddToCartButton
          key={label}
          productId={props.product_id}
          label={label}
          quantity={quantity}
          instantCheckout={label === 'Instant Checkout'}
          applyLabor={withLabor}
          options={optionFields}
          onResult={onResult}
          fitment={props}
        />
      ))}
    </div>
  );

  return (
    <>
      <form
        ref={formRef}
        className="pi-product-form"
        aria-label={`Buy ${props.name}`}
        noValidate
        onSubmit={(e) => e.preventDefault()}
      >
        {props.options.length ? (
          <div className="pi-product-form__options">
            <h2 className="pi-product-form__heading">Available Options</h2>
            {props.options.map((option) => {
              const id = String(option.product_option_id);
              return (
                <OptionField
                  key={id}
                  option={option}
                  answer={answers[id]}
                  error={errors[id]}
                  onChange={(value) => answer(id, value)}
                />
              );
            })}
          </div>
        ) : null}
        {props.purchasable ? (
          <div className="pi-product-form__quantity">
            <QuantityControl
              label="Qty"
              visibleLabel
              minimum={props.minimum}
              value={quantity}
              onCommit={async (next) => {
                setQuantity(next);
                return true;
              }}
            />
            {props.minimum > 1 ? (
              <small className="pi-product-form__hint">Minimum quantity: {props.minimum}</small>
            ) : null}
          </div>
        ) : null}
        {props.purchasable && props.labor ? (
          <label className="pi-product-form__labor">
            <input type="checkbox" checked={withLabor} onChange={(e) => setWithLabor(e.target.checked)} />{' '}
            {laborText(props.labor)}
          </label>
        ) : null}
        {buttons}
      </form>
      <LazyPackageList packages={props.included_in} />
    </>
  );
}

export default defineIsland({
  tier: 'page',
  props: PropsSchema,
  Component: ProductForm,
  css: [css, catalogCss, buttonCss, quantityCss],
});
