import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { GRIEVANCE_CATEGORIES, GRIEVANCE_LIMITS, OPEN_GRIEVANCE_STATUSES } from '@store/shared/schemas/grievances';
import type { GrievanceView } from '@store/shared/schemas/grievances';
import { GrievanceStatusBadge } from '@/components/grievance-status-badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatTime } from '@/lib/dates';
import { useFollowUp, useGrievance } from '../api/grievances';

/** The deadlines, in red once passed without what they ask. */
function Deadlines({ grievance }: { grievance: GrievanceView }) {
  const closed = !OPEN_GRIEVANCE_STATUSES.includes(grievance.status);
  const rows = [
    {
      label: grievance.acknowledged_at ? 'Acknowledged' : 'Acknowledge by',
      by: grievance.acknowledge_by,
      at: grievance.acknowledged_at,
      late: grievance.acknowledge_late,
    },
    {
      label: closed ? grievance.status : 'Resolve by',
      by: grievance.resolve_by,
      at: grievance.closed_at,
      late: grievance.resolve_late,
    },
  ];
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="rounded-md border border-line bg-white px-3 py-2">
          <dt className="text-xs font-semibold text-muted uppercase">{row.label}</dt>
          <dd className={row.late ? 'font-semibold text-red-700' : 'text-ink'}>
            {formatTime(row.at ?? row.by)}
            {row.late && ' (overdue)'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Thread({ grievance }: { grievance: GrievanceView }) {
  if (grievance.messages.length === 0) {
    return <p className="text-sm text-muted">No replies yet. We will email you when support answers.</p>;
  }
  return (
    <ol className="space-y-3" aria-label="Replies">
      {grievance.messages.map((message) => (
        <li
          key={message.message_id}
          data-testid="grievance-message"
          className={`rounded-lg px-3 py-2 text-sm ${message.author === 'store' ? 'bg-sky-50 text-ink' : 'ml-6 bg-canvas text-ink'}`}
        >
          <p className="mb-1 text-xs font-semibold text-muted">
            {message.author === 'store' ? 'Store support' : 'You'} · {formatTime(message.created_at)}
          </p>
          <p className="whitespace-pre-line">{message.text}</p>
        </li>
      ))}
    </ol>
  );
}

function FollowUp({ reference, email }: { reference: string; email: string | null }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const follow = useFollowUp(reference, email);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError('Write your message');
    follow.mutate(text, {
      onSuccess: () => {
        setText('');
        setError(null);
      },
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : 'Could not send your message.'),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-2" aria-label="Add a message">
      <label htmlFor="grievance-follow-up" className="block text-sm font-medium text-ink-soft">
        Add a message
      </label>
      <textarea
        id="grievance-follow-up"
        rows={3}
        maxLength={GRIEVANCE_LIMITS.textMax}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-md border border-line bg-white px-3 py-2 text-sm text-ink outline-none focus:border-ink"
      />
      {error && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" disabled={follow.isPending}>
        Send message
      </Button>
    </form>
  );
}

/** A guest proves the complaint is theirs with the email it was filed with. */
function EmailGate({
  onEmail,
  error,
  initial = '',
}: {
  onEmail: (email: string) => void;
  error: string | null;
  initial?: string;
}) {
  const [email, setEmail] = useState(initial);
  return (
    <form
      className="space-y-3"
      aria-label="Open your complaint"
      onSubmit={(event) => {
        event.preventDefault();
        if (email.trim()) onEmail(email.trim().toLowerCase());
      }}
    >
      <p className="text-sm text-ink-soft">Enter the email you filed the complaint with to see it.</p>
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit">See complaint</Button>
    </form>
  );
}

/**
 * /Grievance/{reference} (docs/product/legal.md#grievances): the complaint, its status, deadlines and every reply,
 * for the signed-in shopper it belongs to or a guest with its email; a follow-up while it is open.
 */
export function GrievancePage({
  reference,
  signedIn,
  initialEmail,
  filed,
}: {
  reference: string;
  signedIn: boolean;
  initialEmail: string | null;
  filed: boolean;
}) {
  const [email, setEmail] = useState(initialEmail);
  const grievance = useGrievance(reference, email, signedIn || email !== null);
  const view = grievance.data;
  if (!signedIn && email === null) return <EmailGate onEmail={setEmail} error={null} />;
  if (grievance.isPending) return <Spinner label="Loading complaint" />;
  if (!view) {
    const message =
      grievance.error instanceof ApiError ? grievance.error.message : 'Could not load the complaint. Please try again.';
    return signedIn && email === null ? (
      <div className="space-y-4">
        <p role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
        <EmailGate onEmail={setEmail} error={null} />
      </div>
    ) : (
      <EmailGate onEmail={setEmail} error={message} initial={email ?? ''} />
    );
  }
  return (
    <div className="space-y-5" data-testid="grievance">
      {filed && (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm font-semibold text-green-900">
          Your complaint {view.reference} is filed. We have emailed you the details.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-lg font-bold text-ink">Complaint {view.reference}</h1>
        <GrievanceStatusBadge status={view.status} />
      </div>
      <p className="text-sm text-ink-soft">
        {GRIEVANCE_CATEGORIES[view.category]}
        {view.order_id !== null && (
          <>
            {' · '}
            {signedIn ? (
              <Link to={`/OrderDetails/${view.order_id}`} className="text-brand hover:underline">
                Order #{view.order_id}
              </Link>
            ) : (
              `Order #${view.order_id}`
            )}
          </>
        )}
        {' · '}Filed {formatTime(view.created_at)}
      </p>
      <Deadlines grievance={view} />
      <section className="rounded-lg border border-line bg-white p-4">
        <h2 className="mb-2 text-xs font-bold tracking-widest text-ink-soft uppercase">Your complaint</h2>
        <p className="text-sm whitespace-pre-line text-ink">{view.text}</p>
        {view.photos.length > 0 && (
          <ul className="mt-3 flex gap-2">
            {view.photos.map((photo, index) => (
              <li key={photo.image_url}>
                <a href={photo.image_url} target="_blank" rel="noreferrer">
                  <img
                    src={photo.image_url}
                    alt={`Photo ${index + 1}`}
                    className="size-20 rounded border border-line object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-3">
        <h2 className="text-xs font-bold tracking-widest text-ink-soft uppercase">Replies</h2>
        <Thread grievance={view} />
      </section>
      {OPEN_GRIEVANCE_STATUSES.includes(view.status) ? (
        <FollowUp reference={view.reference} email={email} />
      ) : (
        <p className="text-sm text-muted">This complaint is closed. If something is still wrong, file a new one.</p>
      )}
    </div>
  );
}
