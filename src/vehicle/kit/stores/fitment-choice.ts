// A maybe-part's choices (spec 1 §4): only the selector and the fitment modal (lazy chunks) read these.
import { computed } from 'nanostores';
import type { ChoiceGroup } from '../../schemas/vehicle';
import { $fitment, revalidateAll } from '../../stores/fitment';
import { emitVehicleChanged } from '../../stores/vehicle';
import { pageState } from '../../../registry/page';

/** Years descending; everything else in natural order (spec 1 §4 "choices are sorted, with years descending"). */
export function sortChoices(group: ChoiceGroup): ChoiceGroup {
  const values = [...group.values];
  if (group.api_field === 'Year') values.sort((a, b) => Number(b.value) - Number(a.value));
  else values.sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }));
  return { ...group, values };
}

/** The next part needing a choice: the first part whose result is maybe and that offers choices. */
export const $nextChoice = computed($fitment, (entries) => {
  for (const [key, entry] of Object.entries(entries)) {
    if (entry.status === 'done' && entry.part.result === 'maybe' && entry.part.choices?.length) {
      return { key, part: entry.part, choices: entry.part.choices.map(sortChoices) };
    }
  }
  return null;
});

// Whether a save asked for a reload once the choices are made (ymm_page_refresh).
const state = pageState(() => ({ refreshWhenChosen_: false }));

/** With ymm_page_refresh, a save that found a maybe-part reloads once the shopper's choices leave none. */
export function refreshAfterChoices(): void {
  state.refreshWhenChosen_ = true;
}

/** A maybe-part's choice: revalidate every part with add=field||value||label||name; the vehicle now has that facet. */
export async function chooseFitment(group: ChoiceGroup, value: string): Promise<void> {
  const option = group.values.find((o) => o.value === value);
  if (!option) return;
  const ok = await revalidateAll({
    add: {
      api_field: group.api_field,
      api_value: option.value,
      label_field: group.label_field,
      label_value: option.label,
    },
  });
  if (!ok) return;
  emitVehicleChanged();
  if (state.refreshWhenChosen_ && !$nextChoice.get()) window.location.reload();
}
