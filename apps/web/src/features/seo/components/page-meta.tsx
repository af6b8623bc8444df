import { useSiteOrigin } from '@/lib/site-origin';
import { SITE_NAME } from '../utils/descriptions';
import { absoluteUrl } from '../utils/urls';

export interface PageMetaProps {
  title: string;
  description?: string;
  /** The page's one address for search engines, a path such as `/men` (no filters, sort or page). */
  canonicalPath?: string;
  /** The link preview's picture; a relative URL gets the site origin. */
  image?: string | null;
  type?: 'website' | 'product';
  /** A product's selling price in rupees and whether it can be bought. */
  product?: { price: string; inStock: boolean };
  /** Keep the page out of search results (search results, the 404 page); its links are still followed. */
  noindex?: boolean;
}

/**
 * A page's head tags (docs/product/storefront.md#search-engines-and-link-previews). React hoists them into `<head>`
 * on the server and in the browser; absolute URLs come from the site origin the server renders with, never from
 * `window.location`, so the browser renders the same text as the server.
 */
export function PageMeta({
  title,
  description,
  canonicalPath,
  image,
  type = 'website',
  product,
  noindex = false,
}: PageMetaProps) {
  const origin = useSiteOrigin();
  const url = canonicalPath === undefined ? undefined : absoluteUrl(canonicalPath, origin);
  const imageUrl = image ? absoluteUrl(image, origin) : undefined;
  return (
    <>
      <title>{title}</title>
      {description !== undefined && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex, follow" />}
      {url !== undefined && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      {description !== undefined && <meta property="og:description" content={description} />}
      {url !== undefined && <meta property="og:url" content={url} />}
      {imageUrl !== undefined && <meta property="og:image" content={imageUrl} />}
      {product !== undefined && (
        <>
          <meta property="product:price:amount" content={product.price} />
          <meta property="product:price:currency" content="INR" />
          <meta property="product:availability" content={product.inStock ? 'in stock' : 'out of stock'} />
        </>
      )}
      <meta name="twitter:card" content={imageUrl !== undefined ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description !== undefined && <meta name="twitter:description" content={description} />}
      {imageUrl !== undefined && <meta name="twitter:image" content={imageUrl} />}
    </>
  );
}
