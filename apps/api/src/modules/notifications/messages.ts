import type { MailContent } from '../mail/templates.ts';
import { mailHtml } from '../mail/templates.ts';
import type { PaymentStatus } from '@store/shared/order-lifecycle';
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
  /** Where the order's money stands when the message is written: each message says only what is true of it. */
  paymentStatus: PaymentStatus;
  /** The part of the refund paid into the shopper's store credit ('₹300.00'); absent when none was. */
  storeCredit?: string | undefined;
  /** The part of the refund going back the way the shopper paid, when store credit took only part of it. */
  toAccount?: string | undefined;
}

/** An order message: the email's subject, text and HTML, and the SMS text (short, with the link). */
export interface OrderMessage extends MailContent {
  sms: string;
}

const STORE = 'Store';

/**
 * What is true of the order's money, in the shopper's words (docs/product/orders.md#notifications): cash due on
 * delivery, paid, refunded in part or in full, or nothing paid.
 */
/** What happens to the money of an order that will not reach the shopper: cancelled, or returned to origin. */
function releasedMoneyLine(f: Pick<OrderFacts, 'paymentStatus' | 'total'>): string {
  if (f.paymentStatus === 'Unpaid' || f.paymentStatus === 'CashDue') {
    return 'Nothing was paid, so nothing is due and nothing needs refunding.';
  }
  return f.paymentStatus === 'Refunded'
    ? `Your payment of ${f.total} has been refunded.`
    : 'What you paid will be refunded to the way you paid.';
}

export function paymentLine(f: Pick<OrderFacts, 'paymentStatus' | 'total'>): string {
  switch (f.paymentStatus) {
    case 'CashDue':
      return `Please keep ${f.total} ready: it is paid in cash on delivery.`;
    case 'Paid':
      return `We have received your payment of ${f.total}.`;
    case 'PartiallyRefunded':
      return `Part of your payment of ${f.total} has been refunded.`;
    case 'Refunded':
      return `Your payment of ${f.total} has been refunded.`;
    case 'Unpaid':
      return 'Nothing has been paid for this order.';
  }
}

/** What each message says (docs/product/orders.md#notifications). */
const lines: Record<OrderNotificationKind, (facts: OrderFacts) => { subject: string; says: string[] }> = {
  order_placed: (f) => ({
    subject: `Order #${f.orderId} confirmed`,
    says: [`Thank you for your order #${f.orderId} of ${f.total}. We will pack it soon.`, paymentLine(f)],
  }),
  order_shipped: (f) => ({
    subject: `Order #${f.orderId} has shipped`,
    says: [
      `Your order #${f.orderId} is on its way with ${f.carrier ?? 'our courier'}.`,
      `Tracking number: ${f.trackingNumber ?? 'not given'}.`,
      paymentLine(f),
    ],
  }),
  order_delivered: (f) => ({
    subject: `Order #${f.orderId} was delivered`,
    says: [
      `Your order #${f.orderId} was delivered. Not quite right? You can ask for a return or exchange within 14 days.`,
      paymentLine(f),
    ],
  }),
  order_cancelled: (f) => ({
    subject: `Order #${f.orderId} was cancelled`,
    says: [`Your order #${f.orderId} was cancelled.`, releasedMoneyLine(f)],
  }),
  order_returned_to_origin: (f) => ({
    subject: `Order #${f.orderId} could not be delivered`,
    says: [
      `Your order #${f.orderId} could not be delivered and has come back to us.`,
      releasedMoneyLine(f),
      'If you still want it, you are welcome to order it again.',
    ],
  }),
  return_accepted: (f) => ({
    subject: `Your return for order #${f.orderId} was accepted`,
    says: [`We accepted your return request for order #${f.orderId}. Please keep the items ready for pick-up.`],
  }),
  refund_processed: (f) => ({
    subject: `Refund of ${f.amount ?? f.total} for order #${f.orderId}`,
    says: [
      !f.storeCredit
        ? `We have refunded ${f.amount ?? f.total} for your order #${f.orderId}. It reaches your account in 5–7 working days.`
        : f.toAccount
          ? `We have refunded ${f.amount ?? f.total} for your order #${f.orderId}: ${f.storeCredit} to your store credit (see it under Profile → Store Credit) and ${f.toAccount} the way you paid, which reaches your account in 5–7 working days.`
          : `We have refunded ${f.amount ?? f.total} for your order #${f.orderId} to your store credit: see it under Profile → Store Credit.`,
    ],
  }),
  late_payment_refunded: (f) => ({
    subject: `Your payment for order #${f.orderId} is being refunded`,
    says: [
      `Your payment of ${f.total} for order #${f.orderId} arrived after the order was cancelled or its time to pay had run out, so the order was not placed. We are refunding it in full; it reaches your account in 5–7 working days.`,
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
