import type { ReactNode } from 'react';

/** The card every sign-in and registration screen sits in, on the soft brand background of Login. */
export function AuthCard({
  title,
  subtitle,
  wide = false,
  fill = false,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  wide?: boolean;
  fill?: boolean;
  children: ReactNode;
}) {
  // `fill`: screens without the footer (/LoginOtp) take the whole height under the header.
  const height = fill ? 'min-h-[calc(100dvh-3rem)] md:min-h-[calc(100dvh-4rem)]' : 'min-h-[70vh]';
  return (
    <section
      className={`flex ${height} items-start justify-center bg-brand-soft/50 px-4 py-8 md:items-center md:py-12`}
    >
      <div className={`w-full rounded-2xl bg-white p-6 shadow-lg md:p-8 ${wide ? 'max-w-lg' : 'max-w-sm'}`}>
        <h1 className="text-xl font-bold text-ink">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-muted">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}

/** A message above a form: red for a failure, green for good news. */
export function FormMessage({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  const colours = tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800';
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mt-4 rounded-md px-3 py-2 text-sm font-medium ${colours}`}
    >
      {children}
    </p>
  );
}

/** The pair of links under a sign-in form (LOGIN, REGISTER, LOGIN BY OTP). */
export function AuthLinks({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 flex items-center justify-between gap-4 border-t border-line pt-4 text-sm font-bold tracking-wide">
      {children}
    </div>
  );
}

export const authLinkClass = 'text-brand hover:underline';
