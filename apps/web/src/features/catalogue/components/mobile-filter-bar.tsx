import { useId, useState } from 'react';
import { sortOptions, type SortValue } from '@store/shared/catalogue';
import { chosenCount, clearFilters, type ListingFilters } from '@store/shared/listing-filters';
import type { Facets } from '@store/shared/schemas/catalogue';
import { Button } from '@/components/ui/button';
import { FilterIcon, SortIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { chooseOption, filterSections } from '../utils/filter-sections';
import { GenderRadios, SectionView } from './filter-panel';

interface MobileFilterBarProps {
  visible: boolean;
  facets: Facets | undefined;
  /** Whether the listing offers categories (not on a subcategory's own page). */
  showCategories: boolean;
  filters: ListingFilters;
  gender?: { value: string | null; onChange: (gender: string) => void };
  onApply: (filters: ListingFilters) => void;
  onSort: (sort: SortValue | undefined) => void;
}

/** The phone SORT button's text: 'SORT', or 'SORT · Price: Low to High' with the sort that is on. */
export function sortButtonText(sort: SortValue | undefined): string {
  const label = sortLabel(sort);
  return label ? `SORT · ${label}` : 'SORT';
}

function sortLabel(sort: SortValue | undefined): string | undefined {
  return sortOptions.find((option) => option.value === sort)?.label;
}

/**
 * Phones: a bottom bar with FILTER and SORT. The filter overlay has the gender radios and every filter section, Clear
 * All (the shopper's filters only), CLOSE and APPLY; the sort sheet closes as soon as a sort is chosen
 * (docs/product/storefront.md#filters).
 */
export function MobileFilterBar({
  visible,
  facets,
  showCategories,
  filters,
  gender,
  onApply,
  onSort,
}: MobileFilterBarProps) {
  const [filterOpen, setFilterOpen] = useState(false);
  const [sortOpen, setSortOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const [draftGender, setDraftGender] = useState(gender?.value ?? null);
  const radioName = useId();
  const activeCount = chosenCount(filters);
  const sections = filterSections(facets, draft, { categories: showCategories });

  return (
    <>
      <div
        hidden={!visible}
        className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-2 border-t border-line bg-white shadow-[0_-2px_10px_rgba(0,0,0,0.06)] lg:hidden"
      >
        <button
          type="button"
          onClick={() => {
            setDraft(filters);
            setDraftGender(gender?.value ?? null);
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
          aria-label={sortButtonText(filters.sort)}
          className="flex h-13 min-w-0 items-center justify-center gap-2 px-2 text-sm font-bold tracking-wider text-ink"
        >
          <SortIcon className="size-5 shrink-0" />
          {/* The sort that is on, under SORT in smaller type so a phone shows it whole. */}
          <span className="flex min-w-0 flex-col items-start leading-tight">
            SORT
            {sortLabel(filters.sort) && (
              <span className="max-w-full truncate text-[11px] font-semibold tracking-normal text-muted">
                {sortLabel(filters.sort)}
              </span>
            )}
          </span>
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
              onClick={() => setDraft(clearFilters(draft))}
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
                setFilterOpen(false);
                if (gender && draftGender && draftGender !== gender.value) gender.onChange(draftGender);
                else onApply(draft);
              }}
            >
              APPLY
            </Button>
          </div>
        }
      >
        {gender && <GenderRadios name={radioName} value={draftGender} onChange={setDraftGender} />}
        {sections.map((section) => (
          <SectionView
            key={section.kind}
            section={section}
            size="sheet"
            onChoose={(kind, value) => setDraft(chooseOption(draft, kind, value))}
          />
        ))}
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
                checked={filters.sort === option.value}
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
