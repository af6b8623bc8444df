import { useEffect, useId, useRef, type ReactNode } from 'react';
import { lockPageForOverlay } from '@/lib/page-lock';

interface SheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** 'bottom' slides up from the bottom (phones), 'center' is a dialog, 'full' covers the screen. */
  placement?: 'bottom' | 'center' | 'full';
  /**
   * False keeps the modal open on Escape and outside clicks, so nothing typed is lost
   * (docs/product/admin.md#forms-and-toasts).
   */
  dismissible?: boolean;
  /** Where focus goes on opening: the dialog itself (default) or its first field or button. */
  initialFocus?: 'dialog' | 'first-control';
  /** Panel width of the centred dialog (default max-w-lg; xl for a table, such as the variation matrix). */
  size?: 'md' | 'lg' | 'xl';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves into it and stays there (Tab and Shift+Tab cycle inside), and returns to the
 * element that opened it on closing; Escape and the backdrop close it only when dismissible.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  placement = 'center',
  dismissible = true,
  initialFocus = 'dialog',
  size = 'md',
}: SheetProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Read through refs so that a new onClose on every render does not re-run the effect (and move focus).
  const latest = useRef({ onClose, dismissible });
  useEffect(() => {
    latest.current = { onClose, dismissible };
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const focusables = () =>
      Array.from(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
        (element) => element.getClientRects().length > 0,
      );
    const first =
      initialFocus === 'first-control'
        ? focusables().find((element) => element.getAttribute('aria-label') !== 'Close')
        : undefined;
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && latest.current.dismissible) latest.current.onClose();
      if (event.key !== 'Tab' || !panel.current) return;
      const items = focusables();
      if (items.length === 0) {
        event.preventDefault();
        panel.current.focus();
        return;
      }
      const active = document.activeElement;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (!panel.current.contains(active)) {
        event.preventDefault();
        firstItem.focus();
      } else if (event.shiftKey && (active === firstItem || active === panel.current)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && active === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    const unlock = lockPageForOverlay(onKey);
    return () => {
      unlock();
      previous?.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;
  const position = {
    bottom: 'items-end',
    center: 'items-center justify-center p-4',
    full: 'items-stretch',
  }[placement];
  const panelClass = {
    bottom: 'w-full animate-slide-up rounded-t-2xl max-h-[85vh]',
    center: `w-full ${{ md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-5xl' }[size]} animate-fade-in rounded-xl max-h-[90vh]`,
    full: 'w-full h-full animate-fade-in',
  }[placement];

  return (
    <div className={`fixed inset-0 z-[70] flex ${position}`}>
      <div className="absolute inset-0 bg-black/50" aria-hidden="true" onClick={dismissible ? onClose : undefined} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-placement={placement}
        tabIndex={-1}
        className={`relative flex flex-col overflow-hidden bg-white shadow-2xl outline-none ${panelClass}`}
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <h2 id={titleId} className="text-sm font-bold tracking-wider text-ink uppercase">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded-full p-1 text-muted hover:bg-canvas hover:text-ink"
            aria-label="Close"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer && <div className="border-t border-line px-5 py-3">{footer}</div>}
      </div>
    </div>
  );
}
