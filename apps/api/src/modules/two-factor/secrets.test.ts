import { describe, expect, it } from 'vitest';
import { hashBackupCode, openSecret, sealSecret } from './secrets.ts';

const key = new TextEncoder().encode('a-jwt-secret-that-is-long-enough-for-hs256');
const otherKey = new TextEncoder().encode('another-jwt-secret-that-is-long-enough-too');
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('sealed authenticator secrets', () => {
  it('opens only with the same server key and for the same account', () => {
    const sealed = sealSecret(key, 7, SECRET);
    expect(sealed).not.toContain(SECRET);
    expect(sealSecret(key, 7, SECRET)).not.toBe(sealed);
    expect(openSecret(key, 7, sealed)).toBe(SECRET);
    expect(openSecret(otherKey, 7, sealed)).toBeNull();
    expect(openSecret(key, 8, sealed)).toBeNull();
  });

  it('refuses a sealed value that was tampered with', () => {
    const [version, iv, tag, body] = sealSecret(key, 7, SECRET).split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(openSecret(key, 7, [version, iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
    expect(openSecret(key, 7, 'not sealed')).toBeNull();
  });
});

describe('backup code hashes', () => {
  it('ignore the dash, differ per account and per server key', () => {
    const hash = hashBackupCode(key, 7, 'abcd-efgh');
    expect(hashBackupCode(key, 7, 'abcdefgh')).toBe(hash);
    expect(hashBackupCode(key, 8, 'abcd-efgh')).not.toBe(hash);
    expect(hashBackupCode(otherKey, 7, 'abcd-efgh')).not.toBe(hash);
  });
});
