import type { ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * A form the server rendered (docs/decisions/017-server-rendering.md) answers once the page is hydrated: until then its
 * fields and buttons are disabled, so Enter or a tap on the button cannot send the form natively, with what was typed
 * (a password) in the address. Links inside still work.
 */
export function FormAfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}

/**
 * A page whose content fills in after hydration (the bag's lines, what needs the signed-in user) is at least a screen
 * high from the first paint, so the footer starts below the first screen and nothing on it moves when the content
 * comes (docs/product/storefront.md#pages-rendered-on-the-server).
 */
export function FillsAfterHydration({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh">{children}</div>;
}
