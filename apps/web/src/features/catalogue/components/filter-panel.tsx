import { useId, useState } from 'react';
import { genders } from '@store/shared/catalogue';
import type { ChipKind } from '@store/shared/listing-filters';
import type { FilterSection, SectionOption } from '../utils/filter-sections';

export interface FilterPanelProps {
  sections: FilterSection[];
  onChoose: (kind: ChipKind, value: string) => void;
  /** Men/Women/Kids radios (listings only). */
  gender?: { value: string | null; onChange: (gender: string) => void };
  hasSelection: boolean;
  onClearAll: () => void;
}

const VISIBLE_OPTIONS = 8;

/** An option's checkbox, its swatch for a colour, its name and its count (docs/product/storefront.md#filters). */
export function OptionCheckbox({
  option,
  onToggle,
  size,
}: {
  option: SectionOption;
  onToggle: () => void;
  size: 'panel' | 'sheet';
}) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 text-sm text-ink-soft hover:text-ink ${option.count === 0 ? 'opacity-60' : ''}`}
    >
      <input
        type="checkbox"
        checked={option.checked}
        onChange={onToggle}
        className={`${size === 'panel' ? 'size-4' : 'size-5'} shrink-0 accent-brand`}
      />
      {option.swatch && (
        <span
          aria-hidden="true"
          className="size-4 shrink-0 rounded-full border border-black/15"
          style={{ background: option.swatch }}
        />
      )}
      <span className="min-w-0 flex-1 truncate">{option.label}</span>
      <span className="text-xs text-muted">({option.count})</span>
    </label>
  );
}

/** One filter section: its title and its options, the first eight with "+ n more" on the side panel. */
export function SectionView({
  section,
  onChoose,
  size,
}: {
  section: FilterSection;
  onChoose: (kind: ChipKind, value: string) => void;
  size: 'panel' | 'sheet';
}) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const limit = size === 'panel' && !expanded ? VISIBLE_OPTIONS : Infinity;
  const shown = section.options.slice(0, limit);
  return (
    <fieldset className={`border-b border-line ${size === 'panel' ? 'py-5' : 'py-4'}`} aria-labelledby={headingId}>
      <legend id={headingId} className="mb-3 text-xs font-bold tracking-widest text-ink uppercase">
        {section.title}
      </legend>
      <ul className={size === 'panel' ? 'space-y-2.5' : 'space-y-3'}>
        {shown.map((option) => (
          <li key={option.value}>
            <OptionCheckbox option={option} size={size} onToggle={() => onChoose(section.kind, option.value)} />
          </li>
        ))}
      </ul>
      {size === 'panel' && section.options.length > VISIBLE_OPTIONS && (
        <button
          type="button"
          onClick={() => setExpanded(!expanded)}
          className="mt-3 text-sm font-semibold text-brand hover:underline"
        >
          {expanded ? 'Show less' : `+ ${section.options.length - VISIBLE_OPTIONS} more`}
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
 * The side panel (wide screens): gender radios, then categories, brands, sizes, colours, price and discount with their
 * counts (docs/product/storefront.md#filters).
 */
export function FilterPanel(props: FilterPanelProps) {
  const name = useId();
  return (
    <aside aria-label="Filters" className="hidden w-60 shrink-0 lg:block xl:w-64">
      <div className="flex items-center justify-between border-b border-line pb-4">
        <h2 className="text-sm font-bold tracking-widest text-ink uppercase">Filters</h2>
        {props.hasSelection && (
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
      {props.sections.map((section) => (
        <SectionView key={section.kind} section={section} onChoose={props.onChoose} size="panel" />
      ))}
    </aside>
  );
}
