/** The token's name in a set-password link (`…/admin/set-password#token=…`). */
const TOKEN_PARAM = 'token';

/**
 * Reads the one-time token from the address (the fragment, where the API
 * puts it so no server ever logs it; a query is read too) and removes it from
 * the address bar and the tab's history, so it is not left on screen, in a
 * shared screenshot or behind Back. Null when the address has none.
 */
export function takeLinkToken(location: Location = window.location): string | null {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  const token = hash.get(TOKEN_PARAM) ?? query.get(TOKEN_PARAM);
  if (token === null) return null;
  hash.delete(TOKEN_PARAM);
  query.delete(TOKEN_PARAM);
  const rest = (text: string, mark: string) => (text ? `${mark}${text}` : '');
  const clean = `${location.pathname}${rest(query.toString(), '?')}${rest(hash.toString(), '#')}`;
  // The router's own entry state is kept, so Back and Forward still work.
  window.history.replaceState(window.history.state, '', clean);
  return token;
}
