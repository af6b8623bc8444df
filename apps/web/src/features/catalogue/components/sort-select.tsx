import { useId } from 'react';
import { sortOptions, type SortValue } from '@store/shared/catalogue';
import { parseSort } from '@store/shared/listing-filters';

/** The desktop sort dropdown: 'Sort by' (empty) and the four sorts (docs/product/storefront.md#listings). */
export function SortSelect({
  value,
  onChange,
}: {
  value: SortValue | undefined;
  onChange: (sort: SortValue | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Sort by
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(parseSort(event.target.value))}
        className="h-10 min-w-52 rounded-md border border-line bg-white px-3 text-sm font-semibold text-ink outline-none hover:border-ink/40 focus:border-ink"
      >
        <option value="">Sort by</option>
        {sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
