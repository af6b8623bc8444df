import { describe, expect, it } from 'vitest';
import type { ReturnView } from '@store/shared/schemas/merchant';
import type { OrderLine } from '@store/shared/schemas/orders';
import {
  exchangeChoices,
  isCashOnDelivery,
  quantityChoices,
  returnableQuantities,
  returnFormMessage,
  returnRequestBody,
  selectionProblem,
  shopperActions,
  trackingText,
  type ShopperOrder,
} from './shopper-order';

const line = (id: number, quantity: number, extra: Partial<OrderLine> = {}): OrderLine => ({
  order_item_id: id,
  product_id: 10,
  productvariation_id: 100 + id,
  productImage: null,
  productName: `Shirt ${id}`,
  brand_name: 'Brand',
  sku: null,
  price: 500,
  list_price: 500,
  quantity,
  attributes: [],
  ...extra,
});

const request = (status: ReturnView['status'], items: ReturnView['items']): ReturnView => ({
  return_id: 1,
  kind: 'return',
  status,
  reason: 'Size does not fit',
  admin_note: null,
  items,
  exchange: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
});

const now = new Date('2026-11-23T10:00:00Z');

function order(overrides: Partial<ShopperOrder> = {}): ShopperOrder {
  return {
    order_id: 7,
    order_date: '2026-11-01T10:00:00Z',
    status: 'Delivered',
    total_amount: 1500,
    shipping_address: null,
    expires_at: null,
    orderitemss: [line(1, 2), line(2, 1)],
    payment_status: 'Paid',
    refunded_amount: 0,
    carrier: 'Delhivery',
    tracking_number: 'ABC123',
    delivered_at: '2026-11-20T10:00:00Z',
    return_until: '2026-12-04T10:00:00Z',
    history: [],
    refunds: [],
    returns: [],
    ...overrides,
  };
}

describe('shopperActions', () => {
  it('offers cancel only before the order ships', () => {
    for (const status of ['New', 'Confirmed', 'Packed']) {
      expect(shopperActions(order({ status, return_until: null }), now).cancel).toBe(true);
    }
    for (const status of ['Shipped', 'Delivered', 'Cancelled', 'Expired']) {
      expect(shopperActions(order({ status }), now).cancel).toBe(false);
    }
  });

  it('offers the invoice once paid, also after a refund, never for an unpaid order', () => {
    expect(shopperActions(order({ status: 'Confirmed' }), now).invoice).toBe(true);
    expect(shopperActions(order({ status: 'Cancelled', payment_status: 'Refunded' }), now).invoice).toBe(true);
    expect(shopperActions(order({ status: 'New', payment_status: 'Unpaid' }), now).invoice).toBe(false);
    expect(shopperActions(order({ payment_status: undefined }), now).invoice).toBe(false);
  });

  it('offers the invoice of a cash-on-delivery order only once it is dispatched, when it is invoiced', () => {
    const cod = (status: string, payment_status: ShopperOrder['payment_status'] = 'CashDue') =>
      shopperActions(order({ status, payment_status, cash_on_delivery: true }), now).invoice;
    expect(cod('Confirmed')).toBe(false);
    expect(cod('Packed')).toBe(false);
    expect(cod('Cancelled')).toBe(false);
    expect(cod('Cancelled', 'Unpaid')).toBe(false);
    expect(cod('Shipped')).toBe(true);
    expect(cod('Delivered')).toBe(true);
    expect(cod('Delivered', 'Paid')).toBe(true);
  });

  it('offers the credit note of an order cancelled after its invoice, and none otherwise', () => {
    const cancelled = { status: 'Cancelled', payment_status: 'CashDue' as const, cash_on_delivery: true };
    expect(shopperActions(order({ ...cancelled, credit_note_number: 'CN2026-27/000003' }), now).creditNote).toBe(
      'CN2026-27/000003',
    );
    expect(shopperActions(order({ ...cancelled, credit_note_number: null }), now).creditNote).toBeNull();
    expect(shopperActions(order(cancelled), now).creditNote).toBeNull();
  });

  it('offers a return while delivered and before return_until, not after', () => {
    const open = shopperActions(order(), now);
    expect(open.return).toBe(true);
    expect(open.returnUntil?.toISOString()).toBe('2026-12-04T10:00:00.000Z');
    expect(shopperActions(order(), new Date('2026-12-04T10:00:00Z')).return).toBe(false);
    expect(shopperActions(order({ status: 'Shipped' }), now).return).toBe(false);
    expect(shopperActions(order({ return_until: null }), now).return).toBe(false);
  });

  it('offers no return once every item has been asked back', () => {
    const returns = [
      request('Requested', [
        { order_item_id: 1, quantity: 2 },
        { order_item_id: 2, quantity: 1 },
      ]),
    ];
    expect(shopperActions(order({ returns }), now).return).toBe(false);
  });
});

