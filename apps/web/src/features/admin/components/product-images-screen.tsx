import { Link, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAdminProduct } from '../api/products';
import { useToast } from '@/hooks/use-toast';
import { useTargetId } from '../hooks/use-target-id';
import { AdminPage } from './admin-page';
import { ImageUploader } from './image-uploader';
import { NotFoundPanel } from './not-found-panel';
import { ProductPicker } from './product-picker';

const otherLink = 'text-sm font-semibold text-brand hover:underline';

/** /ProductImageUpload: the product comes as navigation state or ?id=, or is picked here. */
export function ProductImagesScreen() {
  const id = useTargetId();
  const navigate = useNavigate();
  const toast = useToast();
  if (id === null) {
    return (
      <AdminPage title="Product images" trail={[{ label: 'Products', to: '/Product' }]} toast={toast}>
        <ProductPicker
          intro="Which product are the images for?"
          onChoose={(product) =>
            navigate({ search: `?id=${product.product_id}` }, { state: { id: product.product_id } })
          }
        />
      </AdminPage>
    );
  }
  return <ProductImages key={id} id={id} />;
}

function ProductImages({ id }: { id: number }) {
  const product = useAdminProduct(id);
  const toast = useToast();
  if (product.error instanceof ApiError && product.error.status === 404) {
    return <NotFoundPanel message={`There is no product ${id}. It may have been deleted.`} />;
  }
  const data = product.data;
  return (
    <AdminPage
      title={data ? `Images of ${data.name}` : 'Product images'}
      documentTitle="Product images"
      subtitle={
        data ? `${data.brand_name} · product ${id} · shown on the product page and the listing cards` : `Product ${id}`
      }
      trail={[
        { label: 'Products', to: '/Product' },
        ...(data ? [{ label: `Variations of ${data.name}`, to: `/ProductVariation/${id}` }] : []),
      ]}
      toast={toast}
      actions={
        <Link to="/ProductImageUpload" state={null} className={otherLink}>
          Choose another product
        </Link>
      }
    >
      {data ? (
        <ImageUploader uploadPath={`/Product/${id}/images`} images={data.images} alt={data.name} toast={toast} />
      ) : product.isError ? (
        <p role="alert" className="px-4 py-8 text-center text-sm font-medium text-red-700">
          Could not load the product: {product.error.message}
        </p>
      ) : (
        <Spinner label="Loading the product" />
      )}
    </AdminPage>
  );
}
