import type { MailContent } from '../mail/templates.ts';
import { mailHtml } from '../mail/templates.ts';
import type { OrderNotificationKind } from './kinds.ts';

/** The facts a message about an order may use; amounts already formatted (₹1,299.00). */
export interface OrderFacts {
  firstName: string;
  orderId: number;
  total: string;
  amount?: string | undefined;
  carrier: string | null;
  trackingNumber: string | null;
  link: string;
}

/** An order message: the email's subject, text and HTML, and the SMS text (short, with the link). */
export interface OrderMessage extends MailContent {
  sms: string;
}

const STORE = 'Store';

/** What each message says (docs/product/orders.md#notifications). */
const lines: Record<OrderNotificationKind, (facts: OrderFacts) => { subject: string; says: string[] }> = {
  order_placed: (f) => ({
    subject: `Order #${f.orderId} confirmed`,
    says: [
      `Thank you for your order #${f.orderId} of ${f.total}. We have received your payment and will pack it soon.`,
    ],
  }),
  order_shipped: (f) => ({
    subject: `Order #${f.orderId} has shipped`,
    says: [
      `Your order #${f.orderId} is on its way with ${f.carrier ?? 'our courier'}.`,
      `Tracking number: ${f.trackingNumber ?? 'not given'}.`,
    ],
  }),
  order_delivered: (f) => ({
    subject: `Order #${f.orderId} was delivered`,
    says: [
      `Your order #${f.orderId} was delivered. Not quite right? You can ask for a return or exchange within 14 days.`,
    ],
  }),
  order_cancelled: (f) => ({
    subject: `Order #${f.orderId} was cancelled`,
    says: [`Your order #${f.orderId} was cancelled. Anything you paid will be refunded to the way you paid.`],
  }),
  return_accepted: (f) => ({
    subject: `Your return for order #${f.orderId} was accepted`,
    says: [`We accepted your return request for order #${f.orderId}. Please keep the items ready for pick-up.`],
  }),
  refund_processed: (f) => ({
    subject: `Refund of ${f.amount ?? f.total} for order #${f.orderId}`,
    says: [
      `We have refunded ${f.amount ?? f.total} for your order #${f.orderId}. It reaches your account in 5–7 working days.`,
    ],
  }),
};

export function orderMessage(kind: OrderNotificationKind, facts: OrderFacts): OrderMessage {
  const { subject, says } = lines[kind](facts);
  const hello = `Hello ${facts.firstName},`;
  const open = `See your order: ${facts.link}`;
  return {
    subject: `${STORE}: ${subject}`,
    text: [hello, ...says, open, `— ${STORE}`].join('\n\n'),
    html: mailHtml([hello, ...says], { href: facts.link, label: 'See your order' }),
    sms: `${STORE}: ${says.join(' ')} ${facts.link}`,
  };
}
