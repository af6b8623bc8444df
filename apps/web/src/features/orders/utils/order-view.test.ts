import { describe, expect, it } from 'vitest';
import type { OrderView } from '@store/shared/schemas/orders';
import { attributeText, findOrder, itemCount, orderTotals, ordersFromState } from './order-view';

const order = (id: number): OrderView => ({
  order_id: id,
  order_date: '2026-11-22T10:00:00.000Z',
  status: 'Confirmed',
  total_amount: 1198,
  shipping_address: null,
  expires_at: null,
  orderitemss: [
    {
      order_item_id: 1,
      product_id: 1,
      productvariation_id: 2,
      productImage: null,
      productName: 'Tee',
      brand_name: 'B',
      sku: 'T-M',
      price: 599,
      list_price: 799,
      quantity: 2,
      attributes: [
        { attribute_name: 'size', value: 'M' },
        { attribute_name: 'color', value: 'Navy' },
      ],
    },
  ],
});

describe('order view', () => {
  it('writes attributes as "Size: M · Color: Navy"', () => {
    expect(attributeText(order(1).orderitemss[0]!.attributes)).toBe('Size: M · Color: Navy');
    expect(attributeText([])).toBe('');
  });

  it('counts items and totals the lines at paid and list prices', () => {
    expect(itemCount(order(1))).toBe(2);
    expect(orderTotals(order(1).orderitemss)).toEqual({ total: 1198, listTotal: 1598, saved: 400 });
  });

  it('finds an order in navigation state first, then in the fetched list, else nothing', () => {
    const state = ordersFromState({ orders: [order(1)] });
    expect(findOrder(1, state, [order(2)])?.order_id).toBe(1);
    expect(findOrder(2, state, [order(2)])?.order_id).toBe(2);
    expect(findOrder(3, state, [order(2)])).toBeUndefined();
    expect(findOrder(Number.NaN, state)).toBeUndefined();
    expect(ordersFromState(null)).toBeNull();
    expect(ordersFromState({ orders: 'x' })).toBeNull();
  });
});
