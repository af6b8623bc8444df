import { ShieldIcon } from '@/components/ui/icons';
import { GivenNameGuard } from '@/features/auth/components/given-name-guard';

/**
 * /special-page lets in only the users on its allowed list, which names one entry, '{name}', kept literally
 * (docs/product/accounts.md#guards).
 */
const ALLOWED_GIVEN_NAMES = ['{name}'] as const;

export function Component() {
  return (
    <GivenNameGuard allowed={ALLOWED_GIVEN_NAMES}>
      <section className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
        <title>Special page · Store</title>
        <ShieldIcon className="size-14 text-brand" />
        <h1 className="mt-4 text-2xl font-bold text-ink">Special page</h1>
        <p className="mt-2 text-muted">You are on the list of members allowed to see this page.</p>
      </section>
    </GivenNameGuard>
  );
}
