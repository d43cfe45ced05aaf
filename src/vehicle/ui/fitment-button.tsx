import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useState } from 'react';
import { EVENTS } from '../../events';
import { $config } from '../../stores/config';
import { $fitment, partKey, registerPart, type FitmentEntry } from '../stores/fitment';
import { $vehicle, hasVehicle, type Vehicle } from '../stores/vehicle';
import fitmentCss from './fitment.css?inline';
import { injectStyle } from '../../ui/inject-style';
import { lazyChunk } from '../../registry/lazy-chunk';
import { lazyComponent } from '../../registry/lazy-component';

const loadDialogs = lazyChunk(() => import('./fitment-dialogs'));

// This chunk loads only where vehicle lookup is on: it brings its own styles.
injectStyle('fitment', fitmentCss);

/** The fitment modal loads with its first opening: most shoppers never open one. */
const FitmentModal = lazyComponent(loadDialogs, (m) => m.FitmentModal);

/** What the fitment button, modal and catalog details need of a product. */
export interface FitmentProduct {
  product_id: number;
  name: string;
  part_number: string;
  aaia: string;
  mpn: string;
  category_id?: number;
  manufacturer_id?: number;
  series_id?: number;
}

export type FitmentState = 'none' | 'checking' | 'verify' | 'fits' | 'nofit' | 'unknown';

/** Fitment button text (spec 1 §4), plus a transient "Checking Fitment…" while the answer is on its way. */
export const FITMENT_TEXT: Record<FitmentState, string> = {
  none: 'Select Vehicle',
  checking: 'Checking Fitment…',
  verify: 'Verify Fitment',
  fits: 'Fits Your Vehicle',
  nofit: "Doesn't Fit Your Vehicle",
  unknown: 'Unknown Fitment',
};

export function fitmentState(vehicle: Vehicle, entry: FitmentEntry | undefined): FitmentState {
  if (entry?.status === 'checking' && !vehicle.known) return 'checking';
  if (!hasVehicle(vehicle)) return 'none';
  if (!entry || entry.status === 'checking') return 'checking';
  if (entry.status === 'error') return 'verify';
  switch (entry.part.result) {
    case 'yes':
    case 'universal':
      return 'fits';
    case 'no':
      return 'nofit';
    case 'unknown':
      return 'unknown';
    default:
      return 'verify';
  }
}

/** Registers the part for the page's one validateFitment batch and reads its fitment. */
export function usePartFitment(product: Pick<FitmentProduct, 'aaia' | 'mpn'>, enabled: boolean) {
  const key = partKey(product.aaia, product.mpn);
  const vehicle = useStore($vehicle);
  const entry = useStore($fitment, { keys: [key] })[key];
  useEffect(() => {
    if (enabled) registerPart({ aaia: product.aaia, mpn: product.mpn });
  }, [enabled, product.aaia, product.mpn]);
  return { vehicle, entry, state: fitmentState(vehicle, entry) };
}

/** Asks the page for the vehicle selector; when nothing on the page handles it, the shopper goes to the home page. */
export function askForVehicle(productId: number): void {
  const event = new CustomEvent(EVENTS.selectVehicle, {
    detail: { product_id: productId },
    bubbles: true,
    cancelable: true,
  });
  if (document.dispatchEvent(event)) window.location.assign($config.get().endpoints.home_page);
}

/**
 * The fitment button of a part (spec 1 §4): "Select Vehicle" asks for the vehicle selector; with a vehicle it shows
 * the part's fitment and opens the "Fitment for Part #" modal. Shown only when vehicle lookup is enabled.
 */
export function FitmentButton({ product }: { product: FitmentProduct }) {
  const enabled = useStore($config).vehicle.vehicle_lookup_enabled;
  const { state } = usePartFitment(product, enabled);
  const [open, setOpen] = useState(false);
  // Once loaded, the modal stays mounted so closing it returns focus to this button.
  const [used, setUsed] = useState(false);
  if (!enabled) return null;
  const text = FITMENT_TEXT[state];
  return (
    <>
      <button
        type="button"
        className={`pi-fitment pi-fitment--${state}`}
        aria-label={
          state === 'none' ? `Select Vehicle to check fitment of ${product.name}` : `${text}: ${product.name}`
        }
        aria-haspopup={state === 'none' ? undefined : 'dialog'}
        onClick={() => {
          if (state === 'none') return askForVehicle(product.product_id);
          setUsed(true);
          setOpen(true);
        }}
      >
        {text}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <FitmentModal open={open} product={product} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
