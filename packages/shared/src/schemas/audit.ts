import { z } from 'zod';
import { emptyToUndefined, optionalText } from './admin-query.ts';

// The owner's audit log (docs/product/staff.md#audit-log, docs/product/api.md#audit-log).

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day (YYYY-MM-DD, the store's time zone) or an ISO timestamp with its offset (2026-11-23T10:00:00Z). */
const dayOrInstant = (field: 'from' | 'to') =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((value) => DAY.test(value) || z.iso.datetime({ offset: true }).safeParse(value).success, {
        message: `${field}: use a date like 2026-11-23 or a time like 2026-11-23T10:00:00Z`,
      })
      .optional(),
  );

/**
 * GET /api/admin/audit and /api/admin/audit.csv: `actor_id`, `entity` and `action` match exactly; `from` and `to`
 * are days in Asia/Kolkata (inclusive) or ISO timestamps (inclusive instants).
 */
export const auditQuery = z.object({
  actor_id: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'actor_id: a user id' })
      .int('actor_id: a user id')
      .min(1, 'actor_id: a user id')
      .optional(),
  ),
  entity: optionalText(50),
  action: optionalText(80),
  from: dayOrInstant('from'),
  to: dayOrInstant('to'),
  page: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('page: a whole number').min(1, 'page starts at 1').max(100_000).default(1),
  ),
  page_size: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1, 'page_size: 1 to 200').max(200, 'page_size: 1 to 200').default(50),
  ),
});
export type AuditQuery = z.infer<typeof auditQuery>;
/** The filters without paging (the CSV). */
export const auditCsvQuery = auditQuery.omit({ page: true, page_size: true });
export type AuditFilter = z.infer<typeof auditCsvQuery>;

/** One field's change: before and after, or only the fact for a shopper's personal field. */
export const auditFieldChange = z.union([
  z.object({ before: z.unknown(), after: z.unknown() }),
  z.object({ changed: z.literal(true) }),
]);

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actor_id: z.number().nullable(),
  actor_email: z.string().nullable(),
  actor_role: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  changes: z.record(z.string(), auditFieldChange),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditList = z.object({ items: z.array(auditEntry), totalCount: z.number() });
export type AuditList = z.infer<typeof auditList>;
