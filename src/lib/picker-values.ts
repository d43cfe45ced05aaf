// The date pickers' value forms (spec 3 §9): date Y-m-d, date-time Y-m-d H:i, time H:i shown on a 12-hour clock.
// The platform's inputs take Y-m-d, Y-m-dTH:i and H:i; these turn one form into the other. Bad input gives ''.

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const HI = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** "2026-03-07 14:05" (or with seconds, or a T) as a datetime-local input value "2026-03-07T14:05". */
export function toDateTimeLocal(value: string): string {
  const [date = '', time = ''] = value.trim().split(/[ T]/);
  const hi = HI.exec(time);
  return YMD.test(date) && hi ? `${date}T${hi[1]}:${hi[2]}` : '';
}

/** A datetime-local input value "2026-03-07T14:05" as the wire's "2026-03-07 14:05". */
export function fromDateTimeLocal(value: string): string {
  const local = toDateTimeLocal(value);
  return local ? local.replace('T', ' ') : '';
}

/** "H:i" (or H:i:s) as the input's "HH:mm"; '' when it is not a time. */
export function toTimeValue(value: string): string {
  const hi = HI.exec(value.trim());
  return hi ? `${hi[1]}:${hi[2]}` : '';
}

/** "14:05" shown on a 12-hour clock: "2:05 PM"; "00:30" is "12:30 AM"; '' when it is not a time. */
export function formatTime12(value: string): string {
  const hi = HI.exec(value.trim());
  if (!hi) return '';
  const hours = Number(hi[1]);
  return `${hours % 12 || 12}:${hi[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}
