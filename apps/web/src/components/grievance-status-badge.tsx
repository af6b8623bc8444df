import type { GrievanceStatus } from '@store/shared/schemas/grievances';

const tones: Record<GrievanceStatus, string> = {
  Open: 'bg-amber-100 text-amber-900',
  Acknowledged: 'bg-sky-100 text-sky-900',
  Resolved: 'bg-green-100 text-green-900',
  Rejected: 'bg-slate-200 text-slate-800',
};

/** A grievance's status as a badge (docs/product/legal.md#grievances). */
export function GrievanceStatusBadge({ status }: { status: GrievanceStatus }) {
  return (
    <span data-testid="grievance-status" className={`rounded-full px-2 py-0.5 text-xs font-bold ${tones[status]}`}>
      {status}
    </span>
  );
}
