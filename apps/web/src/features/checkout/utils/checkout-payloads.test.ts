import { describe, expect, it } from 'vitest';
import type { CartItem } from '@store/shared/cart';
import { cartLine } from '@/testing/cart-line';
import { bagSignature, formatCardNumber, orderBody, paymentOrderBody } from './checkout-payloads';

const item = (over: Partial<CartItem>): CartItem =>
  cartLine({ price: 799, discount_price: 599.1, discount: 25, ...over });

describe('checkout payloads', () => {
  const bag = [
    item({ quantity: 2 }),
    item({ product_id: 2, productvariation_id: null, size: null, discount_price: 0.2, price: 0.2 }),
  ];

  it('sends the bag without prices and the total in rupees rounded to paise', () => {
    expect(paymentOrderBody(bag, 7)).toEqual({
      payment_method: 'razorpay',
      total_amount: 1198.4,
      items: [
        { product_id: 1, productvariation_id: 11, quantity: 2 },
        { product_id: 2, productvariation_id: null, quantity: 1 },
      ],
      useraddress_id: 7,
    });
    expect(paymentOrderBody(bag, undefined)).not.toHaveProperty('useraddress_id');
    expect(paymentOrderBody(bag, 7, null, 'cod').payment_method).toBe('cod');
  });

  it('sends a coupon with the bag less its discount', () => {
    expect(paymentOrderBody(bag, 7, { code: 'WELCOME10', discount: 119.84 })).toMatchObject({
      total_amount: 1078.56,
      coupon_code: 'WELCOME10',
    });
    expect(paymentOrderBody(bag, 7)).not.toHaveProperty('coupon_code');
    expect(bagSignature(bag, 7, 'WELCOME10')).not.toBe(bagSignature(bag, 7));
  });

  it('fills the order fields for POST /Order', () => {
    const body = orderBody('order_x', 'asha@example.com', bag, new Date('2026-01-02T03:04:05Z'));
    expect(body).toMatchObject({
      orderId: 'order_x',
      user_name: 'asha@example.com',
      status: 'New',
      total_amount: 1198.4,
      order_date: '2026-01-02T03:04:05.000Z',
    });
    expect(body.ordersitems[0]).toMatchObject({ product_id: 1, productvariation_id: 11, quantity: 2, price: 599.1 });
  });

  it('names the same bag the same way, whatever the order of its lines, and a changed bag differently', () => {
    expect(bagSignature(bag, 7)).toBe(bagSignature([...bag].reverse(), 7));
    expect(bagSignature(bag, 7)).not.toBe(bagSignature(bag, 8));
    expect(bagSignature(bag, 7)).not.toBe(bagSignature([item({ quantity: 3 }), bag[1]!], 7));
  });

  it('groups card digits in fours and drops anything else', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4000-0000 0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('41a1')).toBe('411');
  });

  it('asks for store credit only when the box is ticked, and keeps that bag apart from the same bag without it', () => {
    expect(paymentOrderBody(bag, 7)).not.toHaveProperty('use_store_credit');
    expect(paymentOrderBody(bag, 7, null, 'razorpay', true)).toMatchObject({
      use_store_credit: true,
      payment_method: 'razorpay',
      total_amount: 1198.4,
    });
    expect(paymentOrderBody(bag, 7, null, 'cod', true)).toMatchObject({
      use_store_credit: true,
      payment_method: 'cod',
    });
    expect(bagSignature(bag, 7, undefined, true)).not.toBe(bagSignature(bag, 7));
  });
});
