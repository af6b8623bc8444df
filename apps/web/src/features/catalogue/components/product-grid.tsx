import type { ListingItem } from '@store/shared/schemas/catalogue';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ProductCard } from './product-card';

interface ProductGridProps {
  items: ListingItem[];
  isLoading: boolean;
  hasMore: boolean;
  isFetchingMore: boolean;
  onLoadMore: () => void;
  emptyText?: string;
  /** The line under an empty result; the catalogue home points at LOAD MORE while more pages exist. */
  emptyHint?: string;
}

/**
 * 2 columns on phones, 4 from medium screens; LOAD MORE while more are left, 'Loading' meanwhile, also under
 * an empty result, since the catalogue home filters only what is loaded (docs/product/storefront.md#listings).
 */
export function ProductGrid({
  items,
  isLoading,
  hasMore,
  isFetchingMore,
  onLoadMore,
  emptyText = 'No products found.',
  emptyHint = 'Try removing a filter or searching for something else.',
}: ProductGridProps) {
  if (isLoading) return <Spinner label="Loading products" className="min-h-dvh" />;
  return (
    <>
      {items.length === 0 ? (
        <div
          className={`flex flex-col items-center justify-center gap-2 text-center ${hasMore ? 'py-10' : 'min-h-[30vh]'}`}
        >
          <p className="text-lg font-semibold text-ink">{emptyText}</p>
          <p className="text-sm text-muted">{emptyHint}</p>
        </div>
      ) : (
        <ul
          className="grid grid-cols-2 gap-x-3 gap-y-6 md:grid-cols-4 md:gap-x-5 md:gap-y-8"
          data-testid="product-grid"
        >
          {items.map((item, index) => (
            <li key={item.product_id}>
              <ProductCard item={item} priority={index < 2 ? 'high' : index < 4 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <div className={`flex justify-center ${items.length === 0 ? 'mt-2' : 'mt-10'}`}>
          <Button
            variant="outline"
            size="lg"
            className="min-w-56 rounded-full"
            onClick={onLoadMore}
            disabled={isFetchingMore}
          >
            {isFetchingMore ? 'Loading' : 'LOAD MORE'}
          </Button>
        </div>
      )}
    </>
  );
}