describe('return quantities', () => {
  it('limits each line to bought less what open or finished requests hold; rejected ones give theirs back', () => {
    const returns = [
      request('Requested', [{ order_item_id: 1, quantity: 1 }]),
      request('Rejected', [{ order_item_id: 2, quantity: 1 }]),
    ];
    expect(returnableQuantities(order({ returns }))).toEqual({ 1: 1, 2: 1 });
    expect(
      returnableQuantities(order({ returns: [request('Refunded', [{ order_item_id: 1, quantity: 2 }])] })),
    ).toEqual({
      1: 0,
      2: 1,
    });
  });

  it('offers 1 to what is left', () => {
    expect(quantityChoices(3)).toEqual([1, 2, 3]);
    expect(quantityChoices(0)).toEqual([]);
  });

  it('drops "Choose at least one item to return." as soon as an item is chosen', () => {
    const left = { 1: 2, 2: 1 };
    const form = { selectionChecked: true, left, kind: 'return' as const, error: null };
    expect(returnFormMessage({ ...form, selection: {} })).toBe('Choose at least one item to return.');
    expect(returnFormMessage({ ...form, selection: { 1: 1 } })).toBeNull();
    // Before any send nothing is said; a message of the server stays while the choice is fine.
    expect(returnFormMessage({ ...form, selectionChecked: false, selection: {} })).toBeNull();
    expect(returnFormMessage({ ...form, selection: { 2: 1 }, error: 'Returns are closed.' })).toBe(
      'Returns are closed.',
    );
  });

  it('refuses an empty choice, more than is left, and an exchange of two lines', () => {
    const left = { 1: 2, 2: 1 };
    expect(selectionProblem({}, left, 'return')).toBe('Choose at least one item to return.');
    expect(selectionProblem({ 1: 0 }, left, 'return')).toBe('Choose at least one item to return.');
    expect(selectionProblem({ 1: 3 }, left, 'return')).toBe('You can return at most 2 of that item.');
    expect(selectionProblem({ 1: 2, 2: 1 }, left, 'return')).toBeNull();
    expect(selectionProblem({ 1: 1, 2: 1 }, left, 'exchange')).toBe('An exchange is for one item at a time.');
    expect(selectionProblem({ 2: 1 }, left, 'exchange')).toBeNull();
  });

  it('builds the request body from the chosen lines only', () => {
    expect(
      returnRequestBody({ 1: 2, 2: 0 }, 'Damaged or defective', ' torn seam ', null, { upi_id: 'me@okbank' }),
    ).toEqual({
      items: [{ order_item_id: 1, quantity: 2 }],
      reason: 'Damaged or defective: torn seam',
      refund_destination: { upi_id: 'me@okbank' },
    });
    expect(returnRequestBody({ 2: 1 }, 'Size does not fit', '', 55, undefined)).toEqual({
      items: [{ order_item_id: 2, quantity: 1 }],
      reason: 'Size does not fit',
      exchange_variation_id: 55,
    });
  });
});

describe('exchange sizes', () => {
  const variation = (id: number, size: string, colour: string, stock: number, price = 939) => ({
    productvariation_id: id,
    stock,
    discount_price: price,
    attributes: [
      { attribute_name: 'Size', value: size },
      { attribute_name: 'Color', value: colour },
    ],
  });
  it('offers the other sizes in stock of the same colour at the price paid', () => {
    const bought = {
      productvariation_id: 1,
      price: 939,
      attributes: [
        { attribute_name: 'size', value: 'M' },
        { attribute_name: 'color', value: 'Navy' },
      ],
    };
    const all = [
      variation(1, 'M', 'Navy', 5),
      variation(2, 'L', 'Navy', 3),
      variation(3, 'XL', 'Navy', 0),
      variation(4, 'L', 'Red', 9),
      variation(5, 'XXL', 'Navy', 4, 1299),
    ];
    expect(exchangeChoices(all, bought).map((choice) => choice.productvariation_id)).toEqual([2]);
  });
});

describe('progress words', () => {
  it('names the carrier and tracking number once shipped', () => {
    expect(trackingText(order())).toBe('Shipped with Delhivery · Tracking number ABC123');
    expect(trackingText(order({ carrier: null, tracking_number: null }))).toBeNull();
  });

  it('knows a cash-on-delivery order by its flag or its payment history', () => {
    expect(isCashOnDelivery(order())).toBe(false);
    expect(isCashOnDelivery(order({ cash_on_delivery: true }))).toBe(true);
    const history = [
      {
        event_id: 1,
        kind: 'payment' as const,
        from_status: 'CashDue',
        to_status: 'Paid',
        note: null,
        actor: 'system' as const,
        created_at: '2026-11-20T10:00:00Z',
      },
    ];
    expect(isCashOnDelivery(order({ history }))).toBe(true);
  });
});
