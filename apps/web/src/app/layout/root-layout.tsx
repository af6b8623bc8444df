import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { whenIdle } from '@/lib/idle';
import { startVitalsReporting } from '@/lib/vitals';
import { Footer } from './footer';
import { Header } from './header';
import { showsFooter } from './navigation';

/**
 * The common layout of every route (docs/product/storefront.md#routes). Header, page and footer are Suspense boundaries
 * so that hydrating a server-rendered page is several short tasks rather than one long one (a phone answers a tap
 * between them; docs/product/storefront.md#page-weight).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  // Real visitors' web vitals (docs/product/api.md#system), from an idle moment after the page (the reporter reads
  // the metrics recorded since the start); startVitalsReporting runs once however often this does.
  useEffect(() => void whenIdle().then(startVitalsReporting), []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[100] rounded bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main id="main" className="flex-1 pt-12 md:pt-16 print:pt-0">
        <VerifyEmailBanner />
        <Suspense fallback={<Spinner className="min-h-dvh" />}>
          <Outlet />
        </Suspense>
      </main>
      {showsFooter(pathname) && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <ScrollRestoration getKey={(location) => location.pathname + location.search} />
    </div>
  );
}

export function RouteLoading() {
  return <Spinner className="min-h-dvh" />;
}
