// The vehicle selector (spec 1 §2, §4): Year/Make/Model and Engine tabs, the application summary, Reset, facet removal,
// Show Universal Parts and the next maybe-part's choice. A lazy chunk: pages load it when a selector shows.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
// The kit's base alone: opening the selector loads no more of the kit (src/forms/index.ts).
import { Field } from '../../forms/ui/field';
import { $config } from '../../stores/config';
import { $nextChoice } from '../kit/stores/fitment-choice';
import { $vehicle, hasVehicle } from '../stores/vehicle';
import { removeVehicleFacet, resetVehicle, toggleUniversalParts } from '../kit/stores/vehicle-actions';
import {
  createVehicleForm,
  engineFacets,
  shownChoices,
  ymmFacets,
  type Slot,
  type VehicleForm,
} from '../kit/stores/vehicle-form';
import { FitmentChoices } from './fitment-choices';
import fitmentPanelCss from './fitment-panel.css?inline';
import { injectStyle } from '../../ui/inject-style';
import { Modal } from '../../ui/modal';
import modalCss from '../../ui/modal.css?inline';
import { Tabs } from '../../ui/tabs';
import css from './vehicle-selector.css?inline';
import summaryCss from './vehicle-summary.css?inline';
import { VehicleSummaryView } from './vehicle-summary';
import { vehicleColourStyle } from './vehicle-colours';

injectStyle('vehicle-selector', modalCss);
injectStyle('vehicle-selector', fitmentPanelCss);
injectStyle('vehicle-selector', css);
injectStyle('vehicle-selector', summaryCss);

