/** Language links (spec 3 §2): OpenCart's #form-language gets the chosen code and is submitted, as its theme does. */
export default function languageLinks(el: HTMLElement): () => void {
  const form = el instanceof HTMLFormElement ? el : el.querySelector('form');
  const onClick = (event: Event) => {
    const choice = (event.target as Element).closest<HTMLElement>('.language-select');
    const code = form?.querySelector<HTMLInputElement>('input[name="code"]');
    if (!choice || !form || !code) return;
    event.preventDefault();
    code.value = choice.getAttribute('name') ?? '';
    // As jQuery's .submit() did: the theme's own submit handlers still run.
    form.requestSubmit();
  };
  el.addEventListener('click', onClick);
  return () => el.removeEventListener('click', onClick);
}
