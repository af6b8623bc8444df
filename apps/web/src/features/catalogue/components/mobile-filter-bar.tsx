import { useId, useState } from 'react';
import { sortOptions, type SortValue } from '@store/shared/catalogue';
import { toggleValue } from '@store/shared/listing-filters';
import { Button } from '@/components/ui/button';
import { FilterIcon, SortIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { FacetOptionText, GenderRadios, type FacetOption } from './filter-panel';

interface Selection {
  categories: string[];
  brands: string[];
  gender: string | null;
}

interface MobileFilterBarProps {
  visible: boolean;
  categories: FacetOption[];
  brands: FacetOption[];
  selection: Selection;
  showGender: boolean;
  onApply: (selection: Selection) => void;
  sort: SortValue | undefined;
  onSort: (sort: SortValue | undefined) => void;
}

function OptionList({
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
  if (options.length === 0) return null;
  return (
    <fieldset className="border-b border-line py-4">
      <legend className="mb-3 text-xs font-bold tracking-widest text-ink uppercase">{title}</legend>
      <ul className="space-y-3">
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex items-center gap-3 text-sm text-ink-soft">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                checked={selected.includes(option.value)}
                onChange={() => onToggle(option.value)}
              />
              <FacetOptionText option={option} className="flex-1" />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * Phones: a bottom bar with FILTER and SORT. The filter overlay has the gender radios, Clear All, CLOSE and
 * APPLY; the sort sheet closes as soon as a sort is chosen (docs/product/storefront.md#listings).
 */
export function MobileFilterBar({
  visible,
  categories,
  brands,
  selection,
  showGender,
  onApply,
  sort,
  onSort,
}: MobileFilterBarProps) {
  const [filterOpen, setFilterOpen] = useState(false);
  const [sortOpen, setSortOpen] = useState(false);
  const [draft, setDraft] = useState(selection);
  const radioName = useId();
  const activeCount = selection.categories.length + selection.brands.length;

  return (
    <>
      <div
        hidden={!visible}
        className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-2 border-t border-line bg-white shadow-[0_-2px_10px_rgba(0,0,0,0.06)] lg:hidden"
      >
        <button
          type="button"
          onClick={() => {
            setDraft(selection);
            setFilterOpen(true);
          }}
          className="flex h-13 items-center justify-center gap-2 border-r border-line text-sm font-bold tracking-wider text-ink"
        >
          <FilterIcon className="size-5" />
          FILTER
          {activeCount > 0 && (
            <span className="rounded-full bg-brand px-1.5 text-[11px] text-white">{activeCount}</span>
          )}
        </button>
        <button
          type="button"
          onClick={() => setSortOpen(true)}
          className="flex h-13 items-center justify-center gap-2 text-sm font-bold tracking-wider text-ink"
        >
          <SortIcon className="size-5" />
          SORT
        </button>
      </div>

      <Modal
        open={filterOpen}
        title="Filters"
        placement="full"
        onClose={() => setFilterOpen(false)}
        footer={
          <div className="flex items-center gap-3">
            <button
              type="button"
              onClick={() => setDraft({ ...draft, categories: [], brands: [] })}
              className="px-2 text-xs font-bold tracking-wider text-brand uppercase"
            >
              Clear All
            </button>
            <Button variant="outline" className="flex-1" onClick={() => setFilterOpen(false)}>
              CLOSE
            </Button>
            <Button
              className="flex-1"
              onClick={() => {
                onApply(draft);
                setFilterOpen(false);
              }}
            >
              APPLY
            </Button>
          </div>
        }
      >
        {showGender && (
          <GenderRadios name={radioName} value={draft.gender} onChange={(gender) => setDraft({ ...draft, gender })} />
        )}
        <OptionList
          title="Categories"
          options={categories}
          selected={draft.categories}
          onToggle={(value) => setDraft({ ...draft, categories: toggleValue(draft.categories, value) })}
        />
        <OptionList
          title="Brand"
          options={brands}
          selected={draft.brands}
          onToggle={(value) => setDraft({ ...draft, brands: toggleValue(draft.brands, value) })}
        />
      </Modal>

      <Modal open={sortOpen} title="Sort by" placement="bottom" onClose={() => setSortOpen(false)}>
        <fieldset>
          <legend className="sr-only">Sort by</legend>
          {sortOptions.map((option) => (
            <label
              key={option.value}
              className="flex items-center gap-3 border-b border-line py-3.5 text-sm text-ink last:border-0"
            >
              <input
                type="radio"
                name="mobile-sort"
                className="size-5 accent-brand"
                checked={sort === option.value}
                onChange={() => {
                  onSort(option.value);
                  setSortOpen(false);
                }}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </Modal>
    </>
  );
}
