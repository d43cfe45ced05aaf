import { useId, useState } from 'react';
import type { PackageRef } from '../cart/schemas/cart';

/** Listings and product pages show up to 10 included-in packages; the cart shows 3 (spec 1 §2). */
export const PACKAGE_LIMIT = 10;
export const CART_PACKAGE_LIMIT = 3;

export interface PackageListProps {
  packages: readonly PackageRef[];
  limit?: number;
  /**
   * A card of fixed height: the list is a disclosure ("Included in N packages"), and the open card grows to show it
   * whole instead of clipping it (the grow follows the shopper's click, so it is no layout shift).
   */
  collapsible?: boolean;
}

/** "Included in" packages: the first `limit`, and a show more control for the rest. */
export function PackageList({ packages, limit = PACKAGE_LIMIT, collapsible = false }: PackageListProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (!packages.length) return null;
  const shown = expanded ? packages : packages.slice(0, limit);
  const hidden = packages.length - shown.length;
  const title = `Included in ${packages.length === 1 ? '1 package' : `${packages.length} packages`}`;
  const content = (
    <>
      <ul className="pi-packages__list" aria-labelledby={id}>
        {shown.map((p) => (
          <li key={p.product_id}>{p.links.view ? <a href={p.links.view}>{p.name}</a> : p.name}</li>
        ))}
      </ul>
      {packages.length > limit ? (
        <button
          type="button"
          className="pi-packages__more"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Show less' : `Show more (${hidden})`}
        </button>
      ) : null}
    </>
  );
  if (collapsible) {
    return (
      <details className="pi-packages pi-packages--collapsible">
        <summary className="pi-packages__title" id={id}>
          {title}
        </summary>
        {content}
      </details>
    );
  }
  return (
    <div className="pi-packages">
      <p className="pi-packages__title" id={id}>
        {title}:
      </p>
      {content}
    </div>
  );
}
