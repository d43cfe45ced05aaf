// A keyboard-wedge barcode scanner types the code as keys, much faster than a person, and ends it with Enter. This tells
// such a burst from typing (README "Scanning parts at the counter": the threshold, and why not onscan.js).

/** Longest gap between two keys of a scan, Enter included (ms). */
export const SCAN_MAX_GAP_MS = 35;
/** Shortest code read as a scan (characters, Enter not counted). */
export const SCAN_MIN_LENGTH = 6;

export interface ScanDetectorOptions {
  onScan(code: string): void;
  maxGapMs?: number;
  minLength?: number;
}

const TEXT_INPUTS = new Set(['text', 'search', 'number', 'tel', 'email', 'url', 'password', 'date', 'time']);

/**
 * Does this element take typed characters (a scan into it is left to it)? Inputs that take text, textareas,
 * contenteditable, and selects (they pick an option by typed characters).
 */
export function takesTyping(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLInputElement) return TEXT_INPUTS.has(element.type) || element.type === '';
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLElement && element.isContentEditable;
}

const MODIFIERS = new Set(['Shift', 'CapsLock']);

/**
 * Listens on the document (capture phase, before any handler can stop it) and calls onScan for a burst of at least
 * minLength characters, each within maxGapMs of the one before, ended by Enter within maxGapMs, typed while the focus
 * is not in a field that takes typing. Only that Enter is prevented (so it does not click the focused button): every
 * other key, and every key of typing that is not such a burst, reaches the page untouched.
 * Times are the events' own (`timeStamp`: when the input happened, not when a busy page got to it).
 */
export function attachScanDetector(doc: Document, options: ScanDetectorOptions): () => void {
  const maxGap = options.maxGapMs ?? SCAN_MAX_GAP_MS;
  const minLength = options.minLength ?? SCAN_MIN_LENGTH;
  let buffer = '';
  let last = 0;
  const onKeyDown = (event: KeyboardEvent) => {
    if (MODIFIERS.has(event.key)) return; // a scanner sends Shift for capitals: neither a character nor a break
    const at = event.timeStamp;
    const fast = buffer !== '' && at - last <= maxGap;
    if (event.ctrlKey || event.altKey || event.metaKey || event.isComposing || takesTyping(doc.activeElement)) {
      buffer = '';
      return;
    }
    if (event.key === 'Enter') {
      const code = buffer;
      buffer = '';
      if (!fast || code.length < minLength) return;
      event.preventDefault();
      options.onScan(code);
      return;
    }
    if (event.key.length !== 1) {
      buffer = '';
      return;
    }
    buffer = fast ? buffer + event.key : event.key;
    last = at;
  };
  doc.addEventListener('keydown', onKeyDown, true);
  return () => doc.removeEventListener('keydown', onKeyDown, true);
}
