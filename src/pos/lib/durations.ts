// Appointment times (spec 2 §5, §9; spec 3 §9): slot start times, end-time options up to 8 hours, duration labels.

/** Longest appointment: 8 hours (28,800,000 ms). */
export const MAX_APPOINTMENT_MINUTES = 8 * 60;

/** "1 hr 30 min", "45 min", "2 hr": the end-time options' duration. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} hr` : '', m || !h ? `${m} min` : ''].filter(Boolean).join(' ');
}

/** "9:30 AM" for minutes after midnight (a time past midnight reads as the next day's clock). */
export function clockText(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  return `${h % 12 || 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "09:30" (the form's startTime) from minutes after midnight, and back (null when not a time). */
export const timeValue = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
export function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** A usable slot length: a whole number of minutes from 1 to 8 hours (anything else falls back to 30). */
export const slotLengthOf = (length: number) =>
  Number.isInteger(length) && length > 0 && length <= MAX_APPOINTMENT_MINUTES ? length : 30;

/** Start times of a day whose minutes are multiples of the slot length (from midnight). */
export function startTimeOptions(slotLength: number): { value: string; label: string }[] {
  const step = slotLengthOf(slotLength);
  const out: { value: string; label: string }[] = [];
  for (let t = 0; t < 1440; t += step) out.push({ value: timeValue(t), label: clockText(t) });
  return out;
}

export interface EndTimeOption {
  /** Minutes from the start. */
  duration: number;
  /** Minutes after the start day's midnight (may pass midnight). */
  end: number;
  label: string;
}

/**
 * End-time options from a start time: every slot boundary after it, up to 8 hours later, labelled with the end clock
 * time and the duration ("10:30 AM (1 hr 30 min)"). A start between boundaries ends on the boundaries all the same.
 */
export function endTimeOptions(start: number, slotLength: number): EndTimeOption[] {
  const step = slotLengthOf(slotLength);
  const out: EndTimeOption[] = [];
  for (let end = (Math.floor(start / step) + 1) * step; end - start <= MAX_APPOINTMENT_MINUTES; end += step) {
    const duration = end - start;
    const nextDay = end >= 1440 ? ' next day' : '';
    out.push({ duration, end, label: `${clockText(end)}${nextDay} (${durationText(duration)})` });
  }
  return out;
}
