import * as v from 'valibot';
import { NumberishSchema } from './flag';

/** Contact location (spec 1 §3) from GET product/product/getLocations. */
export const ContactLocationSchema = v.object({
  location_id: v.pipe(NumberishSchema, v.integer()),
  location_name: v.string(),
  email_address: v.string(),
});
export const ContactLocationsSchema = v.array(ContactLocationSchema);

/** validateCaptcha and productContactEmail answer success (or error, thrown by the client as a server message). */
export const SuccessAnswerSchema = v.object({ success: v.union([v.string(), v.boolean()]) });

export type ContactLocation = v.InferOutput<typeof ContactLocationSchema>;
