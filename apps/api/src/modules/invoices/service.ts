import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  amountInWords,
  findGstState,
  resolveGst,
  splitInclusive,
  spreadProportionally,
  sumSplits,
  type TaxSplit,
} from '@store/shared/gst';
import { paidForUnits } from '@store/shared/coupons';
import { toRupees } from '@store/shared/money';
import type { TaxDocument } from '@store/shared/schemas/merchant';
import type { StoreIdentity } from '../../config.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { SellerCopy } from '../../db/schema/index.ts';
import {
  categories,
  orderItems,
  orders,
  parentCategories,
  products,
  refunds,
  returnItems,
  users,
} from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { stateOfAddress } from '../addresses/pin-codes.ts';
import { lockOrder } from '../orders/service.ts';
import { currentSellerSql, type SellerDefaults } from '../store-settings/seller.ts';
import { nextDocumentNumber } from './numbers.ts';
import { codFeeLine, paymentLines, wholeLines } from './amounts.ts';

// GST tax invoices and credit notes (docs/product/orders.md#gst-invoices): built from the order as it was sold
// (lines, prices, HSN codes and rates kept at checkout) and the store's settings.

type OrderRow = typeof orders.$inferSelect;

/** Statuses of an order that has been confirmed (paid, or accepted as cash on delivery). */
const CONFIRMED = new Set(['Confirmed', 'Packed', 'Shipped', 'Delivered']);
/** Statuses of an order that has left the warehouse: a cash-on-delivery order's time of supply. */
const DISPATCHED = new Set(['Shipped', 'Delivered']);

/**
 * Whether an order is due a tax invoice (docs/product/orders.md#invoice-numbers): it has one, or it was paid, or
 * (cash still due) it was dispatched. A cash-on-delivery order not dispatched yet, or cancelled before it was, has
 * none.
 */
export function invoiceable(
  order: Pick<OrderRow, 'status' | 'payment_status' | 'payment_method' | 'invoice_number'>,
): boolean {
  if (order.invoice_number !== null) return true;
  if (order.payment_method === 'cod') return DISPATCHED.has(order.status) || order.payment_status === 'Paid';
  return CONFIRMED.has(order.status) || order.payment_status !== 'Unpaid';
}

/**
 * A cash-on-delivery order is dispatched (docs/product/orders.md#invoice-numbers): GST's time of supply for goods,
 * so it gets its invoice number now, in the caller's transaction on the order row it locked, and the seller of the
 * moment with it (`defaults`: the environment's, under Store Settings; docs/product/legal.md#store-settings). An
 * order that has a number keeps it.
 */
export async function invoiceAtDispatch(
  tx: Tx,
  order: OrderRow,
  defaults: SellerDefaults | null | undefined,
): Promise<OrderRow> {
  if (order.invoice_number !== null) return order;
  const [numbered] = await tx
    .update(orders)
    .set({
      invoice_number: await nextDocumentNumber(tx, 'INV'),
      invoice_date: sql`now()`,
      seller: currentSellerSql(sql`${JSON.stringify(defaults ?? null)}`),
    })
    .where(and(eq(orders.order_id, order.order_id), isNull(orders.invoice_number)))
    .returning();
  return numbered ?? order;
}

/**
 * An invoiced order is cancelled (docs/product/orders.md#credit-notes). A paid one is credited by its refund's
 * credit note; one with nothing paid (cash on delivery invoiced before it was cancelled) gets a credit note of its
 * own for the whole invoice now, so the register never counts a sale that did not happen. `paymentBefore` is the
 * payment status before the cancel. In the caller's transaction, on the row it locked.
 */
export async function creditCancelledInvoice(
  tx: Tx,
  order: OrderRow,
  paymentBefore: OrderRow['payment_status'],
): Promise<void> {
  if (order.invoice_number === null || order.credit_note_number !== null) return;
  if (paymentBefore !== 'CashDue' && paymentBefore !== 'Unpaid') return;
  await tx
    .update(orders)
    .set({ credit_note_number: await nextDocumentNumber(tx, 'CN'), credit_note_date: sql`now()` })
    .where(and(eq(orders.order_id, order.order_id), isNull(orders.credit_note_number)));
}

