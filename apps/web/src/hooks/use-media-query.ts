import { useCallback, useSyncExternalStore } from 'react';
import { isHydrated, subscribeHydrated } from './use-hydrated';

/**
 * Whether a CSS media query matches now; follows changes (rotation, window resizing). On the server and until a
 * server-rendered page is hydrated it answers `whileUnknown` (the server cannot know the screen).
 */
export function useMediaQuery<T = false>(query: string, whileUnknown: T | false = false): boolean | T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      const unsubscribe = subscribeHydrated(onChange);
      return () => {
        list.removeEventListener('change', onChange);
        unsubscribe();
      };
    },
    [query],
  );
  return useSyncExternalStore<boolean | T>(
    subscribe,
    () => (isHydrated() ? window.matchMedia(query).matches : whileUnknown),
    () => whileUnknown,
  );
}
