import { z } from 'zod';

// The data-breach register (docs/product/privacy.md#breach-register, docs/product/api.md#breaches): what the owner
// records about a personal data breach, and the deadlines the law counts from when it was found. Times are ISO strings.

/** The kinds of personal data a breach may touch, with the words the register shows. */
export const BREACH_DATA_KINDS = {
  names: 'Names',
  emails: 'Email addresses',
  phones: 'Mobile numbers',
  addresses: 'Delivery addresses',
  orders: 'Order history',
  payments: 'Payment references',
  passwords: 'Password hashes',
  reviews: 'Reviews and photos',
  grievances: 'Grievances',
  other: 'Other',
} as const;
export type BreachDataKind = keyof typeof BREACH_DATA_KINDS;
export const breachDataKinds = Object.keys(BREACH_DATA_KINDS) as [BreachDataKind, ...BreachDataKind[]];

/**
 * Who must be told, and within how many hours of the breach being found: CERT-In within 6 hours (its direction of
 * 28 April 2022), the Data Protection Board within 72 hours (DPDP Rules 2025, rule 7), and the affected shoppers
 * without delay, which the register holds to the Board's 72 hours at the latest.
 */
export const BREACH_DEADLINES = {
  cert_in: { hours: 6, label: 'CERT-In' },
  board: { hours: 72, label: 'Data Protection Board' },
  shoppers: { hours: 72, label: 'Affected shoppers' },
} as const;
export type BreachRecipient = keyof typeof BREACH_DEADLINES;
export const breachRecipients = Object.keys(BREACH_DEADLINES) as BreachRecipient[];

export const BREACH_LIMITS = { titleMax: 200, textMax: 4000, affectedMax: 100_000_000 } as const;

/** A few minutes' allowance for a browser clock that runs ahead of the server's. */
const CLOCK_SKEW_MS = 5 * 60_000;

const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

const moment = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((value) => !Number.isNaN(Date.parse(value)), 'Not a valid date and time')
    .transform((value) => new Date(value).toISOString());
const optionalMoment = () => z.preprocess(blankToNull, moment('Not a valid date and time').nullable());
const optionalText = () =>
  z.preprocess(
    blankToNull,
    z.string().trim().max(BREACH_LIMITS.textMax, `At most ${BREACH_LIMITS.textMax} characters`).nullable(),
  );

/** The times a breach's form holds: when it happened and was found, and when each recipient was told. */
const TIME_FIELDS = [
  'occurred_at',
  'discovered_at',
  'cert_in_reported_at',
  'board_reported_at',
  'shoppers_notified_at',
];

