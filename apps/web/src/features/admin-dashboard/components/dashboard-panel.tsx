import type { ReactNode } from 'react';

/** A titled panel of the admin's dashboard (docs/product/admin.md#dashboard). */
export function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-xl border border-line bg-white p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-xs font-bold tracking-widest text-ink-soft uppercase">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
