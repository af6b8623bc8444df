import { dateFormatter } from '@store/shared/dates';
import { GRIEVANCE_CATEGORIES, type GrievanceCategory, type GrievanceStatus } from '@store/shared/schemas/grievances';
import type { Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { mailHtml, type MailContent } from '../mail/templates.ts';
import type { GrievanceNotificationKind } from '../notifications/kinds.ts';

// The emails about a grievance (docs/product/legal.md#grievances): written to the outbox in the transaction that
// files or answers it, delivered by the outbox worker like every message to a shopper.

const STORE = 'Store';

/** Deadlines as the shopper reads them, in the store's time (India). */
export const deadlineText = dateFormatter('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export interface GrievanceOfficerDetails {
  name: string | null;
  designation: string | null;
  email: string | null;
  phone: string | null;
}

/** `Our grievance officer is …`, or nothing when the store has not named one. */
export function officerLine(officer: GrievanceOfficerDetails): string | null {
  if (!officer.name && !officer.email) return null;
  const who = [officer.name, officer.designation].filter(Boolean).join(', ');
  const reach = [officer.email, officer.phone].filter(Boolean).join(', ');
  return `Our grievance officer${who ? ` is ${who}` : ''}${reach ? `, reachable at ${reach}` : ''}.`;
}

export interface ReceivedFacts {
  reference: string;
  category: GrievanceCategory;
  acknowledgeBy: Date;
  resolveBy: Date;
  officer: GrievanceOfficerDetails;
  link: string;
}

export function receivedMail(f: ReceivedFacts): MailContent {
  const says = [
    `We have received your complaint ${f.reference} (${GRIEVANCE_CATEGORIES[f.category]}).`,
    `We will acknowledge it by ${deadlineText(f.acknowledgeBy)} and resolve it by ${deadlineText(f.resolveBy)}.`,
    officerLine(f.officer),
    `Quote ${f.reference} whenever you write to us about it.`,
  ].filter((line): line is string => line !== null);
  return mail(`We received your complaint ${f.reference}`, says, f.link);
}

export interface ReplyFacts {
  reference: string;
  status: GrievanceStatus;
  reply: string;
  link: string;
}

const replySubject: Partial<Record<GrievanceStatus, string>> = {
  Resolved: 'was resolved',
  Rejected: 'was closed',
};

export function replyMail(f: ReplyFacts): MailContent {
  const outcome = replySubject[f.status];
  const subject = outcome ? `Your complaint ${f.reference} ${outcome}` : `A reply to your complaint ${f.reference}`;
  const says = [`We have replied to your complaint ${f.reference}:`, f.reply];
  if (outcome) says.push(`Your complaint ${outcome}. If you are not satisfied, reply on its page or write to us.`);
  return mail(subject, says, f.link);
}

function mail(subject: string, says: string[], link: string): MailContent {
  const hello = 'Hello,';
  return {
    subject: `${STORE}: ${subject}`,
    text: [hello, ...says, `See your complaint: ${link}`, `— ${STORE}`].join('\n\n'),
    html: mailHtml([hello, ...says], { href: link, label: 'See your complaint' }),
  };
}

/** Queues one grievance email in the caller's transaction; the same `key` twice is a no-op. */
export async function queueGrievanceMail(
  tx: Tx,
  kind: GrievanceNotificationKind,
  target: { email: string; orderId: number | null; key: string },
  content: MailContent,
): Promise<void> {
  await tx
    .insert(notifications)
    .values({
      order_id: target.orderId,
      kind,
      channel: 'email',
      recipient: target.email,
      subject: content.subject,
      body: content.text,
      html: content.html,
      dedupe_key: `${kind}:${target.key}:email`,
    })
    .onConflictDoNothing({ target: notifications.dedupe_key });
}
