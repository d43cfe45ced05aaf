/**
 * Resolves once the browser has painted what the current task rendered (a frame, then a task after it), so a press
 * shows its answer ("Processing...") before heavier work starts (issue 26: interactions under 100 ms). A hidden page
 * paints no frames: a short timer resolves it then, so nothing waits for the tab to be shown again.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
