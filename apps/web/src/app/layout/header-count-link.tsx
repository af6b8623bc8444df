import type { ComponentType } from 'react';
import { Link } from 'react-router';

interface HeaderCountLinkProps {
  to: string;
  label: string;
  /** Says what the count counts in the link's accessible name: `Bag, 2 items`, `Wishlist, 3 saved`. */
  counted: string;
  count: number;
  icon: ComponentType<{ className?: string }>;
  /** The badge's test id (a link shown with no count has none). */
  testId?: string;
}

/** A header icon link with its label on wide screens and a count badge (docs/product/storefront.md#header). */
export function HeaderCountLink({ to, label, counted, count, icon: Icon, testId }: HeaderCountLinkProps) {
  return (
    <Link
      to={to}
      aria-label={count > 0 ? `${label}, ${count} ${counted}` : label}
      className="relative flex flex-col items-center gap-0.5 px-2 text-xs font-semibold text-ink md:px-3"
    >
      <Icon className="size-6 md:size-5" />
      <span className="hidden md:inline">{label}</span>
      {count > 0 && (
        <span
          data-testid={testId}
          className="absolute -top-1.5 right-0 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-brand px-1 text-[11px] font-bold text-white md:right-1"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
