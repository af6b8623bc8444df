import { describe, expect, it } from 'vitest';
import { paymentStatuses, type PaymentStatus } from '@store/shared/order-lifecycle';
import { orderMessage, type OrderFacts } from './messages.ts';
import { orderNotificationKinds } from './kinds.ts';

const facts = (paymentStatus: PaymentStatus): OrderFacts => ({
  firstName: 'Asha',
  orderId: 42,
  total: '₹1,299.00',
  amount: '₹1,299.00',
  carrier: 'Delhivery',
  trackingNumber: 'DL123',
  link: 'https://store.example/OrderDetails/42',
  paymentStatus,
});

/** What a message may say about money only when it is true (docs/product/orders.md#notifications). */
const claims: Array<{ says: RegExp; trueWhen: PaymentStatus[] }> = [
  { says: /received your payment/i, trueWhen: ['Paid'] },
  { says: /cash on delivery/i, trueWhen: ['CashDue'] },
  { says: /has been refunded/i, trueWhen: ['PartiallyRefunded', 'Refunded'] },
  { says: /will be refunded/i, trueWhen: ['Paid', 'PartiallyRefunded'] },
];

describe('order messages say what is true of the payment', () => {
  for (const kind of orderNotificationKinds) {
    for (const status of paymentStatuses) {
      it(`${kind} with payment ${status}`, () => {
        const message = orderMessage(kind, facts(status));
        for (const text of [message.text, message.sms, message.html]) {
          for (const claim of claims) {
            if (!claim.trueWhen.includes(status)) expect(text).not.toMatch(claim.says);
          }
        }
      });
    }
  }

  it('a cash-on-delivery confirmation asks for the cash, with the amount, and never says it was paid', () => {
    const message = orderMessage('order_placed', facts('CashDue'));
    expect(message.text).toContain('Please keep ₹1,299.00 ready: it is paid in cash on delivery.');
    expect(message.sms).toContain('cash on delivery');
    expect(message.text).not.toMatch(/received your payment/i);
  });

  it('a paid confirmation says the payment was received', () => {
    expect(orderMessage('order_placed', facts('Paid')).text).toContain('We have received your payment of ₹1,299.00.');
  });

  it('a cancelled cash-on-delivery order says nothing is due, a paid one that it will be refunded', () => {
    expect(orderMessage('order_cancelled', facts('Unpaid')).text).toContain(
      'nothing is due and nothing needs refunding',
    );
    expect(orderMessage('order_cancelled', facts('Paid')).text).toContain('will be refunded');
    expect(orderMessage('order_cancelled', facts('Refunded')).text).toContain('has been refunded');
  });
});
