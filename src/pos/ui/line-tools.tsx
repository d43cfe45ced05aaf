import { useEffect, useState } from 'react';
import { formatCents, laborCostCents, toCents } from '../../lib/money';
import { editFrom, editFromPrice, editTexts, readNumber, type PriceEdit, type PriceField } from '../lib/price-edit';
import type { Cart, CartProduct } from '../../cart/schemas/cart';
import { updateLineLabor, updateLinePrice } from '../stores/cart';
import { requestInventory } from '../../stores/inventory';
import { InventoryBadge } from '../../ui/inventory-badge';
import { FormDialog } from '../../ui/form-dialog';
import { Tabs } from '../../ui/tabs';
import { CUSTOM_LABOR_TEXT } from '../lib/custom-items';
import { LaborModal, rateChoices } from './cart-tools';
import { ChoiceField, InputField } from '../../ui/form-fields';
import type { PosProps } from '../schemas/pos-props';

const FIELDS: { field: PriceField; label: string }[] = [
  { field: 'price', label: 'New Price ($)' },
  { field: 'amount', label: 'Adjustment Amount ($)' },
  { field: 'percent', label: 'Adjustment Percent (%)' },
];

/** Below a bound the typed text is replaced by the bound; otherwise what was typed stays while typing. */
function clamped(field: PriceField, originalCents: number, text: string): boolean {
  const value = readNumber(text);
  if (value === null) return false;
  if (field === 'price') return value < 0;
  if (field === 'amount') return toCents(value) < -originalCents;
  return value < -100;
}

/** "Edit Item Price": new price, adjustment amount and percent recompute each other (spec 1 §5). */
export function PriceEditModal({ product, open, onClose }: { product: CartProduct; open: boolean; onClose(): void }) {
  const original = toCents(product.original_unit_price ?? product.unit_price);
  const start = () => editFromPrice(original, toCents(product.unit_price));
  const [edit, setEdit] = useState<PriceEdit | null>(start);
  const [texts, setTexts] = useState(() => editTexts(start()));

  // Each opening starts from the line's current price.
  useEffect(() => {
    if (!open) return;
    const e = editFromPrice(original, toCents(product.unit_price));
    setEdit(e);
    setTexts(editTexts(e));
  }, [open, original, product.unit_price]);

  const change = (field: PriceField, text: string) => {
    const next = editFrom(field, original, text);
    setEdit(next);
    if (!next) return setTexts((t) => ({ ...t, [field]: text }));
    const shown = editTexts(next);
    setTexts(clamped(field, original, text) ? shown : { ...shown, [field]: text });
  };
  const submit = async () => {
    if (!edit) return;
    const result = await updateLinePrice(product.key, (edit.priceCents / 100).toFixed(2));
    if (result.ok) onClose();
  };
  const below = edit !== null && edit.priceCents < original;
  return (
    <FormDialog
      open={open}
      title="Edit Item Price"
      onClose={onClose}
      onSubmit={submit}
      label="Update"
      busyLabel="Updating..."
      disabled={!edit}
      formClassName="pi-pos-form"
    >
      <p className="pi-pos-form__lead">
        {product.name} · Original price: <strong>{formatCents(original)}</strong>
      </p>
      {FIELDS.map(({ field, label }) => (
        <InputField
          key={field}
          label={label}
          data-initial-focus={field === 'price' ? true : undefined}
          inputMode="decimal"
          autoComplete="off"
          value={texts[field]}
          className={
            field === 'price' && edit
              ? `pi-price-edit__price pi-price-edit__price--${below ? 'down' : 'up'}`
              : undefined
          }
          error={!edit && readNumber(texts[field]) === null ? 'Enter a number.' : null}
          onChange={(e) => change(field, e.target.value)}
          onBlur={() => edit && setTexts(editTexts(edit))}
          hint={
            field === 'price' && edit
              ? below
                ? 'Below the original price'
                : 'At or above the original price'
              : undefined
          }
        />
      ))}
    </FormDialog>
  );
}

/** The rate, minutes and name of a line's labor, and what one unit of it costs now. */
function currentLabor(product: CartProduct, cart: Cart) {
  const applied = cart.labor_applied[product.key];
  if (!applied) return null;
  const units = product.labor_product ? 1 : product.quantity;
  const unitCents = product.labor_product
    ? toCents(product.unit_price)
    : Math.round(toCents(product.labor_price) / Math.max(1, units));
  return { applied, unitCents };
}

