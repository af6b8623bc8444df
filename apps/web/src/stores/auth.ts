import { create } from 'zustand';
import { useHydrated } from '@/hooks/use-hydrated';
import { setRejectedTokenHandler } from '@/lib/api-client';
import { ROLE_LABELS, type AccountRole } from '@/lib/permissions';
import { queryClient } from '@/lib/query-client';

// Who is signed in, shared by every screen that needs the user (docs/product/accounts.md#sessions). The state
// lives outside the features so the bag, checkout, orders, addresses and admin read it without importing the
// sign-in feature.

/** The signed-in user as decoded from the token (docs/product/accounts.md#sessions). */
export interface AuthUser {
  sub: string;
  email: string;
  name: string;
  given_name: string;
  /** The role when the token was made: a hint of what to ask the server, never trusted (docs/product/admin.md#what-each-role-sees). */
  role: AccountRole;
  exp: number;
}

/** Token and user in local storage under fixed keys (docs/product/accounts.md#sessions). */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

/** The designated admin address, the server's default ADMIN_EMAIL (docs/product/admin.md#access). */
export const ADMIN_EMAIL = 'admin@store.local';

/** Shown when a token expires or the server no longer accepts it; the server says the same. */
export const SESSION_ENDED = 'Your session has expired. Please sign in again.';

/** setTimeout takes at most 2^31-1 ms (about 24.8 days); a later expiry is re-armed when the app restarts. */
const MAX_TIMER_MS = 2_147_483_647;

export function decodeToken(token: string): AuthUser | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Partial<AuthUser>;
    if (typeof claims.email !== 'string' || typeof claims.exp !== 'number') return null;
    return {
      sub: String(claims.sub ?? ''),
      email: claims.email,
      name: claims.name ?? '',
      given_name: claims.given_name ?? '',
      role: typeof claims.role === 'string' && claims.role in ROLE_LABELS ? claims.role : 'customer',
      exp: claims.exp,
    };
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

interface Stored {
  token: string | null;
  user: AuthUser | null;
  /** A token was stored but its lifetime is over. */
  expired: boolean;
}

/** What local storage holds now, without changing it. */
function peekStored(): Stored {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY) ?? null;
  const user = token ? decodeToken(token) : null;
  const expired = Boolean(user && user.exp * 1000 <= Date.now());
  if (!token || !user || !store?.getItem(USER_KEY) || expired) return { token: null, user: null, expired };
  return { token, user, expired: false };
}

/** Read back at start; kept only while both exist and the token has not expired (docs/product/accounts.md#sessions). */
function readStored(): Stored {
  const stored = peekStored();
  if (!stored.token) {
    storage()?.removeItem(TOKEN_KEY);
    storage()?.removeItem(USER_KEY);
  }
  return stored;
}

