import { useStore } from '@nanostores/react';
import * as v from 'valibot';
import { defineIsland } from '../../src/registry/define-island';
import { useIsland } from '../../src/registry/island-name';
import type { WishlistEntry } from '../../src/schemas/product';
import { $config } from '../../src/stores/config';
import { $wishlist, $wishlistStatus, loadWishlist, removeFromWishlist } from '../../src/stores/wishlist';
import catalogCss from '../../src/ui/catalog.css?inline';
import { RemoveButton } from '../../src/ui/remove-button';
import css from './wishlist.css?inline';

const PropsSchema = v.object({
  empty_text: v.optional(v.string(), 'Your wish list is empty.'),
});

function Row({ entry }: { entry: WishlistEntry }) {
  const island = useIsland();
  return (
    <tr>
      <td>
        {entry.thumbnails.wishlist ? <img src={entry.thumbnails.wishlist} alt="" width={64} height={64} /> : null}
      </td>
      <th scope="row">
        <a href={entry.links.view || undefined}>{entry.name}</a>
      </th>
      <td>{entry.model}</td>
      <td>
        {entry.special ? (
          <>
            <strong>{entry.special}</strong>{' '}
            <s>
              <span className="pi-sr-only">Regular price </span>
              {entry.price_text}
            </s>
          </>
        ) : (
          entry.price_text
        )}
      </td>
      <td>
        <RemoveButton
          name={entry.name}
          className="pi-wishlist__remove"
          onRemove={() => removeFromWishlist(entry.product_id, island)}
        />
      </td>
    </tr>
  );
}

/** /account/wishlist: a signed-in account's wish list. A guest is asked to log in (no call is made). */
function Wishlist({ empty_text }: v.InferOutput<typeof PropsSchema>) {
  const config = useStore($config);
  const list = useStore($wishlist);
  const status = useStore($wishlistStatus);
  if (!config.logged_in) {
    const href = `${config.endpoints.login_page}?redirect=${encodeURIComponent(window.location.pathname)}`;
    return (
      <p className="pi-wishlist__status">
        Your wish list is kept in your account. <a href={href}>Log in to see your wish list</a>.
      </p>
    );
  }
  if (!list)
    return (
      <p className="pi-wishlist__status">
        {status === 'error' ? 'The wish list could not be loaded.' : 'Loading wish list…'}
      </p>
    );
  if (!list.length) return <p className="pi-wishlist__status">{empty_text}</p>;
  return (
    <table className="pi-wishlist">
      <caption className="pi-sr-only">My Wish List</caption>
      <thead>
        <tr>
          <th scope="col">Image</th>
          <th scope="col">Product Name</th>
          <th scope="col">Model</th>
          <th scope="col">Unit Price</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {list.map((entry) => (
          <Row key={entry.product_id} entry={entry} />
        ))}
      </tbody>
    </table>
  );
}

export default defineIsland({
  tier: 'page',
  props: PropsSchema,
  Component: Wishlist,
  css: [css, catalogCss],
  // A guest sees the login link; only a signed-in customer's list is read.
  start() {
    if ($config.get().logged_in) void loadWishlist();
  },
});
