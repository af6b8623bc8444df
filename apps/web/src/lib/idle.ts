import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * Resolves when the browser has an idle moment (`requestIdleCallback`, at most `timeoutMs` later), or after a short
 * pause where it has none (Safari).
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    } else {
      setTimeout(resolve, 300);
    }
  });
}

export interface IdlePart<T> {
  /**
   * The part's module once it has loaded, and null until then: on the server, while a server-rendered page hydrates
   * and until the browser's first idle moment after it, so the page renders (and hydrates) the part's stand-in first.
   */
  useLoaded: () => T | null;
  /** Loads the part at once (a tap on its stand-in should not wait for an idle moment). */
  loadNow: () => Promise<T>;
}

/**
 * A part of every page that a shopper does not need in its first second (the wishlist hearts and count, the user
 * menu): its module loads at the browser's first idle moment, and the components showing it switch from a plain
 * stand-in to the part in a transition, in short slices (docs/product/storefront.md#page-weight). Neither the first
 * render nor the hydration of the page pays for it.
 */
export function idlePart<T>(load: () => Promise<T>): IdlePart<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const waiting = new Set<(module: T) => void>();
  const loadNow = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      for (const show of waiting) show(module);
      waiting.clear();
      return module;
    }));
  function useLoaded(): T | null {
    const hydrated = useHydrated();
    const [module, setModule] = useState<T | null>(loaded);
    useEffect(() => {
      if (module) return;
      const show = (next: T) => startTransition(() => setModule(() => next));
      if (loaded) {
        show(loaded);
        return;
      }
      waiting.add(show);
      void whenIdle().then(loadNow);
      return () => void waiting.delete(show);
    }, [module]);
    return hydrated ? module : null;
  }
  return { useLoaded, loadNow };
}
