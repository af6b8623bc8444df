import { useEffect, useState, type ReactNode, type RefObject } from 'react';

/** The class that makes room at the page's end for the bar on phones (index.css). */
const ROOM_CLASS = 'with-buy-bar';

/**
 * Whether the element has scrolled away above the viewport (IntersectionObserver): false while it is in view or
 * still below it, as on a phone's first view of a product page.
 */
export function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // The viewport stretched far down: the element counts as in it until it leaves above, so a jump from below the
    // fold to past it (the End key, a fling) still crosses the edge and is reported.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
      },
      { rootMargin: '0px 0px 100000px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}

/**
 * The phone's bar fixed at the bottom of a product page (docs/product/storefront.md#sticky-buy-bar): shown once the
 * page's own buttons (`watched`) have scrolled away, never on wide screens. While the page is open, the body keeps
 * room for it at the end, so it covers nothing there.
 */
export function StickyBuyBar({ watched, children }: { watched: RefObject<HTMLElement | null>; children: ReactNode }) {
  const shown = useScrolledPast(watched);
  useEffect(() => {
    document.body.classList.add(ROOM_CLASS);
    return () => document.body.classList.remove(ROOM_CLASS);
  }, []);
  if (!shown) return null;
  return (
    <div
      data-testid="sticky-buy-bar"
      className="fixed inset-x-0 bottom-0 z-40 flex items-center gap-2 border-t border-line bg-white px-3 py-2.5 shadow-[0_-2px_10px_rgba(0,0,0,0.06)] md:hidden"
    >
      {children}
    </div>
  );
}
