import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { debounce } from '../../lib/debounce';
import {
  QUANTITY_DEBOUNCE_MS,
  QUANTITY_MAX,
  QUANTITY_NOT_A_NUMBER,
  QUANTITY_SELECT_MAX,
  clampQuantity,
  quantitySelectOptions,
  quantityUsesInput,
} from '../lib/quantity';

export interface QuantityControlProps {
  /** The quantity the server last confirmed. */
  value: number;
  /** Accessible name, e.g. "Quantity for Ceramic Brake Pads". */
  label: string;
  /** Show the label as text beside the control (the product page's "Qty"); otherwise it names the control only. */
  visibleLabel?: boolean;
  minimum?: number;
  maximum?: number;
  disabled?: boolean;
  /**
   * Sends the user's last choice, 500 ms after they stop editing. Resolves false when the server refused it:
   * the control then shows the confirmed quantity again.
   */
  onCommit(quantity: number): Promise<boolean>;
}

const OPTIONS = quantitySelectOptions();

/**
 * Quantity for cart lines, the product page and POS (spec 1 §4, 3 §5): a 1-10 dropdown ("10+" last) that
 * becomes a numeric input from 10 and the dropdown again once the quantity settles below 10; edits are debounced and only the last value is sent; bounds clamp with
 * the spec's messages; a refused edit restores the confirmed quantity.
 */
export function QuantityControl({
  value,
  label,
  visibleLabel,
  minimum = 1,
  maximum = QUANTITY_MAX,
  disabled,
  onCommit,
}: QuantityControlProps) {
  const [draft, setDraft] = useState(String(value));
  const [dirty, setDirty] = useState(false);
  const [useInput, setUseInput] = useState(quantityUsesInput(value));
  const [message, setMessage] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  // Set when the input had focus as a settled quantity below 10 turned it back into the dropdown.
  const refocusSelect = useRef(false);
  const messageId = useId();
  const controlId = useId();
  const naming = visibleLabel ? { id: controlId } : { 'aria-label': label };
  // Counts the user's edits: an answer only settles the control if nothing was typed after its request.
  const edits = useRef(0);
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;
  // What the server holds, as far as this control knows: its answers can land before the next render.
  const confirmedRef = useRef(value);
  confirmedRef.current = value;
  const inFlight = useRef(0);
  // Numbers each request: only the newest one's answer says what the server holds (older answers are stale).
  const requests = useRef(0);

  // A quantity confirmed elsewhere (another island, another tab) shows here unless the user is mid-edit.
  // A settled quantity picks the control: from 10 the input, back below 10 the 1-10 dropdown again (spec 1 §4).
  useEffect(() => {
    if (dirty) return;
    setDraft(String(value));
    const input = quantityUsesInput(value);
    if (!input && document.activeElement === inputRef.current) refocusSelect.current = true;
    setUseInput(input);
  }, [value, dirty]);

  // Focus stays on the quantity when the input gives way to the dropdown.
  useEffect(() => {
    if (useInput || !refocusSelect.current) return;
    refocusSelect.current = false;
    selectRef.current?.focus();
  }, [useInput]);

  const send = useMemo(
    () =>
      debounce((text: string) => {
        const { value: next, message: problem } = clampQuantity(text, minimum, maximum);
        setMessage(problem);
        if (problem === QUANTITY_NOT_A_NUMBER) return;
        setDraft(String(next));
        // Back to what the server holds, with nothing on its way: no request needed.
        if (next === confirmedRef.current && inFlight.current === 0) {
          setDirty(false);
          return;
        }
        const sentAfter = edits.current;
        inFlight.current++;
        const request = ++requests.current;
        void commitRef.current(next).then((ok) => {
          inFlight.current--;
          if (ok && request === requests.current) confirmedRef.current = next;
          if (sentAfter !== edits.current) return;
          setDirty(false);
          if (!ok) setMessage(null);
        });
      }, QUANTITY_DEBOUNCE_MS),
    [minimum, maximum],
  );
  useEffect(() => () => send.cancel(), [send]);

  const edit = (text: string) => {
    edits.current++;
    setDraft(text);
    setDirty(true);
    send(text);
  };

  const describedBy = message ? messageId : undefined;
  return (
    <span className="pi-quantity" data-dirty={dirty || undefined}>
      {visibleLabel ? (
        <label className="pi-quantity__label" htmlFor={controlId}>
          {label}
        </label>
      ) : null}
      {useInput ? (
        <input
          ref={inputRef}
          className="pi-quantity__input"
          type="text"
          inputMode="numeric"
          {...naming}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          value={draft}
          disabled={disabled}
          size={6}
          onChange={(e) => edit(e.target.value)}
          onBlur={() => send.flush()}
          onKeyDown={(e) => e.key === 'Enter' && send.flush()}
        />
      ) : (
        <select
          ref={selectRef}
          className="pi-quantity__select"
          {...naming}
          aria-describedby={describedBy}
          value={Math.min(Number(draft) || minimum, QUANTITY_SELECT_MAX)}
          disabled={disabled}
          // Leaving the control (e.g. for Add to Cart) sends the choice at once.
          onBlur={() => send.flush()}
          onChange={(e) => {
            const chosen = Number(e.target.value);
            if (quantityUsesInput(chosen)) {
              setUseInput(true);
              // Focus follows the switch so a keyboard user can type the larger number straight away.
              requestAnimationFrame(() => inputRef.current?.select());
            }
            edit(String(chosen));
          }}
        >
          {OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
      {message ? (
        <span id={messageId} className="pi-quantity__message" role="alert">
          {message}
        </span>
      ) : null}
    </span>
  );
}
