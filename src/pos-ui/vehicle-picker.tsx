import { useEffect, useId, useState, type FormEvent } from 'react';
import { checkVin } from '../lib/vin';
import type { Cart } from '../schemas/cart';
import type { CustomerVehicle, YmmData } from '../schemas/customer';
import {
  loadCustomerVehicle,
  loadMakes,
  loadModels,
  loadYears,
  saveCustomerVehicle,
  selectCustomerVehicle,
} from '../stores/pos/customer';
import { Modal } from '../ui/modal';
import { useSingleFlight } from '../ui/use-single-flight';
import { ChoiceField, FormButtons, TextField } from './field';

type Named = { id: string; name: string };

interface VehicleForm {
  title: string;
  vin: string;
  notes: string;
  year: string;
  make: string;
  model: string;
}

const EMPTY: VehicleForm = { title: '', vin: '', notes: '', year: '', make: '', model: '' };

function fromVehicle(v: CustomerVehicle): VehicleForm {
  const value = (k: string) => String(v.ymm_data[k]?.api_value ?? '');
  return {
    title: v.title,
    vin: v.vin,
    notes: v.notes,
    year: value('Year'),
    make: value('MakeID'),
    model: value('ModelID'),
  };
}

/** Year, make and model lists that follow each other: a year loads makes, a make loads models. */
function useYmmLists(open: boolean, year: string, make: string) {
  const [years, setYears] = useState<string[]>([]);
  const [makes, setMakes] = useState<Named[]>([]);
  const [models, setModels] = useState<Named[]>([]);
  useEffect(() => {
    if (open && !years.length) void loadYears().then((list) => setYears(list.map(String)));
  }, [open, years.length]);
  useEffect(() => {
    setMakes([]);
    if (open && year)
      void loadMakes(year).then((list) => setMakes(list.map((m) => ({ id: String(m.MakeID), name: m.MakeName }))));
  }, [open, year]);
  useEffect(() => {
    setModels([]);
    if (open && year && make)
      void loadModels(year, make).then((list) =>
        setModels(list.map((m) => ({ id: String(m.ModelID), name: m.ModelName }))),
      );
  }, [open, year, make]);
  return { years, makes, models };
}

/** "Add Vehicle" / "Edit Vehicle": title, VIN (checked before saving; its model year pre-fills an empty year), notes, year/make/model. */
export function VehicleFormModal({
  vehicleId,
  open,
  onClose,
}: {
  vehicleId: number | null;
  open: boolean;
  onClose(): void;
}) {
  const formId = useId();
  const [form, setForm] = useState<VehicleForm>(EMPTY);
  const [vinError, setVinError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { years, makes, models } = useYmmLists(open, form.year, form.make);
  const [busy, save] = useSingleFlight(saveCustomerVehicle);

  useEffect(() => {
    if (!open) return;
    setForm(EMPTY);
    setVinError(null);
    setError(null);
    if (vehicleId === null) return;
    let live = true;
    void loadCustomerVehicle(vehicleId).then((v) => {
      if (live && v) setForm(fromVehicle(v));
    });
    return () => {
      live = false;
    };
  }, [open, vehicleId]);

  const set = (field: keyof VehicleForm, value: string) =>
    setForm((f) => ({
      ...f,
      [field]: value,
      ...(field === 'year' ? { make: '', model: '' } : field === 'make' ? { model: '' } : {}),
    }));
  /** Checks the VIN when the clerk leaves it; a good VIN's model year fills an empty year. */
  const vinChecked = (): boolean => {
    const check = checkVin(form.vin);
    setVinError(check && !check.ok ? check.message : null);
    if (check?.ok) {
      const year = check.year !== null ? String(check.year) : '';
      setForm((f) => ({
        ...f,
        vin: check.vin,
        ...(!f.year && years.includes(year) ? { year, make: '', model: '' } : {}),
      }));
    }
    return !check || check.ok;
  };
  const make = makes.find((m) => m.id === form.make);
  const model = models.find((m) => m.id === form.model);
  const ready = Boolean(form.year && make && model);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!vinChecked() || !ready || !make || !model) return;
    const ymm: YmmData = {
      Year: { api_field: 'Year', api_value: form.year, label_field: 'Year', label_value: form.year },
      MakeID: { api_field: 'MakeID', api_value: make.id, label_field: 'MakeName', label_value: make.name },
      ModelID: { api_field: 'ModelID', api_value: model.id, label_field: 'ModelName', label_value: model.name },
    };
    const result = await save({
      ...(vehicleId ? { vehicle_id: vehicleId } : {}),
      title: form.title.trim(),
      vin: form.vin.replace(/\s+/g, '').toUpperCase(),
      notes: form.notes.trim(),
      ymm_data: ymm,
    });
    if (!result) return;
    if (result.ok) onClose();
    else setError(result.message);
  };
  return (
    <Modal
      open={open}
      title={vehicleId ? 'Edit Vehicle' : 'Add Vehicle'}
      onClose={onClose}
      actions={
        <FormButtons
          formId={formId}
          label="Save Vehicle"
          busyLabel="Saving..."
          busy={busy}
          disabled={!ready}
          onCancel={onClose}
        />
      }
    >
      <form id={formId} className="pi-pos-form" onSubmit={submit} noValidate>
        <TextField
          label="Title"
          data-initial-focus
          autoComplete="off"
          value={form.title}
          onChange={(e) => set('title', e.target.value)}
          hint="For example Daily Driver"
        />
        <TextField
          label="VIN"
          autoComplete="off"
          spellCheck={false}
          value={form.vin}
          maxLength={20}
          onChange={(e) => set('vin', e.target.value)}
          onBlur={vinChecked}
          error={vinError}
        />
        <ChoiceField
          label="Year"
          required
          placeholder="Choose a year"
          choices={years.map((y) => ({ id: y, name: y }))}
          value={form.year}
          onChange={(e) => set('year', e.target.value)}
        />
        <ChoiceField
          label="Make"
          required
          placeholder="Choose a make"
          choices={makes}
          value={form.make}
          disabled={!form.year}
          onChange={(e) => set('make', e.target.value)}
        />
        <ChoiceField
          label="Model"
          required
          placeholder="Choose a model"
          choices={models}
          value={form.model}
          disabled={!form.make}
          onChange={(e) => set('model', e.target.value)}
        />
        <div className="pi-field">
          <label htmlFor={`${formId}-notes`} className="pi-field__label">
            Notes
          </label>
          <textarea id={`${formId}-notes`} rows={2} value={form.notes} onChange={(e) => set('notes', e.target.value)} />
        </div>
        {error ? (
          <p className="pi-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
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
      />
    </>
  );
}
