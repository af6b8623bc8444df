import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';

/**
 * A printable document (a tax invoice, a credit note, a packing slip): Print and a way back above an A4-wide sheet.
 * The controls, the store's header and footer and the admin bar are hidden on paper (docs/product/admin.md#orders,
 * docs/product/checkout.md#order-detail).
 */
export function PrintFrame({
  title,
  back,
  children,
}: {
  title: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="print:m-0">
      <title>{`${title} · Store`}</title>
      <div className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={back.to} className={buttonClasses('outline', 'sm')}>
          {back.label}
        </Link>
        <Button size="sm" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <article className="mx-auto max-w-[210mm] bg-white p-6 text-[13px] leading-snug text-ink shadow-sm ring-1 ring-line md:p-10 print:max-w-none print:p-0 print:shadow-none print:ring-0">
        {children}
      </article>
    </div>
  );
}
