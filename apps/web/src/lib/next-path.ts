/**
 * Where a sign-in continues (docs/product/accounts.md#where-a-sign-in-continues): the `?next=` of the sign-in
 * screens, kept only when it is a path of this store. Anything that could leave the site (`//host`, `/\host`, a
 * scheme, a control character) is dropped, so a crafted link cannot send a shopper elsewhere after signing in.
 */
export const DEFAULT_AFTER_SIGN_IN = '/Dashboard';

export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  // The sign-in screens themselves are no destination: signing in again would loop.
  const path = raw.split(/[?#]/, 1)[0]!.toLowerCase();
  if (['/login', '/loginotp', '/otpverify', '/googlelogin', '/register'].includes(path)) return null;
  return raw;
}

/**
 * `/Login?next=...` (or another sign-in screen) for a destination; the plain screen when there is none, or when it is
 * the Dashboard, where every sign-in lands anyway.
 */
export function withNext(screen: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe && safe !== DEFAULT_AFTER_SIGN_IN ? `${screen}?next=${encodeURIComponent(safe)}` : screen;
}
