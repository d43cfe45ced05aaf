/** Server messages may carry markup ("You have added <a …>Name</a>…"): toasts show its text only, never its HTML. */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
