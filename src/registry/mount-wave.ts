// The registry's mount wave, read from its public `data-mount-state` attributes: no code in the loader pays for it.

const LOADING = '[data-mount-state="loading"]';

/** A slow or hanging island never holds page-wide work (the one fitment call) longer than this. */
export const MOUNT_WAVE_LIMIT_MS = 2000;

/**
 * Resolves once no island that has begun mounting is still loading (each one mounted, failed or was removed), or
 * after `limitMs`. Islands that start later (visible, interaction, late DOM) make a wave of their own.
 */
export function mountWaveSettled(doc: Document = document, limitMs = MOUNT_WAVE_LIMIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      if (!doc.querySelector(LOADING)) done();
    };
    const observer = new MutationObserver(check);
    const timer = setTimeout(done, limitMs);
    observer.observe(doc.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-mount-state'],
    });
    check();
  });
}
