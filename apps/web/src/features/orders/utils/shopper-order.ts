import type { z } from 'zod';
import {
  orderStatuses,
  paymentStatuses,
  rtoReasonLabels,
  shopperCancellable,
  type OrderStatus,
  type PaymentStatus,
} from '@store/shared/order-lifecycle';
import { exchangeProblem } from '@store/shared/exchanges';
import { toPaise } from '@store/shared/money';
import type { ReturnRequestInput, shopperOrderProgress } from '@store/shared/schemas/merchant';
import type { OrderView } from '@store/shared/schemas/orders';

/**
 * An order as the shopper's pages read it: the order with its progress (docs/product/checkout.md#order-detail).
 * The progress fields are optional so a list answered without them still shows.
 */
export type ShopperOrder = OrderView & Partial<z.infer<typeof shopperOrderProgress>> & { cash_on_delivery?: boolean };

export function orderStatusOf(order: Pick<OrderView, 'status'>): OrderStatus | null {
  return (orderStatuses as readonly string[]).includes(order.status) ? (order.status as OrderStatus) : null;
}

export function paymentStatusOf(order: ShopperOrder): PaymentStatus | null {
  const status = order.payment_status;
  return status && (paymentStatuses as readonly string[]).includes(status) ? status : null;
}

/** Money has come in for the order (so it has an invoice, and cancelling it refunds). */
export function isPaid(order: ShopperOrder): boolean {
  const payment = paymentStatusOf(order);
  return payment === 'Paid' || payment === 'PartiallyRefunded' || payment === 'Refunded';
}

/**
 * Cash on delivery: the server says so, or the payment history went through "cash due". Its refunds need a UPI id
 * or bank account (docs/product/checkout.md#returns).
 */
export function isCashOnDelivery(order: ShopperOrder): boolean {
  if (order.cash_on_delivery !== undefined) return order.cash_on_delivery;
  if (order.payment_status === 'CashDue') return true;
  return (order.history ?? []).some(
    (event) => event.kind === 'payment' && (event.from_status === 'CashDue' || event.to_status === 'CashDue'),
  );
}

/**
 * A first cash-on-delivery order waiting for the code sent to the mobile: New with the cash due, not waiting for a
 * payment (docs/product/checkout.md#confirming-a-first-cash-on-delivery-order).
 */
export function waitsForCode(order: Pick<ShopperOrder, 'status' | 'payment_status'>): boolean {
  return order.status === 'New' && order.payment_status === 'CashDue';
}

/** "Returned to seller: Refused at door" for an order returned to origin (docs/product/orders.md#returned-to-origin). */
export function returnedText(order: Pick<ShopperOrder, 'status' | 'rto_reason'>): string | null {
  if (order.status !== 'ReturnedToOrigin') return null;
  return order.rto_reason ? `Returned to seller: ${rtoReasonLabels[order.rto_reason]}` : 'Returned to seller';
}

/** "Shipped with Delhivery · Tracking number ABC123" once the order has shipped; null before. */
export function trackingText(order: ShopperOrder): string | null {
  if (!order.carrier && !order.tracking_number) return null;
  const parts = [order.carrier ? `Shipped with ${order.carrier}` : 'Shipped'];
  if (order.tracking_number) parts.push(`Tracking number ${order.tracking_number}`);
  return parts.join(' · ');
}

export interface ShopperActions {
  cancel: boolean;
  invoice: boolean;
  /** The number of the credit note of an order cancelled after its invoice with nothing paid. */
  creditNote: string | null;
  return: boolean;
  /** Until when a return may be asked, when the window is open. */
  returnUntil: Date | null;
}

/**
 * Which actions the order offers the shopper now (docs/product/checkout.md#order-detail): cancel before it ships,
 * the invoice once paid (cash on delivery: once dispatched, when it is invoiced), the credit note of an invoiced order
 * cancelled with nothing paid, a return or exchange while delivered and inside the return window. The server checks
 * all of these again; this only avoids offering what it would refuse (docs/product/orders.md#invoice-numbers).
 */