/**
 * The store's seller (Store Settings over STORE_*), or 503 when production has no GSTIN in either
 * (docs/product/orders.md#invoice-settings).
 */
export function requireSeller(store: StoreIdentity | null): StoreIdentity {
  if (store) return store;
  throw new HttpError(
    503,
    'Tax invoices are not set up yet: the store needs its GSTIN and legal details (Store Settings, or STORE_GSTIN).',
  );
}

/** A day of the store's time zone (Asia/Kolkata), as documents print it. */
export function storeDay(at: string | Date): string {
  const local = new Date(new Date(at).getTime() + 330 * 60_000);
  return local.toISOString().slice(0, 10);
}

/**
 * The order's invoice number and date. Orders confirmed by a payment have them already (recordPayment); one
 * confirmed before invoices existed gets them on its first request, under the order's row lock so two requests
 * never give it two numbers (docs/product/orders.md#invoice-numbers), with a copy of `seller`, the current one.
 */
export async function ensureInvoiceNumber(db: Db, orderId: number, seller: SellerCopy): Promise<OrderRow> {
  const [current] = await db.select().from(orders).where(eq(orders.order_id, orderId));
  if (!current) throw notFound('Order');
  if (current.invoice_number) return current;
  if (!invoiceable(current)) {
    throw conflict(
      'This order has no tax invoice yet: it is issued once the order is paid (cash on delivery: once it is dispatched).',
    );
  }
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    if (order.invoice_number) return order;
    const [numbered] = await tx
      .update(orders)
      .set({
        invoice_number: await nextDocumentNumber(tx, 'INV'),
        invoice_date: sql`now()`,
        updated_at: sql`now()`,
        seller,
      })
      .where(eq(orders.order_id, orderId))
      .returning();
    return numbered!;
  });
}

interface AddressCopy {
  first_name?: string;
  last_name?: string | null;
  house_number?: string;
  street_number?: string;
  landmark?: string | null;
  postal_code?: string;
  city?: string;
  state?: string;
  country?: string | null;
  phone?: string | null;
}

/**
 * The buyer from the order's copy of the delivery address (the place of supply: the state its PIN code is in), else
 * the account's name (never an erased account's: docs/product/privacy.md#what-is-kept).
 */
async function buyerOf(db: DbOrTx, order: OrderRow) {
  const address = (order.shipping_address ?? {}) as AddressCopy;
  const [user] = await db
    .select({
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      erased_at: users.erased_at,
    })
    .from(users)
    .where(eq(users.user_id, order.user_id));
  const account = user && user.erased_at === null ? user : undefined;
  const name =
    [address.first_name, address.last_name].filter(Boolean).join(' ') ||
    [account?.first_name, account?.last_name].filter(Boolean).join(' ') ||
    account?.email ||
    '';
  const lines = [
    address.house_number,
    address.street_number,
    address.landmark,
    [address.city, address.postal_code].filter(Boolean).join(' '),
    address.country,
  ];
  return {
    name,
    address: lines.filter(Boolean).join(', '),
    // The place of supply is where the PIN code is, not only what was typed (docs/product/orders.md#how-tax-is-computed).
    state: stateOfAddress(address),
    phone: address.phone ?? null,
  };
}