interface AuthState {
  token: string | null;
  user: AuthUser | null;
  /**
   * True while a token read back at start is being confirmed with the server; guarded screens show
   * 'Loading...' meanwhile (docs/product/accounts.md#guards), so a token ended elsewhere never opens them.
   */
  checking: boolean;
  /** Why the user was signed out without asking (expired or rejected token), until it has been shown. */
  notice: string | null;
  signIn: (token: string) => AuthUser | null;
  signOut: () => void;
  /** Signs out because the token no longer works, with the notice. */
  endSession: () => void;
  clearNotice: () => void;
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function watchExpiry(user: AuthUser | null) {
  clearTimeout(expiryTimer);
  if (!user || typeof window === 'undefined') return;
  const left = user.exp * 1000 - Date.now();
  if (left < MAX_TIMER_MS) expiryTimer = setTimeout(() => useAuthStore.getState().endSession(), Math.max(0, left));
}

/** Cached answers that belong to the user who is leaving (profile, addresses, orders are keyed by email). */
function forgetUserData(email: string) {
  queryClient.removeQueries({
    predicate: (query) => JSON.stringify(query.queryKey).toLowerCase().includes(email.toLowerCase()),
  });
}

const initial = readStored();

/** The store itself; screens use useAuth, tests sign in through it. */
export const useAuthStore = create<AuthState>()((set, get) => ({
  token: initial.token,
  user: initial.user,
  checking: initial.token !== null,
  notice: initial.expired ? SESSION_ENDED : null,
  signIn: (token) => {
    const user = decodeToken(token);
    if (!user) return null;
    storage()?.setItem(TOKEN_KEY, token);
    storage()?.setItem(USER_KEY, JSON.stringify(user));
    set({ token, user, checking: false, notice: null });
    watchExpiry(user);
    return user;
  },
  signOut: () => {
    const { user } = get();
    storage()?.removeItem(TOKEN_KEY);
    storage()?.removeItem(USER_KEY);
    set({ token: null, user: null, checking: false });
    watchExpiry(null);
    if (user) forgetUserData(user.email);
  },
  endSession: () => {
    if (!get().token) return;
    get().signOut();
    set({ notice: SESSION_ENDED });
  },
  clearNotice: () => set({ notice: null }),
}));

watchExpiry(initial.user);

setRejectedTokenHandler((token) => {
  if (useAuthStore.getState().token === token) useAuthStore.getState().endSession();
});

// Another tab signed in or out: follow it, so two tabs never show different users. Only a complete change
// counts (a sign-in writes the token, then the user), and this tab never writes storage in reply.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== TOKEN_KEY && event.key !== USER_KEY) return;
    const stored = peekStored();
    const { token, user } = useAuthStore.getState();
    if (stored.token === token) return;
    if (stored.token) {
      useAuthStore.setState({ token: stored.token, user: stored.user, checking: false });
      watchExpiry(stored.user);
    } else if (storage()?.getItem(TOKEN_KEY) === null) {
      useAuthStore.setState({ token: null, user: null, checking: false });
      watchExpiry(null);
      if (user) forgetUserData(user.email);
    }
  });
}

/** The token read back at start and its user while they still wait for the server's confirmation. */
export function sessionToConfirm(): { token: string; user: AuthUser } | null {
  const { token, user, checking } = useAuthStore.getState();
  return checking && token && user ? { token, user } : null;
}

/** The server answered about `token` (or could not be reached): guarded screens stop waiting. */
export function sessionConfirmed(token: string) {
  if (useAuthStore.getState().token === token) useAuthStore.setState({ checking: false });
}

export function isAdmin(user: AuthUser | null): boolean {
  return user !== null && (user.role === 'admin' || user.email.toLowerCase() === ADMIN_EMAIL);
}

/**
 * An account that may hold admin permissions: the owner, or a token made for a staff role. Only these ask
 * GET /api/admin/me, so a shopper's pages never do (docs/product/admin.md#what-each-role-sees).
 */
export function mayBeStaff(user: AuthUser | null): boolean {
  return user !== null && (user.role !== 'customer' || isAdmin(user));
}

export function getAuthToken(): string | null {
  return useAuthStore.getState().token;
}

/** The signed-in user; a server-rendered page shows the guest until it has hydrated (the server knows no user). */
export function useAuth() {
  const hydrated = useHydrated();
  const token = useAuthStore((state) => (hydrated ? state.token : null));
  const user = useAuthStore((state) => (hydrated ? state.user : null));
  const checking = useAuthStore((state) => hydrated && state.checking);
  const signIn = useAuthStore((state) => state.signIn);
  const signOut = useAuthStore((state) => state.signOut);
  return { token, user, checking, signIn, signOut, isAdmin: isAdmin(user) };
}

/** The notice of a session that ended by itself, and a way to mark it shown. */
export function useSessionNotice(): [string | null, () => void] {
  const hydrated = useHydrated();
  const notice = useAuthStore((state) => (hydrated ? state.notice : null));
  const clearNotice = useAuthStore((state) => state.clearNotice);
  return [notice, clearNotice];
}
