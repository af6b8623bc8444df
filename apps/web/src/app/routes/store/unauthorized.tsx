import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';

/** /unauthorized in any case (docs/product/storefront.md#not-found-and-unauthorized). */
export function Component() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <title>Unauthorized Access · Store</title>
      <LockIcon className="size-16 text-brand" data-testid="unauthorized-icon" data-icon="lock" />
      <h1 className="mt-4 text-2xl font-bold text-ink md:text-3xl">Unauthorized Access</h1>
      <p className="mt-3 text-muted">You do not have permission to view this page.</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8 rounded-full px-8')}>
        Go to Home
      </Link>
    </section>
  );
}
