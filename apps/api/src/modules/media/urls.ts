/** Public URL of one stored width of an image; the web app derives the other widths for `srcset`. */
export function imageUrl(fileKey: string, width: number): string {
  return `/api/images/${fileKey}-${width}.webp`;
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