export function shopperActions(order: ShopperOrder, now: Date = new Date()): ShopperActions {
  const status = orderStatusOf(order);
  const cancel = status !== null && shopperCancellable.includes(status);
  const dispatched = status === 'Shipped' || status === 'Delivered';
  const invoice = (isPaid(order) && status !== 'New') || (dispatched && isCashOnDelivery(order));
  let returnUntil: Date | null = null;
  if (status === 'Delivered' && order.return_until) {
    const until = new Date(order.return_until);
    if (!Number.isNaN(until.getTime()) && until.getTime() > now.getTime()) returnUntil = until;
  }
  const returnable = returnUntil !== null && Object.values(returnableQuantities(order)).some((left) => left > 0);
  return {
    cancel,
    invoice,
    creditNote: order.credit_note_number ?? null,
    return: returnable,
    returnUntil: returnable ? returnUntil : null,
  };
}

/**
 * How many of each line may still be returned: bought less what earlier requests hold, rejected requests
 * giving theirs back (docs/product/checkout.md#returns).
 */
export function returnableQuantities(order: Pick<ShopperOrder, 'orderitemss' | 'returns'>): Record<number, number> {
  const taken: Record<number, number> = {};
  for (const request of order.returns ?? []) {
    if (request.status === 'Rejected') continue;
    for (const item of request.items) taken[item.order_item_id] = (taken[item.order_item_id] ?? 0) + item.quantity;
  }
  const left: Record<number, number> = {};
  for (const line of order.orderitemss)
    left[line.order_item_id] = Math.max(0, line.quantity - (taken[line.order_item_id] ?? 0));
  return left;
}

/** The quantities a line's "Quantity" select offers: 1 to what is left. */
export function quantityChoices(left: number): number[] {
  return Array.from({ length: Math.max(0, Math.floor(left)) }, (_, index) => index + 1);
}

/** The return form's lines: the order item and how many (0 = not chosen). */
export type ReturnSelection = Record<number, number>;

/** Why the chosen lines cannot be sent, or null when they can (mirrors the server's checks). */
export function selectionProblem(
  selection: ReturnSelection,
  left: Record<number, number>,
  kind: 'return' | 'exchange',
): string | null {
  const chosen = Object.entries(selection).filter(([, quantity]) => quantity > 0);
  if (chosen.length === 0) return 'Choose at least one item to return.';
  for (const [id, quantity] of chosen) {
    const most = left[Number(id)] ?? 0;
    if (!Number.isInteger(quantity) || quantity > most) return `You can return at most ${most} of that item.`;
  }
  if (kind === 'exchange' && chosen.length > 1) return 'An exchange is for one item at a time.';
  return null;
}

/**
 * The message above the return form's buttons. Once a send was refused for its selection, the selection's problem is
 * worked out again from the current choice, so it goes as soon as the shopper chooses an item
 * (docs/product/orders.md#returns-and-exchanges); any other message (the server's) stays until the next send.
 */
export function returnFormMessage(form: {
  selectionChecked: boolean;
  selection: ReturnSelection;
  left: Record<number, number>;
  kind: 'return' | 'exchange';
  error: string | null;
}): string | null {
  const problem = form.selectionChecked ? selectionProblem(form.selection, form.left, form.kind) : null;
  return problem ?? form.error;
}

/** The request body for POST /Order/{id}/return from the form's choices. */
export function returnRequestBody(
  selection: ReturnSelection,
  reason: string,
  details: string,
  exchangeVariationId: number | null,
  destination: ReturnRequestInput['refund_destination'],
): ReturnRequestInput {
  const items = Object.entries(selection)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ order_item_id: Number(id), quantity }));
  const text = details.trim();
  const body: ReturnRequestInput = { items, reason: text ? `${reason}: ${text}` : reason };
  if (exchangeVariationId !== null) body.exchange_variation_id = exchangeVariationId;
  if (destination) body.refund_destination = destination;
  return body;
}

interface SizeChoice {
  productvariation_id: number;
  stock: number;
  /** The selling price (rupees). */
  discount_price: number;
  attributes: Array<{ attribute_name: string; value: string }>;
}

/**
 * The sizes an exchange may ship instead of the bought line: the product's other variations in stock with the
 * same colour (every attribute but size) at the price paid, the rule the server checks again
 * (docs/product/orders.md#asking).
 */
export function exchangeChoices<V extends SizeChoice>(
  variations: readonly V[],
  line: {
    productvariation_id: number | null;
    price: number;
    attributes: Array<{ attribute_name: string; value: string }>;
  },
): V[] {
  const bought = { ...line, price: toPaise(line.price) };
  return variations.filter(
    (variation) =>
      variation.stock > 0 &&
      exchangeProblem(bought, { ...variation, price: toPaise(variation.discount_price) }) === null,
  );
}
