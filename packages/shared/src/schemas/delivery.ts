import { z } from 'zod';
import { PINCODE_PATTERN } from '../delivery.ts';

/** A 6-digit PIN code (docs/product/checkout.md#delivery). */
export const pincode = z
  .string({ error: 'Enter a 6 digit pincode' })
  .trim()
  .regex(PINCODE_PATTERN, 'Enter a 6 digit pincode');

export const pincodeParams = z.object({ pincode });

/**
 * GET /delivery/{pincode}: where the longest matching prefix of the serviceability table puts the PIN code.
 * Not deliverable: `deliverable` false and the rest null. `delivery_date` is a day in India (YYYY-MM-DD).
 */
export const deliveryCheck = z.object({
  pincode: z.string(),
  deliverable: z.boolean(),
  zone: z.string().nullable(),
  delivery_days: z.number().nullable(),
  delivery_date: z.string().nullable(),
  cod: z.boolean(),
});
export type DeliveryCheck = z.infer<typeof deliveryCheck>;

/** A row of the serviceability table: a prefix of 1 to 6 digits, its zone, days and whether COD is offered. */
export const serviceabilityRow = z.object({
  prefix: z.string(),
  zone: z.string(),
  delivery_days: z.number(),
  cod: z.boolean(),
});
export type ServiceabilityRow = z.infer<typeof serviceabilityRow>;

/** GET /admin/delivery: the whole table, by prefix. */
export const serviceabilityTable = z.object({ rows: z.array(serviceabilityRow), updated_at: z.string().nullable() });
export type ServiceabilityTable = z.infer<typeof serviceabilityTable>;

/** Most characters and rows a CSV upload may have. */
export const SERVICEABILITY_CSV_LIMITS = { chars: 500_000, rows: 20_000 } as const;

/** PUT /admin/delivery: the CSV `prefix,zone,delivery_days,cod` as text (the screen reads the chosen file). */
export const serviceabilityUpload = z.object({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'The file is empty')
    .max(SERVICEABILITY_CSV_LIMITS.chars, 'The file is too large (at most 500 KB)'),
});
export type ServiceabilityUpload = z.infer<typeof serviceabilityUpload>;

/** A line of the CSV that cannot be taken, numbered as a spreadsheet numbers it (the header is line 1). */
export const csvLineError = z.object({ line: z.number(), message: z.string() });
export type CsvLineError = z.infer<typeof csvLineError>;

/** The details of a refused upload (400 VALIDATION_FAILED). */
export const serviceabilityUploadRefusal = z.object({ lines: z.array(csvLineError) });

/** PUT and DELETE /admin/delivery/{prefix}: one row of the table by its prefix, 1 to 6 digits. */
export const prefixParams = z.object({
  prefix: z.string().regex(/^\d{1,6}$/, 'A prefix is 1 to 6 digits'),
});

/** PUT /admin/delivery/{prefix}: the row's terms, as a line of the CSV would set them (docs/product/admin.md#delivery). */
export const serviceabilityRowInput = z.object({
  zone: z.string({ error: 'Zone is required' }).trim().min(1, 'Zone is required').max(60, 'At most 60 characters'),
  delivery_days: z.coerce
    .number({ error: 'Days: a whole number from 1 to 60' })
    .int('Days: a whole number from 1 to 60')
    .min(1, 'Days: a whole number from 1 to 60')
    .max(60, 'Days: a whole number from 1 to 60'),
  cod: z.boolean(),
});
export type ServiceabilityRowInput = z.infer<typeof serviceabilityRowInput>;

/** Payment methods of POST /payment/order. */
export const paymentMethods = ['razorpay', 'cod'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/**
 * How an order was paid: the two above, or `store_credit` when the shopper's store credit covered all of it
 * (docs/product/checkout.md#store-credit). Not a choice the shopper sends: `use_store_credit` is.
 */
export const orderPaymentMethods = [...paymentMethods, 'store_credit'] as const;
export type OrderPaymentMethod = (typeof orderPaymentMethods)[number];

/** Why cash on delivery is refused, one rule each (docs/product/checkout.md#cash-on-delivery). */
export const codRules = ['pincode', 'not_deliverable', 'no_cod', 'amount', 'rto', 'email', 'phone'] as const;
export type CodRule = (typeof codRules)[number];

/** GET /payment/options: the delivery of the chosen address and whether cash on delivery is allowed, and why not. */
export const checkoutOptions = z.object({
  delivery: deliveryCheck.nullable(),
  /** A sentence when the address cannot be delivered to (a PIN code that is not 6 digits, or not served). */
  address_problem: z.string().nullable(),
  cod: z.object({
    allowed: z.boolean(),
    rule: z.enum(codRules).nullable(),
    reason: z.string().nullable(),
    /** The most an order paid in cash may be, in rupees. */
    max_amount: z.number(),
    /** The cash-on-delivery fee in rupees (COD_FEE; 0: none), added to the total when cash is chosen. */
    fee: z.number(),
  }),
});
export type CheckoutOptions = z.infer<typeof checkoutOptions>;

/** GET /payment/options query: the address (default address when absent) and the bag's total in rupees. */
export const checkoutOptionsQuery = z.object({
  useraddress_id: z.coerce.number().int().positive().optional(),
  total_amount: z.coerce.number().nonnegative(),
});