/** Lines as sold, with the HSN code and rate kept at checkout (or resolved from the catalogue for older lines). */
async function soldLines(db: DbOrTx, orderId: number) {
  const rows = await db
    .select({
      order_item_id: orderItems.order_item_id,
      product_name: orderItems.product_name,
      brand_name: orderItems.brand_name,
      sku: orderItems.sku,
      attributes: orderItems.attributes,
      price: orderItems.price,
      quantity: orderItems.quantity,
      discount: orderItems.discount,
      hsn_code: orderItems.hsn_code,
      gst_rate: orderItems.gst_rate,
      product_hsn: products.hsn_code,
      product_rate: products.gst_rate,
      category_hsn: categories.hsn_code,
      category_rate: categories.gst_rate,
      collection: parentCategories.name,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.product_id, orderItems.product_id))
    .leftJoin(categories, eq(categories.category_id, products.category_id))
    .leftJoin(parentCategories, eq(parentCategories.parentcategory_id, categories.parentcategory_id))
    .where(eq(orderItems.order_id, orderId))
    .orderBy(orderItems.order_item_id);
  return rows.map((row) => {
    const resolved = resolveGst(
      { hsn_code: row.product_hsn, gst_rate: row.product_rate },
      { hsn_code: row.category_hsn, gst_rate: row.category_rate },
      row.collection,
      row.price,
    );
    const attributes = (row.attributes as Array<{ attribute_name: string; value: string }>) ?? [];
    const options = attributes.map((attribute) => `${attribute.attribute_name} ${attribute.value}`).join(', ');
    return {
      order_item_id: row.order_item_id,
      description: `${row.brand_name} ${row.product_name}${options ? ` (${options})` : ''}`,
      sku: row.sku,
      price: row.price,
      quantity: row.quantity,
      discount: row.discount,
      hsn_code: row.hsn_code ?? resolved.hsn_code,
      gst_rate: row.gst_rate ?? resolved.gst_rate,
    };
  });
}

type SoldLine = Awaited<ReturnType<typeof soldLines>>[number];

const rupees = (split: TaxSplit) => ({
  taxable_value: toRupees(split.taxable_value),
  cgst: toRupees(split.cgst),
  sgst: toRupees(split.sgst),
  igst: toRupees(split.igst),
  total: toRupees(split.total),
});

/**
 * The parts both documents share: seller, buyer, place of supply, lines split by rate, totals and words. The seller is
 * the order's copy, made when its invoice was numbered; `current` (today's settings) only for orders older than the
 * copy (docs/product/legal.md#store-settings).
 */
async function documentParts(
  db: DbOrTx,
  current: StoreIdentity,
  order: OrderRow,
  lines: Array<{ line: SoldLine; quantity: number; amount: number; discount?: number; codFee?: number }>,
) {
  const seller = order.seller ?? current;
  const buyer = await buyerOf(db, order);
  const buyerState = findGstState(buyer.state);
  // A buyer whose state is not one we know is treated as out of state (IGST) (docs/product/orders.md#how-tax-is-computed).
  const intraState = buyerState?.code === seller.stateCode;
  const splits = lines.map(({ line, amount }) => splitInclusive(amount, line.gst_rate, intraState));
  const totals = sumSplits(splits);
  return {
    seller: {
      name: seller.legalName,
      address: seller.address,
      gstin: seller.gstin,
      state: seller.state,
      state_code: seller.stateCode,
    },
    buyer: { ...buyer, state: buyerState?.name ?? buyer.state },
    place_of_supply: buyerState ? `${buyerState.name} (${buyerState.code})` : buyer.state || 'Unknown',
    intra_state: intraState,
    order_id: order.order_id,
    lines: lines.map(({ line, quantity, discount, codFee }, index) => ({
      description: line.description,
      sku: line.sku,
      hsn_code: line.hsn_code,
      quantity,
      unit_price: toRupees(line.price),
      ...(discount ? { discount: toRupees(discount) } : {}),
      ...(codFee ? { cod_fee: toRupees(codFee) } : {}),
      gst_rate: line.gst_rate,
      ...rupees(splits[index]!),
    })),
    totals: rupees(totals),
    amount_in_words: amountInWords(totals.total),
  };
}

