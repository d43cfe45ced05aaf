/**
 * Countdown clock to `data-end` (any date Date can parse; ISO with a zone is safest): "2d 03:04:05", "03:04:05".
 * At zero it shows `data-ended-text` (default "Ended") and stops; the theme's text is kept when the date is invalid.
 */
export default function countdown(el: HTMLElement): () => void {
  const end = Date.parse(el.dataset.end ?? '');
  if (Number.isNaN(end)) return () => {};
  el.setAttribute('role', 'timer');
  const two = (n: number) => String(n).padStart(2, '0');
  let timer = 0;
  const render = () => {
    const left = Math.max(0, Math.floor((end - Date.now()) / 1000));
    if (left === 0) {
      el.textContent = el.dataset.endedText ?? 'Ended';
      el.classList.add('pi-countdown-ended');
      clearInterval(timer);
      return;
    }
    const days = Math.floor(left / 86400);
    const clock = `${two(Math.floor(left / 3600) % 24)}:${two(Math.floor(left / 60) % 60)}:${two(left % 60)}`;
    el.textContent = days ? `${days}d ${clock}` : clock;
  };
  timer = window.setInterval(render, 1000);
  render();
  return () => clearInterval(timer);
}
