import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Cart } from '../../cart/schemas/cart';
import {
  applyPoNumbers,
  endOrder,
  placeOrder,
  poLines,
  poNumberLines,
  poNumberMissing,
  receiptUrl,
} from '../stores/cart';
import { $config } from '../../stores/config';
import { Modal } from '../../ui/modal';
import { useSingleFlight } from '../../ui/use-single-flight';
import { InputField } from '../../ui/form-fields';
import { FormDialog } from '../../ui/form-dialog';

export const PO_REQUIRED = 'A PO Number is required for each product.';

/** "Add PO Number": one per line, or one for all; every line needs one when require_po_numbers is on. */
export function PoNumbersModal({
  cart,
  required,
  open,
  onClose,
}: {
  cart: Cart;
  required: boolean;
  open: boolean;
  onClose(): void;
}) {
  const lines = poLines(cart);
  const [all, setAll] = useState(false);
  const [shared, setShared] = useState('');
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!open) return;
    setNumbers(Object.fromEntries(lines.map((p) => [p.key, p.po_number])));
    setShared('');
    setAll(false);
    // Each opening starts from the PO numbers the cart holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const missing = required && poNumberMissing(lines, all ? { all: shared } : { each: numbers });
  const submit = async () => {
    if (missing) return;
    const entries = poNumberLines(lines, all ? { all: shared } : { each: numbers });
    const result = await applyPoNumbers(entries);
    if (result.ok) onClose();
  };
  return (
    <FormDialog
      open={open}
      title="Add PO Number"
      onClose={onClose}
      onSubmit={submit}
      label="Save PO Number"
      busyLabel="Saving..."
      disabled={missing}
      formClassName="pi-pos-form"
    >
      {required ? <p className="pi-pos-form__lead">{PO_REQUIRED}</p> : null}
      <label className="pi-check">
        <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} /> Use one PO Number for every
        product
      </label>
      {all ? (
        <InputField
          label="PO Number"
          required={required}
          maxLength={32}
          autoComplete="off"
          value={shared}
          onChange={(e) => setShared(e.target.value)}
        />
      ) : (
        lines.map((p) => (
          <InputField
            key={p.key}
            label={`PO Number for ${p.name}`}
            required={required}
            maxLength={32}
            autoComplete="off"
            value={numbers[p.key] ?? ''}
            onChange={(e) => setNumbers((n) => ({ ...n, [p.key]: e.target.value }))}
          />
        ))
      )}
    </FormDialog>
  );
}

/**
 * The staff's buttons under the cart (spec 2 §2): Cancel Order (after confirmation), Create a Quote (then the receipt),
 * Create Order for Later, Abandon, Add PO Number, Check Out (spec 2 §2) (the POS checkout, or the cart with the error).
 * They share one in-flight guard: a double click, or a second button meanwhile, sends nothing more.
 */
export function PosOrderActions({ cart }: { cart: Cart }) {
  const config = useStore($config);
  const [confirming, setConfirming] = useState(false);
  const [poOpen, setPoOpen] = useState(false);
  const [busy, run] = useSingleFlight(async (action: () => Promise<unknown>) => action());
  const { pos_receipt, pos_checkout } = config.endpoints;

  const quote = () =>
    run(async () => {
      const result = await placeOrder('quoteOrder');
      if (result.ok) window.location.assign(receiptUrl(pos_receipt, result.orderId));
    });
  const saveForLater = () => run(() => placeOrder('saveOrder', (id) => `Order #${id} has been saved for later.`));
  const checkout = () =>
    run(async () => {
      const result = await placeOrder('saveOrderAndCheckout');
      // A failure keeps the clerk on the cart with the error (toasted by the store).
      if (result.ok) window.location.assign(pos_checkout);
    });
  const abandon = () => run(() => endOrder('abandonOrder'));
  const cancel = () =>
    run(async () => {
      const result = await endOrder('cancelOrder');
      if (result.ok) setConfirming(false);
    });

  return (
    <div className="pi-pos-orders" role="group" aria-label="Order actions">
      <button
        type="button"
        className="pi-btn"
        disabled={busy}
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
      >
        Cancel Order
      </button>
      <button type="button" className="pi-btn" disabled={busy} onClick={abandon}>
        Abandon
      </button>
      {config.payment.po_numbers ? (
        <button type="button" className="pi-btn" disabled={busy} aria-haspopup="dialog" onClick={() => setPoOpen(true)}>
          Add PO Number
        </button>
      ) : null}
      <button type="button" className="pi-btn" disabled={busy} onClick={quote}>
        Create a Quote
      </button>
      <button type="button" className="pi-btn" disabled={busy} onClick={saveForLater}>
        Create Order for Later
      </button>
      <button type="button" className="pi-btn pi-btn--primary" disabled={busy} onClick={checkout}>
        Check Out
      </button>
      <Modal
        open={confirming}
        title="Cancel Order"
        onClose={() => setConfirming(false)}
        actions={
          <>
            <button type="button" className="pi-btn" onClick={() => setConfirming(false)}>
              Keep Order
            </button>
            <button type="button" className="pi-btn pi-btn--danger" disabled={busy} onClick={cancel}>
              {busy ? 'Cancelling...' : 'Yes, Cancel Order'}
            </button>
          </>
        }
      >
        <p>Cancel this order? Its items are taken off the cart and the order is recorded as cancelled.</p>
      </Modal>
      {config.payment.po_numbers ? (
        <PoNumbersModal
          cart={cart}
          required={config.payment.require_po_numbers}
          open={poOpen}
          onClose={() => setPoOpen(false)}
        />
      ) : null}
    </div>
  );
}