/** GET /admin/orders/{id}/invoice and /Order/{id}/invoice: the tax invoice of a paid or confirmed order. */
export async function orderInvoice(db: Db, seller: StoreIdentity, orderId: number): Promise<TaxDocument> {
  const order = await ensureInvoiceNumber(db, orderId, seller);
  const lines = await soldLines(db, orderId);
  return {
    kind: 'invoice',
    number: order.invoice_number!,
    date: storeDay(order.invoice_date ?? order.paid_at ?? order.order_date),
    original_invoice: null,
    ...(await documentParts(
      db,
      seller,
      order,
      // Tax is on what was paid: the line less its share of a coupon (docs/product/checkout.md#coupons), plus its
      // share of the COD fee (docs/decisions/022-cod-fee-on-invoices.md).
      wholeLines(order, lines),
    )),
    ...codFeeLine(order),
    ...paymentLines(order),
  };
}

/**
 * GET /admin/orders/{id}/credit-note and /Order/{id}/credit-note: the credit note of an order cancelled after its
 * invoice with nothing paid (docs/product/orders.md#credit-notes): every line for its whole value, naming the invoice
 * it cancels. 409 for an order that has none.
 */
export async function cancellationCreditNote(db: Db, seller: StoreIdentity, orderId: number): Promise<TaxDocument> {
  const [order] = await db.select().from(orders).where(eq(orders.order_id, orderId));
  if (!order) throw notFound('Order');
  if (!order.credit_note_number || !order.invoice_number) {
    throw conflict('This order has no credit note: it is issued when an invoiced order is cancelled.');
  }
  const lines = await soldLines(db, orderId);
  return {
    kind: 'credit_note',
    number: order.credit_note_number,
    date: storeDay(order.credit_note_date ?? order.updated_at),
    original_invoice: order.invoice_number,
    // The whole invoice is cancelled, the COD fee's shares with it.
    ...(await documentParts(
      db,
      seller,
      order,
      wholeLines(order, lines).map(({ discount: _discount, ...entry }) => entry),
    )),
    ...codFeeLine(order),
  };
}

/** The order's owner, for the shopper's own invoice: anyone else's order is "not found". */
export async function orderOwner(db: Db, orderId: number): Promise<number | undefined> {
  const [row] = await db.select({ user_id: orders.user_id }).from(orders).where(eq(orders.order_id, orderId));
  return row?.user_id;
}

/**
 * GET /admin/refunds/{id}/credit-note: the credit note of a processed refund. The refunded amount is spread, to
 * the paisa, over the lines in proportion to their value: the returned lines and quantities when the refund
 * belongs to a return, else every line of the order; each line's share is then split into taxable value and
 * GST at its own rate (docs/product/orders.md#credit-notes).
 */
export async function refundCreditNote(db: Db, seller: StoreIdentity, refundId: number): Promise<TaxDocument> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.refund_id, refundId));
  if (!refund) throw notFound('Refund');
  if (refund.status !== 'Processed' || !refund.credit_note_number) {
    throw conflict('This refund has no credit note yet: it is issued once the refund is processed.');
  }
  const order = await ensureInvoiceNumber(db, refund.order_id, seller);
  const sold = await soldLines(db, order.order_id);
  let credited = sold.map((line) => ({ line, quantity: line.quantity }));
  if (refund.return_id !== null) {
    const returned = await db
      .select({ order_item_id: returnItems.order_item_id, quantity: returnItems.quantity })
      .from(returnItems)
      .where(eq(returnItems.return_id, refund.return_id));
    const quantities = new Map(returned.map((row) => [row.order_item_id, row.quantity]));
    const ofReturn = sold.flatMap((line) =>
      quantities.has(line.order_item_id) ? [{ line, quantity: quantities.get(line.order_item_id)! }] : [],
    );
    if (ofReturn.length > 0) credited = ofReturn;
  }
  const shares = spreadProportionally(
    refund.amount,
    credited.map(({ line, quantity }) => paidForUnits(line, quantity)),
  );
  const lines = credited
    .map((entry, index) => ({ ...entry, amount: shares[index]! }))
    .filter((entry) => entry.amount > 0);
  return {
    kind: 'credit_note',
    number: refund.credit_note_number,
    date: storeDay(refund.processed_at ?? refund.updated_at),
    original_invoice: order.invoice_number,
    ...(await documentParts(db, seller, order, lines)),
  };
}
