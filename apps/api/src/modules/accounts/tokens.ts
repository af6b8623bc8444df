import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { UserRole } from '../../db/schema/index.ts';

export interface TokenUser {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string | null;
  role: UserRole;
  token_version: number;
}

export interface TokenClaims {
  sub: string;
  email: string;
  name: string;
  given_name: string;
  role: UserRole;
  ver: number;
}

const ISSUER = 'store';

/**
 * HS256 with claims sub, email, name, given_name, role and exp, plus `ver`, the token version
 * (docs/product/accounts.md#sessions).
 */
export async function issueToken(user: TokenUser, secret: Uint8Array, ttl: string): Promise<string> {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return new SignJWT({ email: user.email, name, given_name: user.first_name, role: user.role, ver: user.token_version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.user_id))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(await hmacKey(secret));
}

// The secret as an HMAC key, imported once per secret: handed the raw bytes, jose imports them anew on every call.
const hmacKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    hmacKeys.set(secret, key);
  }
  return key;
}

export async function verifyToken(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), { algorithms: ['HS256'], issuer: ISSUER });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    return payload as unknown as TokenClaims;
  } catch {
    return null;
  }
}
