import { and, eq, sql } from 'drizzle-orm';
import { PINCODE_PATTERN } from '@store/shared/delivery';
import { formatRupees, toPaise, toRupees } from '@store/shared/money';
import type { CheckoutOptions, CodRule, DeliveryCheck, ServiceabilityRow } from '@store/shared/schemas/delivery';
import type { ErrorCode } from '@store/shared/schemas/errors';
import type { DbOrTx } from '../../db/client.ts';
import { orders, userAddresses, users } from '../../db/schema/index.ts';
import { statement } from '../../db/statements.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { addressColumns, type AddressRow } from '../addresses/service.ts';
import { deliveryCheck, serviceabilityQuery } from './service.ts';
import { isStaffRole } from '../staff/permissions.ts';

/** Why an address cannot be delivered to, as the shopper reads it. */
export interface AddressProblem {
  code: Extract<ErrorCode, 'INVALID_PINCODE' | 'NOT_DELIVERABLE'>;
  rule: Extract<CodRule, 'pincode' | 'not_deliverable'>;
  message: string;
}

/** Where an address's PIN code stands: its delivery check, or why there is none. */
export interface AddressDelivery {
  check: DeliveryCheck | null;
  problem: AddressProblem | null;
}

/**
 * The delivery of a saved address (docs/product/checkout.md#delivery), from the serviceability row that decides its
 * PIN code. Addresses saved before PIN codes had to be 6 digits are still listed, but an order to one is refused with
 * a sentence asking to fix the address.
 */
function deliveryOfAddress(postalCode: string, service: ServiceabilityRow | null, now: Date): AddressDelivery {
  const pincode = postalCode.trim();
  if (!PINCODE_PATTERN.test(pincode)) {
    return {
      check: null,
      problem: {
        code: 'INVALID_PINCODE',
        rule: 'pincode',
        message: `The delivery address has the PIN code "${pincode}", which is not 6 digits. Please edit the address and try again.`,
      },
    };
  }
  const check = deliveryCheck(pincode, service, now);
  if (check.deliverable) return { check, problem: null };
  return {
    check,
    problem: {
      code: 'NOT_DELIVERABLE',
      rule: 'not_deliverable',
      message: `We do not deliver to PIN code ${pincode} yet. Please choose another address.`,
    },
  };
}

/**
 * One statement, on every order and every Payment page: the user's row, the address chosen (the one named, else the
 * default) and the serviceability row of its PIN code (the longest prefix it starts with). Checkout's variant also
 * locks the user's row (FOR NO KEY UPDATE: it serialises one shopper's checkouts without blocking rows that merely
 * reference the user). The address is read as it was when the statement began, before any wait for that lock.
 */
const chosenAddressRead = (lock: boolean) =>
  statement(lock ? 'chosen_address_locked' : 'chosen_address', (db, name) => {
    const service = serviceabilityQuery(db, sql`btrim(${userAddresses.postal_code})`).as('service');
    const named = sql.placeholder('addressId');
    const query = db
      .select({
        ...addressColumns,
        service_prefix: service.prefix,
        service_zone: service.zone,
        service_days: service.delivery_days,
        service_cod: service.cod,
      })
      .from(users)
      .leftJoin(
        userAddresses,
        and(
          eq(userAddresses.user_id, users.user_id),
          sql`CASE WHEN ${named}::int IS NULL THEN ${userAddresses.is_default}
            ELSE ${userAddresses.useraddress_id} = ${named}::int END`,
        ),
      )
      .leftJoinLateral(service, sql`true`)
      .where(eq(users.user_id, sql.placeholder('userId')))
      .limit(1);
    return (lock ? query.for('no key update', { of: users }) : query).prepare(name);
  });
const readChosenAddress = chosenAddressRead(false);
const lockAndReadChosenAddress = chosenAddressRead(true);

/** The address an order goes to, with its delivery; none when the user has no default address. */
export interface ChosenAddress {
  address: AddressRow;
  delivery: AddressDelivery;
}

/**
 * The address named by `addressId` (404 unless it is the user's) or the default one (null when there is none), with
 * its delivery. `lock` also locks the user's row for the rest of the transaction (checkout, step 0).
 */
export async function chosenAddress(
  db: DbOrTx,
  userId: number,
  addressId: number | undefined,
  { lock = false, now = new Date() } = {},
): Promise<ChosenAddress | null> {
  const [row] = await (lock ? lockAndReadChosenAddress : readChosenAddress)(db, {
    userId,
    addressId: addressId ?? null,
  });
  if (!row || row.useraddress_id === null) {
    if (addressId) throw notFound('Address');
    return null;
  }
  const { service_prefix, service_zone, service_days, service_cod, ...address } = row;
  const service =
    service_prefix === null
      ? null
      : { prefix: service_prefix, zone: service_zone!, delivery_days: service_days!, cod: service_cod! };
  // A row with an address has every address column the table requires.
  return { address: address as AddressRow, delivery: deliveryOfAddress(address.postal_code!, service, now) };
}

/** An address problem as the error POST /payment/order answers. */
export const addressRefusal = (problem: AddressProblem) =>
  new HttpError(400, problem.message, { code: problem.code, details: { rule: problem.rule } });

