import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React renders on the server and while it hydrates a server-rendered page, true afterwards (and from
 * the start of a page rendered in the browser). What only the browser knows (the signed-in user, the bag) waits for
 * it, so hydration renders what the server did (docs/decisions/017-server-rendering.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
