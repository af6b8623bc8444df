import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Toast } from '@/components/ui/toast';
import type { ToastState } from '@/hooks/use-toast';

interface AdminPageProps {
  title: string;
  /** The document title's first part (defaults to the heading). */
  documentTitle?: string;
  subtitle?: ReactNode;
  /** Links back up (Products › Variations of …). */
  trail?: Array<{ label: string; to: string }>;
  /** The Add control and other page actions. */
  actions?: ReactNode;
  toast: ToastState;
  children: ReactNode;
}

/** One admin screen: heading, actions, its toast (above any open modal) and the content card. */
export function AdminPage({ title, documentTitle, subtitle, trail, actions, toast, children }: AdminPageProps) {
  return (
    <section aria-labelledby="admin-heading">
      <title>{`${documentTitle ?? title} · Admin · Store`}</title>
      <Toast message={toast.message} tone={toast.tone} aboveDialogs />
      {trail && trail.length > 0 && (
        <nav aria-label="Breadcrumb" className="mb-2 flex flex-wrap items-center gap-1 text-xs font-medium text-muted">
          {trail.map((step) => (
            <span key={step.to} className="flex items-center gap-1">
              <Link to={step.to} className="hover:text-brand hover:underline">
                {step.label}
              </Link>
              <span aria-hidden="true">/</span>
            </span>
          ))}
        </nav>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 id="admin-heading" className="text-xl font-bold break-words text-ink md:text-2xl">
            {title}
          </h1>
          {subtitle && <div className="mt-1 text-sm text-muted">{subtitle}</div>}
        </div>
        {actions && <div className="flex max-w-full flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-4 rounded-xl border border-line bg-white shadow-sm">{children}</div>
    </section>
  );
}
