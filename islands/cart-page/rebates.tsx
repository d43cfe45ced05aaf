import { useState } from 'react';
import type { Cart } from '../../src/cart/schemas/cart';
import { Modal } from '../../src/ui/modal';

/** "Rebates" (spec 2 §2): the rebates of the cart's lines, in a modal; shown only when a line has one. */
export function RebatesButton({ cart }: { cart: Cart }) {
  const [open, setOpen] = useState(false);
  const rows = cart.products.flatMap((p) => p.rebates.map((r) => ({ product: p.name, ...r })));
  if (!rows.length) return null;
  return (
    <>
      <button type="button" className="pi-btn" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Rebates ({rows.length})
      </button>
      <Modal open={open} title="Rebates" onClose={() => setOpen(false)}>
        <table className="pi-cart-page__rebates">
          <caption className="pi-visually-hidden">Rebates on the items in the cart</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Rebate</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.product}:${r.name}`}>
                <td>{r.product}</td>
                <td>{r.name}</td>
                <td>{r.amount_text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Modal>
    </>
  );
}
