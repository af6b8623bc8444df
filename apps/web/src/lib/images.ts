import type { ProductImage } from '@store/shared/schemas/catalogue';

/** An image as the API answers it; `widths` is missing where only a URL is known (an order line's picture). */
export type ApiImage = Pick<ProductImage, 'image_url'> & Partial<Pick<ProductImage, 'widths'>>;

export interface ImageSources {
  src: string;
  srcSet: string | undefined;
}

const WIDTH_SUFFIX = /-(\d+)\.webp$/;

/** The URL of one stored width: the API names them `{key}-{width}.webp`. */
export function imageWidthUrl(imageUrl: string, width: number): string {
  return WIDTH_SUFFIX.test(imageUrl) ? imageUrl.replace(WIDTH_SUFFIX, `-${width}.webp`) : imageUrl;
}

/**
 * `src` and `srcset` for an image of the API: every stored width as a candidate, and `src` the smallest width
 * at or above `fallbackWidth` for browsers that ignore srcset.
 */
export function imageSources(image: ApiImage, fallbackWidth = 480): ImageSources {
  const widths = [...(image.widths ?? [])].sort((a, b) => a - b);
  if (widths.length === 0 || !WIDTH_SUFFIX.test(image.image_url)) return { src: image.image_url, srcSet: undefined };
  const fallback = widths.find((width) => width >= fallbackWidth) ?? widths[widths.length - 1]!;
  return {
    src: imageWidthUrl(image.image_url, fallback),
    srcSet: widths.map((width) => `${imageWidthUrl(image.image_url, width)} ${width}w`).join(', '),
  };
}

/** A 240x320 placeholder image where a product has none (docs/product/storefront.md#listings). */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320" viewBox="0 0 240 320"><rect width="240" height="320" fill="#f0f0f4"/><path d="M96 130h48l-6 70h-36z" fill="#d6d7df"/><path d="M108 130v-8a12 12 0 0 1 24 0v8" fill="none" stroke="#d6d7df" stroke-width="6"/><text x="120" y="240" font-family="sans-serif" font-size="14" fill="#8a8d9c" text-anchor="middle">No image</text></svg>',
  );
