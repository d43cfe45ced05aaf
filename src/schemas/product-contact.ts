import * as v from 'valibot';
import { NumberishSchema } from './flag';

/** Contact location (spec 1 §3) from GET product/product/getLocations. */
export const ContactLocationSchema = v.object({
  location_id: v.pipe(NumberishSchema, v.integer()),
  location_name: v.string(),
  email_address: v.string(),
});
export const ContactLocationsSchema = v.array(ContactLocationSchema);

/** validateCaptcha answers success (or error, thrown by the client as a server message). */
export const SuccessAnswerSchema = v.object({ success: v.union([v.string(), v.boolean()]) });

/** productContactEmail's answer is not stated (spec 1 §7): `{}` is a sent message; a `success` text is shown when given. */
export const OptionalSuccessSchema = v.object({ success: v.optional(v.union([v.string(), v.boolean()])) });

export type ContactLocation = v.InferOutput<typeof ContactLocationSchema>;
