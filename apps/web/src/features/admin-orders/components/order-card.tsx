import type { ReactNode } from 'react';

export function Card({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-line bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h2 className="text-sm font-bold tracking-wider text-ink uppercase">{title}</h2>
        {actions}
      </div>
      <div className="px-4 py-3">{children}</div>
    </section>
  );
}

export function Pill({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span
      className={`inline-block rounded-full border bg-white px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ${tone}`}
    >
      {children}
    </span>
  );
}

export const cell = 'px-2 py-2 align-top first:pl-0 last:pr-0';
export const head = 'px-2 py-2 text-xs font-bold tracking-wide text-ink-soft uppercase first:pl-0 last:pr-0';
// On phones the two record tables keep their first columns and carry the rest inside them, as one more line: the
// cells after `wide` are not shown there, and `phoneLine` is shown only there.
export const wide = 'max-sm:hidden';
export const phoneLine = 'mt-1 block text-xs sm:hidden';
