import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ListingProduct, LocationInventory } from '../schemas/product';
import { $inventory, loadLocationInventory, partKey } from '../stores/inventory';
import { Modal } from './modal';

/** POS, on cards and cart lines: in-stock badge from getInventoryDetails; it opens a dialog with stock per location and the msrp/retail prices. */
export function InventoryBadge({ product }: { product: Pick<ListingProduct, 'product_id' | 'name' | 'aaia' | 'mpn'> }) {
  const detail = useStore($inventory)[partKey(product.aaia, product.mpn)];
  const [open, setOpen] = useState(false);
  const [locations, setLocations] = useState<LocationInventory | null | 'loading'>(null);

  if (detail === undefined || detail === 'loading')
    return <p className="pi-stock pi-stock--loading">Checking stock…</p>;
  if (detail === 'error') return <p className="pi-stock pi-stock--unknown">Stock unavailable</p>;

  const show = async () => {
    setOpen(true);
    setLocations('loading');
    setLocations(await loadLocationInventory(product.product_id));
  };
  const inStock = detail.totalInventory > 0;
  return (
    <>
      <button
        type="button"
        className={`pi-stock pi-stock--${inStock ? 'in' : 'out'}`}
        aria-haspopup="dialog"
        onClick={show}
      >
        {inStock ? 'In Stock' : 'Out of Stock'}: {detail.storeInventory} here, {detail.totalInventory} total
      </button>
      <Modal
        open={open}
        title={`Inventory: ${product.name}`}
        onClose={() => setOpen(false)}
        actions={
          <button type="button" className="pi-dialog__close" onClick={() => setOpen(false)}>
            Close
          </button>
        }
      >
        {locations === 'loading' ? (
          <p>Loading inventory…</p>
        ) : (
          <table className="pi-dialog__table">
            <caption className="pi-sr-only">Stock per location</caption>
            <thead>
              <tr>
                <th scope="col">Location</th>
                <th scope="col">Stock</th>
              </tr>
            </thead>
            <tbody>
              {(locations?.data ?? detail.locations.map((l) => ({ location_name: l.name, stock: l.inventory }))).map(
                (l) => (
                  <tr key={l.location_name}>
                    <th scope="row">{l.location_name}</th>
                    <td>{l.stock}</td>
                  </tr>
                ),
              )}
              {locations?.order_express_inventory ? (
                <tr>
                  <th scope="row">{locations.order_express_inventory.Location}</th>
                  <td>{locations.order_express_inventory.Inventory}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        )}
        {detail.prices.length ? (
          <dl className="pi-dialog__prices">
            {detail.prices.map((p) => (
              <div key={p.key}>
                <dt>{p.name}</dt>
                <dd>{p.text}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Modal>
    </>
  );
}
