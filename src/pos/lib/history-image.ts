// The customer history image's rules (spec 3 §5, §9): .jpg or .png, at most 2 MB.

export const MAX_HISTORY_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPE_PROBLEM = 'The image must be a .jpg or .png file.';
export const IMAGE_SIZE_PROBLEM = 'The image must be at most 2 MB.';
/** What the file input offers (the platform's picker filters by it; a drop or "All files" still needs the check). */
export const HISTORY_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** The problem with a chosen file, or null when it may be sent. */
export function historyImageProblem(file: { name: string; type: string; size: number } | null): string | null {
  if (!file) return null;
  const typeOk = /\.(jpe?g|png)$/i.test(file.name) && (file.type === '' || /^image\/(jpeg|png)$/.test(file.type));
  if (!typeOk) return IMAGE_TYPE_PROBLEM;
  if (file.size > MAX_HISTORY_IMAGE_BYTES) return IMAGE_SIZE_PROBLEM;
  return null;
}
