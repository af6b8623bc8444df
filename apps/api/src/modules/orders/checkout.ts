import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@store/shared/messages';
import { resolveGst } from '@store/shared/gst';
import { formatRupees, toPaise, toRupees } from '@store/shared/money';
import { MAX_UNPAID_ORDERS, type PaymentOrderInput, type PaymentOrderReply } from '@store/shared/schemas/orders';
import type { Db, Tx } from '../../db/client.ts';
import { sqlStatement, statement } from '../../db/statements.ts';
import { orders, products } from '../../db/schema/index.ts';
import { badRequest, conflict, HttpError } from '../../lib/http-error.ts';
import type { PaymentProvider, ProviderOrder } from '../payments/provider.ts';
import { applyCoupon, recordCouponUse, type AppliedCoupon } from '../coupons/service.ts';
import { addressRefusal, chosenAddress, type CodLimits } from '../delivery/cod.ts';
import type { StoreLinks } from '../notifications/outbox.ts';
import {
  cashOrderReply,
  checkCashOnDelivery,
  confirmCashOrder,
  holdCashOrder,
  needsCodeConfirmation,
} from './cash-order.ts';
import { checkHoldingLimits, type HoldingLimits } from './holding-limits.ts';
import { releaseOrder, unpaidOrders } from './service.ts';
import { productsMoved, type StockChanged } from './stock-changes.ts';
import { takeStock } from './take-stock.ts';
import { confirmCreditOrder, creditFor, creditOrderReply, moneyDue, payWithCredit } from './credit-payment.ts';
import type { PricedLine } from './priced-line.ts';
import { codFeeFor } from './cod-fee.ts';

type OrderRow = typeof orders.$inferSelect;

/** The bag's products with what pricing a line needs, built once (db/statements.ts). */
const cartProducts = statement('cart_products', (db, name) =>
  db.query.products
    .findMany({
      where: sql`${products.product_id} = any(${sql.placeholder('ids')}::int[])`,
      columns: { search_vector: false },
      with: {
        brand: { columns: { name: true } },
        category: { columns: { hsn_code: true, gst_rate: true }, with: { parent: { columns: { name: true } } } },
        images: { orderBy: (image, { asc }) => [asc(image.sort_order), asc(image.image_id)] },
        variations: { with: { values: { with: { attribute: { columns: { name: true } } } } } },
      },
    })
    .prepare(name),
);

/**
 * Step 1: price every line from the catalogue (discount price, else price). Each variation (or product without
 * variations) appears once: the request schema refuses repeated lines (docs/product/checkout.md#stock).
 */
export async function priceCartLines(tx: Tx, items: PaymentOrderInput['items']): Promise<PricedLine[]> {
  const catalogue = await cartProducts(tx, { ids: [...new Set(items.map((item) => item.product_id))] });
  const byId = new Map(catalogue.map((product) => [product.product_id, product]));
  return items.map((item) => {
    const product = byId.get(item.product_id);
    if (!product || !product.is_active)
      throw conflict('An item in your bag is no longer available. Please remove it and try again.');
    const base = {
      product_id: product.product_id,
      quantity: item.quantity,
      product_name: product.name,
      brand_name: product.brand.name,
    };
    const gst = (unitPrice: number) => resolveGst(product, product.category, product.category.parent.name, unitPrice);
    if (item.productvariation_id == null) {
      if (product.variations.length > 0) {
        throw badRequest(`Please select a size for ${product.name}.`, { items: 'Please select a size' });
      }
      const image = product.images[0];
      return {
        ...base,
        productvariation_id: null,
        price: product.discount_price,
        list_price: product.price,
        sku: product.sku,
        image_key: image?.file_key ?? null,
        image_widths: image?.widths ?? null,
        attributes: [],
        label: product.name,
        ...gst(product.discount_price),
      };
    }
    const variation = product.variations.find(
      (candidate) => candidate.productvariation_id === item.productvariation_id,
    );
    if (!variation)
      throw conflict(`The size you chose of ${product.name} is no longer available. Please choose again.`);
    const attributes = variation.values.map((value) => ({ attribute_name: value.attribute.name, value: value.value }));
    const image =
      product.images.find((candidate) => candidate.productvariation_id === variation.productvariation_id) ??
      product.images[0];
    const size = attributes.find((attribute) => attribute.attribute_name === 'size')?.value;
    return {
      ...base,
      productvariation_id: variation.productvariation_id,
      price: variation.discount_price,
      list_price: variation.price,
      sku: variation.sku,
      image_key: image?.file_key ?? null,
      image_widths: image?.widths ?? null,
      attributes,
      label: size ? `${product.name} (size ${size})` : product.name,
      ...gst(variation.discount_price),
    };
  });
}