/** Why cash on delivery is refused: the rule, the sentence, and the answer POST /payment/order gives. */
export interface CodRefusal {
  rule: CodRule;
  message: string;
  status: number;
  code: ErrorCode;
}

/** The configured limits of cash on delivery (docs/product/checkout.md#cash-on-delivery). */
export interface CodLimits {
  /** COD_MAX_AMOUNT in paise. */
  maxAmount: number;
  /** COD_MAX_RTO: returned-to-origin orders in RTO_WINDOW_DAYS that switch COD off for the account. */
  maxRto: number;
  /** COD_CONFIRM_ABOVE in paise: a first COD order above it waits for a code. */
  confirmAbove: number;
  /** COD_CONFIRM_HOURS: how long it waits. */
  confirmHours: number;
  /** COD_FEE in paise (docs/product/checkout.md#cod-fee). */
  fee: number;
}

/** The days over which returned-to-origin orders count against cash on delivery. */
export const RTO_WINDOW_DAYS = 180;

/** What the COD rules look at: the account's proofs (read from its row), the address and the total (paise). */
export interface CodCase {
  userId: number;
  delivery: AddressDelivery;
  total: number;
  limits: Pick<CodLimits, 'maxAmount' | 'maxRto'>;
}

/** The account's orders returned to origin in the last RTO_WINDOW_DAYS days (orders_user_rto_idx). */
async function recentRtoOrders(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.user_id, userId),
        eq(orders.status, 'ReturnedToOrigin'),
        sql`${orders.returned_to_origin_at} > now() - make_interval(days => ${RTO_WINDOW_DAYS})`,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * The rules of cash on delivery (docs/product/checkout.md#cash-on-delivery), in the order the shopper can act on
 * them: an address that can be delivered to and offers COD, a total at most COD_MAX_AMOUNT, fewer than COD_MAX_RTO
 * orders returned to origin in 180 days, a verified email, and last a verified mobile number (the only rule the
 * Payment page can fix on the spot, by sending a code). Null when cash on delivery is allowed.
 */
export async function codRefusal(db: DbOrTx, { userId, delivery, total, limits }: CodCase): Promise<CodRefusal | null> {
  const { maxAmount, maxRto } = limits;
  const refuse = (rule: CodRule, message: string, status = 400, code: ErrorCode = 'COD_NOT_ALLOWED') => ({
    rule,
    message,
    status,
    code,
  });
  if (delivery.problem) return refuse(delivery.problem.rule, delivery.problem.message, 400, delivery.problem.code);
  const check = delivery.check!;
  if (!check.cod)
    return refuse('no_cod', `Cash on Delivery is not available for PIN code ${check.pincode}. Please pay online.`);
  if (total > maxAmount) {
    return refuse(
      'amount',
      `Cash on Delivery is available for orders up to ${formatRupees(toRupees(maxAmount))}. Please pay online.`,
    );
  }
  const returned = await recentRtoOrders(db, userId);
  if (returned >= maxRto) {
    return refuse(
      'rto',
      `Cash on Delivery is not available for your account because ${returned} recent orders were returned undelivered. Please pay online.`,
      403,
    );
  }
  const [account] = await db
    .select({ email_verified_at: users.email_verified_at, phone: users.phone, role: users.role })
    .from(users)
    .where(eq(users.user_id, userId));
  if (!account?.email_verified_at && !(account && isStaffRole(account.role))) {
    return refuse('email', 'Verify your email to pay cash on delivery.', 403, 'EMAIL_NOT_VERIFIED');
  }
  if (!account?.phone) {
    return refuse(
      'phone',
      'Verify your mobile number to pay cash on delivery: we send a code to it.',
      403,
      'PHONE_NOT_VERIFIED',
    );
  }
  return null;
}

/** A refusal as the error POST /payment/order answers. */
export const codError = (refusal: CodRefusal) =>
  new HttpError(refusal.status, refusal.message, { code: refusal.code, details: { rule: refusal.rule } });

/**
 * GET /payment/options: what the Payment page shows before PLACE ORDER (docs/product/checkout.md#payment-page):
 * the delivery of the address (the default one unless named) and whether cash on delivery is allowed for the
 * bag's total, with the same rules and sentences POST /payment/order applies. The COD fee (paise) is added to the
 * cash due the page asks about, as the order would add it (docs/product/checkout.md#cod-fee).
 */
export async function checkoutOptions(
  db: DbOrTx,
  userId: number,
  query: { useraddress_id?: number | undefined; total_amount: number },
  limits: CodLimits,
): Promise<CheckoutOptions> {
  const chosen = await chosenAddress(db, userId, query.useraddress_id);
  const max_amount = toRupees(limits.maxAmount);
  const fee = toRupees(limits.fee);
  if (!chosen) {
    const reason = 'Please add a delivery address first.';
    return { delivery: null, address_problem: reason, cod: { allowed: false, rule: null, reason, max_amount, fee } };
  }
  const { delivery } = chosen;
  const total = toPaise(query.total_amount) + limits.fee;
  const refusal = await codRefusal(db, { userId, delivery, total, limits });
  return {
    delivery: delivery.check,
    address_problem: delivery.problem?.message ?? null,
    cod: { allowed: refusal === null, rule: refusal?.rule ?? null, reason: refusal?.message ?? null, max_amount, fee },
  };
}
