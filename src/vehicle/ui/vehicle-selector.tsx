// The vehicle selector (spec 1 §2, §4): Year/Make/Model and Engine tabs, the application summary, Reset, facet removal,
// Show Universal Parts and the next maybe-part's choice. A lazy chunk: pages load it when a selector shows.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { SelectField } from '../../forms';
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
import css from './vehicle-selector.css?inline';
import summaryCss from './vehicle-summary.css?inline';
import { VehicleSummaryView } from './vehicle-summary';
import { useIsland } from '../../registry/island-name';
import { vehicleColourStyle } from './vehicle-colours';

injectStyle('vehicle-selector', modalCss);
injectStyle('vehicle-selector', fitmentPanelCss);
injectStyle('vehicle-selector', css);
injectStyle('vehicle-selector', summaryCss);

/** One list of the vehicle form (the kit's select field): "Select {label}" until chosen, "Loading…" while it loads. */
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
    <SelectField
      label={label}
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
    </SelectField>
  );
}

/** What the shopper has chosen: "Your Vehicle", each facet with a remove control, and Reset. */
function ApplicationSummary() {
  const vehicle = useStore($vehicle);
  const [busy, setBusy] = useState(false);
  const island = useIsland();
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
      onRemove={(field) => run(() => removeVehicleFacet(field, island))}
      reset={
        <button type="button" className="pi-fbtn" disabled={busy} onClick={() => run(() => resetVehicle(island))}>
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

/** Tabs with arrow-key movement between them (WAI-ARIA tabs pattern); only the tabs the configuration enables. */
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
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const choose = (tab: Tab) => {
    setActive(tab);
    if (tab === 'engine') form.startEngine();
    else form.start();
  };
  const panel = (tab: Tab) =>
    tab === 'ymm' ? <YmmPanel form={form} onSaved={onSaved} /> : <EnginePanel form={form} onSaved={onSaved} />;
  if (tabs.length === 1) return panel(tabs[0]!.id);
  const onKeyDown = (e: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.id === active);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!.id;
    choose(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="pi-vehicle__tabs">
      <div role="tablist" aria-label="Find your vehicle by" onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${t.id}-tab`}
            aria-controls={`${base}-${t.id}-panel`}
            aria-selected={active === t.id}
            tabIndex={active === t.id ? 0 : -1}
            className="pi-vehicle__tab"
            onClick={() => choose(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-${t.id}-panel`}
          aria-labelledby={`${base}-${t.id}-tab`}
          hidden={active !== t.id}
        >
          {active === t.id ? panel(t.id) : null}
        </div>
      ))}
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
  const island = useIsland();
  const [form] = useState(() => createVehicleForm({ legacy, island }));
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
            onChange={() => void toggleUniversalParts(island)}
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
