/** Where the store serves images itself (the image route in routes.ts). */
export const STORE_IMAGE_BASE = '/api/images';

let imageBase = STORE_IMAGE_BASE;

/**
 * Sets where image URLs point, once at start from the configuration: the bucket's public URL or CDN when
 * S3_PUBLIC_URL is set (docs/decisions/014-object-storage.md), else the store's own route. One value per
 * process, as the configuration is: image URLs are built deep in services that have only a database handle.
 */
export function setImageBase(base: string | undefined): void {
  imageBase = base ? base.replace(/\/+$/, '') : STORE_IMAGE_BASE;
}

/** Public URL of one stored width of an image; the web app derives the other widths for `srcset`. */
export function imageUrl(fileKey: string, width: number): string {
  return `${imageBase}/${imageObjectKey(fileKey, width)}`;
}

/** The file name (object key) of one stored width of an image. */
export function imageObjectKey(fileKey: string, width: number): string {
  return `${fileKey}-${width}.webp`;
}

export interface StoredImage {
  image_id: number;
  file_key: string;
  widths: number[];
  sort_order: number;
}

export interface ImageView {
  image_id: number;
  image_url: string;
  sort_order: number;
  widths: number[];
}

/** `image_url` is the largest stored width; `widths` lists what else exists. */
export function toImageView(image: StoredImage): ImageView {
  const largest = Math.max(...image.widths);
  return {
    image_id: image.image_id,
    image_url: imageUrl(image.file_key, largest),
    sort_order: image.sort_order,
    widths: image.widths,
  };
}
