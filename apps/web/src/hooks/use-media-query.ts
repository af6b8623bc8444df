import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; follows changes (rotation, window resizing). On the server and while a
 * server-rendered page hydrates it answers `whileUnknown` (the server cannot know the screen).
 */
export function useMediaQuery<T = false>(query: string, whileUnknown: T | false = false): boolean | T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | T>(
    subscribe,
    () => window.matchMedia(query).matches,
    () => whileUnknown,
  );
}
