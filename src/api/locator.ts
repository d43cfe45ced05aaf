import { CartEnvelopeSchema, type CartEnvelope } from '../cart/schemas/cart';
import {
  AnyAnswerSchema,
  DealerSchema,
  GeoAnswerSchema,
  LocatorAnswerSchema,
  PopupTextSchema,
  type Dealer,
  type LocatorAnswer,
  type PopupText,
} from '../schemas/locator';
import { call } from './client';
import { endpoint } from './endpoints';
import { callUrl } from './form';

export interface LocatorSearch {
  search: string;
  distance: number;
  filter: string;
  /** The preferred store (cookie locator_pickup_location), '' when none. */
  selected_store: string;
  lat?: number;
  lng?: number;
  /** Product availability mode. */
  product_id?: number;
  /** The distance-based lookup's radius in miles (spec 3 §7: 100). */
  radius?: number;
  limit?: number;
}

/** GET {data source}{type}&format=json with search, distance, filter, selected_store, lat, lng: html and map data. */
export function searchLocations(
  dataSource: string,
  type: string,
  query: LocatorSearch,
  signal?: AbortSignal,
): Promise<LocatorAnswer> {
  // The query's fields as the store lists them; one left undefined is not sent.
  const url = callUrl(dataSource, type, { format: 'json', ...query });
  return call(LocatorAnswerSchema, url, { signal });
}

/** GET /api/location/setGeolocationFromZipCode?address={zip}: geo {lat, lng}, or null when the ZIP cannot be placed. */
export async function geocodeZip(zip: string, signal?: AbortSignal): Promise<{ lat: number; lng: number } | null> {
  const answer = await call(
    GeoAnswerSchema,
    callUrl(endpoint('location'), 'setGeolocationFromZipCode', { address: zip }),
    { signal },
  );
  return answer.geo;
}

/** GET module/dealer_locator/find_dealer&id={id}: the chosen store's name and address. */
export function findDealer(id: number): Promise<Dealer> {
  return call(DealerSchema, callUrl(endpoint('dealer_locator'), 'find_dealer', { id }));
}

/** GET module/dealer_locator/reset_store. */
export async function resetStore(): Promise<void> {
  await call(AnyAnswerSchema, callUrl(endpoint('dealer_locator'), 'reset_store'));
}

/** GET product/product/getDealerLocatorPopupText: the dealer locator popup's heading and text. */
export function getPopupText(): Promise<PopupText> {
  return call(PopupTextSchema, callUrl(endpoint('product_page'), 'getDealerLocatorPopupText'));
}

/** POST {cart}storeLocatorAddProduct {product_id, quantity}: adds for pickup at the preferred store. */
export function addForPickup(productId: number, quantity: number): Promise<CartEnvelope> {
  return call(CartEnvelopeSchema, callUrl(endpoint('cart'), 'storeLocatorAddProduct'), {
    form: { product_id: productId, quantity },
  });
}
