import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageMeta } from '@/features/seo/components/page-meta';

/** Any path without a route (docs/product/storefront.md#not-found-and-unauthorized). */
export function Component() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <PageMeta title="404 - Page Not Found · Store" noindex />
      <p className="text-7xl font-black text-brand/20 md:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold text-ink md:text-3xl">404 - Page Not Found</h1>
      <p className="mt-3 text-muted">The page you're looking for doesn't exist.</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8 rounded-full px-8')}>
        Go Back Home
      </Link>
    </section>
  );
}
