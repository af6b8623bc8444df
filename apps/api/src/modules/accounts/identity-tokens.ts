import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { HttpError } from '../../lib/http-error.ts';

type KeySet = ReturnType<typeof createRemoteJWKSet>;
const keySets = new Map<string, KeySet>();

/** Google's signing keys, fetched once and cached (jose refreshes them when a token names an unknown key). */
function keySet(url: string): KeySet {
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), {
      cacheMaxAge: 6 * 60 * 60 * 1000,
      cooldownDuration: 30_000,
      timeoutDuration: 5_000,
    });
    keySets.set(url, keys);
  }
  return keys;
}

const rejected = () => new HttpError(401, 'The sign-in could not be verified. Please try again.');

async function verify(
  idToken: string,
  jwksUrl: string,
  issuer: string | string[],
  audience: string,
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(idToken, keySet(jwksUrl), { issuer, audience, algorithms: ['RS256'] });
    return payload;
  } catch {
    throw rejected();
  }
}

export interface GoogleIdentity {
  email: string;
  given_name: string | null;
  family_name: string | null;
}

/** A Google ID token: signature by Google's keys, issuer, audience (our client id), expiry, verified email. */
export async function verifyGoogleIdToken(idToken: string, jwksUrl: string, clientId: string): Promise<GoogleIdentity> {
  const payload = await verify(idToken, jwksUrl, ['accounts.google.com', 'https://accounts.google.com'], clientId);
  if (typeof payload.email !== 'string' || payload.email_verified !== true) {
    throw new HttpError(401, 'Your Google account has no verified email address.');
  }
  return {
    email: payload.email.toLowerCase(),
    given_name: typeof payload.given_name === 'string' ? payload.given_name : null,
    family_name: typeof payload.family_name === 'string' ? payload.family_name : null,
  };
}

/** A Firebase phone-auth ID token: issuer and audience name the project; returns the 10-digit mobile. */
export async function verifyFirebaseIdToken(idToken: string, jwksUrl: string, projectId: string): Promise<string> {
  const payload = await verify(idToken, jwksUrl, `https://securetoken.google.com/${projectId}`, projectId);
  const phone = typeof payload.phone_number === 'string' ? payload.phone_number : '';
  const match = /^\+91([6-9]\d{9})$/.exec(phone);
  if (!payload.sub || !match) throw new HttpError(401, 'Only Indian mobile numbers (+91) can sign in.');
  return match[1]!;
}
