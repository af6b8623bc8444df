import { z } from 'zod';
import { findGstState, gstinProblem } from '../gst.ts';
import { optionalText } from './fields.ts';

// Store Settings and the store's public details (docs/product/legal.md#store-settings, docs/product/api.md#store).

/** A phone number people can call: digits with spaces, dashes, brackets and a leading +, 8 to 15 digits. */
const phone = optionalText(30).refine(
  (value) => value === null || (/^\+?[\d\s()-]+$/.test(value) && /^(\D*\d){8,15}\D*$/.test(value)),
  'Enter a phone number: 8 to 15 digits, with spaces or dashes if you like',
);

const optionalEmail = optionalText(254).refine(
  (value) => value === null || z.email().safeParse(value).success,
  'Enter a valid email address',
);

/**
 * A GSTIN checked as STORE_GSTIN is (docs/configuration.md#gst-invoices): 15 characters, a known state code, the PAN
 * pattern and the check character; blank keeps the environment's.
 */
const gstin = optionalText(15 + 20)
  .transform((value) => (value ? value.replace(/\s+/g, '').toUpperCase() : null))
  .superRefine((value, context) => {
    const problem = value === null ? null : gstinProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: `Not a valid GSTIN: ${problem}.` });
  });

const state = optionalText(100).superRefine((value, context) => {
  if (value !== null && !findGstState(value)) {
    context.addIssue({ code: 'custom', message: `${value} is not an Indian state or union territory.` });
  }
});

/** PUT /api/admin/store-settings: every field; blank or null falls back to the environment's default. */
export const storeSettingsInput = z.object({
  legal_name: optionalText(200),
  address: optionalText(500),
  gstin,
  /** Must agree with the GSTIN's first two digits; the GSTIN's state when blank. */
  state,
  care_phone: phone,
  care_email: optionalEmail,
  care_hours: optionalText(200),
  grievance_name: optionalText(100),
  grievance_designation: optionalText(100),
  grievance_email: optionalEmail,
  grievance_phone: phone,
});
export type StoreSettingsInput = z.input<typeof storeSettingsInput>;
export type StoreSettingsValues = z.output<typeof storeSettingsInput>;

export const STORE_SETTING_FIELDS = Object.keys(storeSettingsInput.shape) as Array<keyof StoreSettingsValues>;

const fieldValues = z.object(
  Object.fromEntries(STORE_SETTING_FIELDS.map((field) => [field, z.string().nullable()])) as Record<
    keyof StoreSettingsValues,
    z.ZodNullable<z.ZodString>
  >,
);

/** GET /api/admin/store-settings: what is saved (null: not set) and what each field falls back to. */
export const storeSettingsView = z.object({
  values: fieldValues,
  defaults: fieldValues,
  updated_at: z.string().nullable(),
});
export type StoreSettingsView = z.infer<typeof storeSettingsView>;

/** The seller as invoices and the Legal page name it; null when production has no GSTIN yet. */
export const storeSeller = z.object({
  legal_name: z.string(),
  address: z.string(),
  gstin: z.string(),
  state: z.string(),
  state_code: z.string(),
});

/**
 * GET /api/store: what the footer, /about, /contact and /Legal show. `policies` are read from the same constants and
 * configuration the store enforces (docs/product/legal.md#legal-page).
 */
export const storeInfo = z.object({
  seller: storeSeller.nullable(),
  /** The legal name even without a GSTIN (production not set up yet). */
  legal_name: z.string().nullable(),
  address: z.string().nullable(),
  care: z.object({ phone: z.string().nullable(), email: z.string().nullable(), hours: z.string().nullable() }),
  grievance_officer: z.object({
    name: z.string().nullable(),
    designation: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  policies: z.object({
    return_window_days: z.number(),
    /** Order statuses a shopper may cancel from, as the screens name them. */
    shopper_cancellable: z.array(z.string()),
    cod: z.object({
      max_amount: z.number(),
      max_open_orders: z.number(),
      /** COD_FEE in rupees once it exists (null: no fee). */
      fee: z.number().nullable(),
    }),
    /** 0: goodwill credit never expires. */
    store_credit_expiry_days: z.number(),
    /** The delivery zones of the serviceability table, fastest first. */
    delivery: z.array(z.object({ zone: z.string(), min_days: z.number(), max_days: z.number(), cod: z.boolean() })),
  }),
  /** What /Privacy states (docs/product/privacy.md#privacy-page), read from the code's own rules and configuration. */
  privacy: z.object({
    /** PRIVACY_NOTICE_VERSION: the date the notice took its present meaning. */
    notice_version: z.string(),
    /** DATA_RETENTION_YEARS: an account unused this long is deleted; 0: never for being unused. */
    inactive_account_years: z.number(),
    /** How long GST invoices and the orders behind them are kept. */
    invoice_months: z.number(),
    /** How long the record of who did what with personal data (the audit and processing log) is kept. */
    processing_log_days: z.number(),
    /** Days within which a grievance about personal data is answered. */
    grievance_days: z.number(),
  }),
});
export type StoreInfo = z.infer<typeof storeInfo>;
