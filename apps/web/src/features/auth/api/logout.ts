import { api } from '@/lib/api-client';

/** POST /User/Logout ends every token of the user on the server, so a copied token stops working. */
export function logout(token: string): Promise<void> {
  return api.post<void>('/User/Logout', undefined, { token });
}