/**
 * Step 2: the client's total must be the server's, or the shopper sees the new figure first. With a coupon the
 * total is the bag less its discount, so a coupon whose terms changed meanwhile is caught the same way; cash on
 * delivery adds its fee (docs/product/checkout.md#cod-fee).
 */
export function checkTotal(lines: PricedLine[], clientTotal: number, discount = 0, codFee = 0): number {
  const total = goodsTotal(lines, discount) + codFee;
  if (toPaise(clientTotal) !== total) {
    throw new HttpError(409, `${messages.pricesChanged} The total is now ${formatRupees(toRupees(total))}.`, {
      code: 'PRICES_CHANGED',
      details: { total_amount: toRupees(total) },
      legacy: { total_amount: toRupees(total) },
    });
  }
  return total;
}

/** The goods' total (paise): the lines at their selling prices, less the coupon's discount. */
export const goodsTotal = (lines: PricedLine[], discount = 0) =>
  lines.reduce((sum, line) => sum + line.price * line.quantity, 0) - discount;

/**
 * Step 0: at most MAX_UNPAID_ORDERS orders wait for payment per shopper (docs/product/checkout.md#unpaid-orders).
 * The shopper's row is locked first (by `chosenAddress`, with the address: FOR NO KEY UPDATE), so two checkouts at
 * once cannot both count one order too few. The count is a statement of its own: one that locked and counted together
 * would count from a snapshot taken before the lock was granted, and miss the order of the checkout it waited for.
 */
async function checkUnpaidOrders(tx: Tx, userId: number): Promise<void> {
  const waiting = await unpaidOrders(tx, userId);
  if (waiting.length < MAX_UNPAID_ORDERS) return;
  throw new HttpError(
    409,
    `You already have ${waiting.length} orders waiting for payment. Pay for one or cancel it before placing another.`,
    { code: 'UNPAID_ORDERS_LIMIT', details: { orders: waiting } },
  );
}

/** What the order is made of: the priced lines, their total (paise) and where it goes. */
export interface NewOrder {
  userId: number;
  lines: PricedLine[];
  total: number;
  /** The delivery address as it is now; the order keeps this copy even if the book changes. */
  address: unknown;
  provider: PaymentProvider['name'];
  /** Minutes the shopper has to pay before the stock goes back. */
  timeoutMinutes: number;
  /** The coupon applied, if any (docs/product/checkout.md#coupons); `total` is already less its discount. */
  coupon?: AppliedCoupon | null;
  /** The cash-on-delivery fee (paise, part of `total`; docs/product/checkout.md#cod-fee). */
  codFee?: number;
}

/**
 * The order and its lines, in one statement every order runs (built once, db/statements.ts): the lines travel as one
 * JSON array, whatever their number, and are inserted in the bag's order.
 */
