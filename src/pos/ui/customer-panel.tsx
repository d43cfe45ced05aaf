import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { EVENTS } from '../../events';
import type { Cart } from '../../cart/schemas/cart';
import type { CustomerVehicle, YmmData } from '../../schemas/customer';
import { $cart } from '../../cart/stores/cart';
import { logoutCustomerUrl, removeCartCustomer } from '../stores/cart';
import { $config } from '../../stores/config';
import { Modal } from '../../ui/modal';
import { useSingleFlight } from '../../ui/use-single-flight';
import { fullName } from '../lib/customer-text';
import { CustomerSearchModal, useCustomerSearchPreload } from './lazy-customer-search';
import { NewCustomerModal } from '../customer/ui/new-customer';
import type { PosProps } from '../schemas/pos-props';
import { lazyChunk } from '../../registry/lazy-chunk';
import { onFirstOpen, useIdlePreload } from '../../ui/lazy-dialog';

/**
 * The customer's vehicles (their store and the vehicle kit it calls) and the vehicle chooser: lazy chunks, started when the
 * cart's tools are idle, so the cart's first screen does not wait for them.
 */
const loadCustomerStore = lazyChunk(() => import('../stores/customer'));
type CustomerStore = Awaited<ReturnType<typeof loadCustomerStore>>;
let customerStore: CustomerStore | null = null;
const withCustomerStore = () => loadCustomerStore().then((m) => (customerStore = m));
const loadVehiclePicker = lazyChunk(() => import('./vehicle-picker'));
// The chooser marks the customer's vehicle being chosen in that store: it is read (below) once the chooser is open.
const SelectVehicleModal = onFirstOpen(
  () => Promise.all([loadVehiclePicker(), withCustomerStore()]).then(([m]) => m),
  (m) => m.SelectVehicleModal,
);
const saveCustomerVehicle = async (...args: Parameters<CustomerStore['saveCustomerVehicle']>) =>
  (await withCustomerStore()).saveCustomerVehicle(...args);
const removeOrderVehicle = async () => (await withCustomerStore()).removeOrderVehicle();

interface VehicleFacet {
  api_field: string;
  api_value: string | number;
  label_field: string;
  label_value: string | number;
}

/** The Year/MakeID/ModelID of a vehicle-changed event, or null when it has no year, make and model. */
function ymmOf(detail: unknown): YmmData | null {
  const facets = (detail as { vehicle?: { facets?: VehicleFacet[] } } | null)?.vehicle?.facets;
  if (!Array.isArray(facets)) return null;
  const ymm: YmmData = {};
  for (const name of ['Year', 'MakeID', 'ModelID']) {
    const f = facets.find((x) => x.api_field === name);
    if (!f) return null;
    ymm[name] = {
      api_field: f.api_field,
      api_value: String(f.api_value),
      label_field: f.label_field,
      label_value: String(f.label_value),
    };
  }
  return ymm;
}

const sameVehicle = (ymm: YmmData, v: CustomerVehicle) =>
  ['Year', 'MakeID', 'ModelID'].every((k) => String(v.ymm_data[k]?.api_value) === String(ymm[k]?.api_value));

/** "Add This Vehicle to Customer?" when the vehicle selector picks a vehicle the customer on the cart does not have. */
export function AddVehiclePrompt({ cart }: { cart: Cart }) {
  const [offer, setOffer] = useState<YmmData | null>(null);
  const [busy, add] = useSingleFlight(saveCustomerVehicle);
  useEffect(() => {
    // The cart as the store holds it now: a vehicle the clerk just added is already among the customer's.
    const listen = (e: Event) => {
      // Nothing is being chosen before the store has loaded (the chooser loads it).
      if (customerStore?.choosingCustomerVehicle()) return;
      const ymm = ymmOf((e as CustomEvent).detail);
      const now = $cart.get();
      if (ymm && now?.customer && !now.customer_vehicles.some((v) => sameVehicle(ymm, v))) setOffer(ymm);
    };
    document.addEventListener(EVENTS.vehicleChanged, listen);
    return () => document.removeEventListener(EVENTS.vehicleChanged, listen);
  }, []);
  const display = offer ? ['Year', 'MakeID', 'ModelID'].map((k) => offer[k]?.label_value).join(' ') : '';
  const yes = async () => {
    if (!offer) return;
    const result = await add({ title: display, vin: '', notes: '', ymm_data: offer });
    if (result?.ok) setOffer(null);
  };
  return (
    <Modal
      open={offer !== null}
      title="Add This Vehicle to Customer?"
      onClose={() => setOffer(null)}
      actions={
        <>
          <button type="button" className="pi-btn" onClick={() => setOffer(null)}>
            No
          </button>
          <button type="button" className="pi-btn pi-btn--primary" disabled={busy} onClick={yes}>
            {busy ? 'Adding...' : 'Yes, Add Vehicle'}
          </button>
        </>
      }
    >
      <p>
        Add the {display} to {cart.customer ? fullName(cart.customer) : 'the customer'}&apos;s vehicles?
      </p>
    </Modal>
  );
}

