/** A ratio as settings write it ("16:5", "16/5", "3.2" or a number) in CSS aspect-ratio form, or null. */
export function cssRatio(ratio: string | number | null | undefined): string | null {
  if (ratio === null || ratio === undefined || ratio === '') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:[:/x]\s*(\d+(?:\.\d+)?))?\s*$/.exec(String(ratio));
  if (!match) return null;
  const w = Number(match[1]);
  const h = match[2] === undefined ? 1 : Number(match[2]);
  return w > 0 && h > 0 ? `${w} / ${h}` : null;
}
