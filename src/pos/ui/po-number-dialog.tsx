// "Add PO Number" for an order (spec 2 §2, §7: POST /pos/order/applyPoNumber?order_id=, from the checkout and the
// receipt): one PO number for the chosen product, or for all of them; each product shows the number it has.
import { useState } from 'react';
import { CheckboxField, InputField, SelectField } from '../../forms';
import { FormDialog } from '../../ui/form-dialog';

export interface PoNumberProduct {
  order_product_id: number;
  name: string;
  po_number: string;
}

export function PoNumberDialog({
  products,
  onApply,
  onClose,
  formClassName,
}: {
  products: PoNumberProduct[];
  /** Sends the number; true closes the dialog (a refusal keeps what was typed). */
  onApply(productIds: number[], poNumber: string, applyToAll: boolean): Promise<boolean>;
  onClose(): void;
  formClassName?: string;
}) {
  const [product, setProduct] = useState(String(products[0]?.order_product_id ?? ''));
  const [number, setNumber] = useState('');
  const [all, setAll] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!number.trim()) return setError('Enter a PO Number.');
    setError(null);
    if (await onApply([Number(product)], number.trim(), all)) onClose();
  };
  return (
    <FormDialog
      title="Add PO Number"
      onClose={onClose}
      onSubmit={submit}
      label="Save PO Number"
      busyLabel="Saving..."
      className="pi-backoffice"
      formClassName={formClassName}
    >
      <SelectField
        label="Product"
        value={product}
        disabled={all}
        onChange={(e) => setProduct(e.target.value)}
        data-initial-focus
      >
        {products.map((p) => (
          <option key={p.order_product_id} value={p.order_product_id}>
            {p.name}
            {p.po_number ? ` (PO #: ${p.po_number})` : ''}
          </option>
        ))}
      </SelectField>
      <InputField label="PO Number" value={number} onChange={(e) => setNumber(e.target.value)} error={error} />
      <CheckboxField label="Apply to all products" checked={all} onChange={(e) => setAll(e.target.checked)} />
    </FormDialog>
  );
}
