import { useId, useState } from 'react';
import { genders } from '@store/shared/catalogue';

export interface FacetOption {
  value: string;
  label: string;
  detail?: string;
  count?: number;
}

export interface FilterPanelProps {
  categories: FacetOption[];
  selectedCategories: string[];
  onToggleCategory: (value: string) => void;
  brands: FacetOption[];
  selectedBrands: string[];
  onToggleBrand: (value: string) => void;
  /** Men/Women/Kids radios (listings only). */
  gender?: { value: string | null; onChange: (gender: string) => void };
  onClearAll: () => void;
}

const VISIBLE_OPTIONS = 8;

function CheckboxList({
  title,
  options,
  selected,
  onToggle,
}: {
  title: string;
  options: FacetOption[];
  selected: string[];
  onToggle: (value: string) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const shown = expanded ? options : options.slice(0, VISIBLE_OPTIONS);
  return (
    <fieldset className="border-b border-line py-5" aria-labelledby={headingId}>
      <legend id={headingId} className="mb-3 text-xs font-bold tracking-widest text-ink uppercase">
        {title}
      </legend>
      <ul className="space-y-2.5">
        {shown.map((option) => (
          <li key={option.value}>
            <label className="flex cursor-pointer items-center gap-3 text-sm text-ink-soft hover:text-ink">
              <input
                type="checkbox"
                checked={selected.includes(option.value)}
                onChange={() => onToggle(option.value)}
                className="size-4 shrink-0 accent-brand"
              />
              <FacetOptionText option={option} className="min-w-0 flex-1 truncate" />
            </label>
          </li>
        ))}
      </ul>
      {options.length > VISIBLE_OPTIONS && (
        <button
          type="button"
          onClick={() => setExpanded(!expanded)}
          className="mt-3 text-sm font-semibold text-brand hover:underline"
        >
          {expanded ? 'Show less' : `+ ${options.length - VISIBLE_OPTIONS} more`}
        </button>
      )}
    </fieldset>
  );
}

export function GenderRadios({
  value,
  onChange,
  name,
}: {
  value: string | null;
  onChange: (gender: string) => void;
  name: string;
}) {
  return (
    <fieldset className="border-b border-line py-5">
      <legend className="mb-3 text-xs font-bold tracking-widest text-ink uppercase">Gender</legend>
      <div className="space-y-2.5">
        {genders.map((gender) => (
          <label key={gender} className="flex cursor-pointer items-center gap-3 text-sm text-ink-soft hover:text-ink">
            <input
              type="radio"
              name={name}
              value={gender}
              checked={value?.toLowerCase() === gender.toLowerCase()}
              onChange={() => onChange(gender)}
              className="size-4 accent-brand"
            />
            {gender}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The side panel (wide screens): category and brand checkboxes with counts, gender radios
 * (docs/product/storefront.md#listings).
 */
export function FilterPanel(props: FilterPanelProps) {
  const name = useId();
  const hasSelection = props.selectedCategories.length > 0 || props.selectedBrands.length > 0;
  return (
    <aside aria-label="Filters" className="hidden w-60 shrink-0 lg:block xl:w-64">
      <div className="flex items-center justify-between border-b border-line pb-4">
        <h2 className="text-sm font-bold tracking-widest text-ink uppercase">Filters</h2>
        {hasSelection && (
          <button
            type="button"
            onClick={props.onClearAll}
            className="text-xs font-bold tracking-wider text-brand uppercase hover:underline"
          >
            Clear All
          </button>
        )}
      </div>
      {props.gender && <GenderRadios name={name} value={props.gender.value} onChange={props.gender.onChange} />}
      <CheckboxList
        title="Categories"
        options={props.categories}
        selected={props.selectedCategories}
        onToggle={props.onToggleCategory}
      />
      <CheckboxList
        title="Brand"
        options={props.brands}
        selected={props.selectedBrands}
        onToggle={props.onToggleBrand}
      />
    </aside>
  );
}

/** A filter option's name, its detail after a dot, and its product count, beside its checkbox. */
export function FacetOptionText({ option, className }: { option: FacetOption; className: string }) {
  return (
    <>
      <span className={className}>
        {option.label}
        {option.detail && <span className="text-muted"> · {option.detail}</span>}
      </span>
      {option.count !== undefined && <span className="text-xs text-muted">({option.count})</span>}
    </>
  );
}
