/**
 * Legacy cart rows (spec 3 §7): Remove calls GET index.php?route=checkout/{code}/remove, then the page reloads.
 * A failed call says so beside the control, which stays usable to retry.
 */
export default function cartCodeRemove(el: HTMLElement): () => void {
  const code = el.dataset.code ?? '';
  let note: HTMLElement | null = null;
  const onClick = async (event: Event) => {
    event.preventDefault();
    if (!/^[a-z_]+$/.test(code) || el.getAttribute('aria-busy') === 'true') return;
    el.setAttribute('aria-busy', 'true');
    note?.remove();
    try {
      const answer = await fetch(`/index.php?route=checkout/${code}/remove`, {
        credentials: 'same-origin',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      window.location.reload();
    } catch (error) {
      console.warn('[parts-islands] cart code not removed', error);
      note = document.createElement('span');
      note.setAttribute('role', 'alert');
      note.className = 'text-danger';
      note.textContent = ' A system error occurred. Contact your administrator.';
      el.after(note);
      el.removeAttribute('aria-busy');
    }
  };
  el.addEventListener('click', onClick);
  return () => {
    el.removeEventListener('click', onClick);
    note?.remove();
  };
}
