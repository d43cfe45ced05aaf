/** What a POS session adds to its cart: the customer, custom products and labor, the active vehicle, the order. */

export interface CustomProductLine {
  key: string;
  name: string;
  priceCents: number;
  quantity: number;
  /** "" when the item is not taxed. */
  tax_class_id: string;
  po_number: string;
}

export interface CustomLaborLine {
  key: string;
  labor_id: number;
  /** Minutes per unit. */
  time: number;
  quantity: number;
  name: string;
  /** A price the clerk set per unit (Edit Labor, Adjust Price); else rate x time / 60. */
  priceCents: number | null;
}

/** A vehicle chosen for the session (saveVehicle), kept as the facets it was saved with. */
export interface SessionVehicle {
  facets: { api_field: string; api_value: string; label_field: string; label_value: string }[];
}

export interface PosSession {
  /** The customer on the cart (setCustomer), not a sign-in. */
  customerId: number | null;
  customProducts: CustomProductLine[];
  customLabor: CustomLaborLine[];
  nextCustom: number;
  /** The order this cart belongs to once saved for checkout (saveOrderAndCheckout); later saves update it. */
  orderId: number | null;
  vehicle: SessionVehicle | null;
}

export function newPosSession(): PosSession {
  return { customerId: null, customProducts: [], customLabor: [], nextCustom: 1, orderId: null, vehicle: null };
}

/** "2007 GMC Canyon" from Year, MakeID and ModelID facets (their labels). */
export function vehicleDisplay(facets: SessionVehicle['facets']): string {
  const label = (field: string) => facets.find((f) => f.api_field === field)?.label_value ?? '';
  return [label('Year'), label('MakeID'), label('ModelID')].filter(Boolean).join(' ');
}

/** Takes a custom product or custom labor line off the cart; false when the key is neither. */
export function removeCustomRow(pos: PosSession, key: string): boolean {
  const before = pos.customProducts.length + pos.customLabor.length;
  pos.customProducts = pos.customProducts.filter((c) => c.key !== key);
  pos.customLabor = pos.customLabor.filter((c) => c.key !== key);
  return pos.customProducts.length + pos.customLabor.length < before;
}

/** Sets a custom line's quantity: true when set, the refusal's text, or null when the key is not a custom line. */
export function setCustomQuantity(pos: PosSession, key: string, quantity: number): true | string | null {
  const item = pos.customProducts.find((c) => c.key === key) ?? pos.customLabor.find((c) => c.key === key);
  if (!item) return null;
  if (quantity < 1) return 'Quantity must be a positive number.';
  if (quantity > 10000) return `Maximum quantity for ${item.name || 'this labor'} is 10000.`;
  item.quantity = quantity;
  return true;
}
