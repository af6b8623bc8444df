import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { BackIcon, ChevronRightIcon } from './icons';

/** Banners rotate every 4 seconds (docs/product/storefront.md#limits). */
export const BANNER_INTERVAL_MS = 4000;

interface BannerCarouselProps {
  label: string;
  slides: ReactNode[];
  interval?: number;
}

/**
 * Banner carousel: one slide at a time with arrows and dots on wide screens, a swipeable strip on phones
 * (native scroll snapping), rotating every 4 s while the shopper is not touching or pointing at it. Each slide is as
 * wide as the strip (its margin inside it), so every slide, the last one too, shows alone with no part of another.
 */
export function BannerCarousel({ label, slides, interval = BANNER_INTERVAL_MS }: BannerCarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  const goTo = useCallback(
    (target: number) => {
      const element = track.current;
      if (!element) return;
      const next = ((target % count) + count) % count;
      const slide = element.children[next] as HTMLElement | undefined;
      if (slide) element.scrollTo({ left: slide.offsetLeft - element.offsetLeft, behavior: 'smooth' });
      setIndex(next);
    },
    [count],
  );

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => goTo(index + 1), interval);
    return () => clearInterval(timer);
  }, [paused, index, count, interval, goTo]);

  // Pointing at, focusing or touching the strip stops the rotation until the shopper leaves it.
  const pause = () => setPaused(true);
  const resume = () => setPaused(false);

  const onScroll = () => {
    const element = track.current;
    if (!element) return;
    const children = Array.from(element.children) as HTMLElement[];
    let nearest = 0;
    let best = Infinity;
    children.forEach((child, position) => {
      const distance = Math.abs(child.offsetLeft - element.offsetLeft - element.scrollLeft);
      if (distance < best) {
        best = distance;
        nearest = position;
      }
    });
    if (nearest !== index) setIndex(nearest);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="group/carousel relative"
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
      onTouchStart={pause}
      onTouchEnd={resume}
    >
      <div
        ref={track}
        onScroll={onScroll}
        className="scrollbar-none flex snap-x snap-mandatory overflow-x-auto scroll-smooth"
      >
        {slides.map((slide, position) => (
          <div
            key={position}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${count}`}
            className="w-full shrink-0 snap-start px-3 md:px-0"
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => goTo(index - 1)}
            aria-label="Previous banner"
            className="absolute top-1/2 left-4 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition hover:bg-white md:flex"
          >
            <BackIcon className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => goTo(index + 1)}
            aria-label="Next banner"
            className="absolute top-1/2 right-4 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition hover:bg-white md:flex"
          >
            <ChevronRightIcon className="size-5" />
          </button>
          <div className="mt-3 flex justify-center gap-2">
            {slides.map((_, position) => (
              <button
                key={position}
                type="button"
                onClick={() => goTo(position)}
                aria-label={`Show banner ${position + 1}`}
                aria-current={position === index ? 'true' : undefined}
                className="flex size-6 items-center justify-center"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${position === index ? 'w-6 bg-ink' : 'w-2 bg-ink/25'}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
