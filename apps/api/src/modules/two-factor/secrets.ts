import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Keys of two-step sign-in, each derived from the server's JWT secret with HKDF under its own label
 * (docs/product/staff.md#two-step-sign-in): changing JWT_SECRET makes stored authenticator secrets
 * unreadable, so every enrolled account then needs its second step reset.
 */
function deriveKey(secret: Uint8Array, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'store two-step sign-in', label, 32));
}

const keys = new WeakMap<Uint8Array, { seal: Buffer; backup: Buffer }>();
function keysOf(secret: Uint8Array) {
  let found = keys.get(secret);
  if (!found) {
    found = { seal: deriveKey(secret, 'totp secret sealing'), backup: deriveKey(secret, 'backup code pepper') };
    keys.set(secret, found);
  }
  return found;
}

const VERSION = 'v1';

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url; the account id is bound as additional data. */
export function sealSecret(secret: Uint8Array, userId: number, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keysOf(secret).seal, iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The base32 secret, or null when the sealed value cannot be opened (another JWT secret, or tampered with). */
export function openSecret(secret: Uint8Array, userId: number, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keysOf(secret).seal, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A backup code's stored form: HMAC-SHA256 under a peppered key, over the account id and the code without its dash. */
export function hashBackupCode(secret: Uint8Array, userId: number, code: string): string {
  return createHmac('sha256', keysOf(secret).backup)
    .update(`${userId}:${code.replace('-', '')}`)
    .digest('hex');
}

/** A challenge's stored form (the challenge itself is 32 random bytes, so a plain hash suffices). */
export const hashChallenge = (challenge: string) => createHash('sha256').update(challenge).digest('base64url');
