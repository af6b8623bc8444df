import type { AuditEntry } from '@store/shared/schemas/audit';

/** A row of GET /api/admin/audit (docs/product/admin.md#audit-log). */
export type { AuditEntry };

/** One field's change: values for business fields, only the fact for a shopper's personal field. */
export type FieldChange = AuditEntry['changes'][string];

/** The Audit log screen's filters, kept in the address so a filtered view can be shared and reloaded. */
export interface AuditFilters {
  actor: string;
  entity: string;
  action: string;
  /** Days as YYYY-MM-DD, both included. */
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

export const AUDIT_PAGE_SIZES = [20, 50, 100];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The things the log names, for the Entity filter's suggestions (docs/product/admin.md#audit-log). */
export const AUDIT_ENTITIES = [
  'product',
  'variation',
  'attribute',
  'attribute_value',
  'image',
  'collection',
  'category',
  'brand',
  'coupon',
  'order',
  'return',
  'refund',
  'inventory',
  'delivery',
  'review',
  'user',
  'staff_invite',
];

export function filtersFromParams(params: URLSearchParams): AuditFilters {
  const text = (key: string) => (params.get(key) ?? '').trim().slice(0, 100);
  const day = (key: string) => (DAY.test(text(key)) ? text(key) : '');
  const page = Number(params.get('page'));
  const size = Number(params.get('page_size'));
  return {
    actor: /^\d+$/.test(text('actor')) ? text('actor') : '',
    entity: text('entity'),
    action: text('action'),
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: AUDIT_PAGE_SIZES.includes(size) ? size : AUDIT_PAGE_SIZES[0]!,
  };
}

/** The address's query for `filters`: only what is set, so the plain screen is plain /AuditLog. */
export function paramsFromFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string) => value && params.set(key, value);
  set('actor', filters.actor);
  set('entity', filters.entity);
  set('action', filters.action);
  set('from', filters.from);
  set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize !== AUDIT_PAGE_SIZES[0]) params.set('page_size', String(filters.pageSize));
  return params;
}

/** A value of a before/after cell: '—' for nothing, Yes/No, numbers and text as they are, the rest as JSON. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export interface ChangeRow {
  field: string;
  before: string;
  after: string;
}

/** The before/after table of an entry; a personal field says only that it changed (docs/product/admin.md#audit-log). */
export function changeRows(changes: AuditEntry['changes']): ChangeRow[] {
  return Object.entries(changes).map(([field, change]: [string, FieldChange]) =>
    'changed' in change
      ? { field, before: 'Not recorded (personal)', after: 'Changed' }
      : { field, before: auditValue(change.before), after: auditValue(change.after) },
  );
}

/** 'product #42', or the entity alone when the change names no record. */
export function auditRecord(entry: Pick<AuditEntry, 'entity' | 'entity_id'>): string {
  return entry.entity_id ? `${entry.entity} #${entry.entity_id}` : entry.entity;
}
