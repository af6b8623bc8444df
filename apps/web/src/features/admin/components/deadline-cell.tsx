import type { BreachDeadline } from '@store/shared/schemas/breaches';
import { formatTime } from '@/lib/dates';

const tones = {
  due: 'bg-amber-50 text-amber-900',
  overdue: 'bg-red-50 text-red-800',
  done: 'bg-success/10 text-success',
} as const;

/** Due, Overdue or Told, in words (docs/product/privacy.md#breach-register). */
export function deadlineWords(deadline: BreachDeadline): { badge: string; when: string } {
  if (deadline.status === 'done') {
    return { badge: deadline.late ? 'Told late' : 'Told', when: formatTime(deadline.done_at!) };
  }
  return {
    badge: deadline.status === 'overdue' ? 'Overdue' : 'Due',
    when: `${deadline.status === 'overdue' ? 'was due' : 'by'} ${formatTime(deadline.due_at)}`,
  };
}

/**
 * One recipient's deadline in the register: its state, the time, and, until it is done, a button that records the
 * recipient as told now.
 */
export function DeadlineCell({
  deadline,
  label,
  busy,
  onMarkTold,
}: {
  deadline: BreachDeadline;
  label: string;
  busy: boolean;
  onMarkTold: () => void;
}) {
  const words = deadlineWords(deadline);
  const tone = deadline.status === 'done' && deadline.late ? tones.due : tones[deadline.status];
  return (
    <div className="flex min-w-36 flex-col items-start gap-1">
      <span className={`rounded px-2 py-0.5 text-xs font-semibold ${tone}`}>{words.badge}</span>
      <span className="text-xs text-ink-soft">{words.when}</span>
      {deadline.status !== 'done' && (
        <button
          type="button"
          onClick={onMarkTold}
          disabled={busy}
          aria-label={`Mark ${label} told`}
          className="text-xs font-semibold text-blue-800 hover:underline disabled:cursor-wait disabled:opacity-60"
        >
          Mark told now
        </button>
      )}
    </div>
  );
}
