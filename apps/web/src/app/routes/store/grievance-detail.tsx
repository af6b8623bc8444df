import { Link, useLocation, useParams } from 'react-router';
import { GrievancePage } from '@/features/grievances/components/grievance-page';
import { useAuth } from '@/stores/auth';

/** /Grievance/{reference} (docs/product/legal.md#grievances); a guest arrives from the form with the email in state. */
export function Component() {
  const reference = (useParams().reference ?? '').toUpperCase();
  const { user } = useAuth();
  const state = (useLocation().state ?? {}) as { email?: string | null; filed?: boolean };
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 md:py-10">
      <title>{`Complaint ${reference} · Store`}</title>
      <Link to="/Grievance" className="text-sm font-semibold text-brand hover:underline">
        Report another problem
      </Link>
      <div className="mt-4">
        <GrievancePage
          key={reference}
          reference={reference}
          signedIn={user !== null}
          initialEmail={state.email ?? null}
          filed={state.filed === true}
        />
      </div>
    </div>
  );
}
