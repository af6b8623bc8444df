import { useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * A menu that opens on hover or focus and closes `closeDelayMs` after the pointer or focus leaves (200 ms for
 * the header's hover menus, 100 ms for the user menu: docs/product/storefront.md#limits). Spread `handlers` on
 * the menu's container. `initiallyOpen` opens it at once: a menu whose code loaded because the pointer came to it.
 */
export function useHoverMenu(closeDelayMs: number, initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), closeDelayMs);
  };
  const handlers = {
    onMouseEnter: show,
    onMouseLeave: hide,
    onFocus: show,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
    },
  };
  return { open, setOpen, handlers };
}
