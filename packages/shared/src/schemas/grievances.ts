import { z } from 'zod';
import { REVIEW_LIMITS } from '../reviews.ts';

// Grievances (docs/product/legal.md#grievances, docs/product/api.md#grievances): what a shopper files and reads, what
// support answers. Times are ISO strings.

/** The categories a shopper picks from, with the words the form shows. */
export const GRIEVANCE_CATEGORIES = {
  order: 'Order or delivery',
  product: 'Product quality',
  refund: 'Refund or payment',
  account: 'Account',
  privacy: 'My personal data',
  other: 'Something else',
} as const;
export type GrievanceCategory = keyof typeof GRIEVANCE_CATEGORIES;
export const grievanceCategories = Object.keys(GRIEVANCE_CATEGORIES) as [GrievanceCategory, ...GrievanceCategory[]];

/** Open until support acknowledges it; Resolved and Rejected close it. */
export const grievanceStatuses = ['Open', 'Acknowledged', 'Resolved', 'Rejected'] as const;
export type GrievanceStatus = (typeof grievanceStatuses)[number];
/** The statuses a shopper may still add a message in. */
export const OPEN_GRIEVANCE_STATUSES: readonly GrievanceStatus[] = ['Open', 'Acknowledged'];

/**
 * The limits (docs/product/legal.md#grievances): the text's length, photos as review photos are, and the deadlines
 * the law sets (acknowledge within 48 hours, resolve within one month; data grievances within 90 days).
 */
export const GRIEVANCE_LIMITS = {
  textMin: 20,
  textMax: 2000,
  photos: REVIEW_LIMITS.photosPerReview,
  photoMaxMb: REVIEW_LIMITS.photoMaxMb,
  acknowledgeHours: 48,
  resolveMonths: 1,
  privacyResolveDays: 90,
  pageSize: 20,
} as const;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const text = z
  .string({ error: 'Tell us what went wrong' })
  .trim()
  .min(GRIEVANCE_LIMITS.textMin, `Tell us a little more: at least ${GRIEVANCE_LIMITS.textMin} characters`)
  .max(GRIEVANCE_LIMITS.textMax, `At most ${GRIEVANCE_LIMITS.textMax} characters`);
const email = z.string().trim().toLowerCase().email('Enter the email you ordered with').max(254);

/** POST /api/grievances (JSON, or multipart with these fields and up to three `files`). */
export const grievanceInput = z.object({
  category: z.enum(grievanceCategories, { error: 'Choose what the problem is about' }),
  order_id: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'Enter the order number' })
      .int('Enter the order number')
      .positive('Enter the order number')
      .max(2_147_483_647, 'Enter the order number')
      .optional(),
  ),
  /** A guest's: the email on the order (signed in, the account's is used). */
  email: z.preprocess(emptyToUndefined, email.optional()),
  text,
});
export type GrievanceInput = z.input<typeof grievanceInput>;

export const grievanceFiled = z.object({ reference: z.string() });

/** A guest's proof: the email the grievance was filed with. */
export const grievanceEmailQuery = z.object({ email: z.preprocess(emptyToUndefined, email.optional()) });
export const grievanceReferenceParams = z.object({
  reference: z.string().trim().toUpperCase().max(40, 'Not a grievance reference'),
});

/** POST /api/grievances/{reference}/messages: the shopper's follow-up (a guest adds the email). */
export const grievanceFollowUp = z.object({
  text: z
    .string({ error: 'Write your message' })
    .trim()
    .min(1, 'Write your message')
    .max(GRIEVANCE_LIMITS.textMax, `At most ${GRIEVANCE_LIMITS.textMax} characters`),
  email: z.preprocess(emptyToUndefined, email.optional()),
});

export const grievanceMessage = z.object({
  message_id: z.number(),
  /** `shopper`, or `store` for support's replies. */
  author: z.enum(['shopper', 'store']),
  text: z.string(),
  created_at: z.string(),
});

/** GET /api/grievances/{reference}: what the shopper sees. */
export const grievanceView = z.object({
  reference: z.string(),
  category: z.enum(grievanceCategories),
  status: z.enum(grievanceStatuses),
  order_id: z.number().nullable(),
  text: z.string(),
  photos: z.array(z.object({ image_url: z.string(), widths: z.array(z.number()) })),
  created_at: z.string(),
  acknowledge_by: z.string(),
  resolve_by: z.string(),
  acknowledged_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** Still Open past acknowledge_by. */
  acknowledge_late: z.boolean(),
  /** Still open (Open or Acknowledged) past resolve_by. */
  resolve_late: z.boolean(),
  /** Either: past a deadline without what it asks (the dashboard's count). */
  overdue: z.boolean(),
  messages: z.array(grievanceMessage),
});

export const adminGrievanceQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum([...grievanceStatuses, 'overdue', 'all']).default('all')),
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1, 'page starts at 1').max(100_000).default(1)),
});

export const adminGrievance = grievanceView.extend({ email: z.string(), user_id: z.number().nullable() });
export const adminGrievanceRow = adminGrievance.omit({ messages: true, photos: true, text: true }).extend({
  excerpt: z.string(),
});
export const adminGrievanceList = z.object({
  items: z.array(adminGrievanceRow),
  totalCount: z.number(),
  pageSize: z.number(),
});

/** POST /api/admin/grievances/{reference}/replies. */
export const grievanceReplyInput = z.object({
  text: z
    .string({ error: 'Write the reply' })
    .trim()
    .min(1, 'Write the reply')
    .max(GRIEVANCE_LIMITS.textMax, `At most ${GRIEVANCE_LIMITS.textMax} characters`),
});

/** POST /api/admin/grievances/{reference}/status: Resolve and Reject need a reply, Acknowledge may have one. */
export const grievanceStatusInput = z.object({
  status: z.enum(['Acknowledged', 'Resolved', 'Rejected'], { error: 'Choose Acknowledged, Resolved or Rejected' }),
  reply: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(GRIEVANCE_LIMITS.textMax, `At most ${GRIEVANCE_LIMITS.textMax} characters`).optional(),
  ),
});

export type GrievanceView = z.infer<typeof grievanceView>;
export type GrievanceMessage = z.infer<typeof grievanceMessage>;
export type AdminGrievance = z.infer<typeof adminGrievance>;
export type AdminGrievanceRow = z.infer<typeof adminGrievanceRow>;
export type AdminGrievanceList = z.infer<typeof adminGrievanceList>;
export type AdminGrievanceFilter = z.infer<typeof adminGrievanceQuery>['status'];
