// The locked screen's calls (issue 15): GET /pos/login (who was signed in), POST /pos/login (sign in again).
import * as v from 'valibot';
import { FlagSchema, NumberishSchema } from '../../schemas/flag';

const Id = v.pipe(NumberishSchema, v.integer());

/** The locked screen's calls: GET status (who was signed in), POST sign-in. */
export const StaffUserSchema = v.object({ user_id: Id, username: v.string(), name: v.string() });
export const LoginStatusSchema = v.object({ locked: FlagSchema, user: v.nullable(StaffUserSchema) });
export const LoginAnswerSchema = v.object({
  success: v.optional(v.union([v.string(), v.boolean()])),
  user: StaffUserSchema,
});
export type StaffUser = v.InferOutput<typeof StaffUserSchema>;
