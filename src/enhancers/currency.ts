/** Currency switch (spec 3 §2): a choice sets the `currency` query parameter and reloads the page with it. */
export default function currencySwitch(el: HTMLElement): () => void {
  const go = (code: string | null | undefined) => {
    if (!code) return;
    const url = new URL(window.location.href);
    url.searchParams.set('currency', code);
    window.location.assign(url.href);
  };
  // Theme markup: buttons or links with name="EUR" (or data-currency), or a <select name="currency">.
  const onClick = (event: Event) => {
    const choice = (event.target as Element).closest<HTMLElement>('.currency-select, [data-currency]');
    if (!choice || !el.contains(choice)) return;
    event.preventDefault();
    go(choice.dataset.currency ?? choice.getAttribute('name'));
  };
  const onChange = (event: Event) => {
    const select = event.target as HTMLSelectElement;
    if (select.name === 'currency') go(select.value);
  };
  el.addEventListener('click', onClick);
  el.addEventListener('change', onChange);
  return () => {
    el.removeEventListener('click', onClick);
    el.removeEventListener('change', onChange);
  };
}
