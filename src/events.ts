/** DOM events the bundle dispatches for the host page (names are part of the public API). */
export const EVENTS = {
  /** On the mount element, bubbling: detail { name }. */
  mounted: 'parts-islands:mounted',
  /** On the mount element, bubbling: detail { name, error }. */
  failed: 'parts-islands:failed',
  /** On document: detail { cart }. */
  cartUpdated: 'parts-islands:cart-updated',
  /** On document: detail { vehicle }. */
  vehicleChanged: 'parts-islands:vehicle-changed',
  /** On document, 1 s after the last cart change: financing widgets should re-read the total. detail null. */
  financingRefresh: 'parts-islands:financing-refresh',
  /** On document, cancelable: a "Select Vehicle" button asks for the vehicle selector. detail { product_id }. */
  selectVehicle: 'parts-islands:select-vehicle',
} as const;

export function emit(target: EventTarget, type: string, detail: unknown): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
