import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// How production judges ADMIN_PASSWORD and JWT_SECRET (docs/decisions/011-production-refuses-unsafe-defaults.md):
// zxcvbn's estimate against common passwords, names, keyboard walks, repeats and sequences, not a list of rules.

/** The admin password: at least this long, and at least zxcvbn score 3 ("safely unguessable" online). */
export const ADMIN_PASSWORD_RULES = { minLength: 12, minScore: 3 } as const;
/**
 * The token-signing secret: at least 32 characters, 12 different ones, and about 100 bits by zxcvbn's guesses
 * (10^30), so a repeated character, a repeated word or a sentence of common words is refused.
 */
export const JWT_SECRET_RULES = { minLength: 32, minDistinct: 12, minGuessesLog10: 30 } as const;

let estimator: ZxcvbnFactory | undefined;
/** Built on first use: the dictionaries take a moment, and development never needs them. */
const strength = (text: string, userInputs: string[]) => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(text, userInputs);
};

/** Why the admin password is too weak for production, or null; `related` are words it must not lean on. */
export function adminPasswordProblem(password: string, related: string[] = []): string | null {
  if (password.length < ADMIN_PASSWORD_RULES.minLength) {
    return `ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_RULES.minLength} characters when NODE_ENV=production.`;
  }
  if (strength(password, ['admin', 'store', 'password', ...related]).score < ADMIN_PASSWORD_RULES.minScore) {
    return 'ADMIN_PASSWORD is too easy to guess (a common password, word or pattern); choose a longer, unusual one.';
  }
  return null;
}

/** Why the token-signing secret has too little entropy for production, or null. */
export function jwtSecretProblem(secret: string): string | null {
  const distinct = new Set(secret).size;
  if (
    secret.length < JWT_SECRET_RULES.minLength ||
    distinct < JWT_SECRET_RULES.minDistinct ||
    strength(secret, []).guessesLog10 < JWT_SECRET_RULES.minGuessesLog10
  ) {
    return 'JWT_SECRET has too little entropy: use at least 32 random characters (openssl rand -base64 48).';
  }
  return null;
}
