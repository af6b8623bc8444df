import type { Product } from '@store/shared/schemas/catalogue';
import { productPath } from '@store/shared/slug';
import { useSiteOrigin } from '@/lib/site-origin';
import { productDescription, SITE_NAME } from '../utils/descriptions';
import { collectionPath, subcategoryPath } from '../utils/paths';
import { breadcrumbJsonLd, inStock, priceText, productJsonLd, shownImages, shownPrice } from '../utils/structured-data';
import { largestImageUrl } from '../utils/urls';
import { JsonLd } from './json-ld';
import { PageMeta } from './page-meta';

/**
 * The product page's head tags, Product and BreadcrumbList data
 * (docs/product/storefront.md#search-engines-and-link-previews). The canonical address is the product's own link,
 * not the one it was opened at.
 */
export function ProductMeta({ product }: { product: Product }) {
  const origin = useSiteOrigin();
  const path = productPath(product);
  const image = shownImages(product)[0];
  return (
    <>
      <PageMeta
        title={`${product.brand_name} ${product.name} · ${SITE_NAME}`}
        description={productDescription(product)}
        canonicalPath={path}
        image={image ? largestImageUrl(image) : null}
        type="product"
        product={{ price: priceText(shownPrice(product)), inStock: inStock(product) }}
      />
      <JsonLd data={productJsonLd(product, origin)} />
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: 'Home', path: '/' },
            { name: product.parentcategory_name, path: collectionPath(product.parentcategory_name) },
            {
              name: product.category_name,
              path: subcategoryPath(product.parentcategory_name, product.category_name),
            },
            { name: product.name, path },
          ],
          origin,
        )}
      />
    </>
  );
}
