import { useId, useState } from 'react';
import { BackIcon, ChevronRightIcon } from '@/components/ui/icons';
import { ProductTile, type TileProduct } from './product-tile';

/** The rows move 5 items a step (docs/product/storefront.md#limits). */
const STEP = 5;

/**
 * A titled row of products on the product page: swiped on phones, five at a time with arrows and `1 / 2` from
 * tablet width up.
 */
export function ProductRow({ title, items, testId }: { title: string; items: readonly TileProduct[]; testId: string }) {
  const headingId = useId();
  const [start, setStart] = useState(0);
  const pages = Math.ceil(items.length / STEP);
  const page = Math.floor(start / STEP);

  return (
    <section aria-labelledby={headingId} className="mt-14" data-testid={testId}>
      <div className="mb-5 flex items-center justify-between">
        <h2 id={headingId} className="text-lg font-bold tracking-wide text-ink uppercase">
          {title}
        </h2>
        {pages > 1 && (
          <div className="hidden items-center gap-2 md:flex">
            <span className="mr-2 text-sm text-muted">
              {page + 1} / {pages}
            </span>
            <button
              type="button"
              aria-label="Previous items"
              disabled={start === 0}
              onClick={() => setStart(Math.max(0, start - STEP))}
              className="flex size-10 items-center justify-center rounded-full border border-line text-ink hover:border-ink disabled:opacity-40"
            >
              <BackIcon className="size-5" />
            </button>
            <button
              type="button"
              aria-label="Next items"
              disabled={start + STEP >= items.length}
              onClick={() => setStart(start + STEP)}
              className="flex size-10 items-center justify-center rounded-full border border-line text-ink hover:border-ink disabled:opacity-40"
            >
              <ChevronRightIcon className="size-5" />
            </button>
          </div>
        )}
      </div>
      <ul className="scrollbar-none -mx-3 flex snap-x scroll-px-3 gap-3 overflow-x-auto px-3 md:mx-0 md:grid md:grid-cols-5 md:gap-5 md:overflow-visible md:px-0">
        {items.map((item, index) => (
          <li
            key={item.product_id}
            className={`w-[42%] shrink-0 snap-start md:w-auto ${index < start || index >= start + STEP ? 'md:hidden' : ''}`}
          >
            <ProductTile item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
