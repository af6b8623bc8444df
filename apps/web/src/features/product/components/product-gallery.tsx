import { useRef, useState } from 'react';
import type { ProductImage } from '@store/shared/schemas/catalogue';
import { PLACEHOLDER_IMAGE, imageSources } from '@/lib/images';

const GALLERY_SIZES = '(min-width: 1024px) 30vw, 100vw';

/** Product images: a two-column grid on wide screens, a swipeable strip with dots on phones. */
export function ProductGallery({ images, alt }: { images: ProductImage[]; alt: string }) {
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const sorted = [...images].sort((a, b) => a.sort_order - b.sort_order);
  const shown = sorted.length > 0 ? sorted : null;

  const onScroll = () => {
    const element = strip.current;
    if (!element) return;
    setIndex(Math.round(element.scrollLeft / element.clientWidth));
  };

  if (!shown) {
    return (
      <div className="aspect-[3/4] overflow-hidden bg-canvas md:rounded-lg lg:w-1/2">
        <img src={PLACEHOLDER_IMAGE} width={240} height={320} alt={alt} className="size-full object-cover" />
      </div>
    );
  }

  return (
    <div>
      <div
        ref={strip}
        onScroll={onScroll}
        role="region"
        aria-label="Product images"
        // Focusable so that keyboard users can scroll the strip on phones.
        tabIndex={0}
        className="scrollbar-none flex snap-x snap-mandatory overflow-x-auto lg:grid lg:grid-cols-2 lg:gap-3 lg:overflow-visible"
      >
        {shown.map((image, position) => {
          const sources = imageSources(image, 960);
          return (
            <div
              key={image.image_id}
              className="aspect-[3/4] w-full shrink-0 snap-center overflow-hidden bg-canvas lg:rounded-md"
            >
              <img
                src={sources.src}
                srcSet={sources.srcSet}
                sizes={GALLERY_SIZES}
                width={960}
                height={1280}
                alt={position === 0 ? alt : `${alt}, view ${position + 1}`}
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : 'auto'}
                decoding={position === 0 ? 'sync' : 'async'}
                className="size-full object-cover transition-transform duration-500 lg:hover:scale-105"
              />
            </div>
          );
        })}
      </div>
      {shown.length > 1 && (
        <div className="mt-3 flex justify-center gap-1.5 lg:hidden" aria-hidden="true">
          {shown.map((image, position) => (
            <span
              key={image.image_id}
              className={`h-1.5 rounded-full transition-all ${position === index ? 'w-5 bg-ink' : 'w-1.5 bg-ink/25'}`}
            />
          ))}
        </div>
      )}
    </div>
  );
}
