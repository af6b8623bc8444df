import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { Breadcrumbs } from '@/features/catalogue/components/breadcrumbs';
import { isProductId, useProduct } from '@/features/product/api/get-product';
import { OthersAlsoBought } from '@/features/product/components/others-also-bought';
import { ProductDetails } from '@/features/product/components/product-details';
import { RecentlyViewed } from '@/features/product/components/recently-viewed';
import { reportProductView } from '@/lib/search-analytics';
import { ReviewSection } from '@/features/reviews/components/review-section';
import { ProductMeta } from '@/features/seo/components/product-meta';
import { ApiError } from '@/lib/api-client';
import { Component as NotFoundPage } from './not-found';

/**
 * /{category}/{brand}/{slug}/{id}. A path that names no product (an id that is not a number, or one the
 * catalogue does not have) is the store's 404 page (docs/product/storefront.md#not-found-and-unauthorized).
 */
export function Component() {
  const id = Number(useParams().id);
  const valid = isProductId(id);
  const product = useProduct(id);
  // A product opened after a search in this tab counts that search as followed (docs/product/storefront.md#search-analytics).
  useEffect(() => {
    if (valid) reportProductView();
  }, [id, valid]);

  if (!valid) return <NotFoundPage />;
  const item = product.data;
  if (!item) {
    if (product.isPending) return <Spinner label="Loading product" className="min-h-dvh" />;
    if (product.error instanceof ApiError && product.error.code === 'NOT_FOUND') return <NotFoundPage />;
    // Anything else (the network, the server) says nothing about the product: the route's error screen.
    throw product.error;
  }

  return (
    <div className="mx-auto max-w-[1440px] px-3 pt-3 pb-16 md:px-6 md:pt-5 lg:px-10">
      <ProductMeta product={item} />
      <div className="mb-4 hidden md:block">
        <Breadcrumbs
          items={[
            { label: 'Home', to: '/' },
            { label: 'Clothing' },
            { label: item.parentcategory_name, to: `/${item.parentcategory_name}` },
            { label: item.category_name, to: `/${item.parentcategory_name}/${encodeURIComponent(item.category_name)}` },
            { label: item.name },
          ]}
        />
      </div>
      <ProductDetails key={item.product_id} product={item} />
      <ReviewSection key={`reviews-${item.product_id}`} productId={item.product_id} />
      <OthersAlsoBought productId={item.product_id} />
      <RecentlyViewed key={item.product_id} product={item} />
    </div>
  );
}