/** One list of the vehicle form: "Select {label}" until chosen, "Loading…" while its choices load. */
function SlotField({
  label,
  slot,
  disabled,
  onChange,
}: {
  label: string;
  slot: Slot;
  disabled?: boolean;
  onChange(value: string): void;
}) {
  return (
    <Field
      label={label}
      control={(props) => (
        <select
          {...props}
          value={slot.value}
          disabled={disabled || slot.loading}
          aria-busy={slot.loading}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{slot.loading ? 'Loading…' : `Select ${label}`}</option>
          {slot.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** What the shopper has chosen: "Your Vehicle", each facet with a remove control, and Reset. */
function ApplicationSummary() {
  const vehicle = useStore($vehicle);
  const [busy, setBusy] = useState(false);
  if (!hasVehicle(vehicle)) return null;
  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    // Success reloads the page; a failure (logged) leaves the controls usable.
    if (!(await action())) setBusy(false);
  };
  return (
    <VehicleSummaryView
      vehicle={vehicle}
      busy={busy}
      onRemove={(field) => run(() => removeVehicleFacet(field))}
      reset={
        <button type="button" className="pi-fbtn" disabled={busy} onClick={() => run(resetVehicle)}>
          Reset
        </button>
      }
    />
  );
}

/** One tab's form: its selects and Save Vehicle, enabled once the tab's vehicle is complete. */
function SaveForm({
  form,
  by,
  complete,
  onSaved,
  children,
}: {
  form: VehicleForm;
  by: 'ymm' | 'engine';
  complete: boolean;
  onSaved(): void;
  children: ReactNode;
}) {
  const saving = useStore(form.$form).saving;
  return (
    <form
      className="pi-vehicle__form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await form.save(by)) onSaved();
      }}
    >
      {children}
      <button type="submit" className="pi-fbtn pi-fbtn--primary" disabled={!complete || saving} aria-busy={saving}>
        {saving ? 'Saving…' : 'Save Vehicle'}
      </button>
    </form>
  );
}

function YmmPanel({ form, onSaved }: { form: VehicleForm; onSaved(): void }) {
  const s = useStore(form.$form);
  return (
    <SaveForm form={form} by="ymm" complete={!!ymmFacets(s)} onSaved={onSaved}>
      <SlotField label="Year" slot={s.year} onChange={form.setYear} />
      <SlotField label="Make" slot={s.make} disabled={!s.year.value} onChange={form.setMake} />
      <SlotField label="Model" slot={s.model} disabled={!s.make.value} onChange={form.setModel} />
      {shownChoices(s.choices).map((g) => (
        <SlotField
          key={g.api_field}
          label={g.label_field}
          slot={{
            options: g.values,
            value: s.chosen[g.api_field] ?? '',
            loading: s.choicesLoading && !g.values.length,
          }}
          onChange={(value) => form.setChoice(g.api_field, value)}
        />
      ))}
    </SaveForm>
  );
}

function EnginePanel({ form, onSaved }: { form: VehicleForm; onSaved(): void }) {
  const s = useStore(form.$form);
  return (
    <SaveForm form={form} by="engine" complete={!!engineFacets(s)} onSaved={onSaved}>
      <SlotField label="Engine Manufacturer" slot={s.engineMfr} onChange={form.setEngineMfr} />
      <SlotField
        label="Engine Family"
        slot={s.engineFamily}
        disabled={!s.engineMfr.value}
        onChange={form.setEngineFamily}
      />
      <SlotField
        label="Engine Size"
        slot={s.engineSize}
        disabled={!s.engineFamily.value}
        onChange={form.setEngineSize}
      />
    </SaveForm>
  );
}

type Tab = 'ymm' | 'engine';

/** The tabs the configuration enables (the shared WAI-ARIA Tabs); choosing one starts its first list. */
function SelectorTabs({
  tabs,
  form,
  onSaved,
}: {
  tabs: { id: Tab; label: string }[];
  form: VehicleForm;
  onSaved(): void;
}) {
  const [active, setActive] = useState<Tab>(tabs[0]!.id);
  const choose = (tab: Tab) => {
    setActive(tab);
    if (tab === 'engine') form.startEngine();
    else form.start();
  };
  const panel = (tab: Tab) =>
    tab === 'ymm' ? <YmmPanel form={form} onSaved={onSaved} /> : <EnginePanel form={form} onSaved={onSaved} />;
  if (tabs.length === 1) return panel(tabs[0]!.id);
  return (
    <div className="pi-vehicle__tabs">
      <Tabs
        label="Find your vehicle by"
        tabs={tabs.map((t) => ({ ...t, panel: panel(t.id) }))}
        selected={active}
        onSelect={(id) => choose(id as Tab)}
      />
    </div>
  );
}

export interface VehicleSelectorProps {
  /** The legacy form: Year/Make/Model only, lists from the legacy route. */
  legacy?: boolean;
  /** After a save that stays on the page (a modal closes unless a part now needs a choice). */
  onSaved?(): void;
}

export function VehicleSelector({ legacy = false, onSaved = () => {} }: VehicleSelectorProps) {
  const [form] = useState(() => createVehicleForm({ legacy }));
  // From an effect: only the selector React commits asks for its first list (years, or engine manufacturers).
  useEffect(() => form.startFirst(), [form]);
  const flags = useStore($config).vehicle;
  const vehicle = useStore($vehicle);
  const next = useStore($nextChoice);
  const universalId = useId();
  const tabs: { id: Tab; label: string }[] = [];
  if (flags.ymm_enabled || legacy) tabs.push({ id: 'ymm', label: flags.ymm_tab_label });
  if (flags.engine_family_enabled && !legacy) tabs.push({ id: 'engine', label: flags.engine_family_tab_label });
  return (
    <div className="pi-vehicle" style={vehicleColourStyle(flags)}>
      <ApplicationSummary />
      {next && hasVehicle(vehicle) ? (
        <div className="pi-vehicle__next" role="group" aria-label="One more detail">
          <FitmentChoices choices={next.choices} partName={next.part.name || `Part #${next.part.mpn}`} />
        </div>
      ) : null}
      {tabs.length ? <SelectorTabs tabs={tabs} form={form} onSaved={onSaved} /> : null}
      {flags.show_universal ? (
        <p className="pi-vehicle__universal">
          <input
            id={universalId}
            type="checkbox"
            checked={vehicle.showUniversal}
            onChange={() => void toggleUniversalParts()}
          />
          <label htmlFor={universalId}>Show Universal Parts</label>
        </p>
      ) : null}
    </div>
  );
}

/** The selector in a dialog titled by ymm_heading; a save closes it unless a part on the page now needs a choice. */
export function VehicleSelectorDialog({
  open,
  onClose,
  legacy = false,
}: {
  open: boolean;
  onClose(): void;
  legacy?: boolean;
}) {
  const heading = useStore($config).vehicle.ymm_heading;
  return (
    <Modal open={open} title={heading} onClose={onClose}>
      <VehicleSelector legacy={legacy} onSaved={() => !$nextChoice.get() && onClose()} />
    </Modal>
  );
}
