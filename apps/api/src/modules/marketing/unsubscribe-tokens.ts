import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { CONSENT_CHANNELS, type ConsentChannel } from '../../db/schema/index.ts';

// The one-click unsubscribe link's token (docs/product/privacy.md#unsubscribing): `{user id}.{channel}.{signature}`,
// the signature an HMAC-SHA256 over the two with a key derived from the server's JWT secret with HKDF under its own
// label (as two-step sign-in derives its keys). It never expires: a link in an old email keeps working.

const keys = new WeakMap<Uint8Array, Buffer>();
function keyOf(secret: Uint8Array): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'store marketing', 'unsubscribe link', 32));
    keys.set(secret, key);
  }
  return key;
}

const signature = (secret: Uint8Array, userId: number, channel: ConsentChannel) =>
  createHmac('sha256', keyOf(secret)).update(`unsubscribe:${userId}:${channel}`).digest();

/** The token of the account's unsubscribe link for one channel (docs/product/privacy.md#unsubscribing). */
export function unsubscribeToken(secret: Uint8Array, userId: number, channel: ConsentChannel): string {
  return `${userId}.${channel}.${signature(secret, userId, channel).toString('base64url')}`;
}

/**
 * The account and channel a token was made for, or null when it was not made by this store: forged, altered (another
 * account or channel under the same signature) or malformed.
 */
export function readUnsubscribeToken(
  secret: Uint8Array,
  token: string,
): { userId: number; channel: ConsentChannel } | null {
  const match = /^([1-9]\d{0,9})\.([a-z]+)\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const channel = match[2] as ConsentChannel;
  if (!CONSENT_CHANNELS.includes(channel) || userId > 2_147_483_647) return null;
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = signature(secret, userId, channel);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, channel } : null;
}
