import { z } from 'zod';
import { messages } from '../messages.ts';
import { normaliseCouponCode } from '../coupons.ts';
import { checkbox, optionalMoney, optionalNumber, requiredNumber } from './fields.ts';
import { paymentOrderInput } from './orders.ts';

// The coupon API (docs/product/api.md#coupons): the admin's list and form, and the bag's check of a code.
// Amounts in rupees, as everywhere in the API; `amount` is a whole percent for `percent` coupons.

/** A percent of the bag, or a flat amount off (the database's `coupons.type`). */
export const couponTypes = ['percent', 'flat'] as const;
export type CouponType = (typeof couponTypes)[number];

/** Letters, digits, - and _, 3 to 30 of them; kept in upper case. */
const couponCode = z
  .string({ error: 'Code required' })
  .trim()
  .min(1, 'Code required')
  .regex(/^[A-Za-z0-9_-]{3,30}$/, '3 to 30 letters, digits, - or _')
  .transform(normaliseCouponCode);

const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** A moment as the admin form sends it; blank is "no limit". Stored and answered as an ISO time. */
const optionalMoment = () =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .refine((value) => !Number.isNaN(Date.parse(value)), 'Not a valid date and time')
      .transform((value) => new Date(value).toISOString())
      .nullable(),
  );

/** A count of uses; blank is "no limit". */
const optionalUses = () =>
  optionalNumber()
    .refine((value) => value === undefined || (Number.isInteger(value) && value >= 1), 'A whole number, 1 or more')
    .refine((value) => value === undefined || value <= 1_000_000, 'Too large')
    .transform((value) => value ?? null);

/** POST /coupons and PUT /coupons/{id}: the whole coupon (docs/product/admin.md#coupons). */
export const couponInput = z
  .object({
    code: couponCode,
    type: z.enum(couponTypes, { error: 'Percent or flat' }),
    amount: requiredNumber(messages.required).refine((value) => value > 0, 'Must be more than zero'),
    max_discount: optionalMoney().transform((value) => value ?? null),
    min_amount: optionalMoney().transform((value) => value ?? 0),
    starts_at: optionalMoment(),
    ends_at: optionalMoment(),
    total_uses: optionalUses(),
    per_user_uses: optionalUses(),
    is_active: checkbox().transform((value) => value ?? true),
    /** Listed on the shoppers' My Coupons page; unlisted unless ticked (docs/product/admin.md#coupons). */
    is_public: checkbox().transform((value) => value ?? false),
  })
  .superRefine((value, context) => {
    if (value.type === 'percent' && (!Number.isInteger(value.amount) || value.amount > 100)) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'A whole percent, 1 to 100' });
    }
    if (value.type === 'flat' && Math.abs(value.amount * 100 - Math.round(value.amount * 100)) > 1e-6) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'At most two decimals' });
    }
    if (value.type === 'flat' && value.amount > 10_000_000) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'Too large' });
    }
    if (value.starts_at && value.ends_at && Date.parse(value.ends_at) <= Date.parse(value.starts_at)) {
      context.addIssue({ code: 'custom', path: ['ends_at'], message: 'Must be after the start' });
    }
  });
export type CouponInput = z.input<typeof couponInput>;
export type CouponData = z.output<typeof couponInput>;

/** A coupon as the admin sees it; `used_count` counts uses by orders not cancelled or expired. */
export const couponView = z.object({
  coupon_id: z.number(),
  code: z.string(),
  type: z.enum(couponTypes),
  amount: z.number(),
  max_discount: z.number().nullable(),
  min_amount: z.number(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  total_uses: z.number().nullable(),
  per_user_uses: z.number().nullable(),
  used_count: z.number(),
  is_active: z.boolean(),
  is_public: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CouponView = z.infer<typeof couponView>;

/** POST /coupons/validate: a code and the bag it is for. */
export const couponValidateInput = z.object({
  code: z
    .string({ error: 'Enter a coupon code' })
    .trim()
    .min(1, 'Enter a coupon code')
    .max(30, 'At most 30 characters'),
  items: paymentOrderInput.shape.items,
});
export type CouponValidateInput = z.infer<typeof couponValidateInput>;

/** POST /coupons/validate: what the coupon takes off this bag (rupees). */
export const couponValidateReply = z.object({
  code: z.string(),
  /** The bag at catalogue prices. */
  subtotal: z.number(),
  discount_amount: z.number(),
  /** What would be paid: subtotal − discount. */
  total_amount: z.number(),
  message: z.string(),
});
export type CouponValidateReply = z.infer<typeof couponValidateReply>;

/** Why a coupon was refused (`details.reason` of a COUPON_REFUSED answer). */
export const couponRefusals = [
  'unknown',
  'inactive',
  'not_started',
  'expired',
  'used_up',
  'user_limit',
  'min_amount',
] as const;
export type CouponRefusal = (typeof couponRefusals)[number];

/**
 * GET /coupons/available: a coupon the signed-in shopper can use now, with its rules as the shared coupon text
 * words them (docs/product/accounts.md#my-coupons). Rupees; `ends_at` is an ISO time or null.
 */
export const availableCoupon = z.object({
  code: z.string(),
  type: z.enum(couponTypes),
  amount: z.number(),
  max_discount: z.number().nullable(),
  min_amount: z.number(),
  ends_at: z.string().nullable(),
  /** 'Uses left for you: 2'; null when the shopper may use it without limit. */
  uses_left: z.number().nullable(),
  /** '10% off, up to ₹300'. */
  offer: z.string(),
  /** 'On orders of ₹999 or more', 'Valid until 31 Dec 2026, 11:59 pm', 'Once per shopper'. */
  rules: z.array(z.string()),
});
export type AvailableCoupon = z.infer<typeof availableCoupon>;
