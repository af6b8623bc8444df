export interface OrderedImage {
  image_id: number;
  sort_order: number;
}

/** Images in gallery order: by sort_order, then by id (as the API sorts them). */
export function inGalleryOrder<T extends OrderedImage>(images: readonly T[]): T[] {
  return [...images].sort((a, b) => a.sort_order - b.sort_order || a.image_id - b.image_id);
}

/**
 * Moves the image at `from` to `to` and numbers the gallery 0, 1, 2, ...; returns only the images whose
 * sort_order changes (the PUT /Image/{id} calls to make). Nothing changes for a move out of range.
 */
export function moveImage(
  images: readonly OrderedImage[],
  from: number,
  to: number,
): Array<{ image_id: number; sort_order: number }> {
  const ordered = inGalleryOrder(images);
  if (from === to || from < 0 || to < 0 || from >= ordered.length || to >= ordered.length) return [];
  const [moved] = ordered.splice(from, 1);
  ordered.splice(to, 0, moved!);
  return ordered
    .map((image, index) => ({ image_id: image.image_id, sort_order: index, before: image.sort_order }))
    .filter((image) => image.sort_order !== image.before)
    .map(({ image_id, sort_order }) => ({ image_id, sort_order }));
}
