import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $config } from '../../stores/config';
import { registerPart } from '../stores/fitment';
import { FitmentButton, type FitmentProduct } from './fitment-button';

// The button and the fitment store are in the shopper core chunk (the product page's fitment panel and the stores entry
// import them), so the slot imports them as they are: loading them lazily would add bytes to every page and save none.

/** A part's fitment button (spec 1 §4) where cards and cart lines show it; nothing while vehicle lookup is off. */
export function FitmentSlot({ product }: { product: FitmentProduct }) {
  const enabled = useStore($config).vehicle.vehicle_lookup_enabled;
  const { aaia, mpn } = product;
  // Registered with the island's commit: every part mounting with the page joins the page's one validateFitment call.
  useEffect(() => {
    if (enabled) registerPart({ aaia, mpn });
  }, [enabled, aaia, mpn]);
  if (!enabled) return null;
  return <FitmentButton product={product} />;
}
