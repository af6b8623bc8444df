import type { ProductImage } from '@store/shared/schemas/catalogue';
import { imageWidthUrl } from '@/lib/images';

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A URL a crawler or a link preview can fetch on its own (docs/product/storefront.md#search-engines-and-link-previews):
 * the store's own paths and image URLs are relative (`/api/...`), so they get the site origin in front; a URL that
 * already names its scheme (an S3_PUBLIC_URL base) is kept, and `//host/...` gets the origin's scheme.
 */
export function absoluteUrl(url: string, origin: string): string {
  if (ABSOLUTE.test(url)) return url;
  const base = origin.replace(/\/+$/, '');
  if (url.startsWith('//')) return `${/^http:/i.test(base) ? 'http:' : 'https:'}${url}`;
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The largest stored width of a catalogue image (the API names each `{key}-{width}.webp`). */
export function largestImageUrl(
  image: Pick<ProductImage, 'image_url'> & Partial<Pick<ProductImage, 'widths'>>,
): string {
  const widths = image.widths ?? [];
  return widths.length === 0 ? image.image_url : imageWidthUrl(image.image_url, Math.max(...widths));
}
