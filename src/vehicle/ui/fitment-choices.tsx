import { useId, useState } from 'react';
import type { ChoiceGroup } from '../schemas/vehicle';
import { chooseFitment, sortChoices } from '../kit/stores/fitment-choice';

/**
 * A maybe-part's next choice (spec 1 §4), sorted (years descending). "Check Fitment" revalidates every part with the
 * choice added to the vehicle; a select alone never sends (arrow keys on a closed select would).
 */
export function FitmentChoices({ choices, partName }: { choices: ChoiceGroup[]; partName: string }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [group] = choices.map(sortChoices);
  if (!group) return null;
  return (
    <form
      className="pi-fitment-choice"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!value) return;
        setBusy(true);
        await chooseFitment(group, value);
        setBusy(false);
        setValue('');
      }}
    >
      <label htmlFor={id}>
        To check {partName}, choose your {group.label_field}
      </label>
      <select id={id} value={value} onChange={(e) => setValue(e.target.value)}>
        <option value="">Select {group.label_field}</option>
        {group.values.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <button type="submit" disabled={!value || busy} aria-busy={busy}>
        Check Fitment
      </button>
    </form>
  );
}
