import { useStore } from '@nanostores/react';
import { EVENTS } from '../events';
import { $config } from '../stores/config';

/**
 * The card's fitment slot in its "Select Vehicle" state (spec 1 §4; the live states come with the vehicle fitment issue).
 * It asks the page for the vehicle selector with a cancelable event; when nothing on the page handles it, the shopper
 * goes to the home page, where the store's vehicle selector lives. Shown only when vehicle lookup is enabled.
 */
export function FitmentButton({ productId, name }: { productId: number; name: string }) {
  const config = useStore($config);
  if (!config.vehicle.vehicle_lookup_enabled) return null;
  const ask = () => {
    const event = new CustomEvent(EVENTS.selectVehicle, { detail: { product_id: productId }, bubbles: true, cancelable: true });
    if (document.dispatchEvent(event)) window.location.assign(config.endpoints.home_page);
  };
  return (
    <button type="button" className="pi-fitment pi-fitment--none" aria-label={`Select Vehicle to check fitment of ${name}`} onClick={ask}>
      Select Vehicle
    </button>
  );
}
