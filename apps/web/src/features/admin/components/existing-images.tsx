import { noImages } from '@store/shared/admin-messages';
import type { ProductImage } from '@store/shared/schemas/catalogue';
import { imageSources } from '@/lib/images';
import { inGalleryOrder } from '../lib/image-order';
import { ArrowLeftIcon, ArrowRightIcon, TrashIcon } from '@/components/ui/icons';

interface ExistingImagesProps {
  images: ProductImage[];
  alt: string;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (image: ProductImage) => void;
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md border border-line bg-white text-ink transition-colors hover:border-ink disabled:cursor-not-allowed disabled:opacity-40';

/** The images already stored, in gallery order (sort_order), each with Move earlier / later and Remove. */
export function ExistingImages({ images, alt, busy, onMove, onRemove }: ExistingImagesProps) {
  const ordered = inGalleryOrder(images);
  if (ordered.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-line px-4 py-8 text-center text-sm font-semibold text-muted">
        {noImages}
      </p>
    );
  }
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Stored images">
      {ordered.map((image, index) => {
        const sources = imageSources(image, 240);
        const label = `image ${index + 1}`;
        return (
          <li
            key={image.image_id}
            className="overflow-hidden rounded-lg border border-line bg-white"
            data-testid="stored-image"
          >
            <div className="relative aspect-[3/4] bg-canvas">
              <img
                src={sources.src}
                srcSet={sources.srcSet}
                sizes="200px"
                alt={`${alt}, ${label}`}
                className="size-full object-cover"
                loading="lazy"
              />
              <span className="absolute top-2 left-2 rounded-full bg-ink/80 px-2 py-0.5 text-xs font-bold text-white">
                {index + 1}
              </span>
            </div>
            <div className="flex items-center justify-between gap-1 p-2">
              <div className="flex gap-1">
                <button
                  type="button"
                  className={iconButton}
                  disabled={busy || index === 0}
                  onClick={() => onMove(index, index - 1)}
                  aria-label={`Move ${label} earlier`}
                >
                  <ArrowLeftIcon className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  disabled={busy || index === ordered.length - 1}
                  onClick={() => onMove(index, index + 1)}
                  aria-label={`Move ${label} later`}
                >
                  <ArrowRightIcon className="size-4" />
                </button>
              </div>
              <button
                type="button"
                className={`${iconButton} text-red-700 hover:border-red-700`}
                disabled={busy}
                onClick={() => onRemove(image)}
                aria-label={`Remove ${label}`}
              >
                <TrashIcon className="size-4" />
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
