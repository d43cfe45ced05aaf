import { useId, useState, type FormEvent } from 'react';
import {
  checkCustomLabor,
  checkCustomProduct,
  customLaborSubtotalCents,
  customQuantity,
  type CustomLaborInput,
  type CustomProductInput,
} from '../lib/custom-items';
import { formatCents, toCents } from '../lib/money';
import type { CartProduct } from '../schemas/cart';
import { addCustomProduct, applyLabor } from '../stores/pos/cart';
import { Modal } from '../ui/modal';
import { useSingleFlight } from '../ui/use-single-flight';
import { ChoiceField, FormButtons, InputField, SelectField } from '../ui/form-fields';
import type { PosProps } from '../schemas/pos/pos-props';

const EMPTY_PRODUCT: CustomProductInput = { name: '', price: '', quantity: '1', tax_class_id: '' };

/** Which fields the clerk has left (or tried to submit): their problems show from then on. */
function useTouched<F extends string>() {
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  return {
    touched,
    touch: (field: F) => setTouched((t) => (t[field] ? t : { ...t, [field]: true })),
    reset: () => setTouched({}),
  };
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
  const formId = useId();
  const [input, setInput] = useState(EMPTY_PRODUCT);
  const { touched, touch, reset } = useTouched<keyof CustomProductInput>();
  const checked = checkCustomProduct(input);
  const [busy, add] = useSingleFlight(addCustomProduct);
  const set = (field: keyof CustomProductInput, value: string) => {
    setInput((i) => ({ ...i, [field]: value }));
    touch(field);
  };
  const close = () => {
    setInput(EMPTY_PRODUCT);
    reset();
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!checked.ok) return;
    const result = await add(checked.values);
    if (result?.ok) close();
  };
  const shown = (field: keyof CustomProductInput) => (touched[field] ? (checked.errors[field] ?? null) : null);
  return (
    <Modal
      open={open}
      title="Add a Custom Product"
      onClose={close}
      actions={
        <FormButtons
          formId={formId}
          label="Add"
          busyLabel="Adding..."
          busy={busy}
          disabled={!checked.ok}
          onCancel={close}
        />
      }
    >
      <form id={formId} className="pi-pos-form" onSubmit={submit} noValidate>
        <InputField
          label="Name"
          required
          data-initial-focus
          autoComplete="off"
          value={input.name}
          onChange={(e) => set('name', e.target.value)}
          onBlur={() => touch('name')}
          error={shown('name')}
        />
        <InputField
          label="Price ($)"
          required
          inputMode="decimal"
          autoComplete="off"
          value={input.price}
          onChange={(e) => set('price', e.target.value)}
          onBlur={() => touch('price')}
          error={shown('price')}
        />
        <InputField
          label="Quantity"
          required
          inputMode="numeric"
          autoComplete="off"
          value={input.quantity}
          onChange={(e) => set('quantity', e.target.value)}
          // Non-positive becomes 1 (the minimum) once the clerk leaves the field.
          onBlur={() => {
            const quantity = customQuantity(input.quantity);
            if (quantity !== null) setInput((i) => ({ ...i, quantity: String(quantity) }));
            touch('quantity');
          }}
          error={shown('quantity')}
        />
        <SelectField
          label="Tax Class"
          value={input.tax_class_id}
          onChange={(e) => set('tax_class_id', e.target.value)}
          hint="Leave blank to exclude tax."
        >
          <option value="">— None (no tax) —</option>
          {taxClasses.map((t) => (
            <option key={String(t.tax_class_id)} value={String(t.tax_class_id)}>
              {t.title}
            </option>
          ))}
        </SelectField>
      </form>
    </Modal>
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
  const formId = useId();
  const start = {
    ...EMPTY_LABOR,
    laborId: rates.length === 1 ? String(rates[0]?.labor_id) : '',
    quantity: String(forLine?.quantity ?? 1),
  };
  const [input, setInput] = useState(start);
  const { touched, touch, reset } = useTouched<keyof CustomLaborInput>();
  const checked = checkCustomLabor(forLine ? { ...input, quantity: String(forLine.quantity) } : input);
  const rate = rates.find((r) => String(r.labor_id) === input.laborId);
  const subtotal = customLaborSubtotalCents(rate, forLine ? { ...input, quantity: String(forLine.quantity) } : input);
  const [busy, apply] = useSingleFlight(applyLabor);
  const set = (field: keyof CustomLaborInput, value: string) => {
    setInput((i) => ({ ...i, [field]: value }));
    touch(field);
  };
  const close = () => {
    setInput(start);
    reset();
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!checked.ok) return;
    const result = await apply(forLine ? { ...checked.values, productLaborKey: forLine.key } : checked.values);
    if (result?.ok) close();
  };
  const shown = (field: keyof CustomLaborInput) => (touched[field] ? (checked.errors[field] ?? null) : null);
  return (
    <Modal
      open={open}
      title={forLine ? `Add Labor to ${forLine.name}` : 'Add Custom Labor'}
      onClose={close}
      actions={
        <FormButtons
          formId={formId}
          label="Add Labor"
          busyLabel="Adding..."
          busy={busy}
          disabled={!checked.ok}
          onCancel={close}
        />
      }
    >
      <form id={formId} className="pi-pos-form" onSubmit={submit} noValidate>
        <ChoiceField
          label="Labor Rate"
          required
          data-initial-focus
          placeholder="Choose a labor rate"
          choices={rateChoices(rates)}
          value={input.laborId}
          onChange={(e) => set('laborId', e.target.value)}
          onBlur={() => touch('laborId')}
          error={shown('laborId')}
        />
        <InputField
          label="Time (minutes)"
          required
          inputMode="numeric"
          autoComplete="off"
          value={input.laborTime}
          onChange={(e) => set('laborTime', e.target.value)}
          onBlur={() => touch('laborTime')}
          error={shown('laborTime')}
        />
        {forLine ? null : (
          <InputField
            label="Quantity"
            required
            inputMode="numeric"
            autoComplete="off"
            value={input.quantity}
            onChange={(e) => set('quantity', e.target.value)}
            onBlur={() => touch('quantity')}
            error={shown('quantity')}
          />
        )}
        <InputField
          label="Name (optional)"
          autoComplete="off"
          value={input.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <p className="pi-pos-form__sum" aria-live="polite">
          Subtotal: <strong>{formatCents(subtotal)}</strong>
          {forLine ? ` (for ${forLine.quantity})` : null}
        </p>
      </form>
    </Modal>
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
