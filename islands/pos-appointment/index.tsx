import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { clockText, minutesOf, startTimeOptions } from '../../src/pos/lib/durations';
import { defineIsland } from '../../src/registry/define-island';
import { ChoiceField, InputField } from '../../src/forms';
import { POS_CSS } from '../../src/pos/ui/styles';
import { BookedAppointmentSchema, type BayBooking } from '../../src/pos/schemas/appointment';
import {
  $appointmentData,
  $appointmentForm,
  $bayOptions,
  $booked,
  $booking,
  $durationOptions,
  $formValid,
  $schedule,
  addAppointmentVehicle,
  bookAppointment,
  canAddVehicle,
  setAppointmentField,
  startAppointment,
} from '../../src/pos/stores/appointment';
import tableCss from '../../src/ui/paged-table.css?inline';
import css from './pos-appointment.css?inline';
import { lazyChunk } from '../../src/registry/lazy-chunk';
import { onFirstOpen, useIdlePreload } from '../../src/ui/lazy-dialog';

/** The vehicle form (Add Vehicle) with the vehicle kit: a lazy chunk, started once the page is idle. */
const loadVehicleForm = lazyChunk(() => import('../../src/pos/ui/vehicle-picker'));
const VehicleFormModal = onFirstOpen(loadVehicleForm, (m) => m.VehicleFormModal);

const PropsSchema = v.object({
  order_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  booked: v.optional(v.array(BookedAppointmentSchema), []),
  receipt_url: v.optional(v.string(), '/pos/order/receipt'),
});
type Props = v.InferOutput<typeof PropsSchema>;

const num = (value: string) => (value === '' ? null : Number(value));

function CheckList({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: { id: number; name: string }[];
  chosen: number[];
  onChange(next: number[]): void;
}) {
  return (
    <fieldset className="pi-pos-appointment__checks">
      <legend className="pi-field__label">
        {legend} <span aria-hidden="true">*</span>
      </legend>
      {options.map((o) => (
        <label key={o.id} className="pi-pos-appointment__check">
          <input
            type="checkbox"
            checked={chosen.includes(o.id)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, o.id] : chosen.filter((id) => id !== o.id))}
          />{' '}
          {o.name}
        </label>
      ))}
    </fieldset>
  );
}

