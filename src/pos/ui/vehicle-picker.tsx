import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { checkVin } from '../../vehicle/lib/vin';
import type { Cart } from '../../cart/schemas/cart';
import {
  loadCustomerVehicle,
  saveCustomerVehicle,
  selectCustomerVehicle,
  vehicleFacets,
  type VehicleSaveResult,
  ymmDataOf,
} from '../stores/customer';
import { createVehicleForm, shownChoices, ymmFacets, type Slot } from '../../vehicle/kit/stores/vehicle-form';
import { Modal } from '../../ui/modal';
import { useSingleFlight } from '../../ui/use-single-flight';
import { ChoiceField, InputField, TextAreaField } from '../../ui/form-fields';
import { FormDialog } from '../../ui/form-dialog';

interface VehicleText {
  title: string;
  vin: string;
  notes: string;
}

const EMPTY: VehicleText = { title: '', vin: '', notes: '' };

type VehicleSaveFields = Parameters<typeof saveCustomerVehicle>[0];
const saveToCartCustomer = (fields: VehicleSaveFields) => saveCustomerVehicle(fields, { select: true });

const choicesOf = (slot: Slot) => slot.options.map((o) => ({ id: o.value, name: o.label }));

/**
 * "Add Vehicle" / "Edit Vehicle": title, VIN (checked before saving; its model year pre-fills an empty year), notes,
 * year/make/model and the extra choices the store enables (sub model, body type, bed length). The lists come from the
 * one vehicle form store (latest answer wins); saving adds it to the customer and makes it the session's vehicle.
 */
