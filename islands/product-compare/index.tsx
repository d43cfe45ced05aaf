import { useStore } from '@nanostores/react';
import * as v from 'valibot';
import { defineIsland } from '../../src/registry/define-island';
import { useIsland } from '../../src/registry/island-name';
import type { CompareProduct } from '../../src/schemas/product';
import { $compareList, $compareStatus, loadCompare, removeFromCompare } from '../../src/stores/compare';
import { $config } from '../../src/stores/config';
import { AddToCartButton, LoginLink } from '../../src/cart/ui/add-to-cart-button';
import buttonCss from '../../src/cart/ui/add-to-cart-button.css?inline';
import { canPurchase } from '../../src/cart/ui/can-purchase';
import catalogCss from '../../src/ui/catalog.css?inline';
import { hasPrice, PriceBlock } from '../../src/ui/price-block';
import { RemoveButton } from '../../src/ui/remove-button';
import css from './product-compare.css?inline';

const PropsSchema = v.object({
  empty_text: v.optional(v.string(), 'You have not chosen any products to compare.'),
});

const ROWS: [string, (p: CompareProduct) => string][] = [
  ['Model', (p) => p.model],
  ['Brand', (p) => p.manufacturer],
  ['Availability', (p) => p.stock_text],
  ['Weight', (p) => p.weight_text],
  ['Length', (p) => p.length_text],
  ['Width', (p) => p.width_text],
  ['Height', (p) => p.height_text],
];

function Stars({ product }: { product: CompareProduct }) {
  const stars = Math.max(0, Math.min(5, Math.round(product.rating)));
  return (
    <>
      <span aria-hidden="true">{'★'.repeat(stars) + '☆'.repeat(5 - stars)}</span>
      <span className="pi-sr-only">Rated {stars} out of 5</span>
    </>
  );
}

/** /product/compare: the session's compare list side by side (spec 1 §3 Compare entry). */
function ProductCompare({ empty_text }: v.InferOutput<typeof PropsSchema>) {
  const list = useStore($compareList);
  const status = useStore($compareStatus);
  const config = useStore($config);
  const island = useIsland();
  if (!list)
    return (
      <p className="pi-compare__status">
        {status === 'error' ? 'The comparison could not be loaded.' : 'Loading comparison…'}
      </p>
    );
  if (!list.products.length) return <p className="pi-compare__status">{empty_text}</p>;
  const { products } = list;
  return (
    <div className="pi-compare">
      <table className="pi-compare__table">
        <caption className="pi-sr-only">Product comparison</caption>
        <thead>
          <tr>
            <td />
            {products.map((p) => (
              <th key={p.product_id} scope="col">
                <a href={p.links.view || undefined}>{p.name}</a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Image</th>
            {products.map((p) => (
              <td key={p.product_id}>
                {p.thumbnails.primary ? <img src={p.thumbnails.primary} alt="" width={120} height={120} /> : null}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Price</th>
            {products.map((p) => (
              <td key={p.product_id}>
                <PriceBlock product={p} />
              </td>
            ))}
          </tr>
          {ROWS.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {products.map((p) => (
                <td key={p.product_id}>{value(p)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">Rating</th>
            {products.map((p) => (
              <td key={p.product_id}>
                <Stars product={p} /> Based on {p.reviews} {p.reviews === 1 ? 'review' : 'reviews'}.
              </td>
            ))}
          </tr>
          {list.attribute_groups.map((group) => [
            <tr key={`g-${group.name}`} className="pi-compare__group">
              <th scope="colgroup" colSpan={products.length + 1}>
                {group.name}
              </th>
            </tr>,
            ...group.attribute.map((attribute) => (
              <tr key={`a-${group.name}-${attribute.attribute_id}`}>
                <th scope="row">{attribute.name}</th>
                {products.map((p) => (
                  <td key={p.product_id}>{p.attribute[String(attribute.attribute_id)] ?? ''}</td>
                ))}
              </tr>
            )),
          ])}
          <tr>
            <td />
            {products.map((p) => (
              <td key={p.product_id} className="pi-compare__actions">
                {hasPrice(p) && p.is_orderable && !p.requires_options ? (
                  canPurchase(config) ? (
                    <AddToCartButton
                      productId={p.product_id}
                      name={p.name}
                      label="Add to Cart"
                      quantity={p.minimum}
                      fitment={p}
                    />
                  ) : (
                    <LoginLink />
                  )
                ) : null}
                <RemoveButton
                  name={p.name}
                  className="pi-compare__remove"
                  onRemove={() => removeFromCompare(p.product_id, island)}
                />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

export default defineIsland({
  tier: 'page',
  props: PropsSchema,
  Component: ProductCompare,
  css: [css, catalogCss, buttonCss],
  start: () => void loadCompare(),
});
