import { useSyncExternalStore } from 'react';

/**
 * Whether the page has been taken over in the browser (docs/decisions/017-server-rendering.md): false while React
 * renders on the server and while it hydrates a server-rendered page, true afterwards, and from the start of a page
 * rendered in the browser. What only the browser knows (the signed-in user, the bag, the screen) waits for it, so
 * hydration renders what the server did.
 */
let hydrated = false;
const listeners = new Set<() => void>();

/** How many components re-render in one task when the page turns hydrated: small tasks keep a tap answered. */
const PER_TASK = 4;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Marks the page hydrated and tells the components waiting for it, a few per task, so what they show for the browser
 * (the user menu, the counts, the filter panel or bar) comes in short tasks rather than one long one
 * (docs/product/storefront.md#page-weight). Resolves once all of them have been told.
 */
export async function markHydrated(): Promise<void> {
  if (hydrated) return;
  hydrated = true;
  const waiting = [...listeners];
  for (let at = 0; at < waiting.length; at += PER_TASK) {
    if (at > 0) await nextTask();
    for (const listener of waiting.slice(at, at + PER_TASK)) if (listeners.has(listener)) listener();
  }
}

/** Calls `onChange` once the page turns hydrated; returns the unsubscribe function. */
export function subscribeHydrated(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function isHydrated(): boolean {
  return hydrated;
}

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeHydrated, isHydrated, () => false);
}
