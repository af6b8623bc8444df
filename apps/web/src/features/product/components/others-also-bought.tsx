import { useAlsoBought } from '../api/also-bought';
import { ProductRow } from './product-row';

/**
 * 'Others Also Bought': products bought together with this one in paid orders, then its category's best sellers
 * (docs/product/storefront.md#others-also-bought). Nothing is shown while loading, on an error or when there are none.
 */
export function OthersAlsoBought({ productId }: { productId: number }) {
  const { data } = useAlsoBought(productId);
  if (!data || data.items.length === 0) return null;
  return <ProductRow title="Others Also Bought" items={data.items} testId="others-also-bought" />;
}
