/** The admin endpoint's token: the page address's `token`, else the one the page was rendered with. */
export function adminToken(fallback = ''): string {
  return new URLSearchParams(window.location.search).get('token') ?? fallback;
}