/** "Edit Labor" with tabs "Adjust Time" (rate x minutes / 60) and "Adjust Price" (a price per unit). */
export function LaborEditModal({
  product,
  cart,
  rates,
  open,
  onClose,
}: {
  product: CartProduct;
  cart: Cart;
  rates: PosProps['labor_rates'];
  open: boolean;
  onClose(): void;
}) {
  const labor = currentLabor(product, cart);
  const [tab, setTab] = useState<'time' | 'price'>('time');
  const [name, setName] = useState('');
  const [laborId, setLaborId] = useState('');
  const [minutes, setMinutes] = useState('');
  const [price, setPrice] = useState('');

  useEffect(() => {
    if (!open || !labor) return;
    setName(labor.applied.name);
    setLaborId(String(labor.applied.labor_id));
    setMinutes(String(labor.applied.time));
    setPrice((labor.unitCents / 100).toFixed(2));
    setTab('time');
    // Reopening starts from the line as the server last described it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const knownRates =
    rates.length || !product.labor
      ? rates
      : [{ labor_id: product.labor.data.labor_id, title: product.labor.data.title, amount: product.labor.data.amount }];
  const rate = knownRates.find((r) => String(r.labor_id) === laborId);
  const time = readNumber(minutes);
  const timeOk = time !== null && Number.isInteger(time) && time > 0;
  const priceValue = readNumber(price);
  const priceOk = priceValue !== null && priceValue >= 0;
  const valid = Boolean(rate) && timeOk && (tab === 'time' || priceOk);
  const submit = async () => {
    if (!valid || !rate || time === null) return;
    const result = await updateLineLabor({
      key: product.key,
      newName: name.trim(),
      newLaborId: rate.labor_id,
      newLaborTime: time,
      ...(tab === 'price' && priceValue !== null ? { newPrice: priceValue.toFixed(2) } : {}),
    });
    if (result.ok) onClose();
  };
  const timePanel = (
    <>
      <InputField
        label="Time (minutes)"
        required
        inputMode="numeric"
        data-initial-focus
        value={minutes}
        onChange={(e) => setMinutes(e.target.value)}
        error={minutes && !timeOk ? CUSTOM_LABOR_TEXT.time : null}
      />
      <p className="pi-pos-form__sum" aria-live="polite">
        Labor cost (each): {rate && timeOk && time !== null ? formatCents(laborCostCents(rate.amount, time)) : '—'}
      </p>
    </>
  );
  const pricePanel = (
    <InputField
      label="Labor Price, each ($)"
      required
      inputMode="decimal"
      value={price}
      onChange={(e) => setPrice(e.target.value)}
      error={price && !priceOk ? 'Price must be $0.00 or more.' : null}
    />
  );
  return (
    <FormDialog
      open={open}
      title="Edit Labor"
      onClose={onClose}
      onSubmit={submit}
      label="Update"
      busyLabel="Updating..."
      disabled={!valid}
      formClassName="pi-pos-form"
    >
      <p className="pi-pos-form__lead">{product.name}</p>
      <InputField label="Labor Name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      <ChoiceField
        label="Labor Rate"
        required
        choices={rateChoices(knownRates)}
        value={laborId}
        onChange={(e) => setLaborId(e.target.value)}
      />
      <Tabs
        label="How to adjust the labor"
        selected={tab}
        onSelect={(id) => setTab(id as 'time' | 'price')}
        tabs={[
          { id: 'time', label: 'Adjust Time', panel: timePanel },
          { id: 'price', label: 'Adjust Price', panel: pricePanel },
        ]}
      />
    </FormDialog>
  );
}

type OpenModal = 'price' | 'labor' | 'add-labor' | null;

/** POS tools of one cart line: Edit Price, Edit Labor or Add Labor, the PO number and the inventory badge. */
export function PosLineTools({ product, cart, pos }: { product: CartProduct; cart: Cart; pos: PosProps }) {
  const [open, setOpen] = useState<OpenModal>(null);
  const hasLabor = Boolean(cart.labor_applied[product.key]);
  const catalogPart = product.product_id > 0 && product.mpn !== '';
  useEffect(() => {
    if (catalogPart) requestInventory([{ aaia: product.aaia, mpn: product.mpn }]);
  }, [catalogPart, product.aaia, product.mpn]);
  const close = () => setOpen(null);
  /** A button opening one of the line's dialogs, named with the line's product. */
  const opener = (dialog: NonNullable<OpenModal>, name: string, text: string) => (
    <button
      type="button"
      className="pi-btn pi-btn--small"
      aria-haspopup="dialog"
      aria-label={name}
      onClick={() => setOpen(dialog)}
    >
      {text}
    </button>
  );
  return (
    <div className="pi-pos-line">
      {product.po_number ? <small className="pi-pos-line__po">PO #: {product.po_number}</small> : null}
      {product.labor_price_text && !product.labor_product ? (
        <small className="pi-pos-line__po">Labor cost: {product.labor_price_text}</small>
      ) : null}
      <div className="pi-pos-line__buttons">
        {!product.labor_product ? opener('price', `Edit price of ${product.name}`, 'Edit Price') : null}
        {hasLabor
          ? opener('labor', `Edit labor of ${product.name}`, 'Edit Labor')
          : product.product_id > 0 && pos.labor_rates.length
            ? opener('add-labor', `Add labor to ${product.name}`, 'Add Labor')
            : null}
        {catalogPart ? <InventoryBadge product={product} /> : null}
      </div>
      {/* Dialogs stay mounted so closing one returns focus to the button that opened it. */}
      {!product.labor_product ? <PriceEditModal product={product} open={open === 'price'} onClose={close} /> : null}
      {hasLabor ? (
        <LaborEditModal product={product} cart={cart} rates={pos.labor_rates} open={open === 'labor'} onClose={close} />
      ) : null}
      {!hasLabor && product.product_id > 0 ? (
        <LaborModal rates={pos.labor_rates} forLine={product} open={open === 'add-labor'} onClose={close} />
      ) : null}
    </div>
  );
}
