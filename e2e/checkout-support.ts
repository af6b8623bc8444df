import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  attribute,
  bearer,
  demoProductIds,
  expect,
  type AddressValues,
  type Product,
  type ProductVariation,
} from './fixtures';

const labels: Record<keyof AddressValues, string> = {
  first_name: 'Name*',
  last_name: 'Last Name',
  phone: 'Mobile No*',
  house_number: 'Address (House No, Building)*',
  street_number: 'Address (Street Name, Area)*',
  landmark: 'Landmark',
  country: 'Locality / Town*',
  postal_code: 'Pin Code*',
  city: 'City / District*',
  state: 'State*',
};

/** Types an address into the add or edit form found in `scope` (the page, or the modal). */
export async function fillAddressForm(scope: Page | Locator, values: Partial<AddressValues>): Promise<void> {
  for (const [field, value] of Object.entries(values) as Array<[keyof AddressValues, string]>) {
    await scope.getByLabel(labels[field], { exact: true }).fill(value);
  }
}

/** The stock of one variation as the catalogue reports it now. */
export async function variationStock(
  request: APIRequestContext,
  productId: number,
  variationId: number,
): Promise<number> {
  const product = (await (await request.get(`/api/Product/${productId}`)).json()) as Product;
  const variation = product.variations.find((candidate) => candidate.productvariation_id === variationId);
  if (!variation) throw new Error(`Variation ${variationId} is not in product ${productId}.`);
  return variation.stock;
}

/** Where screenshots of the checkout screens go (looked at by hand; not compared). */
export async function screenshot(page: Page, name: string, phone: boolean): Promise<void> {
  await page.screenshot({ path: `test-results/checkout-screens/${name}-${phone ? 'phone' : 'desktop'}.png` });
}

/**
 * A stand-in for Razorpay's checkout.js with the part of its API the Payment page uses (new Razorpay(options),
 * on('payment.failed'), open(), options.handler). It "pays" through the sandbox, which signs like Razorpay;
 * with TAMPER = true it hands back a signature that does not match. The options it got are kept on window.
 */
export const RAZORPAY_STAND_IN = `
(() => {
  const TAMPER = false;
  window.Razorpay = class {
    constructor(options) { this.options = options; window.razorpayOptions = { ...options, handler: undefined, modal: undefined }; }
    on() {}
    async open() {
      const response = await fetch('/api/payment/sandbox/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' + localStorage.getItem('token') },
        body: JSON.stringify({ orderId: this.options.order_id, card_number: '4111111111111111' }),
      });
      const paid = await response.json();
      if (TAMPER) paid.razorpay_signature = paid.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
      this.options.handler(paid);
    }
  };
})();
`;

export interface StockedSize {
  product: Product;
  size: string;
  variation: ProductVariation;
}

/**
 * A size of a Men › T-Shirt product's first colour (the one its page opens with) with stock to spare. Each
 * slot is a different product, so tests running side by side (and at both screen sizes) never buy the same
 * variation and each can check its own stock. Another Men category gives another set of slots.
 */
export async function stockedSize(
  request: APIRequestContext,
  slot: number,
  category: 'T-Shirt' | 'Casual Shirts' = 'T-Shirt',
): Promise<StockedSize> {
  let found = 0;
  for (const product_id of await demoProductIds(request, category)) {
    const product = (await (await request.get(`/api/Product/${product_id}`)).json()) as Product;
    const colour = product.variations.map((variation) => attribute(variation, 'color'))[0] ?? null;
    const variation = product.variations.find(
      (candidate) => attribute(candidate, 'color') === colour && candidate.stock >= 3 && attribute(candidate, 'size'),
    );
    if (!variation) continue;
    if (found++ === slot) return { product, size: attribute(variation, 'size')!, variation };
  }
  throw new Error(`Fewer than ${slot + 1} Men › ${category} products with a size in stock in the demo catalogue.`);
}

/** Slots of stockedSize per test and screen size. */
export const slots = { journey: 0, razorpay: 2, tampered: 4, repriced: 6, repeat: 8 } as const;
export const slotFor = (test: keyof typeof slots, phone: boolean) => slots[test] + (phone ? 0 : 1);

/**
 * The shopper's order of one unit of `line`, placed at the total the server names (PRICES_CHANGED answers it) and paid
 * through the sandbox's test card: Confirmed. The shopper needs an address. Returns the order's id.
 */
export async function paidOrderThroughApi(
  request: APIRequestContext,
  shopper: { token: string },
  line: { product_id: number; productvariation_id: number },
): Promise<number> {
  const items = [{ ...line, quantity: 1 }];
  const priced = await request.post('/api/payment/order', {
    headers: bearer(shopper),
    data: { total_amount: 0, items },
  });
  expect(priced.status(), await priced.text()).toBe(409);
  const { details } = (await priced.json()) as { details: { total_amount: number } };
  const placed = await request.post('/api/payment/order', {
    headers: bearer(shopper),
    data: { total_amount: details.total_amount, items },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { orderid, orderId } = (await placed.json()) as { orderid: number; orderId: string };
  const paid = await request.post('/api/payment/sandbox/pay', {
    headers: bearer(shopper),
    data: { orderId, card_number: '4111111111111111' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await request.post('/api/payment/verify', { headers: bearer(shopper), data: await paid.json() });
  expect(verified.status(), await verified.text()).toBe(200);
  return orderid;
}

/** paidOrderThroughApi's order, then moved to Delivered by the admin. Returns the order's id. */
export async function deliveredOrderThroughApi(
  request: APIRequestContext,
  admin: { token: string },
  shopper: { token: string },
  line: { product_id: number; productvariation_id: number },
): Promise<number> {
  const orderid = await paidOrderThroughApi(request, shopper, line);
  for (const status of ['Packed', 'Shipped', 'Delivered']) {
    const moved = await request.post(`/api/admin/orders/${orderid}/status`, {
      headers: bearer(admin),
      data: status === 'Shipped' ? { status, carrier: 'Delhivery', tracking_number: `DL${orderid}` } : { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return orderid;
}
