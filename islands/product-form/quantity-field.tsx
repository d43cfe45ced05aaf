import { useId, useState } from 'react';
import { clampQuantity } from '../../src/lib/quantity';

/**
 * The product page's quantity: a labelled number input starting at the product's minimum.
 * (The shared QuantityControl of src/ui replaces this one component when it lands.)
 */
export function QuantityField({ minimum, value, onChange }: { minimum: number; value: number; onChange: (quantity: number) => void }) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [message, setMessage] = useState<string | null>(null);
  const commit = (raw: string) => {
    const clamped = clampQuantity(raw, minimum);
    setText(String(clamped.value));
    setMessage(clamped.message);
    onChange(clamped.value);
  };
  return (
    <div className="pi-quantity">
      <label htmlFor={id}>Qty</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={minimum}
        step={1}
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number(e.target.value);
          if (Number.isInteger(n) && n >= minimum) onChange(n);
        }}
        onBlur={(e) => commit(e.target.value)}
      />
      <small id={`${id}-hint`} className="pi-quantity__hint">
        {message ?? (minimum > 1 ? `Minimum quantity: ${minimum}` : '')}
      </small>
    </div>
  );
}
