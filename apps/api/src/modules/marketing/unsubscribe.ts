import { eq } from 'drizzle-orm';
import { messages } from '@store/shared/messages';
import { unsubscribedMessage, type UnsubscribeReply } from '@store/shared/schemas/marketing';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { currentConsent, setConsent } from '../consents/service.ts';
import { readUnsubscribeToken } from './unsubscribe-tokens.ts';

/** The account and channel of a link this store made for an account that still exists; else 400, nothing read. */
async function linkOf(db: Db, secret: Uint8Array, token: string) {
  const link = readUnsubscribeToken(secret, token);
  const [account] = link
    ? await db.select({ id: users.user_id }).from(users).where(eq(users.user_id, link.userId))
    : [];
  if (!link || !account) throw badRequest(messages.unsubscribeLinkInvalid);
  return link;
}

/** GET /Unsubscribe/{token}: the link's channel and whether its account still gets offers there; changes nothing. */
export async function unsubscribeState(db: Db, secret: Uint8Array, token: string): Promise<UnsubscribeReply> {
  const { userId, channel } = await linkOf(db, secret, token);
  return { channel, subscribed: (await currentConsent(db, userId))[channel] };
}

/**
 * POST /Unsubscribe/{token} (docs/product/privacy.md#unsubscribing): turns the link's channel off, recorded as a
 * consent event with source `unsubscribe_link` and its time; unsubscribing again records nothing more.
 */
export async function unsubscribe(db: Db, secret: Uint8Array, token: string): Promise<UnsubscribeReply> {
  const { userId, channel } = await linkOf(db, secret, token);
  await db.transaction((tx) => setConsent(tx, userId, { [channel]: false }, 'unsubscribe_link'));
  return { channel, subscribed: false, message: unsubscribedMessage(channel) };
}
