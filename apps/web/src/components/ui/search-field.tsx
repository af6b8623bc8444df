import { SearchIcon } from './icons';

interface SearchFieldProps {
  /** The accessible name ('Search orders'); the field shows `placeholder` instead. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength?: number;
  /** The label's layout classes (how it grows in its bar). */
  className?: string;
}

/** A search box with its icon, as the admin's list bars use it (docs/product/admin.md#screens). */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  className = 'relative min-w-0 flex-1 basis-56',
}: SearchFieldProps) {
  return (
    <label className={className}>
      <span className="sr-only">{label}</span>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <input
        type="search"
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="h-10 w-full rounded-md border border-line bg-white pr-3 pl-9 text-sm text-ink outline-none focus:border-ink"
      />
    </label>
  );
}