const insertOrder = sqlStatement<OrderRow>(
  'insert_order',
  sql`WITH placed AS (
        INSERT INTO orders (user_id, status, total_amount, discount_amount, coupon_code, cod_fee_paise, provider,
          receipt, shipping_address, expires_at)
        VALUES (${sql.placeholder('userId')}::int, 'New', ${sql.placeholder('total')}::int,
          ${sql.placeholder('discount')}::int, ${sql.placeholder('couponCode')}::text, ${sql.placeholder('codFee')}::int,
          ${sql.placeholder('provider')}::text,
          ${sql.placeholder('receipt')}::text, ${sql.placeholder('address')}::jsonb,
          now() + make_interval(mins => ${sql.placeholder('minutes')}::int))
        RETURNING *
      ), lines AS (
        INSERT INTO order_items (order_id, product_id, productvariation_id, product_name, brand_name, sku, image_key,
          image_widths, attributes, price, list_price, quantity, discount, hsn_code, gst_rate)
        SELECT placed.order_id, line.product_id, line.productvariation_id, line.product_name, line.brand_name, line.sku,
          line.image_key, line.image_widths, line.attributes, line.price, line.list_price, line.quantity, line.discount,
          line.hsn_code, line.gst_rate
        FROM placed, ROWS FROM (jsonb_to_recordset(${sql.placeholder('lines')}::jsonb) AS (product_id int,
          productvariation_id int, product_name text, brand_name text, sku text, image_key text, image_widths int[],
          attributes jsonb, price int, list_price int, quantity int, discount int, hsn_code text, gst_rate numeric))
          WITH ORDINALITY AS line(product_id, productvariation_id, product_name, brand_name, sku, image_key,
          image_widths, attributes, price, list_price, quantity, discount, hsn_code, gst_rate, n)
        ORDER BY line.n
      )
      SELECT * FROM placed`,
);

/** Step 4: the order, status New, with its lines at catalogue prices and the delivery address it goes to. */
export async function createOrder(
  tx: Tx,
  { userId, lines, total, address, provider, timeoutMinutes, coupon = null, codFee = 0 }: NewOrder,
): Promise<OrderRow> {
  const [order] = await insertOrder(tx, {
    userId,
    total,
    discount: coupon?.discount ?? 0,
    couponCode: coupon?.code ?? null,
    codFee,
    provider,
    receipt: `rcpt_${randomUUID()}`,
    address: JSON.stringify(address),
    minutes: timeoutMinutes,
    lines: JSON.stringify(
      lines.map((line, index) => ({
        product_id: line.product_id,
        productvariation_id: line.productvariation_id,
        product_name: line.product_name,
        brand_name: line.brand_name,
        sku: line.sku,
        image_key: line.image_key,
        image_widths: line.image_widths,
        attributes: line.attributes,
        price: line.price,
        list_price: line.list_price,
        quantity: line.quantity,
        discount: coupon?.lineDiscounts[index] ?? 0,
        hsn_code: line.hsn_code,
        gst_rate: line.gst_rate,
      })),
    ),
  });
  return order!;
}

