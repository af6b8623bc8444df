import type { RequestUser } from '../plugins/auth.ts';
import { HttpError } from './http-error.ts';

/**
 * The routes under /User/{email} that only the account itself may use (docs/decisions/005-owners-only.md): another
 * email, whoever asks, is 403 with `message`. Answers the signed-in user.
 */
export function requireOwnEmail(email: string, user: RequestUser | null, message: string): RequestUser {
  if (!user || user.email.toLowerCase() !== email.toLowerCase()) throw new HttpError(403, message);
  return user;
}