/** POST /api/admin/breaches and PUT /api/admin/breaches/{id}: every field (blank optional ones: not known, not yet). */
export const breachInput = z
  .object({
    title: z
      .string({ error: 'Say in a few words what happened' })
      .trim()
      .min(3, 'Say in a few words what happened')
      .max(BREACH_LIMITS.titleMax, `At most ${BREACH_LIMITS.titleMax} characters`),
    occurred_at: optionalMoment(),
    discovered_at: moment('Enter when the breach was found'),
    data_kinds: z
      .array(z.enum(breachDataKinds, { error: 'Not a kind of data the register knows' }), {
        error: 'Choose the kinds of data it touched',
      })
      .min(1, 'Choose the kinds of data it touched')
      .transform((kinds) => breachDataKinds.filter((kind) => kinds.includes(kind))),
    affected_count: z.coerce
      .number({ error: 'Enter how many shoppers it affects (0 if none)' })
      .int('A whole number of shoppers')
      .min(0, 'A whole number of shoppers, 0 or more')
      .max(BREACH_LIMITS.affectedMax, 'Too large'),
    description: z
      .string({ error: 'Describe what happened' })
      .trim()
      .min(10, 'Describe what happened: at least 10 characters')
      .max(BREACH_LIMITS.textMax, `At most ${BREACH_LIMITS.textMax} characters`),
    actions: optionalText(),
    cert_in_reported_at: optionalMoment(),
    board_reported_at: optionalMoment(),
    shoppers_notified_at: optionalMoment(),
  })
  .superRefine((value, context) => {
    const latest = Date.now() + CLOCK_SKEW_MS;
    for (const field of TIME_FIELDS) {
      const time = value[field as keyof typeof value] as string | null;
      if (time && Date.parse(time) > latest) {
        context.addIssue({ code: 'custom', path: [field], message: 'Cannot be in the future' });
      }
    }
    const found = Date.parse(value.discovered_at);
    if (value.occurred_at && Date.parse(value.occurred_at) > found) {
      context.addIssue({
        code: 'custom',
        path: ['occurred_at'],
        message: 'It cannot have happened after it was found',
      });
    }
    const told = {
      cert_in_reported_at: 'CERT-In cannot have been told before the breach was found',
      board_reported_at: 'The Board cannot have been told before the breach was found',
      shoppers_notified_at: 'Shoppers cannot have been told before the breach was found',
    } as const;
    for (const [field, message] of Object.entries(told)) {
      const time = value[field as keyof typeof told];
      if (time && Date.parse(time) < found) context.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type BreachInput = z.input<typeof breachInput>;

/** Due: not yet told, still within time; overdue: not told and past due; done: told (`late` if after due). */
export const breachDeadlineStatuses = ['due', 'overdue', 'done'] as const;
export type BreachDeadlineStatus = (typeof breachDeadlineStatuses)[number];

export const breachDeadline = z.object({
  due_at: z.string(),
  done_at: z.string().nullable(),
  status: z.enum(breachDeadlineStatuses),
  /** Told, but after the deadline. */
  late: z.boolean(),
});
export type BreachDeadline = z.infer<typeof breachDeadline>;

/** One breach as the register shows it, with its three deadlines. */
export const breachView = z.object({
  breach_id: z.number(),
  title: z.string(),
  occurred_at: z.string().nullable(),
  discovered_at: z.string(),
  data_kinds: z.array(z.enum(breachDataKinds)),
  affected_count: z.number(),
  description: z.string(),
  actions: z.string().nullable(),
  cert_in_reported_at: z.string().nullable(),
  board_reported_at: z.string().nullable(),
  shoppers_notified_at: z.string().nullable(),
  deadlines: z.object({ cert_in: breachDeadline, board: breachDeadline, shoppers: breachDeadline }),
  /** Any deadline past without the telling it asks. */
  overdue: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BreachView = z.infer<typeof breachView>;

/** The field each recipient's telling is recorded in. */
export const BREACH_TOLD_FIELD = {
  cert_in: 'cert_in_reported_at',
  board: 'board_reported_at',
  shoppers: 'shoppers_notified_at',
} as const satisfies Record<BreachRecipient, keyof BreachView>;

/**
 * A deadline's state at `now` (docs/product/privacy.md#breach-register): due `hours` after the breach was found,
 * done once the recipient was told.
 */
export function breachDeadlineAt(
  discoveredAt: string,
  hours: number,
  doneAt: string | null,
  now: Date = new Date(),
): BreachDeadline {
  const due = Date.parse(discoveredAt) + hours * 3_600_000;
  const dueAt = new Date(due).toISOString();
  if (doneAt) return { due_at: dueAt, done_at: doneAt, status: 'done', late: Date.parse(doneAt) > due };
  return { due_at: dueAt, done_at: null, status: now.getTime() > due ? 'overdue' : 'due', late: false };
}

/** The fields a breach is written with, in the form's order (POST and PUT take them all). */
export const BREACH_FIELDS = [
  'title',
  'occurred_at',
  'discovered_at',
  'data_kinds',
  'affected_count',
  'description',
  'actions',
  'cert_in_reported_at',
  'board_reported_at',
  'shoppers_notified_at',
] as const;
type BreachFields = Pick<BreachView, (typeof BREACH_FIELDS)[number]>;

/** A breach's written fields, e.g. to save it again with one changed (marking a recipient told). */
export function breachFields(breach: BreachFields): BreachFields {
  return Object.fromEntries(BREACH_FIELDS.map((field) => [field, breach[field]])) as BreachFields;
}
