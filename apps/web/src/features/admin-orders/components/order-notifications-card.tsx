import { formatDay } from '@/lib/dates';
import type { AdminOrderDetail } from '@store/shared/schemas/merchant';
import { Card, cell, head, wide, phoneLine } from './order-card';

const notificationTone = { Pending: 'text-amber-800', Sent: 'text-success', Failed: 'text-red-700' } as const;

export function NotificationsCard({ detail }: { detail: AdminOrderDetail }) {
  return (
    <Card title="Messages sent">
      {detail.notifications.length === 0 ? (
        <p className="text-sm text-muted">No messages for this order.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm sm:min-w-[560px]">
            <caption className="sr-only">Messages sent</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className={head}>
                  Channel
                </th>
                <th scope="col" className={head}>
                  Recipient
                </th>
                <th scope="col" className={head}>
                  Subject
                </th>
                <th scope="col" className={`${head} ${wide}`}>
                  Status
                </th>
                <th scope="col" className={`${head} ${wide} text-right`}>
                  Attempts
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.notifications.map((note) => (
                <tr key={note.notification_id} className="border-b border-line last:border-b-0">
                  <td className={`${cell} uppercase`}>{note.channel}</td>
                  <td className={`${cell} break-all`}>{note.recipient}</td>
                  <td className={cell}>
                    {note.subject ?? note.kind}
                    <span className="block text-xs text-muted">{formatDay(note.created_at)}</span>
                    <span className={`${phoneLine} font-semibold ${notificationTone[note.status]}`}>
                      {note.status} · {note.attempts} {note.attempts === 1 ? 'attempt' : 'attempts'}
                      {note.last_error && (
                        <span className="block font-normal break-words text-red-700">{note.last_error}</span>
                      )}
                    </span>
                  </td>
                  <td className={`${cell} ${wide} font-semibold ${notificationTone[note.status]}`}>
                    {note.status}
                    {note.last_error && (
                      <span className="block text-xs font-normal break-words text-red-700">{note.last_error}</span>
                    )}
                  </td>
                  <td className={`${cell} ${wide} text-right tabular-nums`}>{note.attempts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
