import { useState } from 'react';
import { GRIEVANCE_CATEGORIES, GRIEVANCE_LIMITS, OPEN_GRIEVANCE_STATUSES } from '@store/shared/schemas/grievances';
import type { AdminGrievance } from '@store/shared/schemas/grievances';
import { GrievanceStatusBadge } from '@/components/grievance-status-badge';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatTime } from '@/lib/dates';
import { useAdminGrievance, useGrievanceAction, type GrievanceAction } from '../api/grievances';

function Facts({ grievance }: { grievance: AdminGrievance }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
      <dt className="text-muted">Category</dt>
      <dd>{GRIEVANCE_CATEGORIES[grievance.category]}</dd>
      <dt className="text-muted">Shopper</dt>
      <dd className="break-all">{grievance.email}</dd>
      <dt className="text-muted">Order</dt>
      <dd>{grievance.order_id === null ? '—' : `#${grievance.order_id}`}</dd>
      <dt className="text-muted">Filed</dt>
      <dd>{formatTime(grievance.created_at)}</dd>
      <dt className="text-muted">Acknowledge by</dt>
      <dd className={grievance.acknowledge_late ? 'font-semibold text-red-700' : ''}>
        {formatTime(grievance.acknowledge_by)}
        {grievance.acknowledged_at && ` (done ${formatTime(grievance.acknowledged_at)})`}
      </dd>
      <dt className="text-muted">Resolve by</dt>
      <dd className={grievance.resolve_late ? 'font-semibold text-red-700' : ''}>
        {formatTime(grievance.resolve_by)}
        {grievance.closed_at && ` (closed ${formatTime(grievance.closed_at)})`}
      </dd>
    </dl>
  );
}

/**
 * One grievance in a dialog (docs/product/admin.md#grievances): its facts, photos and thread, a reply box and the
 * status actions; Resolve and Reject send the reply written, and need one.
 */
export function GrievanceDetail({ reference, onClose }: { reference: string; onClose: () => void }) {
  const detail = useAdminGrievance(reference);
  const act = useGrievanceAction(reference);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const grievance = detail.data;
  const open = grievance ? OPEN_GRIEVANCE_STATUSES.includes(grievance.status) : false;

  const run = (action: GrievanceAction, done: string) => {
    setError(null);
    act.mutate(action, {
      onSuccess: () => {
        setReply('');
        setNotice(done);
      },
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : 'Could not save. Try again.'),
    });
  };
  const text = reply.trim();

  return (
    <Modal open title={`Grievance ${reference}`} onClose={onClose} size="lg" dismissible={text === ''}>
      {!grievance ? (
        detail.error ? (
          <p role="alert" className="text-sm text-red-700">
            {detail.error instanceof ApiError ? detail.error.message : 'Could not load the grievance.'}
          </p>
        ) : (
          <Spinner label="Loading grievance" />
        )
      ) : (
        <div className="space-y-4" data-testid="admin-grievance">
          <div className="flex items-center gap-2">
            <GrievanceStatusBadge status={grievance.status} />
            {grievance.overdue && <span className="text-xs font-bold text-red-700">Overdue</span>}
          </div>
          <Facts grievance={grievance} />
          <p className="rounded-md bg-canvas px-3 py-2 text-sm whitespace-pre-line text-ink">{grievance.text}</p>
          {grievance.photos.length > 0 && (
            <ul className="flex gap-2">
              {grievance.photos.map((photo, index) => (
                <li key={photo.image_url}>
                  <a href={photo.image_url} target="_blank" rel="noreferrer">
                    <img
                      src={photo.image_url}
                      alt={`Photo ${index + 1}`}
                      className="size-16 rounded border border-line object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <ol className="space-y-2" aria-label="Thread">
            {grievance.messages.map((message) => (
              <li
                key={message.message_id}
                className={`rounded-md px-3 py-2 text-sm ${message.author === 'store' ? 'bg-sky-50' : 'bg-amber-50'}`}
              >
                <p className="text-xs font-semibold text-muted">
                  {message.author === 'store' ? 'Store' : 'Shopper'} · {formatTime(message.created_at)}
                </p>
                <p className="whitespace-pre-line">{message.text}</p>
              </li>
            ))}
          </ol>
          {notice && (
            <p role="status" className="text-sm font-semibold text-green-800">
              {notice}
            </p>
          )}
          {open ? (
            <div className="space-y-2">
              <label htmlFor="grievance-reply" className="block text-sm font-medium text-ink-soft">
                Reply to the shopper
              </label>
              <textarea
                id="grievance-reply"
                rows={4}
                maxLength={GRIEVANCE_LIMITS.textMax}
                value={reply}
                onChange={(event) => setReply(event.target.value)}
                className="w-full rounded-md border border-line bg-white px-3 py-2 text-sm outline-none focus:border-ink"
              />
              {error && (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                {grievance.status === 'Open' && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={act.isPending}
                    onClick={() =>
                      run({ kind: 'status', status: 'Acknowledged', reply: text || undefined }, 'Acknowledged.')
                    }
                  >
                    Acknowledge
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="outline"
                  disabled={act.isPending || !text}
                  onClick={() => run({ kind: 'reply', text }, 'Reply sent.')}
                >
                  Send reply
                </Button>
                <Button
                  size="sm"
                  disabled={act.isPending}
                  onClick={() => run({ kind: 'status', status: 'Resolved', reply: text }, 'Resolved; reply sent.')}
                >
                  Resolve
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={act.isPending}
                  onClick={() => run({ kind: 'status', status: 'Rejected', reply: text }, 'Rejected; reply sent.')}
                >
                  Reject
                </Button>
              </div>
              <p className="text-xs text-muted">Resolve and Reject send the reply above: write one first.</p>
            </div>
          ) : (
            <p className="text-sm text-muted">This grievance is closed.</p>
          )}
        </div>
      )}
    </Modal>
  );
}
