/** Kiosk calls (spec 3 §7, spec 1 §7): the playback report of a splash video and the shopper's session reset. */
import * as v from 'valibot';
import { call } from './client';

// The answer carries nothing the kiosk needs; server messages (error…) are still thrown by call().
const AnswerSchema = v.unknown();

export interface VideoPlayback {
  video_id: number | string;
  /** "YYYY-MM-DD HH:MM:SS", local time (the store's datetime). */
  start_date: string;
  end_date: string;
}

/** POST /tool/kiosk/video (form-encoded): video_id, start_date, end_date. */
export async function reportVideoPlayback(url: string, playback: VideoPlayback): Promise<void> {
  await call(AnswerSchema, url, { form: { ...playback } });
}

/** GET /account/logout/clearSession: the next shopper starts without this one's cart, vehicle or sign-in. */
export async function clearSession(url: string): Promise<void> {
  await call(AnswerSchema, url, { method: 'GET' });
}
