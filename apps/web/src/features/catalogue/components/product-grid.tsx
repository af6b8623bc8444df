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
}

/** SPEC.md §2: 2 columns on phones, 4 from medium screens; LOAD MORE while more are left, 'Loading' meanwhile. */
export function ProductGrid({
  items,
  isLoading,
  hasMore,
  isFetchingMore,
  onLoadMore,
  emptyText = 'No products found.',
}: ProductGridProps) {
  if (isLoading) return <Spinner label="Loading products" className="min-h-dvh" />;
  if (items.length === 0) {
    return (
      <div className="flex min-h-[30vh] flex-col items-center justify-center gap-2 text-center">
        <p className="text-lg font-semibold text-ink">{emptyText}</p>
        <p className="text-sm text-muted">Try removing a filter or searching for something else.</p>
      </div>
    );
  }
  return (
    <>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-6 md:grid-cols-4 md:gap-x-5 md:gap-y-8" data-testid="product-grid">
        {items.map((item, index) => (
          <li key={item.product_id}>
            <ProductCard item={item} priority={index < 2 ? 'high' : index < 4 ? 'eager' : 'lazy'} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <div className="mt-10 flex justify-center">
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
