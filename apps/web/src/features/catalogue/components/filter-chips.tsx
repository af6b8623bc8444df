import { CloseIcon } from '@/components/ui/icons';

export interface Chip {
  key: string;
  label: string;
  onRemove: () => void;
}

/** Selected filters as removable chips (docs/product/storefront.md#listings). */
export function FilterChips({ chips, onClearAll }: { chips: Chip[]; onClearAll: () => void }) {
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Selected filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={chip.onRemove}
            aria-label={`Remove filter ${chip.label}`}
            className="flex h-8 items-center gap-1.5 rounded-full border border-line bg-white pr-2 pl-3 text-xs font-medium text-ink hover:border-ink/40"
          >
            {chip.label}
            <CloseIcon className="size-3.5 text-muted" />
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={onClearAll}
          className="px-2 text-xs font-bold tracking-wider text-brand uppercase hover:underline"
        >
          Clear All
        </button>
      </li>
    </ul>
  );
}
