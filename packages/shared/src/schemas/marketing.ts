import { z } from 'zod';

/** The channels marketing is sent on (docs/product/privacy.md#consent). */
export const marketingChannelSchema = z.enum(['email', 'sms']);
export type MarketingChannel = z.infer<typeof marketingChannelSchema>;

const CHANNEL_NAMES: Record<MarketingChannel, string> = { email: 'email', sms: 'SMS' };

/** What the unsubscribe page confirms (docs/product/privacy.md#unsubscribing). */
export function unsubscribedMessage(channel: MarketingChannel): string {
  return `You will no longer get offers by ${CHANNEL_NAMES[channel]}`;
}

/** The unsubscribe page's question before its button (docs/product/privacy.md#unsubscribing). */
export function unsubscribeQuestion(channel: MarketingChannel): string {
  return `Stop getting offers by ${CHANNEL_NAMES[channel]}?`;
}

/** The path part of an unsubscribe link: `{user id}.{channel}.{signature}`. */
export const unsubscribeTokenSchema = z.string().min(1).max(200);

/**
 * GET and POST /Unsubscribe/{token}: the link's channel and whether the account still gets offers on it; the POST
 * adds `message` (docs/product/api.md#unsubscribe).
 */
export const unsubscribeReplySchema = z.object({
  channel: marketingChannelSchema,
  subscribed: z.boolean(),
  message: z.string().optional(),
});
export type UnsubscribeReply = z.infer<typeof unsubscribeReplySchema>;
