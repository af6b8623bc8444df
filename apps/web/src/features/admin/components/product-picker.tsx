import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useAdminProducts } from '../api/products';
import { TableFilter } from './table-filter';

interface ProductPickerProps {
  intro: string;
  onChoose: (product: { product_id: number; name: string }) => void;
}

/** Find a product by name (server-side, any catalogue size) when a page was opened without one. */
export function ProductPicker({ intro, onChoose }: ProductPickerProps) {
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim(), 300);
  const products = useAdminProducts({ name, sort: name ? 'name_asc' : 'newest', page: 1, pageSize: 10 });
  return (
    <div>
      <p className="px-4 pt-4 text-sm text-ink-soft">{intro}</p>
      <TableFilter
        value={text}
        onChange={setText}
        label="Find a product by name"
        placeholder="Find a product by name…"
      />
      {products.isPending ? (
        <Spinner label="Loading products" />
      ) : products.isError ? (
        <p role="alert" className="px-4 py-6 text-sm font-medium text-red-700">
          Could not load the products: {products.error.message}
        </p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Products">
          {products.data.items.map((product) => (
            <li key={product.product_id} className="flex items-center justify-between gap-3 px-4 py-2.5">
              <span className="min-w-0">
                <span className="block truncate font-semibold text-ink">{product.name}</span>
                <span className="block text-xs text-muted">
                  {product.brand_name} · {product.category_name} · #{product.product_id}
                </span>
              </span>
              <button
                type="button"
                onClick={() => onChoose(product)}
                className="shrink-0 rounded-md border border-ink/25 px-3 py-1.5 text-sm font-semibold text-ink hover:border-ink"
                aria-label={`Choose ${product.name}`}
              >
                Choose
              </button>
            </li>
          ))}
          {products.data.items.length === 0 && (
            <li className="px-4 py-6 text-center text-sm text-muted">No product name contains '{name}'.</li>
          )}
        </ul>
      )}
    </div>
  );
}
