/**
 * A copy of a local-storage value as a cookie of the same name, for the server: it draws a teacher's first screen
 * into its page with her token and in her language (decision 050), and a page's request carries no local storage.
 * Kept 30 days, sent with the portal's own pages and a link to them from elsewhere (SameSite=Lax), never read by
 * the API, which takes the token from the Authorization header alone. `null` removes it.
 */
export function keepCookie(name: string, value: string | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const kept = value ? `${encodeURIComponent(value)}; Max-Age=2592000` : '; Max-Age=0';
  document.cookie = `${name}=${kept}; Path=/; SameSite=Lax${secure}`;
}
