import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $config } from '../stores/config';
import type { FitmentProduct } from './fitment-button';

/** Fitment (its stores, calls and button) loads only where the store has vehicle lookup on. */
const FitmentButton = lazy(() => import('./fitment-button').then((m) => ({ default: m.FitmentButton })));

/** A part's fitment button (spec 1 §4) where cards and cart lines show it; nothing while vehicle lookup is off. */
export function FitmentSlot({ product }: { product: FitmentProduct }) {
  if (!useStore($config).vehicle.vehicle_lookup_enabled) return null;
  return (
    <Suspense fallback={null}>
      <FitmentButton product={product} />
    </Suspense>
  );
}
