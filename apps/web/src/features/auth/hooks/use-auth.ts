import { create } from 'zustand';

/** The signed-in user as decoded from the token (SPEC.md §3 "User"; DESIGN.md token claims). */
export interface AuthUser {
  sub: string;
  email: string;
  name: string;
  given_name: string;
  role: 'admin' | 'customer';
  exp: number;
}

/** SPEC.md §3: token and user in local storage under fixed keys. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

/** SPEC.md §6: the designated admin address (the server's default ADMIN_EMAIL). */
export const ADMIN_EMAIL = 'admin@store.local';

export function decodeToken(token: string): AuthUser | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Partial<AuthUser>;
    if (typeof claims.email !== 'string' || typeof claims.exp !== 'number') return null;
    return {
      sub: String(claims.sub ?? ''),
      email: claims.email,
      name: claims.name ?? '',
      given_name: claims.given_name ?? '',
      role: claims.role === 'admin' ? 'admin' : 'customer',
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

/** SPEC.md §4 Auth: read back at start; kept only while both exist and the token has not expired. */
function readStored(): { token: string | null; user: AuthUser | null } {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY) ?? null;
  const user = token ? decodeToken(token) : null;
  if (!token || !user || !store?.getItem(USER_KEY) || user.exp * 1000 <= Date.now()) {
    store?.removeItem(TOKEN_KEY);
    store?.removeItem(USER_KEY);
    return { token: null, user: null };
  }
  return { token, user };
}

interface AuthState {
  token: string | null;
  user: AuthUser | null;
  signIn: (token: string) => AuthUser | null;
  signOut: () => void;
}

const useAuthStore = create<AuthState>()((set) => ({
  ...readStored(),
  signIn: (token) => {
    const user = decodeToken(token);
    if (!user) return null;
    storage()?.setItem(TOKEN_KEY, token);
    storage()?.setItem(USER_KEY, JSON.stringify(user));
    set({ token, user });
    return user;
  },
  signOut: () => {
    storage()?.removeItem(TOKEN_KEY);
    storage()?.removeItem(USER_KEY);
    set({ token: null, user: null });
  },
}));

export function isAdmin(user: AuthUser | null): boolean {
  return user !== null && (user.role === 'admin' || user.email.toLowerCase() === ADMIN_EMAIL);
}

export function getAuthToken(): string | null {
  return useAuthStore.getState().token;
}

export function useAuth() {
  const token = useAuthStore((state) => state.token);
  const user = useAuthStore((state) => state.user);
  const signIn = useAuthStore((state) => state.signIn);
  const signOut = useAuthStore((state) => state.signOut);
  return { token, user, signIn, signOut, isAdmin: isAdmin(user) };
}
