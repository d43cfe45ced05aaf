import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ListingProduct } from '../../src/schemas/product';
import { $config } from '../../src/stores/config';
import { addToCompare } from '../../src/stores/compare';
import { addToWishlist } from '../../src/stores/wishlist';
import { trackProductClick } from '../../src/tracking/marketing';
import { useIsland } from '../../src/registry/island-name';
import { AddToCartButton, LoginLink, RequiresOptions } from '../../src/cart/ui/add-to-cart-button';
import { canPurchase } from '../../src/cart/ui/can-purchase';
import { FitmentSlot } from '../../src/vehicle/ui/fitment-slot';
import { LazyPackageList } from '../../src/ui/package-list-lazy';
import { laborText } from '../../src/ui/labor-text';
import { hasPrice, PriceBlock } from '../../src/ui/price-block';
import { InventoryBadge } from '../../src/ui/inventory-badge';

function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="pi-card__rating">
      <span aria-hidden="true" className="pi-card__stars">
        {'★'.repeat(stars)}
        {'☆'.repeat(5 - stars)}
      </span>
      <span className="pi-sr-only">Rated {stars} out of 5</span> ({reviews} {reviews === 1 ? 'review' : 'reviews'})
    </p>
  );
}

function InstallGraphic() {
  return (
    <p className="pi-card__install">
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M22.7 19 13.6 9.9c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4Z"
        />
      </svg>
      Installation Available
    </p>
  );
}

function ListButtons({ product }: { product: ListingProduct }) {
  const config = useStore($config);
  const [busy, setBusy] = useState<'compare' | 'wishlist' | null>(null);
  const island = useIsland();
  const run = async (which: 'compare' | 'wishlist', action: () => Promise<boolean>) => {
    setBusy(which);
    await action();
    setBusy(null);
  };
  const loginHref = `${config.endpoints.login_page}?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`;
  return (
    <div className="pi-card__lists">
      <button
        type="button"
        className="pi-card__list-btn"
        aria-label={`Add ${product.name} to Compare`}
        disabled={busy === 'compare'}
        onClick={() => run('compare', () => addToCompare(product.product_id, island))}
      >
        Compare
      </button>
      {config.logged_in ? (
        <button
          type="button"
          className="pi-card__list-btn"
          aria-label={`Add ${product.name} to Wish List`}
          disabled={busy === 'wishlist'}
          onClick={() => run('wishlist', () => addToWishlist(product, island))}
        >
          Wish List
        </button>
      ) : (
        // The wishlist needs an account (spec 1 §6): a guest is taken to sign in and brought back.
        <a className="pi-card__list-btn" href={loginHref} aria-label={`Wish List: log in to save ${product.name}`}>
          Wish List
        </a>
      )}
    </div>
  );
}

function BuyButtons({ product }: { product: ListingProduct }) {
  const config = useStore($config);
  if (!hasPrice(product) || !product.is_orderable) return null;
  if (!canPurchase(config)) return <LoginLink />;
  if (product.requires_options) return <RequiresOptions viewLink={product.links.view} />;
  return (
    <>
      <AddToCartButton
        productId={product.product_id}
        name={product.name}
        label="Add to Cart"
        quantity={product.minimum}
        fitment={product}
      />
      {product.labor ? (
        <AddToCartButton
          productId={product.product_id}
          name={product.name}
          label={laborText(product.labor)}
          quantity={product.minimum}
          applyLabor
          variant="labor"
          fitment={product}
        />
      ) : null}
    </>
  );
}

/** React 18 knows no fetchPriority prop: the lowercase attribute passes through as is. */
const HIGH_PRIORITY = { fetchpriority: 'high' } as object;

export interface ProductCardProps {
  product: ListingProduct;
  position: number;
  listName: string;
  noPrice: boolean;
  headingLevel: 2 | 3 | 4;
  /** The first cards of a list: their image is likely the page's largest paint, so it must not wait for lazy loading. */
  eager?: boolean;
  /** The first cards of a listing page (the page's main content): their images are fetched first. */
  priority?: boolean;
}

export function ProductCard({ product, position, listName, noPrice, headingLevel, eager, priority }: ProductCardProps) {
  const inPos = useStore($config).in_pos_mode;
  const Heading = `h${headingLevel}` as 'h2';
  const view = product.links.view || undefined;
  const click = () => trackProductClick(listName, product, position);
  return (
    <li className="pi-card" data-product-id={product.product_id} data-position={position}>
      <div className="pi-card__media">
        <a href={view} tabIndex={-1} aria-hidden="true" onClick={click}>
          <img
            src={product.thumbnails.primary}
            alt=""
            width={200}
            height={200}
            loading={eager ? 'eager' : 'lazy'}
            {...(priority ? HIGH_PRIORITY : null)}
          />
        </a>
        {product.is_new ? <span className="pi-card__new">NEW!</span> : null}
      </div>
      <div className="pi-card__body">
        <FitmentSlot product={product} />
        <Heading className="pi-card__title">
          <a href={view} onClick={click}>
            {product.name}
          </a>
        </Heading>
        <p className="pi-card__brand">
          {product.links.manufacturer ? (
            <a href={product.links.manufacturer}>{product.manufacturer}</a>
          ) : (
            product.manufacturer
          )}
          {product.part_number ? <span className="pi-card__part"> · Part # {product.part_number}</span> : null}
        </p>
        <p className="pi-card__desc">{product.short_description}</p>
        {product.quantity_in_kit > 0 ? (
          <p className="pi-card__kit-qty">Quantity in kit: {product.quantity_in_kit}</p>
        ) : null}
        {noPrice ? null : <PriceBlock product={product} />}
        {inPos ? <InventoryBadge product={product} /> : <Rating rating={product.rating} reviews={product.reviews} />}
        {product.show_install_graphic ? <InstallGraphic /> : null}
        <LazyPackageList packages={product.included_in} collapsible />
      </div>
      <div className="pi-card__actions">
        {noPrice ? null : <BuyButtons product={product} />}
        {inPos || noPrice ? null : <ListButtons product={product} />}
      </div>
    </li>
  );
}
