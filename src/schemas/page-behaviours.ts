import * as v from 'valibot';

/**
 * The schedule-appointment answer (spec 3 §7: "success or error"). An `error` (the server's message, HTML) is thrown
 * by the client as a ServerMessageError; `success` is checked by the api function, so that an `error` answer still
 * parses and its error carries it as `data` (a 2xx answer, unlike a failure status).
 */
export const ScheduleAnswerSchema = v.object({ success: v.optional(v.unknown()) });

/** A call whose answer the spec does not describe: any answer is accepted and none of it is read. */
export const UndescribedAnswerSchema = v.unknown();
