import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { EVENTS } from '../../src/events';
import { defineIsland } from '../../src/registry/define-island';
import { NumberishSchema } from '../../src/schemas/flag';
import { $config } from '../../src/stores/config';
import { hasVehicle, vehicleName } from '../../src/vehicle/stores/vehicle';
import { FITMENT_TEXT, usePartFitment } from '../../src/vehicle/ui/fitment-button';
import fitmentCss from '../../src/vehicle/ui/fitment.css?inline';
import css from './product-vehicle-lookup.css?inline';
import { lazyChunk } from '../../src/registry/lazy-chunk';
import { lazyComponent } from '../../src/registry/lazy-component';

const loadSelector = lazyChunk(() => import('../../src/vehicle/ui/vehicle-selector'));
const loadDialogs = lazyChunk(() => import('../../src/vehicle/ui/fitment-dialogs'));

const VehicleSelectorDialog = lazyComponent(loadSelector, (m) => m.VehicleSelectorDialog);
const FitmentModal = lazyComponent(loadDialogs, (m) => m.FitmentModal);

const text = v.optional(v.string(), '');
const id = v.optional(v.pipe(NumberishSchema, v.integer()), 0);
const PropsSchema = v.object({
  product_id: v.pipe(NumberishSchema, v.integer(), v.minValue(1)),
  name: v.string(),
  part_number: text,
  aaia: text,
  mpn: text,
  category_id: id,
  manufacturer_id: id,
  series_id: id,
});
type Props = v.InferOutput<typeof PropsSchema>;

/** The product page's fitment for its part (spec 3 §2 "product vehicle lookup"): the vehicle, the result, its choice. */
function ProductVehicleLookup(product: Props) {
  const flags = useStore($config).vehicle;
  const enabled = flags.vehicle_lookup_enabled;
  const { vehicle, entry, state } = usePartFitment(product, enabled);
  const heading = useId();
  const [dialog, setDialog] = useState<'selector' | 'details' | null>(null);
  const [used, setUsed] = useState({ selector: false, details: false });
  const show = (which: 'selector' | 'details') => {
    setUsed((u) => ({ ...u, [which]: true }));
    setDialog(which);
  };

  // "Select Vehicle" on this page's cards opens this selector when no other selector took it.
  useEffect(() => {
    if (!enabled) return;
    const onAsk = (e: Event) => {
      if (e.defaultPrevented) return;
      e.preventDefault();
      show('selector');
    };
    document.addEventListener(EVENTS.selectVehicle, onAsk);
    return () => document.removeEventListener(EVENTS.selectVehicle, onAsk);
  }, [enabled]);

  if (!enabled) return null;
  const part = entry?.status === 'done' ? entry.part : null;
  const chosen = hasVehicle(vehicle);
  return (
    <section className="pi-product-fitment" aria-labelledby={heading}>
      <h2 id={heading} className="pi-product-fitment__heading">
        Vehicle Fitment
      </h2>
      {chosen ? (
        <p>
          Your Vehicle: <strong>{vehicleName(vehicle)}</strong>
        </p>
      ) : (
        <p>Select your vehicle to see whether this part fits it.</p>
      )}
      {chosen ? (
        <p className={`pi-fitment pi-fitment--${state}`} role="status">
          {FITMENT_TEXT[state]}
        </p>
      ) : null}
      {chosen && part?.label ? <p className="pi-product-fitment__label">{part.label}</p> : null}
      {chosen && part?.notes ? <p className="pi-product-fitment__notes">{part.notes}</p> : null}
      {chosen && part?.result === 'maybe' && part.choices?.length ? (
        <p>One more detail about your vehicle decides: see Fitment Details.</p>
      ) : null}
      <div className="pi-product-fitment__actions">
        <button type="button" aria-haspopup="dialog" onClick={() => show('selector')}>
          {chosen ? 'Change Vehicle' : 'Select Vehicle'}
        </button>
        {chosen ? (
          <button type="button" aria-haspopup="dialog" onClick={() => show('details')}>
            Fitment Details
          </button>
        ) : null}
      </div>
      {used.selector ? (
        <Suspense fallback={null}>
          <VehicleSelectorDialog open={dialog === 'selector'} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {used.details ? (
        <Suspense fallback={null}>
          <FitmentModal open={dialog === 'details'} product={product} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

export default defineIsland({
  tier: 'page',
  props: PropsSchema,
  Component: ProductVehicleLookup,
  css: [fitmentCss, css],
});
