// The order lifecycle (docs/product/orders.md#lifecycle): one state machine for fulfilment, one for payment, one
// for returns. The server refuses any other move with 409; the admin screens offer only the moves allowed here.

/** Fulfilment status of an order. */
export const orderStatuses = [
  'New',
  'Confirmed',
  'Packed',
  'Shipped',
  'Delivered',
  'Expired',
  'Cancelled',
  'ReturnedToOrigin',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Payment status of an order; `CashDue` only for cash on delivery. */
export const paymentStatuses = ['Unpaid', 'Paid', 'PartiallyRefunded', 'Refunded', 'CashDue'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Where each fulfilment status may go next. */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  New: ['Confirmed', 'Expired', 'Cancelled'],
  Confirmed: ['Packed', 'Cancelled'],
  Packed: ['Shipped', 'Cancelled'],
  /** A shipped parcel comes back undelivered: returned to origin (docs/product/orders.md#returned-to-origin). */
  Shipped: ['Delivered', 'ReturnedToOrigin'],
  Delivered: [],
  Expired: [],
  Cancelled: [],
  ReturnedToOrigin: [],
};

/** Moves only the system makes (a verified payment confirms, the sweep expires); never offered to the admin. */
export const systemOnlyTransitions: ReadonlyArray<readonly [OrderStatus, OrderStatus]> = [
  ['New', 'Confirmed'],
  ['New', 'Expired'],
];

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** The moves the admin may make from `from` (the actions an order page shows). */
export function adminMoves(from: OrderStatus): OrderStatus[] {
  return orderTransitions[from].filter((to) => !systemOnlyTransitions.some(([a, b]) => a === from && b === to));
}

/** Why a move is refused, in words the admin or shopper understands. */
export function refusedMoveMessage(orderId: number, from: OrderStatus, to: OrderStatus): string {
  if (from === to) return `Order #${orderId} is already ${statusLabels[from].toLowerCase()}.`;
  const next = orderTransitions[from];
  const allowed = next.length === 0 ? 'nothing: it is final' : next.map((s) => statusLabels[s]).join(' or ');
  return `Order #${orderId} is ${statusLabels[from].toLowerCase()} and cannot become ${statusLabels[to].toLowerCase()}. From here it can become ${allowed}.`;
}

/** Where each payment status may go next. */
export const paymentTransitions: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  Unpaid: ['Paid', 'CashDue'],
  /** Cash collected on delivery, or nothing owed any more once the order is cancelled. */
  CashDue: ['Paid', 'Unpaid'],
  Paid: ['PartiallyRefunded', 'Refunded'],
  PartiallyRefunded: ['PartiallyRefunded', 'Refunded'],
  Refunded: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return paymentTransitions[from].includes(to);
}

/** The payment status after `refunded` of `paid` (paise) has gone back. */
export function paymentStatusAfterRefund(paid: number, refunded: number): PaymentStatus {
  if (refunded <= 0) return 'Paid';
  return refunded >= paid ? 'Refunded' : 'PartiallyRefunded';
}

/** A shopper may cancel an order before it ships. */
export const shopperCancellable: readonly OrderStatus[] = ['New', 'Confirmed', 'Packed'];

/** Days after delivery a shopper may ask for a return or exchange ("Easy 14 days returns"). */
export const RETURN_WINDOW_DAYS = 14;

/** Status of a return or exchange request. */
export const returnStatuses = ['Requested', 'Accepted', 'Rejected', 'Received', 'Refunded', 'Exchanged'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

export const returnTransitions: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  Requested: ['Accepted', 'Rejected'],
  Accepted: ['Received'],
  Received: ['Refunded', 'Exchanged'],
  Rejected: [],
  Refunded: [],
  Exchanged: [],
};

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return returnTransitions[from].includes(to);
}

/** Words for each status, as the screens show them. */
export const statusLabels: Readonly<Record<OrderStatus, string>> = {
  New: 'Awaiting payment',
  Confirmed: 'Confirmed',
  Packed: 'Packed',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  Expired: 'Expired',
  Cancelled: 'Cancelled',
  ReturnedToOrigin: 'Returned to seller',
};

/** Why a shipped parcel came back (docs/product/orders.md#returned-to-origin). */
export const rtoReasons = ['refused_at_door', 'not_reachable', 'address_wrong'] as const;
export type RtoReason = (typeof rtoReasons)[number];

export const rtoReasonLabels: Readonly<Record<RtoReason, string>> = {
  refused_at_door: 'Refused at door',
  not_reachable: 'Not reachable',
  address_wrong: 'Address wrong',
};

/** The statuses that end an order with its stock back in the store: cancelled, or returned to origin. */
export const releasingStatuses: readonly OrderStatus[] = ['Cancelled', 'ReturnedToOrigin'];

export const paymentStatusLabels: Readonly<Record<PaymentStatus, string>> = {
  Unpaid: 'Unpaid',
  Paid: 'Paid',
  PartiallyRefunded: 'Partially refunded',
  Refunded: 'Refunded',
  CashDue: 'Cash due',
};
