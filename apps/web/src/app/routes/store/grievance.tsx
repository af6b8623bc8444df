import { Link, useSearchParams } from 'react-router';
import { GRIEVANCE_LIMITS } from '@store/shared/schemas/grievances';
import { GrievanceForm } from '@/features/grievances/components/grievance-form';
import { useStoreInfo } from '@/features/store-info/api';
import { GrievanceOfficer } from '@/features/store-info/components/contact-lines';
import { useAuth } from '@/stores/auth';

/**
 * /Grievance (docs/product/legal.md#grievances): the complaint form, for a signed-in shopper or a guest with an order
 * and its email; `?order=` prefills the order (the order page's `Report a problem with this order`).
 */
export function Component() {
  const { user } = useAuth();
  const [search] = useSearchParams();
  const order = (search.get('order') ?? '').replace(/\D/g, '');
  const officer = useStoreInfo().data?.grievance_officer;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 md:py-10">
      <title>Report a problem · Store</title>
      <h1 className="text-xl font-bold text-ink md:text-2xl">Report a problem</h1>
      <p className="mt-2 text-sm text-ink-soft">
        Tell us what went wrong. We acknowledge every complaint within {GRIEVANCE_LIMITS.acknowledgeHours} hours and
        resolve it within one month (complaints about your personal data within {GRIEVANCE_LIMITS.privacyResolveDays}{' '}
        days). You get a reference at once and every reply by email.
      </p>
      {!user && (
        <p className="mt-2 text-sm text-ink-soft">
          Have an account?{' '}
          <Link to="/Login?next=%2FGrievance" className="font-semibold text-brand hover:underline">
            Sign in
          </Link>{' '}
          to choose from your orders. Otherwise give the order number and the email you ordered with.
        </p>
      )}
      <div className="mt-6 rounded-lg border border-line bg-white p-4 md:p-6">
        <GrievanceForm signedIn={user !== null} order={order} />
      </div>
      {officer && (officer.name || officer.email) && (
        <section className="mt-6 text-sm text-ink-soft">
          <h2 className="mb-2 text-xs font-bold tracking-widest text-ink uppercase">Grievance officer</h2>
          <address className="space-y-1 not-italic">
            <GrievanceOfficer officer={officer} />
          </address>
        </section>
      )}
    </div>
  );
}
