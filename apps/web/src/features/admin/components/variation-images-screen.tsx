import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useVariationDetail, useVariations } from '../api/variations';
import { useToast } from '@/hooks/use-toast';
import { useTargetId } from '../hooks/use-target-id';
import { AdminPage } from './admin-page';
import { ImageUploader } from './image-uploader';
import { NotFoundPanel } from './not-found-panel';
import { ProductPicker } from './product-picker';

/** /ProductImagevarUpload: the variation comes as navigation state or ?id=, or is picked. */
export function VariationImagesScreen() {
  const id = useTargetId();
  const toast = useToast();
  if (id === null) {
    return (
      <AdminPage title="Variation images" trail={[{ label: 'Products', to: '/Product' }]} toast={toast}>
        <VariationPicker />
      </AdminPage>
    );
  }
  return <VariationImages key={id} id={id} />;
}

/** A product first, then one of its variations. */
function VariationPicker() {
  const navigate = useNavigate();
  const [product, setProduct] = useState<{ product_id: number; name: string } | null>(null);
  const variations = useVariations(product?.product_id ?? null);
  if (!product) return <ProductPicker intro="Which product's variation are the images for?" onChoose={setProduct} />;
  return (
    <div className="p-4">
      <p className="text-sm text-ink-soft">
        Variations of <strong className="text-ink">{product.name}</strong> ·{' '}
        <button type="button" className="font-semibold text-brand hover:underline" onClick={() => setProduct(null)}>
          another product
        </button>
      </p>
      {variations.isPending ? (
        <Spinner label="Loading the variations" />
      ) : variations.isError ? (
        <p role="alert" className="py-6 text-sm font-medium text-red-700">
          Could not load the variations: {variations.error.message}
        </p>
      ) : variations.data.length === 0 ? (
        <p className="py-6 text-sm text-muted">
          This product has no variations yet.{' '}
          <Link to={`/ProductVariation/${product.product_id}`} className="font-semibold text-brand hover:underline">
            Add one
          </Link>
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-lg border border-line" aria-label="Variations">
          {variations.data.map((variation) => (
            <li key={variation.productvariation_id} className="flex items-center justify-between gap-3 px-3 py-2.5">
              <span className="min-w-0">
                <span className="block font-mono text-xs font-semibold text-ink">{variation.sku}</span>
                <span className="block text-xs text-muted">
                  {variation.attributes.map((value) => `${value.attribute_name} ${value.value}`).join(' · ') ||
                    'No values yet'}
                </span>
              </span>
              <button
                type="button"
                onClick={() =>
                  navigate(
                    { search: `?id=${variation.productvariation_id}` },
                    { state: { id: variation.productvariation_id } },
                  )
                }
                className="shrink-0 rounded-md border border-ink/25 px-3 py-1.5 text-sm font-semibold text-ink hover:border-ink"
                aria-label={`Choose ${variation.sku}`}
              >
                Choose
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function VariationImages({ id }: { id: number }) {
  const variation = useVariationDetail(id);
  const toast = useToast();
  if (variation.error instanceof ApiError && variation.error.status === 404) {
    return <NotFoundPanel message={`There is no variation ${id}. It may have been deleted.`} />;
  }
  const data = variation.data;
  return (
    <AdminPage
      title={data ? `Images of ${data.product_name}` : 'Variation images'}
      documentTitle="Variation images"
      subtitle={
        data ? (
          <>
            SKU <span className="font-mono font-semibold text-ink">{data.sku}</span>
            {data.attributes.length > 0 &&
              ` · ${data.attributes.map((value) => `${value.attribute_name} ${value.value}`).join(' · ')}`}{' '}
            · shown when shoppers pick this colour
          </>
        ) : (
          `Variation ${id}`
        )
      }
      trail={[
        { label: 'Products', to: '/Product' },
        ...(data ? [{ label: `Variations of ${data.product_name}`, to: `/ProductVariation/${data.product_id}` }] : []),
      ]}
      toast={toast}
      actions={
        <Link to="/ProductImagevarUpload" state={null} className="text-sm font-semibold text-brand hover:underline">
          Choose another variation
        </Link>
      }
    >
      {data ? (
        <ImageUploader
          uploadPath={`/ProductVariation/${id}/images`}
          images={data.images}
          alt={`${data.product_name} ${data.sku}`}
          toast={toast}
        />
      ) : variation.isError ? (
        <p role="alert" className="px-4 py-8 text-center text-sm font-medium text-red-700">
          Could not load the variation: {variation.error.message}
        </p>
      ) : (
        <Spinner label="Loading the variation" />
      )}
    </AdminPage>
  );
}
