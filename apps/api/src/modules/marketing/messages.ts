import { formatRupees, toRupees } from '@store/shared/money';
import type { Tx } from '../../db/client.ts';
import { notifications, type ConsentChannel } from '../../db/schema/index.ts';
import { mailHtml, type MailContent } from '../mail/templates.ts';
import type { MarketingNotificationKind } from '../notifications/kinds.ts';
import { unsubscribeToken } from './unsubscribe-tokens.ts';

// The messages that bring shoppers back (docs/product/storefront.md#messages-that-bring-shoppers-back): marketing,
// so each goes only on the channels the shopper allowed, and every one says how to stop them
// (docs/product/privacy.md#unsubscribing).

const STORE = 'Store';

/** What the marketing jobs need to write a message: where the store is, its key, whether SMS can be sent. */
export interface MarketingContext {
  publicUrl: string;
  jwtSecret: Uint8Array;
  /** SMS_PROVIDER is not 'disabled'. */
  sms: boolean;
}

/** An account the jobs may write to, with its consent per channel and its proven mobile number. */
export interface MarketingRecipient {
  user_id: number;
  email: string;
  phone: string | null;
  first_name: string;
  by_email: boolean;
  by_sms: boolean;
}

/** One product that got cheaper, in paise. */
export interface PriceDrop {
  name: string;
  was: number;
  now: number;
}

/** What a marketing message says: the email's subject, paragraphs and button, and the SMS's line. */
export interface MarketingContent {
  subject: string;
  paragraphs: string[];
  link: { href: string; label: string };
  sms: string;
}

const rupees = (paise: number) => formatRupees(toRupees(paise));

/** The price-drop message: every product with its old and new price (docs/product/storefront.md#price-drops). */
export function priceDropContent(publicUrl: string, firstName: string, drops: PriceDrop[]): MarketingContent {
  const lines = drops.map((drop) => `${drop.name}: was ${rupees(drop.was)}, now ${rupees(drop.now)}`);
  const one = drops.length === 1;
  return {
    subject: one
      ? `${STORE}: ${drops[0]!.name} is now cheaper`
      : `${STORE}: ${drops.length} items on your wishlist are now cheaper`,
    paragraphs: [
      `Hello ${firstName},`,
      `Good news: ${one ? 'a product' : 'products'} on your wishlist got cheaper.`,
      ...lines,
    ],
    link: { href: `${publicUrl}/Wishlist`, label: 'See your wishlist' },
    sms: `${STORE}: ${one ? `${drops[0]!.name} on your wishlist is now ${rupees(drops[0]!.now)}` : `${drops.length} items on your wishlist got cheaper`}. ${publicUrl}/Wishlist`,
  };
}

/** The forgotten-bag reminder, with a link that opens the bag (docs/product/storefront.md#forgotten-bag). */
export function bagReminderContent(publicUrl: string, firstName: string, units: number): MarketingContent {
  const things = units === 1 ? 'an item' : `${units} items`;
  return {
    subject: `${STORE}: you left ${things} in your bag`,
    paragraphs: [`Hello ${firstName},`, `You left ${things} in your bag. They are waiting for you, while stocks last.`],
    link: { href: `${publicUrl}/Cart`, label: 'Open your bag' },
    sms: `${STORE}: you left ${things} in your bag. ${publicUrl}/Cart`,
  };
}

/** The unsubscribe page of an account and channel (docs/product/privacy.md#unsubscribing). */
export function unsubscribeLink(context: MarketingContext, userId: number, channel: ConsentChannel): string {
  return `${context.publicUrl}/Unsubscribe/${unsubscribeToken(context.jwtSecret, userId, channel)}`;
}

/** The email: the content, the unsubscribe line in both bodies, and the RFC 8058 one-click headers. */
export function marketingMail(
  context: MarketingContext,
  userId: number,
  content: MarketingContent,
): MailContent & { headers: Record<string, string> } {
  const page = unsubscribeLink(context, userId, 'email');
  const oneClick = `${context.publicUrl}/api/Unsubscribe/${unsubscribeToken(context.jwtSecret, userId, 'email')}`;
  const why = 'You get this email because you agreed to offers by email.';
  return {
    subject: content.subject,
    text: [
      ...content.paragraphs,
      `${content.link.label}: ${content.link.href}`,
      `— ${STORE}`,
      `${why} Unsubscribe: ${page}`,
    ].join('\n\n'),
    html: mailHtml(content.paragraphs, content.link, { text: why, link: { href: page, label: 'Unsubscribe' } }),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The SMS: the content's line and the short opt-out line. */
export function marketingSms(context: MarketingContext, userId: number, content: MarketingContent): string {
  return `${content.sms} Stop offers: ${unsubscribeLink(context, userId, 'sms')}`;
}

/**
 * Writes one marketing message to the outbox in the caller's transaction, on each channel the account allowed: email
 * with marketing_consents.email, SMS with .sms and a proven mobile number when the store sends SMS. `key` makes it
 * unique (the same key twice is a no-op). Answers the channels written.
 */
export async function queueMarketing(
  tx: Tx,
  context: MarketingContext,
  kind: MarketingNotificationKind,
  to: MarketingRecipient,
  key: string,
  content: MarketingContent,
): Promise<ConsentChannel[]> {
  const rows: Array<typeof notifications.$inferInsert> = [];
  if (to.by_email) {
    const mail = marketingMail(context, to.user_id, content);
    rows.push({
      kind,
      channel: 'email',
      recipient: to.email,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      headers: mail.headers,
      dedupe_key: `${kind}:${key}:email`,
    });
  }
  if (to.by_sms && to.phone && context.sms) {
    rows.push({
      kind,
      channel: 'sms',
      recipient: to.phone,
      body: marketingSms(context, to.user_id, content),
      dedupe_key: `${kind}:${key}:sms`,
    });
  }
  if (rows.length > 0)
    await tx.insert(notifications).values(rows).onConflictDoNothing({ target: notifications.dedupe_key });
  return rows.map((row) => row.channel);
}
