import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { GRIEVANCE_CATEGORIES, GRIEVANCE_LIMITS } from '@store/shared/schemas/grievances';
import type { AdminGrievanceFilter, AdminGrievanceRow } from '@store/shared/schemas/grievances';
import { GrievanceStatusBadge } from '@/components/grievance-status-badge';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatTime } from '@/lib/dates';
import { useAdminGrievances } from '../api/grievances';
import { GrievanceDetail } from './grievance-detail';

const FILTERS: Array<{ value: AdminGrievanceFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'Open', label: 'Open' },
  { value: 'Acknowledged', label: 'Acknowledged' },
  { value: 'Resolved', label: 'Resolved' },
  { value: 'Rejected', label: 'Rejected' },
  { value: 'overdue', label: 'Overdue' },
];

/** How long ago it was filed: hours under two days, then days. */
export function age(iso: string, now = Date.now()): string {
  const hours = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 3_600_000));
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

function Row({ grievance, onOpen }: { grievance: AdminGrievanceRow; onOpen: () => void }) {
  return (
    <li data-testid="admin-grievance-row">
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-canvas md:grid md:grid-cols-[10rem_9rem_4rem_7rem_1fr] md:items-center md:gap-3"
      >
        <span className="font-mono text-sm font-bold text-ink">{grievance.reference}</span>
        <span className="text-sm text-ink-soft">{GRIEVANCE_CATEGORIES[grievance.category]}</span>
        <span className="text-sm text-ink-soft">{age(grievance.created_at)}</span>
        <span>
          <GrievanceStatusBadge status={grievance.status} />
        </span>
        <span className="text-xs text-ink-soft">
          <span className={grievance.acknowledge_late ? 'font-semibold text-red-700' : ''}>
            Ack by {formatTime(grievance.acknowledge_by)}
          </span>
          {' · '}
          <span className={grievance.resolve_late ? 'font-semibold text-red-700' : ''}>
            Resolve by {formatTime(grievance.resolve_by)}
          </span>
          <span className="mt-0.5 block truncate text-muted">{grievance.excerpt}</span>
        </span>
      </button>
    </li>
  );
}

/**
 * /Grievances (docs/product/admin.md#grievances): every complaint, newest first, filtered by status or overdue, the
 * deadlines in red once passed; a row opens it with its thread, a reply box and the status actions.
 */
export function GrievancesScreen() {
  const [search, setSearch] = useSearchParams();
  const status = (FILTERS.find((filter) => filter.value === search.get('status'))?.value ??
    'all') as AdminGrievanceFilter;
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string | null>(null);
  const list = useAdminGrievances({ status, page });
  const rows = list.data?.items;
  return (
    <section aria-labelledby="grievances-heading">
      <title>Grievances · Admin</title>
      <h1 id="grievances-heading" className="mb-1 text-xl font-bold text-ink">
        Grievances
      </h1>
      <p className="mb-4 text-sm text-ink-soft">
        Acknowledge within {GRIEVANCE_LIMITS.acknowledgeHours} hours; resolve within one month (personal data:{' '}
        {GRIEVANCE_LIMITS.privacyResolveDays} days).
      </p>
      <div className="overflow-hidden rounded-lg border border-line bg-white">
        <div role="group" aria-label="Status" className="flex flex-wrap gap-1 border-b border-line px-4 py-3">
          {FILTERS.map((filter) => (
            <button
              key={filter.value}
              type="button"
              aria-pressed={status === filter.value}
              onClick={() => {
                setSearch(filter.value === 'all' ? {} : { status: filter.value }, { replace: true });
                setPage(1);
              }}
              className={`rounded-full px-3 py-1.5 text-sm font-semibold ${
                status === filter.value ? 'bg-ink text-white' : 'text-ink-soft hover:bg-canvas'
              }`}
            >
              {filter.label}
            </button>
          ))}
        </div>
        {list.isPending && <Spinner label="Loading grievances" />}
        {list.error && (
          <p role="alert" className="px-4 py-8 text-center text-sm font-medium text-red-700">
            {list.error instanceof ApiError ? list.error.message : 'Could not load grievances.'}
          </p>
        )}
        {rows && rows.length === 0 && <p className="px-4 py-10 text-center text-sm text-muted">No grievances here.</p>}
        {rows && rows.length > 0 && (
          <ul className="divide-y divide-line">
            {rows.map((grievance) => (
              <Row key={grievance.reference} grievance={grievance} onOpen={() => setOpened(grievance.reference)} />
            ))}
          </ul>
        )}
        {list.data && (
          <Pager
            page={page}
            pageSize={list.data.pageSize}
            total={list.data.totalCount}
            busy={list.isFetching}
            onPage={setPage}
          />
        )}
      </div>
      {opened && <GrievanceDetail key={opened} reference={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
