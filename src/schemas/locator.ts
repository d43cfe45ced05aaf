import * as v from 'valibot';
import { FlagSchema, NumberishSchema } from './flag';

const text = v.optional(v.string(), '');
const id = v.pipe(NumberishSchema, v.integer());

/** Dealer location (spec 1 §3); distance in miles when the search had an origin. */
export const DealerLocationSchema = v.object({
  location_id: id,
  name: v.string(),
  lat: NumberishSchema,
  lng: NumberishSchema,
  info_window: text,
  location_name: text,
  address: text,
  distance: v.optional(NumberishSchema),
});

/** GET {data source}{type}&format=json: the list html and the map data. */
export const LocatorAnswerSchema = v.object({
  html: v.string(),
  data: v.object({
    show_map: FlagSchema,
    lat: NumberishSchema,
    lng: NumberishSchema,
    locations: v.array(DealerLocationSchema),
  }),
});

/** GET setGeolocationFromZipCode: geo {lat, lng}; no geo when the ZIP cannot be placed. */
export const GeoAnswerSchema = v.object({
  geo: v.optional(v.nullable(v.object({ lat: NumberishSchema, lng: NumberishSchema })), null),
});

/** GET find_dealer&id=: the chosen store's name and address. */
export const DealerSchema = v.object({ location_name: v.string(), address: v.string() });

export const PopupTextSchema = v.object({
  dealer_locator_popup_heading_text: text,
  dealer_locator_popup_text: text,
});

/** reset_store and other answers whose body the spec does not state. */
export const AnyAnswerSchema = v.unknown();

export type DealerLocation = v.InferOutput<typeof DealerLocationSchema>;
export type LocatorAnswer = v.InferOutput<typeof LocatorAnswerSchema>;
export type Dealer = v.InferOutput<typeof DealerSchema>;
export type PopupText = v.InferOutput<typeof PopupTextSchema>;
