import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Breadcrumbs } from '@/features/catalogue/components/breadcrumbs';
import { useProduct } from '@/features/product/api/get-product';
import { OthersAlsoBought } from '@/features/product/components/others-also-bought';
import { ProductDetails } from '@/features/product/components/product-details';

/** /{category}/{brand}/{slug}/{id} */
export function Component() {
  const id = Number(useParams().id);
  const product = useProduct(id);

  if (product.isPending && Number.isInteger(id)) return <Spinner label="Loading product" className="min-h-dvh" />;
  if (!product.data) {
    return (
      <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 text-center">
        <title>Product not found · Store</title>
        <h1 className="text-2xl font-bold text-ink">Product not found.</h1>
        <p className="mt-2 text-muted">It may have been sold out or removed from the catalogue.</p>
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-6 rounded-full px-8')}>
          Go Back Home
        </Link>
      </section>
    );
  }

  const item = product.data;
  return (
    <div className="mx-auto max-w-[1440px] px-3 pt-3 pb-16 md:px-6 md:pt-5 lg:px-10">
      <title>{`${item.brand_name} ${item.name} · Store`}</title>
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
      <OthersAlsoBought />
    </div>
  );
}