type Open = 'search' | 'new' | 'vehicle' | null;

/** Above the lines in POS mode: the customer on the cart and their vehicle, or the ways to find or create one. */
export function PosCustomerPanel({ cart, pos }: { cart: Cart; pos: PosProps }) {
  useCustomerSearchPreload();
  useIdlePreload(loadVehiclePicker);
  useIdlePreload(withCustomerStore);
  const config = useStore($config);
  const [open, setOpen] = useState<Open>(null);
  const [removing, remove] = useSingleFlight(removeCartCustomer);
  const [unsetting, unsetVehicle] = useSingleFlight(removeOrderVehicle);
  const customer = cart.customer;
  const close = () => setOpen(null);
  const editHref = customer
    ? `${config.endpoints.pos_customer_edit}?customer_id=${encodeURIComponent(String(customer.customer_id))}`
    : '';
  return (
    <section className="pi-pos-customer" aria-label="Customer">
      {customer ? (
        <>
          <div className="pi-pos-customer__who">
            <strong>Customer: {fullName(customer)}</strong>
            <small>{[customer.email, customer.telephone].filter(Boolean).join(' · ')}</small>
            <small>Vehicle: {cart.ymm_vehicle || 'none selected'}</small>
          </div>
          <div className="pi-pos-customer__buttons">
            <button
              type="button"
              className="pi-btn pi-btn--small"
              aria-haspopup="dialog"
              onClick={() => setOpen('vehicle')}
            >
              {cart.ymm_vehicle ? 'Change Vehicle' : 'Select Vehicle'}
            </button>
            {cart.ymm_vehicle ? (
              <button
                type="button"
                className="pi-btn pi-btn--small"
                disabled={unsetting}
                onClick={() => void unsetVehicle()}
              >
                Remove Vehicle
              </button>
            ) : null}
            <a className="pi-btn pi-btn--small" href={editHref} target="_blank" rel="noopener">
              Edit Customer<span className="pi-visually-hidden"> (opens in a new tab)</span>
            </a>
            <button type="button" className="pi-btn pi-btn--small" disabled={removing} onClick={() => void remove()}>
              Remove Customer
            </button>
            <a className="pi-btn pi-btn--small" href={logoutCustomerUrl()}>
              Log Out Customer
            </a>
          </div>
        </>
      ) : (
        <>
          <p className="pi-pos-customer__who">No customer on this order.</p>
          <div className="pi-pos-customer__buttons">
            <button
              type="button"
              className="pi-btn pi-btn--small"
              aria-haspopup="dialog"
              onClick={() => setOpen('search')}
            >
              Search for a Customer
            </button>
            <button
              type="button"
              className="pi-btn pi-btn--small"
              aria-haspopup="dialog"
              onClick={() => setOpen('new')}
            >
              New Customer
            </button>
          </div>
        </>
      )}
      <CustomerSearchModal open={open === 'search'} onClose={close} />
      <NewCustomerModal pos={pos} open={open === 'new'} onClose={close} />
      {customer ? <SelectVehicleModal cart={cart} open={open === 'vehicle'} onClose={close} /> : null}
      <AddVehiclePrompt cart={cart} />
    </section>
  );
}
