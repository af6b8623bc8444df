import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { EditIcon, TrashIcon } from '@/components/ui/icons';

const actionClass =
  'inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-xs font-semibold whitespace-nowrap transition-colors disabled:cursor-wait disabled:opacity-60';

interface RowActionsProps {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  loading?: boolean;
  /** Links before Edit and Delete (upload) and after them (Variation, Values). */
  before?: ReactNode;
  after?: ReactNode;
  /** Two actions a line, for a wide table whose actions would not fit in one (Products at 1440 px). */
  twoByTwo?: boolean;
}

/** The Actions cell: Edit and Delete, named after the row for screen readers ('Edit Casual Shirts'). */
export function RowActions({ name, onEdit, onDelete, loading, before, after, twoByTwo }: RowActionsProps) {
  return (
    <div className={twoByTwo ? 'grid w-max grid-cols-2 gap-x-1' : 'flex items-center gap-1'}>
      {before}
      {/* Not disabled while the record loads: a disabled button would lose focus, which must come back here. */}
      <button
        type="button"
        onClick={loading ? undefined : onEdit}
        aria-busy={loading || undefined}
        aria-label={`Edit ${name}`}
        className={`${actionClass} text-blue-800 hover:bg-blue-50 ${loading ? 'cursor-wait opacity-60' : ''}`}
      >
        <EditIcon className="size-4" />
        {loading ? 'Loading…' : 'Edit'}
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={`Delete ${name}`}
        className={`${actionClass} text-red-700 hover:bg-red-50`}
      >
        <TrashIcon className="size-4" />
        Delete
      </button>
      {after}
    </div>
  );
}

interface RowLinkProps {
  to: To;
  state?: unknown;
  label: string;
  icon: ReactNode;
  children: ReactNode;
}

export function RowLink({ to, state, label, icon, children }: RowLinkProps) {
  return (
    <Link to={to} state={state} aria-label={label} className={`${actionClass} text-ink hover:bg-canvas`}>
      {icon}
      {children}
    </Link>
  );
}