export function VehicleFormModal({
  vehicleId,
  open,
  onClose,
  onSaved = onClose,
  save: saveFields = saveToCartCustomer,
}: {
  vehicleId: number | null;
  open: boolean;
  onClose(): void;
  /** After a save (the vehicle is now the session's); default: onClose. */
  onSaved?(): void;
  /** Where the vehicle goes; default: the cart's customer, and it becomes the session's vehicle. */
  save?(fields: VehicleSaveFields): Promise<VehicleSaveResult>;
}) {
  // A fresh form per opening: nothing chosen before leaks into the next vehicle.
  const form = useMemo(() => createVehicleForm(), [open, vehicleId]); // eslint-disable-line react-hooks/exhaustive-deps
  const state = useStore(form.$form);
  const [text, setText] = useState<VehicleText>(EMPTY);
  const [vinError, setVinError] = useState<string | null>(null);
  const [vinWarning, setVinWarning] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setText(EMPTY);
    setVinError(null);
    setVinWarning(null);
    setError(null);
    form.start();
    if (vehicleId === null) return;
    let live = true;
    void loadCustomerVehicle(vehicleId).then((v) => {
      if (!live || !v) return;
      setText({ title: v.title, vin: v.vin, notes: v.notes });
      void form.fill(vehicleFacets(v.ymm_data));
    });
    return () => {
      live = false;
    };
  }, [open, vehicleId, form]);

  const set = (field: keyof VehicleText, value: string) => setText((t) => ({ ...t, [field]: value }));
  /** Checks the VIN when the clerk leaves it; a good VIN's model year fills an empty year. */
  const vinChecked = (): boolean => {
    const check = checkVin(text.vin);
    setVinError(check && !check.ok ? check.message : null);
    setVinWarning(check?.ok && check.warning ? check.warning : null);
    if (check?.ok) {
      setText((t) => ({ ...t, vin: check.vin }));
      const year = check.year !== null ? String(check.year) : '';
      const { year: slot } = form.$form.get();
      if (!slot.value && slot.options.some((o) => o.value === year)) void form.setYear(year);
    }
    return !check || check.ok;
  };
  const facets = ymmFacets(state);
  const choices = shownChoices(state.choices);
  const submit = async () => {
    if (!vinChecked() || !facets) return;
    const result = await saveFields({
      ...(vehicleId ? { vehicle_id: vehicleId } : {}),
      title: text.title.trim(),
      vin: text.vin.replace(/\s+/g, '').toUpperCase(),
      notes: text.notes.trim(),
      ymm_data: ymmDataOf(facets),
    });
    if (result.ok) onSaved();
    else setError(result.message);
  };
  return (
    <FormDialog
      open={open}
      title={vehicleId ? 'Edit Vehicle' : 'Add Vehicle'}
      onClose={onClose}
      onSubmit={submit}
      label="Save Vehicle"
      busyLabel="Saving..."
      busy={state.saving}
      disabled={!facets}
      formClassName="pi-pos-form"
    >
      <InputField
        label="Title"
        data-initial-focus
        autoComplete="off"
        value={text.title}
        onChange={(e) => set('title', e.target.value)}
        hint="For example Daily Driver"
      />
      <InputField
        label="VIN"
        autoComplete="off"
        spellCheck={false}
        value={text.vin}
        maxLength={20}
        onChange={(e) => set('vin', e.target.value)}
        onBlur={vinChecked}
        error={vinError}
        hint={vinWarning ? <span role="status">{vinWarning}</span> : undefined}
      />
      {(
        [
          ['year', 'Year', form.setYear, null],
          ['make', 'Make', form.setMake, 'year'],
          ['model', 'Model', form.setModel, 'make'],
        ] as const
      ).map(([slot, label, choose, after]) => (
        <ChoiceField
          key={slot}
          label={label}
          required
          placeholder={state[slot].loading ? 'Loading…' : `Choose a ${slot}`}
          choices={choicesOf(state[slot])}
          value={state[slot].value}
          // Each level waits for the one before it.
          disabled={after ? !state[after].value : undefined}
          onChange={(e) => void choose(e.target.value)}
        />
      ))}
      {choices.map((g) => (
        <ChoiceField
          key={g.api_field}
          label={g.label_field}
          placeholder="Any"
          choices={g.values.map((o) => ({ id: o.value, name: o.label }))}
          value={state.chosen[g.api_field] ?? ''}
          disabled={state.choicesLoading}
          onChange={(e) => void form.setChoice(g.api_field, e.target.value)}
        />
      ))}
      <TextAreaField label="Notes" rows={2} value={text.notes} onChange={(e) => set('notes', e.target.value)} />
      {error ? (
        <p className="pi-form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}

/** Select-or-add vehicle: the customer's vehicles; "Select Vehicle" stays disabled until one is chosen. */
export function SelectVehicleModal({ cart, open, onClose }: { cart: Cart; open: boolean; onClose(): void }) {
  const formId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [busy, select] = useSingleFlight(selectCustomerVehicle);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (chosen === null) return;
    if (await select(chosen)) {
      setChosen(null);
      onClose();
    }
  };
  const vehicles = cart.customer_vehicles;
  return (
    <>
      <Modal
        open={open && editing === null}
        title="Select a Vehicle"
        onClose={onClose}
        actions={
          <>
            <button type="button" className="pi-btn" aria-haspopup="dialog" onClick={() => setEditing('new')}>
              Add Vehicle
            </button>
            <button type="submit" form={formId} className="pi-btn pi-btn--primary" disabled={chosen === null || busy}>
              {busy ? 'Selecting...' : 'Select Vehicle'}
            </button>
          </>
        }
      >
        <form id={formId} className="pi-pos-form" onSubmit={submit} noValidate>
          {vehicles.length ? (
            <fieldset className="pi-pos-choices">
              <legend>
                Vehicles of {cart.customer ? `${cart.customer.firstname} ${cart.customer.lastname}` : 'the customer'}
              </legend>
              {vehicles.map((v) => (
                <div key={String(v.vehicle_id)} className="pi-pos-choice">
                  <label>
                    <input
                      type="radio"
                      name={`${formId}-vehicle`}
                      checked={chosen === v.vehicle_id}
                      onChange={() => setChosen(v.vehicle_id)}
                    />
                    <span>
                      <strong>{v.title || v.display}</strong>
                      <small>{[v.display, v.vin && `VIN ${v.vin}`].filter(Boolean).join(' · ')}</small>
                    </span>
                  </label>
                  <button
                    type="button"
                    className="pi-btn pi-btn--small"
                    aria-haspopup="dialog"
                    aria-label={`Edit ${v.title || v.display}`}
                    onClick={() => setEditing(v.vehicle_id)}
                  >
                    Edit
                  </button>
                </div>
              ))}
            </fieldset>
          ) : (
            <p>This customer has no vehicles yet.</p>
          )}
        </form>
      </Modal>
      <VehicleFormModal
        vehicleId={typeof editing === 'number' ? editing : null}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          // The saved vehicle is the order's now: the picker's job is done too.
          setEditing(null);
          setChosen(null);
          onClose();
        }}
      />
    </>
  );
}
