import type { ReactNode } from 'react';
import { SearchField } from '@/components/ui/search-field';

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
      <SearchField label={label} value={value} onChange={onChange} placeholder={placeholder} />
      {children}
    </div>
  );
}
