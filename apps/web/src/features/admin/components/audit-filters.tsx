import { useEffect, useState, type ReactNode } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { roleLabel } from '@/lib/permissions';
import type { StaffMember } from '../api/staff';
import { AUDIT_ENTITIES, type AuditFilters } from '../lib/audit';

const controlClass =
  'mt-1 h-10 rounded-md border border-line bg-white px-3 text-sm text-ink outline-none focus:border-ink';

function Filter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex min-w-0 flex-col text-xs font-semibold text-ink-soft">
      {label}
      {children}
    </label>
  );
}

/**
 * The bar above the log: person (the owner and the members from GET /api/admin/staff), entity, action and the days
 * from and to. Each change starts again from page 1; the action is sent once typing pauses.
 */
export function AuditFilterBar({
  filters,
  people,
  onChange,
}: {
  filters: AuditFilters;
  people: readonly StaffMember[];
  onChange: (change: Partial<AuditFilters>) => void;
}) {
  const [action, setAction] = useState(filters.action);
  const typed = useDebouncedValue(action.trim(), 300);
  useEffect(() => {
    if (typed !== filters.action) onChange({ action: typed });
    // Only a pause in typing sends it; a change of the address (Back) is not typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  return (
    <div className="grid grid-cols-2 gap-3 border-b border-line px-4 py-3 md:flex md:flex-wrap md:items-end">
      <Filter label="Person">
        <select
          value={filters.actor}
          onChange={(event) => onChange({ actor: event.target.value })}
          className={`${controlClass} md:w-72`}
        >
          <option value="">Everyone</option>
          {people
            .filter((person) => person.status !== 'invited')
            .map((person) => (
              <option key={person.id} value={person.id}>
                {person.name || person.email} ({roleLabel(person.role)})
              </option>
            ))}
        </select>
      </Filter>
      <Filter label="Entity">
        <select
          value={filters.entity}
          onChange={(event) => onChange({ entity: event.target.value })}
          className={controlClass}
        >
          <option value="">All</option>
          {AUDIT_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {entity}
            </option>
          ))}
        </select>
      </Filter>
      <Filter label="Action">
        <input
          type="search"
          value={action}
          placeholder="e.g. order.ship"
          maxLength={100}
          onChange={(event) => setAction(event.target.value)}
          className={controlClass}
        />
      </Filter>
      <div className="col-span-2 grid grid-cols-2 gap-3 md:contents">
        <Filter label="From">
          <input
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
            className={controlClass}
          />
        </Filter>
        <Filter label="To">
          <input
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
            className={controlClass}
          />
        </Filter>
      </div>
    </div>
  );
}
