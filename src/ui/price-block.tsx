import { useStore } from '@nanostores/react';
import type { ListingProduct } from '../schemas/product';
import { $config } from '../stores/config';

export const PRODUCT_UNAVAILABLE = 'Product Unavailable';
export const LOGIN_FOR_PRICE = 'Login Required To View Price';

type Priced = Pick<
  ListingProduct,
  | 'price'
  | 'price_text'
  | 'price_before_discounts_text'
  | 'special'
  | 'special_text'
  | 'instant_rebate'
  | 'instant_rebate_name'
  | 'disable_pricing'
  | 'disable_pricing_notice'
>;

/** No price to show: pricing disabled, or the server sent none (spec 1 §5 Prices). */
export function hasPrice(product: Priced): boolean {
  return !product.disable_pricing && product.price > 0 && product.price_text !== '';
}

/** The price texts exactly as the server formats them; the unavailable and login notices when there is no price. */
export function PriceBlock({ product }: { product: Priced }) {
  const loginForPricing = useStore($config).login_for_pricing;
  if (!hasPrice(product)) {
    const login = loginForPricing && !product.disable_pricing;
    return (
      <div className="pi-price">
        <p className="pi-price__notice">
          {login ? LOGIN_FOR_PRICE : product.disable_pricing_notice || PRODUCT_UNAVAILABLE}
        </p>
      </div>
    );
  }
  const current = product.special || product.price_text;
  const before = product.price_before_discounts_text || (product.special ? product.price_text : '');
  return (
    <div className="pi-price">
      <p className="pi-price__line">
        <span className={product.special ? 'pi-price__now pi-price__now--special' : 'pi-price__now'}>{current}</span>
        {before && before !== current ? (
          <span className="pi-price__before">
            <span className="pi-sr-only">Regular price </span>
            <s>{before}</s>
          </span>
        ) : null}
      </p>
      {product.special && product.special_text ? (
        <p className="pi-price__special-text">{product.special_text}</p>
      ) : null}
      {product.instant_rebate ? (
        <p className="pi-price__rebate">
          {product.instant_rebate_name ? `${product.instant_rebate_name}: ` : 'Instant rebate: '}
          {product.instant_rebate} off
        </p>
      ) : null}
    </div>
  );
}