/** The day view: each bay of the chosen location with its bookings that day, a clash with the chosen time marked. */
function DayView({ date }: { date: string }) {
  const schedule = useStore($schedule);
  const bays = useStore($bayOptions);
  const form = useStore($appointmentForm);
  const start = minutesOf(form.startTime);
  const clashes = (b: BayBooking) => {
    if (start === null || form.duration === null || b.bay_id !== form.bay) return false;
    const from = minutesOf(b.start.slice(11))!;
    return from < start + form.duration && start < from + b.duration;
  };
  if (!bays.length) return <p className="pi-pos-appointment__hint">Choose a location to see its bays' bookings.</p>;
  return (
    <table className="pi-pos-appointment__schedule" aria-busy={schedule.status === 'loading'}>
      <caption>Bay Schedule for {date}</caption>
      <thead>
        <tr>
          <th scope="col">Bay</th>
          <th scope="col">Booked</th>
        </tr>
      </thead>
      <tbody>
        {bays.map((bay) => {
          const bookings = schedule.bookings.filter((b) => b.bay_id === bay.bay_id);
          return (
            <tr key={bay.bay_id} aria-current={bay.bay_id === form.bay ? 'true' : undefined}>
              <th scope="row">{bay.title}</th>
              <td>
                {schedule.status === 'error' ? (
                  'The bookings could not be loaded.'
                ) : bookings.length ? (
                  <ul className="pi-pos-appointment__bookings">
                    {bookings.map((b) => {
                      const from = minutesOf(b.start.slice(11))!;
                      return (
                        <li key={b.id} className={clashes(b) ? 'pi-pos-appointment__clash' : undefined}>
                          {clockText(from)} - {clockText(from + b.duration)} {b.title}
                          {clashes(b) ? <strong> (overlaps your chosen time)</strong> : null}
                        </li>
                      );
                    })}
                  </ul>
                ) : schedule.status === 'loading' ? (
                  'Loading…'
                ) : (
                  'Free all day'
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function PosAppointment({ order_id, booked: initialBooked, receipt_url }: Props) {
  const { status, data } = useStore($appointmentData);
  const form = useStore($appointmentForm);
  const bays = useStore($bayOptions);
  const durations = useStore($durationOptions);
  const valid = useStore($formValid);
  const busy = useStore($booking);
  const booked = useStore($booked);
  const [addingVehicle, setAddingVehicle] = useState(false);
  const formId = useId();
  useIdlePreload(loadVehicleForm);
  useEffect(() => {
    void startAppointment(order_id, initialBooked);
  }, [order_id, initialBooked]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void bookAppointment();
  };
  const addVehicle = () => {
    if (canAddVehicle()) setAddingVehicle(true);
  };
  const set = setAppointmentField;

  return (
    <div className="pi-backoffice pi-pos-appointment">
      <section className="pi-pos-appointment__booked" aria-labelledby={`${formId}-booked`}>
        <h2 id={`${formId}-booked`}>Appointments Booked For This Order</h2>
        {booked.length ? (
          <ul>
            {booked.map((a) => (
              <li key={a.id}>
                {a.display_time.start_date} @ {a.display_time.start_time}
              </li>
            ))}
          </ul>
        ) : (
          <p>No appointments booked yet.</p>
        )}
        <p>
          <a href={`${receipt_url}?order_id=${order_id}`}>Back to the receipt</a>
        </p>
      </section>

      {!data ? (
        status === 'error' ? (
          <p role="alert">
            The appointment form could not be loaded.{' '}
            <button type="button" className="pi-btn" onClick={() => void startAppointment(order_id, booked)}>
              Try again
            </button>
          </p>
        ) : (
          <p>Loading the appointment form…</p>
        )
      ) : (
        <div className="pi-pos-appointment__layout">
          <form id={formId} className="pi-pos-form pi-pos-appointment__form" onSubmit={submit} noValidate>
            <h2>New Appointment</h2>
            <CheckList
              legend="Products"
              options={data.products.map((p) => ({ id: p.product_id, name: p.name }))}
              chosen={form.products}
              onChange={(next) => set('products', next)}
            />
            <CheckList
              legend="Installers"
              options={data.installers.map((i) => ({ id: i.user_id, name: i.wholename }))}
              chosen={form.installers}
              onChange={(next) => set('installers', next)}
            />
            <ChoiceField
              label="Location"
              required
              placeholder="Choose a location"
              choices={data.locations.map((l) => ({ id: String(l.location_id), name: l.location_name }))}
              value={form.location === null ? '' : String(form.location)}
              onChange={(e) => set('location', num(e.target.value))}
            />
            <ChoiceField
              label="Bay"
              required
              placeholder={form.location === null ? 'Choose a location first' : 'Choose a bay'}
              choices={bays.map((b) => ({ id: String(b.bay_id), name: b.title }))}
              value={form.bay === null ? '' : String(form.bay)}
              disabled={form.location === null}
              onChange={(e) => set('bay', num(e.target.value))}
            />
            <InputField
              label="Start Date"
              type="date"
              required
              value={form.startDate}
              onChange={(e) => set('startDate', e.target.value)}
            />
            <ChoiceField
              label="Start Time"
              required
              placeholder="Choose a start time"
              hint={`Every ${data.timeSlotLength} minutes`}
              choices={startTimeOptions(data.timeSlotLength).map((o) => ({ id: o.value, name: o.label }))}
              value={form.startTime}
              onChange={(e) => set('startTime', e.target.value)}
            />
            <ChoiceField
              label="Duration"
              required
              placeholder={form.startTime ? 'Choose an end time' : 'Choose a start time first'}
              choices={durations.map((o) => ({ id: String(o.duration), name: o.label }))}
              value={form.duration === null ? '' : String(form.duration)}
              disabled={!form.startTime}
              onChange={(e) => set('duration', num(e.target.value))}
            />
            <ChoiceField
              label="Status"
              required
              placeholder="Choose a status"
              choices={data.statuses.map((s) => ({ id: String(s.status_id), name: s.name }))}
              value={form.status === null ? '' : String(form.status)}
              onChange={(e) => set('status', num(e.target.value))}
            />
            <div className="pi-pos-appointment__vehicle">
              <ChoiceField
                label="Vehicle"
                placeholder="No vehicle"
                choices={data.vehicles.map((x) => ({
                  id: String(x.vehicle_id),
                  name: [x.title, x.display].filter(Boolean).join(' - ') || `Vehicle #${x.vehicle_id}`,
                }))}
                value={form.vehicle === null ? '' : String(form.vehicle)}
                onChange={(e) => set('vehicle', num(e.target.value))}
              />
              <button type="button" className="pi-btn" onClick={addVehicle}>
                Add Vehicle
              </button>
            </div>
            <div className="pi-field">
              <label htmlFor={`${formId}-note`} className="pi-field__label">
                Note
              </label>
              <textarea
                id={`${formId}-note`}
                rows={3}
                value={form.note}
                onChange={(e) => set('note', e.target.value)}
              />
            </div>
            <label className="pi-pos-appointment__check">
              <input
                type="checkbox"
                checked={form.notifyCustomer === 1}
                onChange={(e) => set('notifyCustomer', e.target.checked ? 1 : 0)}
              />{' '}
              Notify Customer
            </label>
            <p>
              <button type="submit" className="pi-btn pi-btn--primary" disabled={!valid || busy}>
                {busy ? 'Saving...' : 'Save'}
              </button>
            </p>
          </form>
          <section className="pi-pos-appointment__day" aria-label="Bay schedule">
            <DayView date={form.startDate} />
          </section>
        </div>
      )}
      <VehicleFormModal
        vehicleId={null}
        open={addingVehicle}
        onClose={() => setAddingVehicle(false)}
        save={addAppointmentVehicle}
      />
    </div>
  );
}

export default defineIsland({
  tier: 'staff',
  props: PropsSchema,
  Component: PosAppointment,
  css: [css, tableCss, ...POS_CSS],
});