export interface CheckoutContext {
  db: Db;
  provider: PaymentProvider;
  timeoutMinutes: number;
  /** COD_MAX_AMOUNT, COD_MAX_RTO, COD_CONFIRM_ABOVE, COD_CONFIRM_HOURS and COD_FEE (docs/product/checkout.md#cash-on-delivery). */
  cod: CodLimits;
  /** COD_MAX_OPEN_ORDERS and MAX_UNITS_PER_VARIATION (docs/product/checkout.md#holding-limits). */
  holding: HoldingLimits;
  links: StoreLinks;
  /** Stock of these products changed (docs/product/checkout.md#stock). */
  onStockChanged: StockChanged;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * POST /payment/order: price, check the total, take stock and create the order in one transaction; then ask
 * the payment provider for its order (outside the transaction: a network call). If the provider fails there is
 * nothing the shopper could pay, so the order is released at once: status Expired and its stock back, in one
 * transaction (docs/product/checkout.md#unpaid-orders).
 */
export async function placeOrder(
  context: CheckoutContext,
  userId: number,
  input: PaymentOrderInput,
): Promise<PaymentOrderReply> {
  const { db, provider } = context;
  const placed = await db.transaction(async (tx) => {
    const chosen = await chosenAddress(tx, userId, input.useraddress_id, { lock: true });
    await checkUnpaidOrders(tx, userId);
    if (!chosen) throw badRequest('Please add a delivery address first.', { useraddress_id: 'required' });
    // Step 3a, every order: the address's PIN code must be 6 digits and in the serviceability table
    // (docs/product/checkout.md#delivery); an address saved before that rule gets a sentence asking to fix it.
    const { address, delivery } = chosen;
    if (delivery.problem) throw addressRefusal(delivery.problem);
    const lines = await priceCartLines(tx, input.items);
    const cod = input.payment_method === 'cod';
    await checkHoldingLimits(tx, { userId, phone: address.phone ?? '', cod, lines }, context.holding);
    const stock = await takeStock(tx, lines);
    // The coupon step (docs/product/checkout.md#coupons): after the stock, so locks are taken stock first.
    const coupon = input.coupon_code ? await applyCoupon(tx, userId, input.coupon_code, lines) : null;
    const discount = coupon?.discount ?? 0;
    // The COD fee is part of the total the client must have shown (docs/product/checkout.md#cod-fee).
    const codFee = await codFeeFor(tx, {
      userId,
      goods: goodsTotal(lines, discount),
      cod,
      useCredit: input.use_store_credit,
      fee: context.cod.fee,
    });
    const total = checkTotal(lines, input.total_amount, discount, codFee);
    if (total - codFee <= 0) throw badRequest('The order total must be above zero.');
    // Store credit first (docs/product/checkout.md#store-credit), decided under the shopper's lock, which the address
    // read above took and the ledger takes again: two orders at once cannot both spend one balance.
    const credit = await creditFor(tx, userId, total, input.use_store_credit);
    const paidByCredit = credit === total;
    // Cash on delivery is judged on the cash due, after the coupon and the credit; a refusal rolls the stock back.
    if (cod && !paidByCredit) await checkCashOnDelivery(tx, userId, delivery, total - credit, context.cod);
    let created = await createOrder(tx, {
      userId,
      lines,
      total,
      address,
      provider: provider.name,
      timeoutMinutes: context.timeoutMinutes,
      coupon,
      codFee,
    });
    if (coupon) await recordCouponUse(tx, coupon, userId, created.order_id);
    created = await payWithCredit(tx, created, credit);
    // An order credit paid in full, or a cash order, is confirmed at once, which tallies its units sold.
    if (paidByCredit) return { order: await confirmCreditOrder(tx, context.links, created), stock };
    if (!cod) return { order: created, stock };
    // A first cash-on-delivery order above COD_CONFIRM_ABOVE waits for a code to the mobile
    // (docs/product/checkout.md#confirming-a-first-cash-on-delivery-order); any other is confirmed at once.
    const held = (await needsCodeConfirmation(tx, userId, total, context.cod))
      ? await holdCashOrder(tx, created, context.cod.confirmHours)
      : await confirmCashOrder(tx, context.links, created);
    return { order: held, stock };
  });
  context.onStockChanged(placed.stock);
  const { order } = placed;
  if (order.payment_method === 'store_credit') return creditOrderReply(order, provider);
  if (order.payment_method === 'cod') return cashOrderReply(order, provider);
  let providerOrder: ProviderOrder;
  try {
    // The payment order is for the rest only: the credit is already taken.
    providerOrder = await provider.createOrder(moneyDue(order), order.receipt);
  } catch (error) {
    await releaseFailedOrder(context, order.order_id);
    throw error;
  }
  await setPaymentOrder(db, { id: order.order_id, razorpayOrderId: providerOrder.id });
  return {
    orderId: providerOrder.id,
    orderid: order.order_id,
    amount: moneyDue(order),
    currency: 'INR' as const,
    key: provider.keyId,
    provider: provider.name,
    expires_at: new Date(order.expires_at).toISOString(),
    payment_method: 'razorpay',
    ...(order.store_credit_paise > 0 ? { store_credit_used: toRupees(order.store_credit_paise) } : {}),
  };
}

// The payment order's id, once the provider gave one: built once (db/statements.ts).
const setPaymentOrder = statement('set_payment_order', (db, name) =>
  db
    .update(orders)
    .set({ razorpay_order_id: sql`${sql.placeholder('razorpayOrderId')}`, updated_at: sql`now()` })
    .where(eq(orders.order_id, sql.placeholder('id')))
    .prepare(name),
);

/**
 * Undoes an order the provider refused. Should that fail too, the shopper still gets the provider's error and
 * the order, still New, gives its stock back when its time runs out.
 */
async function releaseFailedOrder(context: CheckoutContext, orderId: number): Promise<void> {
  try {
    context.onStockChanged(productsMoved((await releaseOrder(context.db, orderId)).productIds));
  } catch (error) {
    context.log.warn({ err: error, orderId }, 'releasing an order the payment provider refused failed');
  }
}
