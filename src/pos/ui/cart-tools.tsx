import { useState, type ChangeEvent } from 'react';
import {
  checkCustomLabor,
  checkCustomProduct,
  customLaborSubtotalCents,
  customQuantity,
  type CustomLaborInput,
  type CustomProductInput,
} from '../lib/custom-items';
import { formatCents, toCents } from '../../lib/money';
import type { CartProduct } from '../../cart/schemas/cart';
import { addCustomProduct, applyLabor } from '../stores/cart';
import { FormDialog } from '../../ui/form-dialog';
import { ChoiceField, InputField, SelectField } from '../../ui/form-fields';
import type { PosProps } from '../schemas/pos-props';

const EMPTY_PRODUCT: CustomProductInput = { name: '', price: '', quantity: '1', tax_class_id: '' };

/**
 * A custom item's form: what the clerk typed, checked as typed; a field's problem shows once they have left or changed
 * it. `field(name)` binds a field (value, change, blur, problem); `reset` starts again from `start`.
 */
function useItemForm<I extends { [K in keyof I]: string }, C extends { errors: Partial<Record<keyof I, string>> }>(
  start: I,
  check: (input: I) => C,
) {
  const [input, setInput] = useState(start);
  const [touched, setTouched] = useState<Partial<Record<keyof I, boolean>>>({});
  const checked = check(input);
  const touch = (name: keyof I) => setTouched((t) => (t[name] ? t : { ...t, [name]: true }));
  const field = (name: keyof I) => ({
    value: input[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = e.target.value;
      setInput((i) => ({ ...i, [name]: value }));
      touch(name);
    },
    onBlur: () => touch(name),
    error: touched[name] ? (checked.errors[name] ?? null) : null,
  });
  const reset = () => {
    setInput(start);
    setTouched({});
  };
  return { input, setInput, touch, field, reset, checked };
}

/** "Add a Custom Product" (spec 1 §5): Add is disabled while the form is invalid or submitting. */
export function CustomProductModal({
  taxClasses,
  open,
  onClose,
}: {
  taxClasses: PosProps['tax_classes'];
  open: boolean;
  onClose(): void;
}) {
  const { input, setInput, touch, field, reset, checked } = useItemForm(EMPTY_PRODUCT, checkCustomProduct);
  const close = () => {
    reset();
    onClose();
  };
  const submit = async () => {
    if (!checked.ok) return;
    const result = await addCustomProduct(checked.values);
    if (result.ok) close();
  };
  return (
    <FormDialog
      open={open}
      title="Add a Custom Product"
      onClose={close}
      onSubmit={submit}
      label="Add"
      busyLabel="Adding..."
      disabled={!checked.ok}
      formClassName="pi-pos-form"
    >
      <InputField label="Name" required data-initial-focus autoComplete="off" {...field('name')} />
      <InputField label="Price ($)" required inputMode="decimal" autoComplete="off" {...field('price')} />
      <InputField
        label="Quantity"
        required
        inputMode="numeric"
        autoComplete="off"
        {...field('quantity')}
        // Non-positive becomes 1 (the minimum) once the clerk leaves the field.
        onBlur={() => {
          const quantity = customQuantity(input.quantity);
          if (quantity !== null) setInput((i) => ({ ...i, quantity: String(quantity) }));
          touch('quantity');
        }}
      />
      <SelectField label="Tax Class" {...field('tax_class_id')} hint="Leave blank to exclude tax.">
        <option value="">— None (no tax) —</option>
        {taxClasses.map((t) => (
          <option key={String(t.tax_class_id)} value={String(t.tax_class_id)}>
            {t.title}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}

/** Labor rates as choices: "Brake Service ($110.00/hour)". */
export const rateChoices = (rates: PosProps['labor_rates']) =>
  rates.map((r) => ({ id: String(r.labor_id), name: `${r.title} (${formatCents(toCents(r.amount))}/hour)` }));

const EMPTY_LABOR: CustomLaborInput = { laborId: '', laborTime: '', quantity: '1', name: '' };

/**
 * Custom labor (spec 2 §5): rate, minutes, quantity (default 1) and an optional name; subtotal = rate x minutes / 60
 * x quantity. With `forLine` it is that product line's own labor (applyLabor with productLaborKey; its quantity).
 */
export function LaborModal({
  rates,
  forLine,
  open,
  onClose,
}: {
  rates: PosProps['labor_rates'];
  forLine?: CartProduct;
  open: boolean;
  onClose(): void;
}) {
  const start = {
    ...EMPTY_LABOR,
    laborId: rates.length === 1 ? String(rates[0]?.labor_id) : '',
    quantity: String(forLine?.quantity ?? 1),
  };
  // A line's labor is for the line's quantity.
  const forQuantity = (input: CustomLaborInput) => (forLine ? { ...input, quantity: String(forLine.quantity) } : input);
  const { input, field, reset, checked } = useItemForm(start, (i) => checkCustomLabor(forQuantity(i)));
  const rate = rates.find((r) => String(r.labor_id) === input.laborId);
  const subtotal = customLaborSubtotalCents(rate, forQuantity(input));
  const close = () => {
    reset();
    onClose();
  };
  const submit = async () => {
    if (!checked.ok) return;
    const result = await applyLabor(forLine ? { ...checked.values, productLaborKey: forLine.key } : checked.values);
    if (result.ok) close();
  };
  return (
    <FormDialog
      open={open}
      title={forLine ? `Add Labor to ${forLine.name}` : 'Add Custom Labor'}
      onClose={close}
      onSubmit={submit}
      label="Add Labor"
      busyLabel="Adding..."
      disabled={!checked.ok}
      formClassName="pi-pos-form"
    >
      <ChoiceField
        label="Labor Rate"
        required
        data-initial-focus
        placeholder="Choose a labor rate"
        choices={rateChoices(rates)}
        {...field('laborId')}
      />
      <InputField label="Time (minutes)" required inputMode="numeric" autoComplete="off" {...field('laborTime')} />
      {forLine ? null : (
        <InputField label="Quantity" required inputMode="numeric" autoComplete="off" {...field('quantity')} />
      )}
      <InputField label="Name (optional)" autoComplete="off" {...field('name')} />
      <p className="pi-pos-form__sum" aria-live="polite">
        Subtotal: <strong>{formatCents(subtotal)}</strong>
        {forLine ? ` (for ${forLine.quantity})` : null}
      </p>
    </FormDialog>
  );
}

/** Below the lines in POS mode: "Add a Custom Product" and "Add Custom Labor". */
export function PosCartTools({ pos }: { pos: PosProps }) {
  const [open, setOpen] = useState<'product' | 'labor' | null>(null);
  return (
    <div className="pi-pos-tools">
      <button type="button" className="pi-btn" aria-haspopup="dialog" onClick={() => setOpen('product')}>
        Add a Custom Product
      </button>
      {pos.labor_rates.length ? (
        <button type="button" className="pi-btn" aria-haspopup="dialog" onClick={() => setOpen('labor')}>
          Add Custom Labor
        </button>
      ) : null}
      <CustomProductModal taxClasses={pos.tax_classes} open={open === 'product'} onClose={() => setOpen(null)} />
      <LaborModal rates={pos.labor_rates} open={open === 'labor'} onClose={() => setOpen(null)} />
    </div>
  );
}
