import type { ReactNode } from 'react';
import { SearchIcon } from '@/components/ui/icons';

interface TableFilterProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  children?: ReactNode;
}

/** The bar above a table: a name filter, and optionally more controls (sort). */
export function TableFilter({
  value,
  onChange,
  label = 'Filter by name',
  placeholder = 'Filter by name…',
  children,
}: TableFilterProps) {
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-line px-4 py-3">
      <label className="relative min-w-0 flex-1 basis-56">
        <span className="sr-only">{label}</span>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <input
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className="h-10 w-full rounded-md border border-line bg-white pr-3 pl-9 text-sm text-ink outline-none focus:border-ink"
        />
      </label>
      {children}
    </div>
  );
}
