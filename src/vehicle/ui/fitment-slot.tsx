import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { $config } from '../../stores/config';
import type * as FitmentModule from '../stores/fitment';
import { holdMountWave } from '../../stores/ports';
import type { FitmentProduct } from './fitment-button';
import { lazyChunk } from '../../registry/lazy-chunk';

const loadFitmentStore = lazyChunk(() => import('../stores/fitment'));
const loadButton = lazyChunk(() => import('./fitment-button'));

type FitmentStore = typeof FitmentModule;
let store: FitmentStore | null = null;
let loading: Promise<FitmentStore> | null = null;
// One promise: every slot waiting for the store registers in the same microtask checkpoint.
const loadStore = () =>
  (loading ??= loadFitmentStore().then(
    (m) => (store = m),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/** Fitment (its stores, calls and button) loads only where the store has vehicle lookup on; parts register first. */
const FitmentButton = lazy(() =>
  Promise.all([loadButton(), loadStore()]).then(([m]) => ({ default: m.FitmentButton })),
);

/** The button's box (src/vehicle/ui/fitment.css: 12 px bold text, 3 px padding, 1 px border) held while its chunk loads, so
 * the card's text does not move down when it arrives; inline because that stylesheet comes with the chunk. */
const PLACEHOLDER = {
  display: 'inline-block',
  alignSelf: 'flex-start',
  minWidth: 150,
  padding: '3px 8px',
  border: '1px solid transparent',
  fontSize: 12,
  fontWeight: 700,
} as const;

/** A part's fitment button (spec 1 §4) where cards and cart lines show it; nothing while vehicle lookup is off. */
export function FitmentSlot({ product }: { product: FitmentProduct }) {
  const enabled = useStore($config).vehicle.vehicle_lookup_enabled;
  const { aaia, mpn } = product;
  // Registered with the island's own commit, not when each root renders the lazy button (a task apart): every part
  // mounting with the page joins the page's one validateFitment call.
  useEffect(() => {
    if (!enabled) return;
    if (store) store.registerPart({ aaia, mpn });
    else {
      // A failed load is reported by the button's own lazy load (the island's error state).
      const registered = loadStore().then(
        (m) => m.registerPart({ aaia, mpn }),
        () => {},
      );
      // Parts of islands already on the page wait for this before the page's one call is sent.
      holdMountWave(registered);
    }
  }, [enabled, aaia, mpn]);
  if (!enabled) return null;
  return (
    <Suspense
      fallback={
        <span style={PLACEHOLDER} aria-hidden="true">
          {'\u00a0'}
        </span>
      }
    >
      <FitmentButton product={product} />
    </Suspense>
  );
}
